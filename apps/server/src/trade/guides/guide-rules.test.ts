import { describe, expect, it } from 'vitest';
import { suggestedPacks } from '@tapline/contracts';
import { medianOf, orderedItems, usualFigures } from './guide-rules';

describe('the suggestion', () => {
  it('is par − on hand in whole packs, rounded up, never negative', () => {
    expect(suggestedPacks(48, 10, 24)).toBe(2);
    expect(suggestedPacks(48, 24, 24)).toBe(1);
    expect(suggestedPacks(48, 25, 24)).toBe(1);
    expect(suggestedPacks(48, 48, 24)).toBe(0);
    expect(suggestedPacks(3, 7, 1)).toBe(0);
    expect(suggestedPacks(0, 0, 6)).toBe(0);
    expect(suggestedPacks(5, 0, 1)).toBe(5);
  });
});

describe('the items’ order', () => {
  it('keeps each section together in the place of its first item and numbers them 0…n−1', () => {
    const items = [
      { id: 'c', section: 'Fridge', position: 4 },
      { id: 'a', section: 'Taps', position: 0 },
      { id: 'b', section: 'Fridge', position: 1 },
      { id: 'd', section: 'Taps', position: 2 },
      { id: 'e', section: '', position: 9 },
    ];
    expect(orderedItems(items).map((item) => [item.id, item.position])).toEqual([
      ['a', 0],
      ['d', 1],
      ['b', 2],
      ['c', 3],
      ['e', 4],
    ]);
  });
});

describe('the Usual’s figures', () => {
  it('takes the median of the quantities, a half rounded up', () => {
    expect(medianOf([5])).toBe(5);
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([1, 2])).toBe(2);
    expect(medianOf([1, 4, 6, 2])).toBe(3);
    expect(medianOf([])).toBe(0);
  });

  it('counts orders and weeks back from now, and takes the last price paid', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const lines = [
      { supplierOrderId: 'o4', skuId: 'x', orderedQty: 2, unitPriceCents: 900, orderedAt: at(1) },
      { supplierOrderId: 'o3', skuId: 'x', orderedQty: 4, unitPriceCents: 800, orderedAt: at(6) },
      { supplierOrderId: 'o2', skuId: 'y', orderedQty: 1, unitPriceCents: 500, orderedAt: at(8) },
      { supplierOrderId: 'o1', skuId: 'x', orderedQty: 8, unitPriceCents: 700, orderedAt: at(89) },
    ];
    expect(usualFigures(lines, now)).toEqual([
      { skuId: 'x', orderCount: 3, weekCount: 2, medianQty: 4, lastPriceCents: 900, lastOrderedAt: at(1) },
      { skuId: 'y', orderCount: 1, weekCount: 1, medianQty: 1, lastPriceCents: 500, lastOrderedAt: at(8) },
    ]);
  });
});
