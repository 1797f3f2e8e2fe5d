import type { KegLedgerEntry } from '@tapline/contracts';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-time';
import { REASON_WORDS, signed } from '../keg-words';

/** What an entry says beyond its reason: the order that brought the kegs, the collection, or the supplier's words. */
function about(entry: KegLedgerEntry): string {
  if (entry.order) return `Order ${entry.order.number}`;
  if (entry.note) return entry.note;
  if (entry.collectionId) return 'Collected';
  return '';
}

/** Keg ledger entries: when, which keg type, what moved and why, the change, and who wrote it. */
export function KegEntriesTable({ entries, timeZone }: { entries: readonly KegLedgerEntry[]; timeZone: string }) {
  const columns: DataColumn<KegLedgerEntry>[] = [
    {
      label: 'When',
      className: 'whitespace-nowrap text-ink-soft max-sm:col-span-2 max-sm:text-xs',
      cell: (entry) => formatDateTime(entry.at, timeZone),
    },
    { label: 'Keg type', className: 'max-sm:col-start-1', cell: (entry) => entry.kegType.name },
    {
      label: 'What',
      className: 'max-sm:col-span-2',
      cell: (entry) => (
        <>
          <span className="font-medium text-ink">{REASON_WORDS[entry.reason]}</span>
          {about(entry) ? <span className="block text-xs text-ink-soft">{about(entry)}</span> : null}
        </>
      ),
    },
    {
      label: 'Change',
      align: 'right',
      className: `text-right font-semibold tabular-nums max-sm:col-start-2 max-sm:row-start-2`,
      cell: (entry) => <span className={entry.delta < 0 ? 'text-red-700' : 'text-green-800'}>{signed(entry.delta)}</span>,
    },
    {
      label: 'By',
      phoneLabel: 'By',
      className: 'text-ink-soft max-sm:col-span-2 max-sm:text-xs',
      cell: (entry) => entry.actor?.name ?? '—',
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowClassName="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:px-3 max-sm:py-2.5"
    />
  );
}
