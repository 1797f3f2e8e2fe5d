import type { PriceList } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkPriceList,
  parsePercentOff,
  placeServerIssues,
  priceTiers,
  tiersText,
  valuesOf,
  type PriceListValues,
} from './price-list-form';

const keg = {
  skuId: '00000000-0000-4000-8000-0000000000a1',
  skuCode: 'PALE-50',
  skuName: '50 L keg',
  productName: 'Pale Ale',
  listPriceCents: 18_000,
};
const cans = {
  skuId: '00000000-0000-4000-8000-0000000000a2',
  skuCode: 'PALE-C24',
  skuName: '24 cans',
  productName: 'Pale Ale',
  listPriceCents: 6_000,
};

const list: PriceList = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Gold venues',
  kind: 'fixed',
  percentOffBasisPoints: null,
  label: 'Fixed prices',
  items: [
    { ...keg, minQty: 5, unitPriceCents: 16_500 },
    { ...cans, minQty: 1, unitPriceCents: 5_500 },
    { ...keg, minQty: 1, unitPriceCents: 17_000 },
  ],
  accountCount: 2,
  updatedAt: '2026-11-30T00:00:00.000Z',
};

describe('the price list form', () => {
  it('groups a list’s prices per pack, the smallest quantity first, and sends them back as they were', () => {
    const values = valuesOf(list);
    expect(values.skus.map((sku) => [sku.skuCode, sku.rows.map((row) => `${row.minQty}+${row.price}`)])).toEqual([
      ['PALE-50', ['1+170.00', '5+165.00']],
      ['PALE-C24', ['1+55.00']],
    ]);
    const checked = checkPriceList(values);
    expect(checked.ok && checked.input).toEqual({
      name: 'Gold venues',
      kind: 'fixed',
      percentOffBasisPoints: null,
      items: [
        { skuId: keg.skuId, minQty: 1, unitPriceCents: 17_000 },
        { skuId: keg.skuId, minQty: 5, unitPriceCents: 16_500 },
        { skuId: cans.skuId, minQty: 1, unitPriceCents: 5_500 },
      ],
    });
  });

  it('reads a percentage as basis points: 12.5 → 1250, and refuses what isn’t one', () => {
    expect(parsePercentOff('12.5')).toEqual({ ok: true, value: 1250 });
    expect(parsePercentOff(' 10 % ')).toEqual({ ok: true, value: 1000 });
    expect(parsePercentOff('0.25')).toEqual({ ok: true, value: 25 });
    expect(parsePercentOff('100')).toEqual({ ok: true, value: 10_000 });
    expect(parsePercentOff('100.5').ok).toBe(false);
    expect(parsePercentOff('12.555').ok).toBe(false);
    expect(parsePercentOff('-5').ok).toBe(false);
    expect(parsePercentOff('').ok).toBe(false);
  });

  it('says on its row what is wrong: a quantity twice, a price that isn’t dollars, an empty name', () => {
    const values: PriceListValues = {
      name: ' ',
      kind: 'percent_off',
      percentOff: '10',
      skus: [
        {
          ...keg,
          rows: [
            { key: 'a', minQty: '5', price: '165' },
            { key: 'b', minQty: '5', price: '160' },
            { key: 'c', minQty: '0', price: 'cheap' },
          ],
        },
      ],
    };
    const checked = checkPriceList(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toMatch(/Enter a name/);
    expect(checked.errors.rows).toEqual({
      b: { minQty: '5+ is already priced for this pack' },
      c: { minQty: 'A whole number, 1 to 9999', price: 'Dollars and cents, like 165 or 164.50' },
    });
  });

  it('places a refusal of items.N on the row sent Nth', () => {
    const errors = placeServerIssues(
      [
        { field: 'items.1.unitPriceCents', message: 'too much' },
        { field: 'percentOffBasisPoints', message: 'at most 10000' },
        { field: 'items', message: 'each SKU and minQty once' },
      ],
      ['a', 'b'],
    );
    expect(errors).toEqual({ rows: { b: { price: 'too much' } }, percentOff: 'at most 10000', items: 'each SKU and minQty once' });
  });

  it('reads a pack’s prices from 1: below its first break at list (fixed) or at the percentage, rounded per unit', () => {
    const fixed = { kind: 'fixed' as const, percentOffBasisPoints: null };
    expect(tiersText(priceTiers(18_000, [{ minQty: 5, unitPriceCents: 16_500 }], fixed))).toBe('1+ $180.00, 5+ $165.00');
    const percent = { kind: 'percent_off' as const, percentOffBasisPoints: 1250 };
    // 12.5 % off $10.01 is $8.76 (8.75875 rounded half up), per unit
    expect(tiersText(priceTiers(1001, [], percent))).toBe('1+ $8.76');
    expect(tiersText(priceTiers(18_000, [{ minQty: 1, unitPriceCents: 15_000 }], percent))).toBe('1+ $150.00');
  });
});
