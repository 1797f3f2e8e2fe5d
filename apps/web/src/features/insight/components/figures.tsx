import type { InsightBucket, InsightPeriod, InsightStyleRow, InsightTotals } from '@tapline/contracts';
import { useMemo } from 'react';
import { Price } from '@/components/ui/price';
import type { DataColumn } from '@/components/ui/table';
import { InsightChart, type ChartSeries } from './insight-chart';
import { InsightTable } from './insight-table';

// What the analytics and spend pages share: money columns, the change on the period before, the totals' cards, and
// a bucket table under its chart.

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "1 Sep 2026": a calendar day of the organisation's, written as it is */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

interface Money {
  exCents: number;
  incCents: number;
  qty: number;
}

/** "+12 %", "−5 %", "new" (nothing before) or "–" (nothing either time) */
function changeLabel(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '–' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
}

const right = 'text-right tabular-nums whitespace-nowrap';

/** ex GST, inc GST and units, and with `compared` the period before's ex GST and the change */
export function moneyColumns<Row extends Money & { previousExCents?: number }>(currency: string, compared: boolean): DataColumn<Row>[] {
  const columns: DataColumn<Row>[] = [
    {
      label: 'Ex GST',
      phoneLabel: 'Ex GST',
      align: 'right',
      className: right,
      cell: (row) => <Price cents={row.exCents} currency={currency} />,
    },
    {
      label: 'Inc GST',
      phoneLabel: 'Inc GST',
      align: 'right',
      className: right,
      cell: (row) => <Price cents={row.incCents} currency={currency} />,
    },
    { label: 'Units', phoneLabel: 'Units', align: 'right', className: right, cell: (row) => row.qty.toLocaleString('en-AU') },
  ];
  if (!compared) return columns;
  return [
    ...columns,
    {
      label: 'Period before, ex GST',
      phoneLabel: 'Before',
      align: 'right',
      className: `${right} text-ink-soft`,
      cell: (row) => <Price cents={row.previousExCents ?? 0} currency={currency} />,
    },
    {
      label: 'Change',
      phoneLabel: 'Change',
      align: 'right',
      className: right,
      cell: (row) => changeLabel(row.exCents, row.previousExCents ?? 0),
    },
  ];
}

function Stat({ label, value, change }: { label: string; value: React.ReactNode; change: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value}</dd>
      <dd className="mt-1 text-xs text-ink-soft">
        {change === 'new' ? 'none in the period before' : change === '–' ? 'none either time' : `${change} on the period before`}
      </dd>
    </div>
  );
}

/** The period's totals beside the period before's: money ex and inc GST, orders, units. */
export function PeriodTotals({ period, totals, previous }: { period: InsightPeriod; totals: InsightTotals; previous: InsightTotals }) {
  return (
    <section aria-labelledby="totals-heading" className="space-y-2">
      <h2 id="totals-heading" className="text-sm text-ink-soft">
        {formatDay(period.from)} to {formatDay(period.to)} ({period.days} days), against {formatDay(period.previousFrom)} to{' '}
        {formatDay(period.previousTo)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Ex GST"
          value={<Price cents={totals.exCents} currency={period.currency} />}
          change={changeLabel(totals.exCents, previous.exCents)}
        />
        <Stat
          label="Inc GST"
          value={<Price cents={totals.incCents} currency={period.currency} />}
          change={changeLabel(totals.incCents, previous.incCents)}
        />
        <Stat label="Orders" value={totals.orders.toLocaleString('en-AU')} change={changeLabel(totals.orders, previous.orders)} />
        <Stat label="Units" value={totals.qty.toLocaleString('en-AU')} change={changeLabel(totals.qty, previous.qty)} />
      </dl>
    </section>
  );
}

/** the columns of a week or month table */
export function bucketColumns(currency: string, heading: string): DataColumn<InsightBucket>[] {
  return [
    { label: heading, rowHeader: true, className: 'whitespace-nowrap font-medium text-ink', cell: (row) => row.label },
    ...moneyColumns<InsightBucket>(currency, false),
    { label: 'Orders', phoneLabel: 'Orders', align: 'right', className: right, cell: (row) => row.orders.toLocaleString('en-AU') },
  ];
}

/** a chart of buckets: ex GST as bars, inc GST as a line */
export function BucketChart({ buckets, caption }: { buckets: readonly InsightBucket[]; caption: string }) {
  const labels = useMemo(() => buckets.map((bucket) => bucket.label), [buckets]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Ex GST', kind: 'bars', values: buckets.map((bucket) => bucket.exCents) },
      { label: 'Inc GST', kind: 'line', values: buckets.map((bucket) => bucket.incCents) },
    ],
    [buckets],
  );
  return <InsightChart labels={labels} series={series} caption={caption} />;
}

/** the column naming each row: its row heading */
export function nameColumn<Row>(label: string, cell: (row: Row) => React.ReactNode): DataColumn<Row> {
  return { label, rowHeader: true, className: 'font-normal', cell };
}

/** the period's money by the products' styles, against the period before */
export function StylesTable({
  rows,
  currency,
  empty,
  download,
}: {
  rows: readonly InsightStyleRow[];
  currency: string;
  empty: string;
  download: () => Promise<void>;
}) {
  return (
    <InsightTable<InsightStyleRow>
      id="styles"
      title="By style"
      columns={[nameColumn('Style', (row) => row.style || 'No style'), ...moneyColumns<InsightStyleRow>(currency, true)]}
      rows={rows}
      rowKey={(row) => row.style}
      empty={empty}
      download={download}
    />
  );
}
