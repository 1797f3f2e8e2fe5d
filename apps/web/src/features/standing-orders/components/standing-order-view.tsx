import type { StandingOrderDetail } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/card';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDay, scheduleLabel, supplierCutoffLine } from '../schedule-words';
import { useNow } from '../use-now';
import { OccurrenceCard, type LinkAction } from './occurrence-card';
import { StandingLinesTable } from './standing-lines-table';

interface StandingOrderViewProps {
  order: StandingOrderDetail;
  timeZone: string;
  params: { orgType: OrganisationTypeSegment; orgId: string };
  canManage: boolean;
  /** `?occurrence=`: the delivery a reminder linked to */
  highlighted?: string | undefined;
  /** `&action=`: the reminder mail's button for that delivery */
  linkAction?: LinkAction | undefined;
}

/** "From Tue 3 Dec", "3 Dec to 24 Mar" */
function runsLabel(order: StandingOrderDetail): string {
  const from = formatDay(order.startsOn);
  return order.endsOn ? `${from} to ${formatDay(order.endsOn)}` : `From ${from}, until it is ended`;
}

/** A term and its value, side by side even in the page's narrow column. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** A standing order's page: the template (its schedule and lines at today's prices), then its deliveries. */
export function StandingOrderView({ order, timeZone, params, canManage, highlighted, linkAction }: StandingOrderViewProps) {
  const now = useNow();
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start">
      <div className="min-w-0 space-y-5">
        <Panel title="Schedule" headingId="standing-schedule">
          <dl className="mt-2 divide-y divide-line">
            <Row term="Delivered">{scheduleLabel(order.deliveryWeekdays, order.everyWeeks)}</Row>
            <Row term="Runs">{runsLabel(order)}</Row>
            {order.pausedUntil ? <Row term="Paused">Until {formatDay(order.pausedUntil)}, then resumes on its own</Row> : null}
            <Row term="Ordered at">The supplier’s cut-off, {supplierCutoffLine(order.supplierCalendar)}</Row>
            {order.note ? <Row term="Note">{order.note}</Row> : null}
            <Row term="Set up by">{order.owner.name}</Row>
          </dl>
        </Panel>
        <Panel title="Usual lines" headingId="standing-lines">
          <p className="mt-0.5 text-sm text-ink-soft">Each delivery orders these unless it was edited on its own.</p>
          <div className="mt-2">
            <StandingLinesTable lines={order.lines} currency={order.currency} subtotalCents={order.subtotalCents} />
          </div>
        </Panel>
      </div>
      <section aria-labelledby="standing-deliveries" className="min-w-0">
        <h2 id="standing-deliveries" className="font-semibold text-ink">
          Deliveries
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft">From the last one placed to eight weeks ahead.</p>
        {order.occurrences.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No deliveries ahead">
              {order.status === 'ended' ? 'This standing order has ended.' : 'None of its days fall in the next eight weeks.'}
            </EmptyState>
          </div>
        ) : (
          <ol className="mt-3 space-y-3">
            {order.occurrences.map((occurrence) => (
              <OccurrenceCard
                key={occurrence.id}
                occurrence={occurrence}
                venueId={order.venue.id}
                timeZone={timeZone}
                now={now}
                params={params}
                highlighted={occurrence.id === highlighted}
                linkAction={occurrence.id === highlighted ? linkAction : undefined}
                canManage={canManage}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
