import type { FieldIssue, OnTapOrder, TapStatus } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { listCurrentSlots, setPlacesAndTaps, setPositions, type OnTapSlot } from './on-tap.queries';

// The order of a venue's lists (decision 0143): the pouring list reads its tap numbers in order everywhere. A move
// (a drag, PUT …/order or PATCH `position`) renumbers the pouring list 1…n in its new order; any other write (a
// beer put on, a tap number typed in, a kick) places the pouring list by tap number, taps without one last. Every
// write ends here, inside its transaction and under the list's lock, so the order and the numbers never part.

/** The two lists as ids in order, with `entryId` put in `status`'s list at `position` (its end when omitted). */
export function orderWith(slots: OnTapSlot[], entryId: string, status: TapStatus, position: number | undefined): OnTapOrder {
  const listOf = (wanted: TapStatus) => slots.filter((slot) => slot.status === wanted && slot.id !== entryId).map((slot) => slot.id);
  const order: OnTapOrder = { pouring: listOf('pouring'), next: listOf('next') };
  const target = order[status];
  target.splice(Math.min(position ?? target.length, target.length), 0, entryId);
  return order;
}

/** Numbered taps by number, then those without one; each group keeps the order it had (the sort is stable). */
function byTapNumber(slots: OnTapSlot[]): OnTapSlot[] {
  return [...slots].sort((a, b) => (a.tapNumber ?? Number.POSITIVE_INFINITY) - (b.tapNumber ?? Number.POSITIVE_INFINITY));
}

/**
 * Settles both lists after a write: places 0…n-1; the pouring list renumbered 1…n in `order.pouring` when a move
 * gave one, else placed by tap number; Next on in `order.next` when given, else as it was.
 */
export async function settleLists(tx: Database, venueId: string, order: Partial<OnTapOrder> = {}) {
  const slots = await listCurrentSlots(tx, venueId);
  const listOf = (status: TapStatus) => slots.filter((slot) => slot.status === status);
  if (order.pouring)
    await setPlacesAndTaps(
      tx,
      order.pouring.map((id, index) => ({ id, position: index, tapNumber: index + 1 })),
    );
  else
    await setPositions(
      tx,
      byTapNumber(listOf('pouring')).map((slot, position) => ({ id: slot.id, position })),
    );
  const next = order.next ?? listOf('next').map((slot) => slot.id);
  await setPositions(
    tx,
    next.map((id, position) => ({ id, position })),
  );
}

/** Whether an order changes the pouring list (its beers or their order): only then are its taps renumbered. */
export function changesPouring(slots: OnTapSlot[], order: OnTapOrder): boolean {
  const pouring = slots.filter((slot) => slot.status === 'pouring').map((slot) => slot.id);
  return pouring.length !== order.pouring.length || pouring.some((id, index) => order.pouring[index] !== id);
}

/** Names each id given twice, not current, or left out; nothing is saved unless the order lists exactly the current entries. */
export function checkOrder(slots: OnTapSlot[], order: OnTapOrder) {
  const issues: FieldIssue[] = [];
  const currentIds = new Set(slots.map((slot) => slot.id));
  const seen = new Set<string>();
  for (const list of ['pouring', 'next'] as const) {
    order[list].forEach((id, index) => {
      if (seen.has(id)) issues.push({ field: `${list}.${index}`, message: `entry ${id} is listed twice` });
      else if (!currentIds.has(id))
        issues.push({ field: `${list}.${index}`, message: `entry ${id} is not on this venue's list (kicked, or never there)` });
      seen.add(id);
    });
  }
  const missing = slots.filter((slot) => !seen.has(slot.id));
  if (missing.length > 0) {
    issues.push({
      field: 'pouring',
      message: `the order leaves out ${missing.map((slot) => `${slot.name} (${slot.id})`).join(', ')}: list every current entry`,
    });
  }
  if (issues.length > 0) throw AppError.validation(issues, 'order');
}
