import { describe, expect, it } from 'vitest';
import { priceLabel, type PriceOrigin } from './price-label';

const none: PriceOrigin = { priceSource: 'list', priceListName: null, priceListKind: null, percentOffBasisPoints: null, breakMinQty: null };
const gold = { priceListName: 'Gold list', percentOffBasisPoints: null } as const;

describe('priceLabel', () => {
  it('names the list price and the venue’s own price', () => {
    expect(priceLabel(none)).toBe('List price');
    expect(priceLabel({ ...none, priceSource: 'venue', ...gold, priceListKind: 'fixed' })).toBe('Your price');
  });

  it('names a percentage list with its percentage, a fixed list by its name, and a break by its minimum', () => {
    expect(
      priceLabel({
        ...none,
        priceSource: 'price_list',
        priceListName: 'Gold list',
        priceListKind: 'percent_off',
        percentOffBasisPoints: 1000,
      }),
    ).toBe('Gold list: 10 % off list');
    expect(
      priceLabel({ ...none, priceSource: 'price_list', priceListName: 'Trade', priceListKind: 'percent_off', percentOffBasisPoints: 1250 }),
    ).toBe('Trade: 12.5 % off list');
    expect(priceLabel({ ...none, priceSource: 'price_list', ...gold, priceListKind: 'fixed', breakMinQty: 1 })).toBe('Gold list');
    expect(priceLabel({ ...none, priceSource: 'price_break', ...gold, priceListKind: 'fixed', breakMinQty: 5 })).toBe(
      'Gold list: 5+ price',
    );
    // a percentage list's own price for a SKU from one unit is the list's price too
    expect(
      priceLabel({
        ...none,
        priceSource: 'price_list',
        ...gold,
        priceListKind: 'percent_off',
        percentOffBasisPoints: 1000,
        breakMinQty: 1,
      }),
    ).toBe('Gold list');
  });
});
