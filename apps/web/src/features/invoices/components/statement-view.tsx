import { ageingBuckets, formatAbn, type Statement, type StatementLine, type StatementOpenItem } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatInvoiceDate } from '../invoice-states';
import { AGEING_LABELS } from '../invoice-search';
import { DocumentLink } from './document-link';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

const KIND_WORDS: Record<StatementLine['kind'], string> = { invoice: 'Invoice', adjustment_note: 'Adjustment note', payment: 'Payment' };

function Figure({ label, cents, currency, strong = false }: { label: string; cents: number; currency: string; strong?: boolean }) {
  return (
    <div className={`rounded-xl border p-4 ${strong ? 'border-malt-600 bg-malt-50' : 'border-line bg-white'}`}>
      <p className="text-sm text-ink-soft">{label}</p>
      <p className={`mt-1 font-bold text-ink ${strong ? 'text-3xl' : 'text-2xl'}`}>
        <Price cents={cents} currency={currency} />
      </p>
    </div>
  );
}

/** How old what is owed is at the statement's date: current, then the overdue buckets (in red when they hold anything). */
function AgeingRow({ statement }: { statement: Statement }) {
  return (
    <section aria-labelledby="ageing-heading">
      <h2 id="ageing-heading" className="mb-2 font-semibold text-ink">
        Ageing <span className="text-sm font-normal text-ink-soft">at {formatInvoiceDate(statement.asOf)}</span>
      </h2>
      <dl className="grid grid-cols-2 overflow-hidden rounded-xl border border-line bg-white sm:grid-cols-6">
        {ageingBuckets.map((bucket) => {
          const cents = statement.ageing[bucket];
          const late = bucket !== 'current' && cents > 0;
          return (
            <div key={bucket} className="border-b border-r border-line p-3 sm:border-b-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{AGEING_LABELS[bucket]}</dt>
              <dd className={`mt-1 font-semibold ${late ? 'text-red-700' : 'text-ink'}`}>
                <Price cents={cents} currency={statement.currency} />
              </dd>
            </div>
          );
        })}
        <div className="bg-stone-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Total</dt>
          <dd className="mt-1 font-bold text-ink">
            <Price cents={statement.ageing.total} currency={statement.currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

const rowLayout = 'max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:px-3 max-sm:py-2.5';

/**
 * A statement of account between one supplier and one venue for a month (decision 0163): both parties, the opening
 * balance, the month's invoices, notes and payments with the running balance, the closing balance, its ageing and the
 * open items. Documents link to their pages on the reader's side.
 */
export function StatementView({ statement, side, params }: { statement: Statement; side: 'supplier' | 'venue'; params: Params }) {
  const { currency } = statement;
  const lineColumns: DataColumn<StatementLine>[] = [
    {
      label: 'Date',
      className: 'whitespace-nowrap text-ink-soft max-sm:col-span-2 max-sm:text-xs',
      cell: (line) => formatInvoiceDate(line.date),
    },
    {
      label: 'Document',
      className: 'max-sm:col-start-1',
      cell: (line) => (
        <>
          <span className="block text-xs text-ink-soft">{KIND_WORDS[line.kind]}</span>
          {line.kind === 'payment' ? (
            <span className="font-medium text-ink">{line.reference}</span>
          ) : (
            <DocumentLink side={side} params={params} id={line.documentId}>
              {line.reference}
            </DocumentLink>
          )}
          <span className="block text-xs text-ink-soft sm:hidden">{line.description}</span>
        </>
      ),
    },
    { label: 'Description', className: 'text-ink max-sm:hidden', cell: (line) => line.description },
    {
      label: 'Amount',
      align: 'right',
      className: 'text-right tabular-nums max-sm:col-start-2 max-sm:row-start-2',
      cell: (line) => (
        <Price cents={line.amountCents} currency={currency} className={line.amountCents < 0 ? 'text-green-800' : 'text-ink'} />
      ),
    },
    {
      label: 'Balance',
      align: 'right',
      phoneLabel: 'Balance',
      className: 'text-right font-semibold text-ink max-sm:col-span-2 max-sm:text-xs max-sm:font-normal',
      cell: (line) => <Price cents={line.balanceCents} currency={currency} />,
    },
  ];
  const itemColumns: DataColumn<StatementOpenItem>[] = [
    {
      label: 'Document',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (item) => (
        <DocumentLink side={side} params={params} id={item.documentId}>
          {item.number}
        </DocumentLink>
      ),
    },
    {
      label: 'Issued',
      phoneLabel: 'Issued',
      className: 'text-ink-soft max-sm:col-span-2 max-sm:text-xs',
      cell: (item) => formatInvoiceDate(item.issueDate),
    },
    {
      label: 'Due',
      phoneLabel: 'Due',
      className: 'max-sm:col-span-2 max-sm:text-xs',
      cell: (item) => (
        <span className={item.daysPastDue > 0 ? 'font-semibold text-red-700' : 'text-ink'}>
          {formatInvoiceDate(item.dueDate)}
          {item.daysPastDue > 0 ? ` · ${item.daysPastDue} ${item.daysPastDue === 1 ? 'day' : 'days'} late` : ''}
        </span>
      ),
    },
    { label: 'Age', className: 'text-ink-soft max-sm:hidden', cell: (item) => AGEING_LABELS[item.bucket] },
    {
      label: 'Balance',
      align: 'right',
      className: 'text-right font-semibold text-ink max-sm:col-start-2 max-sm:row-start-1',
      cell: (item) => <Price cents={item.balanceCents} currency={currency} />,
    },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
        {[
          { role: 'Supplier', party: statement.supplier },
          { role: 'Venue', party: statement.venue },
        ].map(({ role, party }) => (
          <div key={role}>
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{role}</p>
            <p className="font-semibold text-ink">{party.name}</p>
            {party.abn ? <p className="text-sm text-ink">ABN {formatAbn(party.abn)}</p> : null}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <Figure label={`Opening balance, ${formatInvoiceDate(statement.from)}`} cents={statement.openingCents} currency={currency} />
        <Figure label={`Closing balance, ${formatInvoiceDate(statement.to)}`} cents={statement.closingCents} currency={currency} strong />
      </div>
      <AgeingRow statement={statement} />
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="mb-2 font-semibold text-ink">
          The month’s activity
        </h2>
        {statement.lines.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-ink-soft">
            Nothing was issued or paid this month.
          </p>
        ) : (
          <DataTable
            look="boxed"
            headClassName="max-sm:hidden"
            cellClassName="px-4 py-2.5 max-sm:p-0"
            columns={lineColumns}
            rows={statement.lines}
            rowKey={(line) => `${line.kind}-${line.documentId}-${line.date}-${line.balanceCents}`}
            rowClassName={rowLayout}
          />
        )}
      </section>
      <section aria-labelledby="open-items-heading">
        <h2 id="open-items-heading" className="mb-2 font-semibold text-ink">
          Open items
        </h2>
        {statement.openItems.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-ink-soft">
            Nothing is owed at {formatInvoiceDate(statement.asOf)}.
          </p>
        ) : (
          <DataTable
            look="boxed"
            headClassName="max-sm:hidden"
            cellClassName="px-4 py-2.5 max-sm:p-0"
            columns={itemColumns}
            rows={statement.openItems}
            rowKey={(item) => item.documentId}
            rowClassName={rowLayout}
          />
        )}
      </section>
    </div>
  );
}
