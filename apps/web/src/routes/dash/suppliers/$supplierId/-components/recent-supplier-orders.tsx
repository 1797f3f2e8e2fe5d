import type { SupplierOverview } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { OrderStatusChip } from '@/features/orders/components/order-status-chip';
import { formatDateTime } from '@/lib/format-time';

/** The latest orders in; a table on wide screens, stacked rows below 640 px. */
export function RecentSupplierOrders({ orders, timeZone }: { orders: SupplierOverview['recentOrders']; timeZone: string }) {
  return (
    <section aria-labelledby="recent-orders-heading" className="min-w-0 rounded-xl border border-line bg-white p-4">
      <h2 id="recent-orders-heading" className="font-semibold text-ink">
        Recent orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">No orders yet. They appear here as venues send them.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm max-sm:block">
          <thead className="text-xs uppercase tracking-wide text-ink-soft max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Order
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Venue
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-sm:block">
            {orders.map((order) => (
              <tr key={order.supplierOrderId} className="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2.5">
                <th scope="row" className="py-2.5 pr-3 text-left font-normal max-sm:p-0">
                  <span className="block font-semibold tabular-nums text-ink">{order.orderNumber}</span>
                  <span className="block whitespace-nowrap text-xs text-ink-soft">{formatDateTime(order.createdAt, timeZone)}</span>
                </th>
                <td className="py-2.5 pr-3 text-ink max-sm:col-span-2 max-sm:row-start-2 max-sm:p-0">{order.venueName}</td>
                <td className="py-2.5 pr-3 max-sm:col-start-1 max-sm:row-start-3 max-sm:p-0">
                  <OrderStatusChip status={order.status} label={order.status === 'submitted' ? 'New' : undefined} />
                </td>
                <td className="py-2.5 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
                  <Price cents={order.totalCents} currency={order.currency} className="font-semibold text-ink" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
