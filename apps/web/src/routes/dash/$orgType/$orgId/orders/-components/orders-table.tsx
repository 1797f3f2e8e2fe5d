import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { UnreadMessagesBadge } from '@/features/order-messages';
import { OrderStatusChip, PaidChip } from '@/features/orders';
import type { OrganisationTypeSegment } from '@/features/organisations';

export interface OrdersTableRow {
  /** the id the order page opens: the order's for a venue, the supplier order's for a supplier */
  id: string;
  number: string;
  /** when, and by whom or how much, under the number */
  detail: string;
  /** the other side: the suppliers of a venue's order, the venue of a supplier's */
  party: string;
  delivery: string;
  status: OrderStatus | SupplierOrderStatus;
  /** under the status: who ended a rejected or cancelled order, and why */
  statusNotes?: string[];
  /** Xero said it is paid (a venue's order: every supplier order still standing is) */
  paidAt?: string | null;
  /** the other side's messages the organisation hasn't read */
  unreadMessages?: number;
  totalCents: number;
  currency: string;
}

interface OrdersTableProps {
  rows: OrdersTableRow[];
  partyHeading: string;
  params: { orgType: OrganisationTypeSegment; orgId: string };
  /** Orders In's keyboard selection (j/k): that row is marked and its link has the focus */
  selectedId?: string | null | undefined;
  /** a row's link took the focus (Tab, a click): the selection follows it */
  onSelect?: ((id: string) => void) | undefined;
}

/** Orders and Orders In: a row per order that opens it (docs/ui.md, Tables); stacked rows below 640 px. */
export function OrdersTable({ rows, partyHeading, params, selectedId, onSelect }: OrdersTableProps) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  // before the next key press is handled: `?` right after `j` gives the focus back to this row when it closes
  useLayoutEffect(() => {
    const link = selectedId ? links.current.get(selectedId) : undefined;
    if (link && document.activeElement !== link) link.focus();
  }, [selectedId]);
  const columns: DataColumn<OrdersTableRow>[] = [
    {
      label: 'Order',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (row) => (
        <>
          <Link
            ref={(link: HTMLAnchorElement | null) => {
              if (link) links.current.set(row.id, link);
              else links.current.delete(row.id);
            }}
            to="/dash/$orgType/$orgId/orders/$orderId"
            params={{ ...params, orderId: row.id }}
            onFocus={onSelect ? () => onSelect(row.id) : undefined}
            // a selected row's outline shows where the focus is: its link's own ring would be a second one
            className={`font-semibold tabular-nums text-ink after:absolute after:inset-0 ${row.id === selectedId ? 'focus-visible:outline-none' : ''}`}
          >
            {row.number}
          </Link>{' '}
          <UnreadMessagesBadge count={row.unreadMessages ?? 0} />
          <span className="block text-xs text-ink-soft">{row.detail}</span>
        </>
      ),
    },
    { label: partyHeading, className: 'text-ink max-sm:col-span-2 max-sm:row-start-2', cell: (row) => row.party },
    { label: 'Delivery', className: 'text-ink-soft max-sm:col-span-2 max-sm:row-start-3', cell: (row) => row.delivery },
    {
      label: 'Status',
      className: 'max-sm:row-start-4',
      cell: (row) => (
        <>
          <span className="inline-flex flex-wrap gap-1">
            <OrderStatusChip status={row.status} />
            <PaidChip paidAt={row.paidAt ?? null} />
          </span>
          {row.statusNotes?.map((note, index) => (
            <span key={index} className="mt-1 block max-w-64 break-words text-xs text-ink-soft">
              {note}
            </span>
          ))}
        </>
      ),
    },
    {
      label: 'Total',
      align: 'right',
      className: 'text-right font-semibold text-ink max-sm:col-start-2 max-sm:row-start-1',
      cell: (row) => <Price cents={row.totalCents} currency={row.currency} />,
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isCurrent={(row) => row.id === selectedId}
      rowClassName={(row) =>
        `relative hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-1 max-sm:p-3 ${row.id === selectedId ? 'bg-malt-50 outline-2 -outline-offset-2 outline-malt-700' : ''}`
      }
    />
  );
}
