import type { StandingOccurrence } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Price } from '@/components/ui/price';
import { checkoutProblems } from '@/features/cart';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatMoney, plural } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useOccurrenceStep } from '../api/change-standing-order';
import { cutoffCountdown, formatDay } from '../schedule-words';
import { movedNote } from './occurrence-agenda';
import { OccurrenceEditDialog } from './occurrence-edit-dialog';
import { StandingLinesTable } from './standing-lines-table';
import { OccurrenceChip } from './status-chips';

interface OccurrenceCardProps {
  occurrence: StandingOccurrence;
  venueId: string;
  timeZone: string;
  now: Date;
  params: { orgType: OrganisationTypeSegment; orgId: string };
  /** the reminder's link (`?occurrence=`) named this one: it is marked, scrolled to and opened */
  highlighted: boolean;
  /** the viewer may change it (owners and admins; `actions` says what the occurrence allows now) */
  canManage: boolean;
  /** the reminder mail's button (`&action=`): its dialog opens, to be confirmed here, when the delivery still allows it */
  linkAction?: LinkAction | undefined;
}

export type LinkAction = 'skip' | 'edit' | 'place-now';

/** When it goes or went, in the venue's time zone. */
function timing(occurrence: StandingOccurrence, timeZone: string, now: Date): string {
  if (occurrence.placedAt) return `Placed ${formatDateTime(occurrence.placedAt, timeZone)}`;
  if (occurrence.status === 'scheduled')
    return `Goes to the supplier ${formatDateTime(occurrence.placeAt, timeZone)} · ${cutoffCountdown(occurrence.placeAt, now)}`;
  if (occurrence.status === 'skipped')
    return occurrence.skippedBy === 'calendar' ? 'Not delivered: the supplier’s calendar skips this day' : 'Skipped by the venue';
  return `Cut-off ${formatDateTime(occurrence.placeAt, timeZone)}`;
}

