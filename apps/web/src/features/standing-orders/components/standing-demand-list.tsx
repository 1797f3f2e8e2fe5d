import type { StandingDemand, StandingDemandDay } from '@tapline/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { plural } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { formatDay } from '../schedule-words';

type DemandLine = StandingDemandDay['lines'][number];

function DemandDay({ day, currency, timeZone }: { day: StandingDemandDay; currency: string; timeZone: string }) {
  const headingId = `demand-${day.date}`;
  const columns: DataColumn<DemandLine>[] = [
    {
      label: 'What they will order',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (line) => (
        <>
          <span className="font-medium text-ink">{line.productName}</span>
          <span className="text-ink-soft"> · {line.skuName}</span>
        </>
      ),
    },
    { label: 'Qty', align: 'right', phoneLabel: 'Qty', className: 'text-right tabular-nums max-sm:text-left', cell: (line) => line.qty },
    {
      label: 'Value',
      align: 'right',
      className: 'text-right font-semibold text-ink',
      cell: (line) => <Price cents={line.subtotalCents} currency={currency} />,
    },
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {formatDay(day.date)}
        </h3>
        <p className="text-sm text-ink-soft">
          <Price cents={day.subtotalCents} currency={currency} className="font-semibold text-ink" /> ex GST ·{' '}
          {plural(day.venues.length, 'venue')}
        </p>
      </div>
      <p className="text-sm text-ink-soft">Placed {formatDateTime(day.placeAt, timeZone)}, at your cut-off</p>
      <h4 className="sr-only">Venues</h4>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {day.venues.map((venue) => (
          <li key={venue.standingOrderId} className="rounded-full bg-stone-100 px-3 py-1">
            <span className="text-ink">{venue.name}</span>{' '}
            <Price cents={venue.subtotalCents} currency={currency} className="text-ink-soft" />
          </li>
        ))}
      </ul>
      <h4 className="sr-only">What they will order</h4>
      <DataTable
        look="inset"
        className="mt-2"
        headClassName="max-sm:hidden"
        columns={columns}
        rows={day.lines}
        rowKey={(line) => line.skuId}
        rowClassName="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:py-2"
      />
    </section>
  );
}

/** The supplier's standing demand: per delivery day ahead, the venues whose standing orders will place, and what (a forecast). */
export function StandingDemandList({ demand, timeZone }: { demand: StandingDemand; timeZone: string }) {
  if (demand.days.length === 0)
    return (
      <EmptyState title="No standing orders yet">
        When a venue sets up a standing order with you, what it will place shows here, day by day, before it arrives in Orders In.
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      {demand.days.map((day) => (
        <DemandDay key={day.date} day={day} currency={demand.currency} timeZone={timeZone} />
      ))}
    </div>
  );
}
