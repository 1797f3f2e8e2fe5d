import { describe, expect, it } from 'vitest';
import { taxOf } from './order-lines';

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