/** One delivery of a standing order: its day, state, lines and problems, and what the venue may do with it now. */
export function OccurrenceCard({ occurrence, venueId, timeZone, now, params, highlighted, canManage, linkAction }: OccurrenceCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  const can = (action: StandingOccurrence['actions'][number]) => canManage && occurrence.actions.includes(action);
  const [editing, setEditing] = useState(() => linkAction === 'edit' && can('edit'));
  const [confirmPlace, setConfirmPlace] = useState(() => linkAction === 'place-now' && can('place_now'));
  const [confirmSkip, setConfirmSkip] = useState(() => linkAction === 'skip' && can('skip'));
  const [refused, setRefused] = useState<string[]>([]);
  const step = useOccurrenceStep(venueId, occurrence.id);
  const day = formatDay(occurrence.deliveryDate);
  const note = movedNote(occurrence);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const run = (change: 'skip' | 'unskip' | 'place-now', done: string) =>
    step.mutate(
      { step: change },
      {
        onSuccess: () => {
          toast.success(done);
          setRefused([]);
          setConfirmPlace(false);
          setConfirmSkip(false);
        },
        onError: (error) => {
          // checkout's refusal of Place now lists every rule broken; nothing was placed
          const problems = checkoutProblems(error).map((problem) => problem.message);
          setRefused(problems);
          if (problems.length === 0) toast.error(error.message);
          setConfirmPlace(false);
          setConfirmSkip(false);
        },
      },
    );

  return (
    <li
      ref={ref}
      id={`occurrence-${occurrence.id}`}
      aria-current={highlighted ? 'true' : undefined}
      className={`rounded-xl border bg-white p-4 ${highlighted ? 'border-malt-700 ring-2 ring-malt-700/30' : 'border-line'}`}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {day}
            <OccurrenceChip status={occurrence.status} skippedBy={occurrence.skippedBy} />
            {occurrence.edited ? (
              <span className="rounded-full bg-malt-100 px-2 py-0.5 text-xs font-semibold text-malt-800">Edited for this delivery</span>
            ) : null}
          </h3>
          {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
          <p className="text-sm text-ink-soft">{timing(occurrence, timeZone, now)}</p>
        </div>
        <p className="text-right text-sm">
          <Price cents={occurrence.subtotalCents} currency={occurrence.currency} className="font-semibold text-ink" />
          <span className="block text-xs text-ink-soft">{plural(occurrence.lines.length, 'line')}, ex GST</span>
        </p>
      </div>

      {occurrence.order ? (
        <p className="mt-2 text-sm">
          <Link
            to="/dash/$orgType/$orgId/orders/$orderId"
            params={{ ...params, orderId: occurrence.order.id }}
            className="font-semibold text-malt-700 underline underline-offset-4"
          >
            Order {occurrence.order.number}
          </Link>
        </p>
      ) : null}

      {occurrence.problems.length > 0 ? (
        <div
          role="note"
          className={`mt-3 rounded-lg p-3 text-sm ${occurrence.status === 'placed' ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800'}`}
        >
          <p className="font-medium">{occurrence.status === 'placed' ? 'Left out of the order:' : 'Why no order was placed:'}</p>
          <ul className="mt-1 list-disc pl-5">
            {occurrence.problems.map((problem, index) => (
              <li key={index}>
                {problem.productName ? `${problem.productName}${problem.skuName ? ` (${problem.skuName})` : ''}: ` : ''}
                {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {occurrence.lines.length > 0 ? (
        <details className="group mt-3" open={highlighted || undefined}>
          <summary className="cursor-pointer text-sm font-medium text-malt-700">
            {occurrence.status === 'placed' ? 'Lines ordered' : occurrence.status === 'scheduled' ? 'Lines it will order' : 'Its lines'}
          </summary>
          <div className="mt-2">
            <StandingLinesTable
              lines={occurrence.lines}
              currency={occurrence.currency}
              subtotalCents={occurrence.subtotalCents}
              totalLabel={occurrence.status === 'placed' ? 'Ordered, ex GST' : 'At today’s prices, ex GST'}
            />
          </div>
        </details>
      ) : null}

      {refused.length > 0 ? (
        <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">It could not be placed now:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {can('skip') || can('unskip') || can('edit') || can('place_now') ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {can('place_now') ? (
            <Button variant="secondary" disabled={step.isPending} onClick={() => setConfirmPlace(true)}>
              Place now
            </Button>
          ) : null}
          {can('edit') ? (
            <Button variant="secondary" disabled={step.isPending} onClick={() => setEditing(true)}>
              Edit this one
            </Button>
          ) : null}
          {can('skip') ? (
            <Button variant="secondary" disabled={step.isPending} onClick={() => run('skip', `The ${day} delivery is skipped`)}>
              Skip
            </Button>
          ) : null}
          {can('unskip') ? (
            <Button variant="secondary" disabled={step.isPending} onClick={() => run('unskip', `The ${day} delivery is back on`)}>
              Unskip
            </Button>
          ) : null}
        </div>
      ) : null}

      {/* made afresh each time it opens: it starts from the delivery's lines as they are now */}
      {editing && can('edit') ? <OccurrenceEditDialog occurrence={occurrence} venueId={venueId} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirmPlace}
        onOpenChange={setConfirmPlace}
        title={`Place the ${day} delivery now?`}
        description={`It goes to ${occurrence.supplier.name} now, through checkout at today’s prices (${formatMoney(occurrence.subtotalCents, occurrence.currency)} ex GST), instead of at the cut-off.`}
        confirmLabel={step.isPending ? 'Placing…' : 'Place the order'}
        cancelLabel="Not yet"
        tone="primary"
        busy={step.isPending}
        onConfirm={() => run('place-now', `The ${day} delivery is placed`)}
      />
      <ConfirmDialog
        open={confirmSkip}
        onOpenChange={setConfirmSkip}
        title={`Skip the ${day} delivery?`}
        description={`Nothing goes to ${occurrence.supplier.name} for ${day}. Unskip brings it back until its cut-off.`}
        confirmLabel={step.isPending ? 'Skipping…' : 'Skip it'}
        cancelLabel="Keep it"
        busy={step.isPending}
        onConfirm={() => run('skip', `The ${day} delivery is skipped`)}
      />
    </li>
  );
}
