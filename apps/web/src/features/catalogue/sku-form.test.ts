import { describe, expect, it } from 'vitest';
import { EMPTY_SKU, pricePerLitreCents, skuFormSchema, skuOf, typedPricePerLitreCents } from './sku-form';

describe('the SKU form', () => {
  it('reads dollars as cents (parseMoney) and leaves what is not a price for the contract to refuse', () => {
    const cents = (price: string) => skuOf({ ...EMPTY_SKU, price }).unitPriceCents;
    expect(cents('48.5')).toBe(4850);
    expect(cents('$1,234.05')).toBe(123405);
    expect(cents('7')).toBe(700);
    for (const price of ['-1', '1.234', 'abc', '10000000']) expect(cents(price), price).toBeNaN();
  });

  it('says the price is wrong whatever the slip, a price over the contract’s bound included', () => {
    for (const price of ['abc', '-3', '1.234', '1000000.01', '10000000']) {
      const result = skuFormSchema.safeParse({ ...EMPTY_SKU, code: 'K50', name: 'Keg', price });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], issue.message]),
        price,
      ).toEqual([['price', 'Enter the price in dollars, e.g. 48.50 (not negative)']]);
    }
  });

  it('works out the price per litre from the pack, or none without a volume', () => {
    // a 50 L keg at $250 is $5.00 a litre; 24 × 375 mL at $72 is $8.00 a litre
    expect(pricePerLitreCents(25000, 1, 50000)).toBe(500);
    expect(pricePerLitreCents(7200, 24, 375)).toBe(800);
    expect(pricePerLitreCents(7200, 24, null)).toBeNull();
  });

  it('shows the price per litre of what is typed only once the units, volume and price are numbers', () => {
    expect(typedPricePerLitreCents({ unitsPerPack: '24', volumeMl: '375', price: '72' })).toBe(800);
    expect(typedPricePerLitreCents({ unitsPerPack: '24', volumeMl: '', price: '72' })).toBeNull();
    expect(typedPricePerLitreCents({ unitsPerPack: '24', volumeMl: '37x', price: '72' })).toBeNull();
    expect(typedPricePerLitreCents({ unitsPerPack: '', volumeMl: '375', price: '72' })).toBeNull();
    expect(typedPricePerLitreCents({ unitsPerPack: '24', volumeMl: '375', price: 'abc' })).toBeNull();
  });

  it('sends cents, basis points, and no stock unless stock is tracked', () => {
    const values = { ...EMPTY_SKU, code: 'K50', name: 'Keg 50 L', volumeMl: '50000', price: '250', stockOnHand: '4' };
    expect(skuOf(values)).toMatchObject({ unitPriceCents: 25000, taxRateBasisPoints: 1000, volumeMl: 50000, stockOnHand: null });
    expect(skuOf({ ...values, trackStock: true }).stockOnHand).toBe(4);
  });

  it('places the contract’s refusals on the fields', () => {
    const result = skuFormSchema.safeParse({ ...EMPTY_SKU, code: 'bad code', name: '', price: '-3', trackStock: true, stockOnHand: '-1' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]).sort();
    expect(fields).toEqual(['code', 'name', 'price', 'stockOnHand']);
  });
});
