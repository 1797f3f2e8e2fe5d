import type { VenueOverview } from '@tapline/contracts';
import { Truck } from 'lucide-react';
import { OrderStatusChip } from '@/features/orders/components/order-status-chip';
import { formatCalendarDate } from '@/lib/format';

/** Supplier orders whose requested delivery is today or in the next 7 days, soonest first. */
export function DeliveriesDue({ deliveries, total }: { deliveries: VenueOverview['deliveriesDue']['next']; total: number }) {
  return (
    <section aria-labelledby="deliveries-heading" className="rounded-xl border border-line bg-white p-4">
      <h2 id="deliveries-heading" className="font-semibold text-ink">
        Deliveries due this week
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <Truck aria-hidden="true" className="h-5 w-5" />
          No deliveries due in the next 7 days.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line">
            {deliveries.map((delivery) => (
              <li key={delivery.supplierOrderId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
                <span className="w-24 shrink-0 font-semibold tabular-nums text-ink">{formatCalendarDate(delivery.requestedDeliveryDate)}</span>
                <span className="min-w-0 flex-1">
                  <span className="block text-ink">{delivery.supplierName}</span>
                  <span className="block text-xs text-ink-soft tabular-nums">{delivery.orderNumber}</span>
                </span>
                <OrderStatusChip status={delivery.status} />
              </li>
            ))}
          </ul>
          {total > deliveries.length ? <p className="mt-2 text-sm text-ink-soft">and {total - deliveries.length} more this week.</p> : null}
        </>
      )}
    </section>
  );
}
