import { formatAbn, type TaxDocumentLine, type TaxInvoice } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatInvoiceDate } from '../invoice-states';
import { InvoiceStateChip } from './invoice-state-chip';

/** A party as the invoice names it: its name, and its ABN (or that it has none on record). */
function Party({ role, party }: { role: string; party: TaxInvoice['seller'] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{role}</p>
      <p className="mt-1 font-semibold text-ink">{party.name}</p>
      <p className="text-sm text-ink">
        {party.abn ? <>ABN {formatAbn(party.abn)}</> : <span className="text-ink-soft">No ABN on record</span>}
      </p>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 sm:block sm:py-0">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="text-right font-medium text-ink sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}

const lineColumns = (currency: string): DataColumn<TaxDocumentLine>[] => [
  {
    label: 'Description',
    className: 'max-sm:col-span-2',
    cell: (line) => (
      <>
        <span className="font-medium text-ink">{line.description}</span>
        <span className="block font-mono text-xs text-ink-soft">{line.skuCode}</span>
      </>
    ),
  },
  {
    label: 'Qty',
    align: 'right',
    className: 'text-right tabular-nums max-sm:text-left',
    cell: (line) => (
      <>
        {line.qty}
        <span className="sm:hidden">
          {' × '}
          <Price cents={line.unitPriceCents} currency={currency} />
        </span>
      </>
    ),
  },
  {
    label: 'Unit price ex GST',
    align: 'right',
    className: 'text-right max-sm:hidden',
    cell: (line) => <Price cents={line.unitPriceCents} currency={currency} />,
  },
  {
    label: 'GST',
    align: 'right',
    className: 'text-right text-ink-soft max-sm:hidden',
    cell: (line) => <Price cents={line.gstCents} currency={currency} />,
  },
  {
    label: 'Amount ex GST',
    align: 'right',
    className: 'text-right font-medium',
    cell: (line) => <Price cents={line.lineTotalCents} currency={currency} />,
  },
];

/**
 * A tax invoice as a document (what the law asks it to show: the words "Tax invoice", the seller and its ABN, the issue
 * date, the buyer, each line, the GST and the total), then the terms and what is left to pay. `order` is the link to the
 * order it bills, `aside` what the screen adds under it (payments, notes).
 */
export function TaxInvoiceDocument({ invoice, order, adjusts }: { invoice: TaxInvoice; order: ReactNode; adjusts?: ReactNode }) {
  const note = invoice.kind === 'adjustment_note';
  const applied = note ? 0 : invoice.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  const totals = [
    { label: 'Subtotal ex GST', cents: invoice.subtotalCents, className: 'text-ink-soft' },
    { label: note ? 'GST adjustment' : 'GST', cents: invoice.gstCents, className: 'text-ink-soft' },
    { label: note ? 'Total credit inc GST' : 'Total inc GST', cents: invoice.totalCents, className: 'text-base font-semibold text-ink' },
    ...(invoice.paidCents > 0 ? [{ label: 'Paid', cents: -invoice.paidCents, className: 'text-ink-soft' }] : []),
    ...(applied > 0 ? [{ label: 'Credit applied', cents: -applied, className: 'text-ink-soft' }] : []),
  ];
  return (
    <article aria-labelledby="invoice-title" className="rounded-xl border border-line bg-white p-4 sm:p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 id="invoice-title" className="text-2xl font-bold tracking-tight text-ink">
            {invoice.title}
          </h2>
          <p className="mt-0.5 font-semibold tabular-nums text-ink">{invoice.number}</p>
        </div>
        <InvoiceStateChip state={invoice.state} />
      </header>

      <div className="grid gap-5 border-b border-line py-5 sm:grid-cols-2">
        <Party role="From" party={invoice.seller} />
        <Party role="To" party={invoice.buyer} />
      </div>

      <dl className="grid gap-x-6 border-b border-line py-4 max-sm:divide-y max-sm:divide-line sm:grid-cols-4 sm:gap-y-3">
        <Fact term="Issued">{formatInvoiceDate(invoice.issueDate)}</Fact>
        {note ? (
          <Fact term="Adjusts">{adjusts}</Fact>
        ) : (
          <>
            <Fact term="Due">
              <span className={invoice.state === 'overdue' ? 'text-red-700' : undefined}>{formatInvoiceDate(invoice.dueDate)}</span>
            </Fact>
            <Fact term="Terms">{invoice.paymentTermsLabel}</Fact>
          </>
        )}
        <Fact term="Order">{order}</Fact>
      </dl>
      {note && invoice.reason ? (
        <p className="border-b border-line py-4 text-sm text-ink">
          <span className="font-semibold">Reason: </span>
          {invoice.reason}
        </p>
      ) : null}

      <div className="pt-4">
        <DataTable
          look="inset"
          headClassName="border-b border-line"
          cellClassName="py-2 pr-3 last:pr-0 max-sm:p-0"
          columns={lineColumns(invoice.currency)}
          rows={invoice.lines}
          rowKey={(line) => `${line.skuCode}-${line.description}`}
          rowClassName="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:py-2"
        />
      </div>

      <dl className="ml-auto mt-4 max-w-xs space-y-1 border-t border-line pt-3">
        {totals.map((total) => (
          <div key={total.label} className={`flex justify-between gap-4 ${total.className}`}>
            <dt>{total.label}</dt>
            <dd>
              <Price cents={total.cents} currency={invoice.currency} />
            </dd>
          </div>
        ))}
        {note && invoice.balanceCents === 0 ? null : (
          <div className="mt-2 flex justify-between gap-4 rounded-lg bg-malt-50 px-3 py-2 text-base font-bold text-ink">
            <dt>{note ? 'Credit held' : 'Balance due'}</dt>
            <dd>
              <Price cents={invoice.balanceCents} currency={invoice.currency} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
