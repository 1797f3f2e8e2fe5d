import type { StatementSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';

/** A month's statements, one row per counterparty, each opening its statement (stacked rows below 640 px). */
export function StatementsTable({
  items,
  currency = 'AUD',
  month,
  params,
  counterpartyHeading,
}: {
  items: readonly StatementSummary[];
  /** the list names none: the organisation's */
  currency?: string;
  month: string | undefined;
  params: { orgType: OrganisationTypeSegment; orgId: string };
  counterpartyHeading: string;
}) {
  const columns: DataColumn<StatementSummary>[] = [
    {
      label: counterpartyHeading,
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (row) => (
        <Link
          to="/dash/$orgType/$orgId/statements/$counterpartyId"
          params={{ ...params, counterpartyId: row.counterparty.id }}
          search={{ month }}
          className="font-semibold text-ink after:absolute after:inset-0"
        >
          {row.counterparty.name}
        </Link>
      ),
    },
    {
      label: 'Opening',
      align: 'right',
      phoneLabel: 'Opening',
      className: 'text-right text-ink-soft max-sm:text-left',
      cell: (row) => <Price cents={row.openingCents} currency={currency} />,
    },
    {
      label: 'Overdue',
      align: 'right',
      phoneLabel: 'Overdue',
      className: 'text-right max-sm:text-left',
      cell: (row) => (
        <Price
          cents={row.overdueCents}
          currency={currency}
          className={row.overdueCents > 0 ? 'font-semibold text-red-700' : 'text-ink-soft'}
        />
      ),
    },
    {
      label: 'Closing',
      align: 'right',
      phoneLabel: 'Closing',
      className:
        'text-right font-semibold text-ink max-sm:col-start-2 max-sm:row-start-2 max-sm:row-span-2 max-sm:self-center max-sm:text-lg',
      cell: (row) => <Price cents={row.closingCents} currency={currency} />,
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(row) => row.counterparty.id}
      rowClassName="relative hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-1 max-sm:p-3"
    />
  );
}
