import type { RunSheet, RunStop } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { moveStop, shortOrders, stopPosition } from './run-order';

const stop = (id: string, lines: { lineId: string; qty: number }[] = []): RunStop => ({
  venue: { id, slug: id, name: id },
  address: null,
  contactName: null,
  contactPhone: null,
  orders: [
    {
      supplierOrderId: `order-${id}`,
      orderNumber: `TL-${id}`,
      purchaseOrderNumber: null,
      status: 'dispatched',
      notes: '',
      lines: lines.map((line) => ({ ...line, productName: 'Haze', skuName: 'Keg', skuCode: 'K', orderedQty: line.qty })),
    },
  ],
  empties: [],
  outcome: null,
});
const sheet: RunSheet = { supplier: { id: 's', name: 'S' }, date: '2026-12-03', version: 2, stops: [stop('a'), stop('b'), stop('c')] };

describe('run order', () => {
  it('moves a stop to where it was dropped, keeping the version read', () => {
    const moved = moveStop(sheet, 'c', 'a')!;
    expect(moved.stops.map((s) => s.venue.id)).toEqual(['c', 'a', 'b']);
    expect(moved.version).toBe(2);
    expect(stopPosition(moved, 'a')).toBe('stop 2 of 3');
    expect(moveStop(sheet, 'a', 'a')).toBeNull();
  });

  it('sends only the lines short, and refuses a qty that is not a whole number up to what was sent', () => {
    const short = stop('a', [
      { lineId: 'l1', qty: 3 },
      { lineId: 'l2', qty: 2 },
    ]);
    expect(shortOrders(short, { l1: '1' })).toEqual([{ supplierOrderId: 'order-a', lines: [{ lineId: 'l1', qty: 1 }] }]);
    expect(shortOrders(short, {})).toEqual([]);
    expect(shortOrders(short, { l1: '4' })).toBeNull();
    expect(shortOrders(short, { l2: 'two' })).toBeNull();
  });
});
