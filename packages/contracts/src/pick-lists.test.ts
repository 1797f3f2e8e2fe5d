import { describe, expect, it } from 'vitest';
import { pickListEmptiesText } from './pick-lists';

describe('a pick list’s empties in words', () => {
  it('lists them by keg type, and says when they are swapped at the delivery', () => {
    const kegs = [
      { kegType: '50 L keg', qty: 2 },
      { kegType: '30 L keg', qty: 1 },
    ];
    expect(pickListEmptiesText({ kegs, swapAtDelivery: false })).toBe('2 × 50 L keg, 1 × 30 L keg');
    expect(pickListEmptiesText({ kegs: [], swapAtDelivery: true })).toBe('Swap one for one at delivery');
    expect(pickListEmptiesText({ kegs: kegs.slice(0, 1), swapAtDelivery: true })).toBe('Swap one for one at delivery (2 × 50 L keg)');
  });
});
