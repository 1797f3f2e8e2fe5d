import type { OnTapEntry, OnTapList, Order, ProductSummary } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { reordered } from './api/reorder-on-tap';
import { recentCandidates, searchCandidates } from './add-candidates';
import { guestBeerOf } from './guest-beer';
import { formatDay, menuEntryOf, styleLine } from './tap-text';

function entry(id: string, overrides: Partial<OnTapEntry> = {}): OnTapEntry {
  return {
    id,
    status: 'pouring',
    tapNumber: null,
    name: `Beer ${id}`,
    producer: 'Saltwater Brewing',
    style: 'Pale Ale',
    abv: 4.8,
    imageUrl: null,
    product: null,
    servingSizes: [],
    note: null,
    since: '2026-11-02T03:00:00.000Z',
    position: 0,
    productId: null,
    guest: null,
    availability: 'listed',
    sku: null,
    source: null,
    kickedAt: null,
    updatedAt: '2026-11-02T03:00:00.000Z',
    ...overrides,
  };
}

describe('what the editor shows', () => {
  it('dates in the venue’s time zone, with the year only when it isn’t this one', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    // 1 pm UTC on the 2nd is already the 3rd in Sydney
    expect(formatDay('2026-12-02T14:00:00Z', 'Australia/Sydney', now)).toBe('Thu 3 Dec');
    expect(formatDay('2025-12-02T01:00:00Z', 'Australia/Sydney', now)).toBe('Tue 2 Dec 2025');
  });

  it('reads style and ABV as one line, either may be missing', () => {
    expect(styleLine({ style: 'Hazy IPA', abv: 6.5 })).toBe('Hazy IPA · 6.5%');
    expect(styleLine({ style: null, abv: 5 })).toBe('5.0%');
    expect(styleLine({ style: null, abv: null })).toBe('');
  });

  it('keeps only the public fields for the board preview', () => {
    const line = menuEntryOf(entry('a', { sku: { id: 's', name: 'Keg', volumeMl: 50000, orderable: true } }));
    expect(Object.keys(line).sort()).toEqual([
      'abv',
      'id',
      'imageUrl',
      'name',
      'note',
      'producer',
      'product',
      'servingSizes',
      'since',
      'status',
      'style',
      'tapNumber',
    ]);
  });
});

describe('a reorder, before the server answers', () => {
  it('moves entries between the lists with their new status and positions', () => {
    const list: OnTapList = {
      pouring: [entry('a'), entry('b')],
      next: [entry('x', { status: 'next' })],
      history: [],
      offers: [],
      nextFreeTapNumber: 1,
      updatedAt: null,
    };
    const after = reordered(list, { pouring: ['x', 'a'], next: ['b'] });
    expect(after.pouring.map((item) => [item.id, item.status, item.position])).toEqual([
      ['x', 'pouring', 0],
      ['a', 'pouring', 1],
    ]);
    expect(after.next.map((item) => [item.id, item.status, item.position])).toEqual([['b', 'next', 0]]);
  });

  it('numbers a changed pouring list 1 to n in its new order, as the server will (decision 0143)', () => {
    const list: OnTapList = {
      pouring: [entry('a', { tapNumber: 1 }), entry('b', { tapNumber: 2 }), entry('c', { tapNumber: 5 })],
      next: [entry('x', { status: 'next', tapNumber: 7 }), entry('y', { status: 'next' })],
      history: [],
      offers: [],
      nextFreeTapNumber: 3,
      updatedAt: null,
    };
    const dragged = reordered(list, { pouring: ['c', 'a', 'x'], next: ['y', 'b'] });
    expect(dragged.pouring.map((item) => [item.id, item.tapNumber])).toEqual([
      ['c', 1],
      ['a', 2],
      ['x', 3],
    ]);
    // taken off, a beer keeps its number as the tap it will take
    expect(dragged.next.map((item) => [item.id, item.tapNumber])).toEqual([
      ['y', null],
      ['b', 2],
    ]);
    // a drag within Next on leaves the taps' numbers (and their gaps) alone
    expect(reordered(list, { pouring: ['a', 'b', 'c'], next: ['y', 'x'] }).pouring.map((item) => item.tapNumber)).toEqual([1, 2, 5]);
  });
});

describe('what can be added', () => {
  it('lists the products of the latest orders, newest first, each once', () => {
    const line = (productId: string, productName: string) => ({ productId, productName, skuId: `${productId}-keg`, skuName: '50 L keg' });
    const orders = [
      { supplierOrders: [{ supplier: { name: 'Saltwater' }, lines: [line('p1', 'Hazy'), line('p2', 'Lager')] }] },
      {
        supplierOrders: [
          { supplier: { name: 'Hill' }, lines: [line('p1', 'Hazy'), line('p3', 'Stout'), { ...line('p4', 'Gone'), productId: null }] },
        ],
      },
    ] as unknown as Order[];
    expect(recentCandidates(orders).map((candidate) => [candidate.productId, candidate.producer])).toEqual([
      ['p1', 'Saltwater'],
      ['p2', 'Saltwater'],
      ['p3', 'Hill'],
    ]);
  });

  it('puts what the venue ordered before first, and leaves out what is on the list', () => {
    const product = (id: string, orderedBefore: boolean) =>
      ({
        id,
        name: id,
        style: 'IPA',
        abv: null,
        supplier: { name: 'S' },
        packs: [{ skuId: `${id}-keg`, name: '50 L keg' }],
        orderedBefore,
      }) as unknown as ProductSummary;
    const found = searchCandidates([product('a', false), product('b', true), product('c', false), product('d', true)], new Set(['d']));
    expect(found.map((candidate) => candidate.productId)).toEqual(['b', 'a', 'c']);
    expect(found[0]).toMatchObject({ skuId: 'b-keg', detail: 'IPA' });
  });

  it('reads a guest beer as the contract has it, or says what is missing', () => {
    expect(guestBeerOf({ name: ' Ghost ', brewery: 'Far Away', style: '', abv: '5.2%' })).toEqual({
      ok: true,
      guest: { name: 'Ghost', brewery: 'Far Away', style: null, abv: 5.2 },
    });
    const refused = guestBeerOf({ name: '', brewery: '', style: '', abv: 'strong' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual(['abv', 'brewery', 'name']);
  });
});
