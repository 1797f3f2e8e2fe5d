import type { KegStatement, KegStatementLine } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { ownerWords, signed } from '../keg-words';
import { KegEntriesTable } from './keg-entries-table';

const count = (label: string, value: (line: KegStatementLine) => string | number, strong = false): DataColumn<KegStatementLine> => ({
  label,
  align: 'right',
  phoneLabel: label,
  className: `text-right tabular-nums max-sm:text-left ${strong ? 'font-semibold text-ink' : 'text-ink'}`,
  cell: (line) => value(line),
});

/**
 * A month's keg statement between a supplier and a venue (decision 0176), printable: per keg type the opening
 * balance, what was delivered, returned, written off and adjusted, the closing balance and the deposit held; then the
 * month's entries.
 */
export function KegStatementView({ statement }: { statement: KegStatement }) {
  const columns: DataColumn<KegStatementLine>[] = [
    {
      label: 'Keg type',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (line) => (
        <>
          <span className="font-semibold text-ink">{line.kegType.name}</span>
          <span className="block text-xs text-ink-soft">{ownerWords(line.kegType, statement.currency)}</span>
        </>
      ),
    },
    count('Opening', (line) => line.opening),
    count('Delivered', (line) => line.delivered),
    count('Returned', (line) => line.returned),
    count('Written off', (line) => line.writtenOff),
    count('Adjusted', (line) => (line.adjusted === 0 ? 0 : signed(line.adjusted))),
    count('Closing', (line) => line.closing, true),
    {
      label: 'Deposit held',
      align: 'right',
      phoneLabel: 'Deposit held',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (line) => <Price cents={line.depositHeldCents} currency={statement.currency} />,
    },
  ];
  const from = formatDate(`${statement.from}T12:00:00Z`, 'UTC');
  const to = formatDate(`${statement.to}T12:00:00Z`, 'UTC');
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 rounded-xl border border-line bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-soft">Supplier</dt>
          <dd className="font-semibold text-ink">{statement.supplier.name}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Venue</dt>
          <dd className="font-semibold text-ink">{statement.venue.name}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Period</dt>
          <dd className="font-semibold text-ink">
            {from} – {to}
          </dd>
        </div>
      </dl>
      {statement.lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-ink-soft">
          No kegs between you before the end of this month.
        </p>
      ) : (
        <DataTable
          look="boxed"
          headClassName="max-sm:hidden"
          columns={columns}
          rows={statement.lines}
          rowKey={(line) => line.kegType.id}
          rowClassName="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-1 max-sm:p-3"
        />
      )}
      <section aria-labelledby="month-entries-heading" className="space-y-2">
        <h2 id="month-entries-heading" className="font-semibold text-ink">
          The month’s entries
        </h2>
        {statement.entries.length === 0 ? (
          <p className="text-sm text-ink-soft">Nothing moved this month.</p>
        ) : (
          <KegEntriesTable entries={statement.entries} timeZone={statement.timeZone} />
        )}
      </section>
    </div>
  );
}
