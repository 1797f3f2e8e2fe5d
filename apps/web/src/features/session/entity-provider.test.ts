import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEntity } from './entity-provider';

function Probe() {
  useEntity();
  return null;
}

describe('useEntity', () => {
  it('says where it belongs when used outside an EntityProvider (docs/domain.md, Fixed texts)', () => {
    expect(() => renderToString(createElement(Probe))).toThrow('useEntity must be used within an EntityProvider');
  });
});
