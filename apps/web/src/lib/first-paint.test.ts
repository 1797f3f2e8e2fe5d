import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFirstPaint } from './first-paint';

function SaysWhichRender() {
  return createElement('p', null, useFirstPaint() ? 'first paint' : 'the app');
}

describe('useFirstPaint', () => {
  it('is true when the server renders the first paint, so what only the browser knows stays out of it', () => {
    expect(renderToString(createElement(SaysWhichRender))).toBe('<p>first paint</p>');
  });
});
