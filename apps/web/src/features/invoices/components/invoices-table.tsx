import type { TaxInvoiceSummary } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatInvoiceDate } from '../invoice-states';
import { DocumentLink } from './document-link';
import { InvoiceStateChip } from './invoice-state-chip';

interface InvoicesTableProps {
  invoices: readonly TaxInvoiceSummary[];
  /** whose list: a supplier's invoices (the venue is the other party) or a venue's bills (the supplier is) */
  side: 'supplier' | 'venue';
  params: { orgType: OrganisationTypeSegment; orgId: string };
}

/** The due date, said overdue in words and in red when it is (the state chip says it too). */
function DueDate({ invoice }: { invoice: TaxInvoiceSummary }) {
  const overdue = invoice.state === 'overdue';
  return (
    <span className={`whitespace-nowrap ${overdue ? 'font-semibold text-red-700' : 'text-ink'}`}>
      <span className="sm:hidden">Due </span>
      {formatInvoiceDate(invoice.dueDate)}
      {overdue ? <span className="block text-xs font-normal">overdue</span> : null}
    </span>
  );
}

/**
 * A supplier's invoices or a venue's bills: a row per invoice that opens it (docs/ui.md, Tables), overdue first as the API
 * sends them; each row a small grid below 640 px.
 */
export function InvoicesTable({ invoices, side, params }: InvoicesTableProps) {
  const columns: DataColumn<TaxInvoiceSummary>[] = [
    {
      label: 'Invoice',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (invoice) => (
        <>
          <DocumentLink
            side={side}
            params={params}
            id={invoice.id}
            className="font-semibold tabular-nums text-ink after:absolute after:inset-0"
          >
            {invoice.number}
          </DocumentLink>
          <span className="block text-xs text-ink-soft">
            Issued {formatInvoiceDate(invoice.issueDate)} · order {invoice.orderNumber}
          </span>
        </>
      ),
    },
    {
      label: side === 'supplier' ? 'Venue' : 'Supplier',
      className: 'text-ink max-sm:col-span-2 max-sm:row-start-2',
      cell: (invoice) => (side === 'supplier' ? invoice.buyer.name : invoice.seller.name),
    },
    { label: 'Due', className: 'max-sm:row-start-3', cell: (invoice) => <DueDate invoice={invoice} /> },
    { label: 'State', className: 'max-sm:row-start-4', cell: (invoice) => <InvoiceStateChip state={invoice.state} /> },
    {
      label: 'Total',
      align: 'right',
      className: 'text-right text-ink-soft max-sm:col-start-2 max-sm:row-start-1',
      cell: (invoice) => <Price cents={invoice.totalCents} currency={invoice.currency} />,
    },
    {
      label: 'Balance',
      align: 'right',
      className: 'text-right font-semibold text-ink max-sm:col-start-2 max-sm:row-start-3 max-sm:row-span-2 max-sm:self-end',
      cell: (invoice) => (
        <>
          <span className="text-xs font-normal text-ink-soft sm:hidden">Balance </span>
          <Price cents={invoice.balanceCents} currency={invoice.currency} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      rowClassName={(invoice) =>
        `relative hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-1 max-sm:p-3 ${invoice.state === 'overdue' ? 'bg-red-50/60' : ''}`
      }
    />
  );
}
