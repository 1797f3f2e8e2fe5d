import { describe, expect, it } from 'vitest';
import { depositLinesOf, invoiceLinesOf, orderLineOf, taxOf, totalsOf, type SkuKeg } from './order-lines';

/** The tax rounded half up, in exact integers. */
const exactTax = (lineTotalCents: number, basisPoints: number) =>
  Number((BigInt(lineTotalCents) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);

describe('taxOf', () => {
  it('rounds half a cent up', () => {
    expect(taxOf(5, 1000)).toBe(1); // 0.5
    expect(taxOf(4, 1000)).toBe(0);
    expect(taxOf(27_500, 1000)).toBe(2_750);
  });

  it('is exact for the largest lines, whose total times the rate passes 2^53', () => {
    // 99,998,333 × 9999 at 99.97 %: as one float product this was a cent too much
    for (const [price, qty, rate] of [
      [99_998_333, 9999, 9997],
      [99_997_857, 9999, 9993],
      [99_996_111, 9999, 9991],
      [100_000_000, 9999, 10_000],
      [100_000_000, 9999, 1000],
    ] as const) {
      expect(taxOf(price * qty, rate)).toBe(exactTax(price * qty, rate));
    }
  });
});

describe('keg deposits', () => {
  const own = { kegTypeId: 'own-50', kegsPerUnit: 1, ownerKind: 'supplier' as const, depositCents: 3_333, depositTaxable: true };
  const line = (keg: SkuKeg, qty: number, unitPriceCents = 10_000) => ({
    ...orderLineOf({ id: 's', productId: 'p', code: 'C', name: 'Keg', unitPriceCents, taxRateBasisPoints: 1000, keg }, 'Ale', qty),
  });

  it('makes one deposit line per keg type over the kegs of the lines, its GST rounded on the line', () => {
    // $33.33 × 3 = $99.99: GST $10.00 on the line, where three kegs rounded one by one would make $9.99
    const lines = [line(own, 2), line(own, 1, 12_000), line({ ...own, kegTypeId: 'own-20', kegsPerUnit: 2, depositTaxable: false }, 2)];
    expect(depositLinesOf(lines)).toEqual([
      { kegTypeId: 'own-50', kegs: 3, depositCents: 3_333, taxRateBasisPoints: 1000, lineTotalCents: 9_999, gstCents: 1_000 },
      { kegTypeId: 'own-20', kegs: 4, depositCents: 3_333, taxRateBasisPoints: 0, lineTotalCents: 13_332, gstCents: 0 },
    ]);
    expect(totalsOf(lines, 1_500)).toEqual({
      subtotalCents: 20_000 + 12_000 + 20_000 + 1_500 + 9_999 + 13_332,
      taxCents: 2_000 + 1_200 + 2_000 + 150 + 1_000,
    });
  });

  it('never makes one for a pool keg, which is still counted on its line', () => {
    const pool = line({ ...own, kegTypeId: 'kegstar', ownerKind: 'pool' }, 3);
    expect(pool).toMatchObject({ kegTypeId: 'kegstar', kegsPerUnit: 1, depositCents: 0 });
    expect(depositLinesOf([pool])).toEqual([]);
    expect(totalsOf([pool])).toEqual({ subtotalCents: 30_000, taxCents: 3_000 });
  });

  it('puts the deposits on the invoice after the goods and the fee, naming the keg type; none for a line sent as none', () => {
    const lines = [
      { ...line(own, 2), id: 'l1', kegTypeName: '50 L keg' },
      { ...line(own, 0), id: 'l2', kegTypeName: '50 L keg' },
    ];
    expect(invoiceLinesOf(lines, 1_500).map((row) => [row.description, row.qty, row.lineTotalCents, row.gstCents, row.kegTypeId])).toEqual([
      ['Ale (Keg)', 2, 20_000, 2_000, undefined],
      ['Delivery fee', 1, 1_500, 150, undefined],
      ['Keg deposit: 50 L keg', 2, 6_666, 667, 'own-50'],
    ]);
  });
});
