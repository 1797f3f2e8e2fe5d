import { formatMoney, type Order, type SupplierOrder } from '@tapline/contracts';
import type { notifyMembers } from '../../../identity';
import type { OrderMailDeps } from '../order-lifecycle.service';

// What a supplier order placed held says (decision 0170): its supplier hears of a new order waiting for its credit
// decision (release or decline) instead of a plain new order, and the venue's members hear that it is held for the
// supplier's approval, with why: a standing order placed held, or a person who left the checkout page, still learns it.

/** One notice for the bell (identity's notifyMembers takes one or many). */
type Notice = Exclude<Parameters<typeof notifyMembers>[1], unknown[]>;

/** The mail to the supplier's members for a held order (as a new order's, with why it is held and what to do). */
export function heldMail(deps: OrderMailDeps, order: Order, supplierOrder: SupplierOrder) {
  const lines = supplierOrder.lines.length;
  return {
    subject: `Held order ${order.number} from ${order.venue.name}: release or decline it`,
    body: [
      `${order.venue.name} sent order ${order.number}: ${lines} ${lines === 1 ? 'line' : 'lines'}, ${formatMoney(supplierOrder.totalCents, order.currency)} inc GST, for delivery on ${supplierOrder.requestedDeliveryDate}.`,
      `It is held: ${supplierOrder.heldReason}. Your owners and admins release it (it becomes a new order) or decline it.`,
      supplierOrder.venueNote ? `Note: ${supplierOrder.venueNote}` : '',
      `Open it: ${deps.appOrigin}/dash/suppliers/${supplierOrder.supplier.id}/orders/${supplierOrder.id}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** The bell's notices for the order's held supplier orders: one to each supplier's members, one to the venue's. */
export function orderHeldNotices(order: Order, supplierOrders: readonly SupplierOrder[]): Notice[] {
  return supplierOrders
    .filter((supplierOrder) => supplierOrder.status === 'held')
    .flatMap((supplierOrder) => [
      {
        organisationId: supplierOrder.supplier.id,
        kind: 'order_held' as const,
        title: `Held order ${order.number} from ${order.venue.name}`,
        body: `${supplierOrder.heldReason}\nRelease or decline it.`,
        link: `/dash/suppliers/${supplierOrder.supplier.id}/orders/${supplierOrder.id}`,
      },
      {
        organisationId: order.venue.id,
        kind: 'order_held' as const,
        title: `Order ${order.number} to ${supplierOrder.supplier.name} is held for the supplier’s approval`,
        body: supplierOrder.heldReason ?? '',
        link: `/dash/venues/${order.venue.id}/orders/${order.id}`,
      },
    ]);
}
