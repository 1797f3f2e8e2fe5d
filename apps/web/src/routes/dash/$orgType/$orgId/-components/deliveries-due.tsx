import type { VenueOverview } from '@tapline/contracts';
import { Truck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OrderStatusChip } from '@/features/orders';
import { formatCalendarDate } from '@/lib/format';
import { Panel } from '@/components/ui/card';

type DeliveriesDueData = VenueOverview['deliveriesDue'];

/** "2 overdue · 1 due today", as the server counts them over every open delivery (not just the ones listed). */
export function deliveriesSummary({ overdue, dueToday }: Pick<DeliveriesDueData, 'overdue' | 'dueToday'>): string | null {
  const parts = [overdue > 0 ? `${overdue} overdue` : null, dueToday > 0 ? `${dueToday} due today` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Open supplier orders asked for in the next 7 days, today, or already past and still not delivered (overdue,
 * marked in red with its word, first).
 */
export function DeliveriesDue({ deliveries }: { deliveries: DeliveriesDueData }) {
  const { next, count } = deliveries;
  const summary = deliveriesSummary(deliveries);
  return (
    <Panel headingId="deliveries-heading" title="Deliveries to expect">
      {summary ? <p className={`text-sm ${deliveries.overdue > 0 ? 'font-medium text-red-800' : 'text-ink-soft'}`}>{summary}</p> : null}
      {next.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <Truck aria-hidden="true" className="h-5 w-5" />
          No deliveries due in the next 7 days.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line">
            {next.map((delivery) => (
              <li key={delivery.supplierOrderId} className="flex items-start gap-x-3 py-2.5 text-sm">
                <span className="flex w-24 shrink-0 flex-col items-start gap-1">
                  <span className={`font-semibold tabular-nums ${delivery.overdue ? 'text-red-800' : 'text-ink'}`}>
                    {formatCalendarDate(delivery.requestedDeliveryDate)}
                  </span>
                  {delivery.overdue ? <Badge tone="danger">Overdue</Badge> : null}
                </span>
                <span className="min-w-0 flex-1 break-words">
                  <span className="block text-ink">{delivery.supplierName}</span>
                  <span className="block text-xs text-ink-soft tabular-nums">{delivery.orderNumber}</span>
                </span>
                <OrderStatusChip status={delivery.status} />
              </li>
            ))}
          </ul>
          {count > next.length ? <p className="mt-2 text-sm text-ink-soft">and {count - next.length} more.</p> : null}
        </>
      )}
    </Panel>
  );
}
