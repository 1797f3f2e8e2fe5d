import { describe, expect, it } from 'vitest';
import { cardFontPt } from './table-card';

describe('the table card type size', () => {
  it('keeps the sheet’s own size for a short list', () => {
    expect(cardFontPt('a4', 6, 0)).toEqual({ fontPt: 13, columns: 1 });
    expect(cardFontPt('a5', 4, 1)).toEqual({ fontPt: 9.5, columns: 1 });
  });

  it('shrinks to keep a longer list on one A5, then goes to two columns', () => {
    const ten = cardFontPt('a5', 10, 1);
    expect(ten.columns).toBe(1);
    expect(ten.fontPt).toBeLessThan(9.5);
    expect(ten.fontPt).toBeGreaterThanOrEqual(7);
    expect(cardFontPt('a5', 16, 0).columns).toBe(2);
  });

  it('never goes below 7 pt', () => {
    expect(cardFontPt('a5', 80, 10).fontPt).toBe(7);
  });
});
