import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/card';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-time';
import { OrderStatusChip } from './order-status-chip';
import { DataTable, type DataColumn } from '@/components/ui/table';

export interface RecentOrderRow {
  key: string;
  number: string;
  createdAt: string;
  /** who is on the other side: the suppliers of a venue's order, the venue of a supplier's */
  party: string;
  status: Parameters<typeof OrderStatusChip>[0]['status'];
  statusLabel?: string | undefined;
  totalCents: number;
  currency: string;
}

/** The latest orders on a dashboard: a table on wide screens, stacked rows below 640 px. */
export function RecentOrdersTable({
  rows,
  timeZone,
  partyHeading,
  empty,
}: {
  rows: readonly RecentOrderRow[];
  timeZone: string;
  partyHeading: string;
  /** what to say (and where to go) while there is none */
  empty: ReactNode;
}) {
  const columns: DataColumn<RecentOrderRow>[] = [
    {
      label: 'Order',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (row) => (
        <>
          <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">{row.number}</span>
          <span className="block whitespace-nowrap text-xs text-ink-soft">{formatDateTime(row.createdAt, timeZone)}</span>
        </>
      ),
    },
    { label: partyHeading, className: 'text-ink max-sm:col-span-2 max-sm:row-start-2', cell: (row) => row.party },
    {
      label: 'Status',
      className: 'max-sm:col-start-1 max-sm:row-start-3',
      cell: (row) => <OrderStatusChip status={row.status} label={row.statusLabel} />,
    },
    {
      label: 'Total',
      align: 'right',
      className: 'text-right max-sm:col-start-2 max-sm:row-start-1',
      cell: (row) => <Price cents={row.totalCents} currency={row.currency} className="font-semibold text-ink" />,
    },
  ];
  return (
    <Panel headingId="recent-orders-heading" title="Recent orders" className="min-w-0">
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{empty}</p>
      ) : (
        <DataTable
          look="inset"
          className="mt-2"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          rowClassName="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2.5"
        />
      )}
    </Panel>
  );
}
