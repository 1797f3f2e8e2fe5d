import type { StandingOrder } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { plural } from '@/lib/format';
import { cutoffCountdown, formatDay, scheduleLabel } from '../schedule-words';
import { useNow } from '../use-now';
import { StandingStatusChip } from './status-chips';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** The venue's standing orders: a row each (supplier, days, next delivery and its cut-off, state) that opens it. */
export function StandingOrderTable({ items, params }: { items: readonly StandingOrder[]; params: Params }) {
  const now = useNow();
  const columns: DataColumn<StandingOrder>[] = [
    {
      label: 'Supplier',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (order) => (
        <span className="flex items-center gap-3">
          <FallbackImage src={order.supplier.logoUrl} alt="" label={order.supplier.name} className="h-9 w-9 shrink-0 rounded-md" />
          <span className="min-w-0">
            <Link
              to="/dash/$orgType/$orgId/standing-orders/$standingOrderId"
              params={{ ...params, standingOrderId: order.id }}
              className="font-semibold text-ink after:absolute after:inset-0"
            >
              {order.supplier.name}
            </Link>
            <span className="block text-xs text-ink-soft">{scheduleLabel(order.deliveryWeekdays, order.everyWeeks)}</span>
          </span>
        </span>
      ),
    },
    {
      label: 'Next delivery',
      className: 'max-sm:col-span-2',
      cell: (order) =>
        order.nextOccurrence ? (
          <>
            <span className="font-medium text-ink">
              <span className="font-normal text-ink-soft sm:hidden">Next </span>
              {formatDay(order.nextOccurrence.deliveryDate)}
            </span>
            <span className="block text-xs text-ink-soft">{cutoffCountdown(order.nextOccurrence.placeAt, now)}</span>
          </>
        ) : (
          <span className="text-ink-soft">No delivery in the next eight weeks</span>
        ),
    },
    {
      label: 'Lines',
      align: 'right',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (order) => (
        <>
          <Price cents={order.subtotalCents} currency={order.currency} className="font-semibold text-ink" />
          <span className="block text-xs text-ink-soft">{plural(order.lines.length, 'line')}, ex GST</span>
        </>
      ),
    },
    {
      label: 'Status',
      className: 'max-sm:col-start-2 max-sm:row-start-3 max-sm:text-right',
      cell: (order) => <StandingStatusChip status={order.status} pausedUntil={order.pausedUntil} />,
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(order) => order.id}
      rowClassName="relative align-top hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4"
    />
  );
}
