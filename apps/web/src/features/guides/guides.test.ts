import { describe, expect, it } from 'vitest';
import type { OrderGuide, OrderGuideItem } from '@tapline/contracts';
import { countPayload, orderPacks, parseOnHand, type CountItem } from './count-sheet';
import { arranged, groupSections, itemsInput, moveInGuide, orderOf, positionText, withItem, withSectionRenamed } from './guide-sections';
import { parInPacks } from './components/guide-item-row';

const item = (skuId: string, section: string, parQty = 24): OrderGuideItem => ({
  id: `item-${skuId}`,
  skuId,
  skuCode: skuId.toUpperCase(),
  skuName: '24 × 375 mL cans',
  unitsPerPack: 24,
  unitPriceCents: 7700,
  stockOnHand: null,
  product: { id: `p-${skuId}`, slug: skuId, name: `Beer ${skuId}`, style: 'Pale Ale' },
  supplier: { id: 's', slug: 's', name: 'Harbour Brewing' },
  problem: null,
  section,
  position: 0,
  parQty,
  lastOnHand: null,
  substitutionPreference: 'ask',
});

const guide = (items: OrderGuideItem[]): OrderGuide => ({
  id: 'g',
  venue: { id: 'v', slug: 'v', name: 'The Local' },
  name: 'Weekly',
  supplier: null,
  itemCount: items.length,
  sections: [...new Set(items.map((entry) => entry.section))],
  lastCount: null,
  createdBy: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  items: items.map((entry, position) => ({ ...entry, position })),
  currency: 'AUD',
  canEdit: true,
});

const weekly = guide([item('a', 'Taps'), item('b', 'Taps'), item('c', 'Fridge'), item('d', 'Fridge'), item('e', 'Fridge')]);

describe('moving items', () => {
  it('moves within a section to the place dropped on', () => {
    const moved = moveInGuide(orderOf(weekly), 'e', 'c');
    expect(moved).toEqual([
      { name: 'Taps', items: ['a', 'b'] },
      { name: 'Fridge', items: ['e', 'c', 'd'] },
    ]);
    expect(positionText(moved!, 'e')).toBe('position 1 of 3 in Fridge');
  });

  it('moves into another section before the item dropped on, and drops a section left empty', () => {
    const once = moveInGuide(orderOf(weekly), 'c', 'b')!;
    expect(once).toEqual([
      { name: 'Taps', items: ['a', 'c', 'b'] },
      { name: 'Fridge', items: ['d', 'e'] },
    ]);
    const shown = arranged(weekly, once);
    expect(shown.items.map((entry) => [entry.skuId, entry.section, entry.position])).toEqual([
      ['a', 'Taps', 0],
      ['c', 'Taps', 1],
      ['b', 'Taps', 2],
      ['d', 'Fridge', 3],
      ['e', 'Fridge', 4],
    ]);
    const emptied = moveInGuide(orderOf(guide([item('a', 'Taps'), item('b', 'Fridge')])), 'b', 'a');
    expect(emptied).toEqual([{ name: 'Taps', items: ['b', 'a'] }]);
  });

  it('changes nothing dropped on itself or somewhere unknown', () => {
    expect(moveInGuide(orderOf(weekly), 'a', 'a')).toBeNull();
    expect(moveInGuide(orderOf(weekly), 'a', 'zz')).toBeNull();
  });

  it('saves what is shown: each item’s section, place and par; a par change and a removal', () => {
    expect(itemsInput(withItem(weekly, 'b', { parQty: 6 })).slice(0, 2)).toEqual([
      { skuId: 'a', section: 'Taps', position: 0, parQty: 24, substitutionPreference: 'ask' },
      { skuId: 'b', section: 'Taps', position: 1, parQty: 6, substitutionPreference: 'ask' },
    ]);
    expect(itemsInput(withItem(weekly, 'a', null)).map((entry) => entry.skuId)).toEqual(['b', 'c', 'd', 'e']);
    const renamed = withSectionRenamed(weekly, 'Fridge', 'Taps');
    expect(groupSections(renamed.items).map((section) => [section.name, section.items.length])).toEqual([['Taps', 5]]);
  });
});

describe('counting', () => {
  const countItem = (skuId: string, parQty: number, unitsPerPack: number): CountItem => ({
    skuId,
    productName: skuId,
    skuName: 'pack',
    supplierName: 'Harbour Brewing',
    section: '',
    parQty,
    unitsPerPack,
    problem: null,
    lastOnHand: null,
  });

  it('reads what is typed as whole units only', () => {
    expect(parseOnHand(' 12 ')).toBe(12);
    expect(parseOnHand('0')).toBe(0);
    expect(parseOnHand('')).toBeNull();
    expect(parseOnHand('1.5')).toBeNull();
    expect(parseOnHand('-3')).toBeNull();
    expect(parseOnHand('123456')).toBeNull();
  });

  it('suggests par − on hand in whole packs until the person sets the packs themselves', () => {
    const cans = countItem('cans', 48, 24);
    expect(orderPacks(cans, undefined, undefined)).toBe(0);
    expect(orderPacks(cans, '10', undefined)).toBe(2);
    expect(orderPacks(cans, '60', undefined)).toBe(0);
    expect(orderPacks(cans, '10', 5)).toBe(5);
  });

  it('keeps each counted item and orders each item with packs to order', () => {
    const items = [countItem('cans', 48, 24), countItem('kegs', 3, 1), countItem('wine', 12, 6)];
    const payload = countPayload(items, { onHand: { cans: '10', kegs: '3', wine: '' }, overrides: { wine: 1 } });
    expect(payload.counted).toEqual([
      { skuId: 'cans', onHand: 10 },
      { skuId: 'kegs', onHand: 3 },
    ]);
    expect(payload.lines).toEqual([
      { skuId: 'cans', qty: 2 },
      { skuId: 'wine', qty: 1 },
    ]);
    expect(payload.packs).toBe(3);
  });

  it('says a par in packs', () => {
    expect(parInPacks(48, 24)).toBe('2 packs of 24');
    expect(parInPacks(36, 24)).toBe('1.5 packs of 24');
    expect(parInPacks(3, 1)).toBeNull();
  });
});
