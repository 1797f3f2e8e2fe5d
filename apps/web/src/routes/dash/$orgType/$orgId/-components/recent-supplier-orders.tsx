import type { SupplierOverview } from '@tapline/contracts';
import { RecentOrdersTable } from '@/features/orders';

/** The latest orders in, with the venue each came from; a submitted one is "New" to the supplier. */
export function RecentSupplierOrders({ orders, timeZone }: { orders: SupplierOverview['recentOrders']; timeZone: string }) {
  return (
    <RecentOrdersTable
      rows={orders.map((order) => ({
        ...order,
        key: order.supplierOrderId,
        number: order.orderNumber,
        party: order.venueName,
        statusLabel: order.status === 'submitted' ? 'New' : undefined,
      }))}
      timeZone={timeZone}
      partyHeading="Venue"
      empty="No orders yet. They appear here as venues send them."
    />
  );
}
