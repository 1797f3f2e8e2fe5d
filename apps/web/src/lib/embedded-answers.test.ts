import { afterEach, describe, expect, it } from 'vitest';
import {
  beginServerRender,
  EMBEDDED_ANSWER_MAX_AGE_MS,
  EMBEDDED_DATA_ID,
  endServerRender,
  isServerRender,
  resetEmbeddedAnswers,
  takeEmbeddedAnswer,
} from './embedded-answers';

const page = (text: string | undefined) => ({
  getElementById: (id: string) => (id === EMBEDDED_DATA_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
});
const product = { name: 'Hazy Days IPA' };
const doc = page(JSON.stringify({ '/api/products/hazy-days': product, '/api/products?q=hazy&page=1&pageSize=24': { items: [] } }));

afterEach(() => {
  endServerRender();
  resetEmbeddedAnswers();
});

describe('takeEmbeddedAnswer', () => {
  it('answers the exact URL once, then leaves it to the API', () => {
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc, now: 100 })).toEqual({ value: product });
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc, now: 200 })).toBeUndefined();
    // another query string is another question
    expect(takeEmbeddedAnswer('/api/products?q=hazy&page=2&pageSize=24', { doc, now: 300 })).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/products?q=hazy&page=1&pageSize=24', { doc, now: 400 })).toEqual({ value: { items: [] } });
  });

  it('answers nothing once the page is older than the limit, not even later', () => {
    expect(takeEmbeddedAnswer('/api/products/other', { doc, now: 100 })).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc, now: EMBEDDED_ANSWER_MAX_AGE_MS + 1 })).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc, now: 100 })).toBeUndefined();
  });

  it('answers nothing when the page has no data or broken data', () => {
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc: page(undefined), now: 1 })).toBeUndefined();
    resetEmbeddedAnswers();
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc: page('{"/api/products/hazy-days": '), now: 1 })).toBeUndefined();
    resetEmbeddedAnswers();
    expect(takeEmbeddedAnswer('0', { doc: page('["x"]'), now: 1 })).toBeUndefined();
  });
});

describe('the server render (decision 0104)', () => {
  it('answers from the given answers at any page age, notes each miss, and forgets both at its end', () => {
    const render = beginServerRender({ '/api/products/hazy-days': product });
    expect(isServerRender()).toBe(true);
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc: page(undefined), now: EMBEDDED_ANSWER_MAX_AGE_MS * 10 })).toEqual({
      value: product,
    });
    expect(takeEmbeddedAnswer('/api/venues', { doc: page(undefined), now: 1 })).toBeUndefined();
    expect(render.missed).toEqual(['/api/venues']);
    endServerRender();
    expect(isServerRender()).toBe(false);
    // the browser's page again: its own document's answers
    expect(takeEmbeddedAnswer('/api/products/hazy-days', { doc, now: 100 })).toEqual({ value: product });
  });
});
