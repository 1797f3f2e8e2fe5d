import type { SupplierOrderStatus, VenueOrderSummary } from '@tapline/contracts';
import { endingLine } from '@/features/orders';

/**
 * Who ended each rejected or cancelled supplier order of a venue's order, and why: "by Harbour Brewing:
 * Out of kegs" when the order has one supplier; each supplier named when it has several ("Harbour Brewing rejected:
 * Out of kegs", "Rival Cider cancelled by you: Closed that week"); and whom a held one waits for.
 */
export function venueStatusNotes(supplierOrders: VenueOrderSummary['supplierOrders'], venueName: string): string[] {
  return supplierOrders.flatMap((so) => {
    // a held order waits on its supplier (over the credit limit, or the account on hold)
    if (so.status === 'held') return [`Held: waiting for ${so.supplierName} to release it`];
    if (!so.ending) return [];
    if (supplierOrders.length === 1) return [endingLine(so.ending, 'venue', { venue: venueName, supplier: so.supplierName })];
    const by = so.ending.by === 'venue' ? ' by you' : '';
    return [`${so.supplierName} ${so.status}${by}${so.ending.reason ? `: ${so.ending.reason}` : ''}`];
  });
}

/** A venue's whole order is paid once every supplier order still standing (not rejected or cancelled) is. */
export function paidAtOfOrder(supplierOrders: readonly { status: SupplierOrderStatus; paidAt: string | null }[]): string | null {
  const standing = supplierOrders.filter((so) => so.status !== 'rejected' && so.status !== 'cancelled');
  if (standing.length === 0 || standing.some((so) => !so.paidAt)) return null;
  return standing
    .map((so) => so.paidAt!)
    .sort()
    .at(-1)!;
}
