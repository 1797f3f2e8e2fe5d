import type { StandingOccurrence } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { cutoffCountdown, formatDay } from '../schedule-words';
import { useNow } from '../use-now';
import { OccurrenceChip } from './status-chips';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** "Moved from Mon 26 Jan: Australia Day (NSW)", or the calendar's reason for a skip; null when the calendar did nothing. */
export function movedNote(occurrence: Pick<StandingOccurrence, 'scheduledDate' | 'deliveryDate' | 'calendarNote'>): string | null {
  if (occurrence.scheduledDate !== occurrence.deliveryDate) {
    const moved = `Moved from ${formatDay(occurrence.scheduledDate)}`;
    return occurrence.calendarNote ? `${moved}: ${occurrence.calendarNote}` : moved;
  }
  return occurrence.calendarNote;
}

/** When it goes, or what became of it, in a few words. */
function whenLine(occurrence: StandingOccurrence, now: Date): string | null {
  if (occurrence.status === 'scheduled') return cutoffCountdown(occurrence.placeAt, now);
  if (occurrence.status === 'placed' && occurrence.order) return null;
  return occurrence.problems[0]?.reason ?? null;
}

/** The agenda: every standing order's occurrences ahead, by delivery day, each opening its standing order at that occurrence. */
export function OccurrenceAgenda({ items, params }: { items: readonly StandingOccurrence[]; params: Params }) {
  const now = useNow();
  const days = new Map<string, StandingOccurrence[]>();
  for (const occurrence of items) days.set(occurrence.deliveryDate, [...(days.get(occurrence.deliveryDate) ?? []), occurrence]);
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
      {[...days].map(([date, occurrences]) => (
        <li key={date} className="grid gap-2 p-4 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4">
          <h3 className="font-semibold text-ink">{formatDay(date)}</h3>
          <ul className="space-y-3">
            {occurrences.map((occurrence) => {
              const note = movedNote(occurrence);
              const when = whenLine(occurrence, now);
              return (
                <li key={occurrence.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <div className="min-w-0">
                    <Link
                      to="/dash/$orgType/$orgId/standing-orders/$standingOrderId"
                      params={{ ...params, standingOrderId: occurrence.standingOrderId }}
                      search={{ occurrence: occurrence.id }}
                      className="font-medium text-ink underline-offset-4 hover:underline"
                    >
                      {occurrence.supplier.name}
                    </Link>
                    <span className="text-sm text-ink-soft">
                      {' · '}
                      <Price cents={occurrence.subtotalCents} currency={occurrence.currency} /> ex GST
                      {occurrence.edited ? ' · edited for this delivery' : ''}
                    </span>
                    {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
                    {when ? (
                      <p className={`text-sm ${occurrence.status === 'scheduled' ? 'text-ink-soft' : 'text-red-700'}`}>{when}</p>
                    ) : null}
                    {occurrence.order ? (
                      <Link
                        to="/dash/$orgType/$orgId/orders/$orderId"
                        params={{ ...params, orderId: occurrence.order.id }}
                        className="text-sm font-medium text-malt-700 underline underline-offset-4"
                      >
                        Order {occurrence.order.number}
                      </Link>
                    ) : null}
                  </div>
                  <OccurrenceChip status={occurrence.status} skippedBy={occurrence.skippedBy} />
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
