import { formatMoney, type NotificationKind, type OccurrenceProblem, type StandingLine } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { notifyMembers, shortDayOf } from '../../identity';
import type { Outbox } from '../../platform';
import { readableDateTime } from '../../shared/calendar';
import { listStandingRecipients } from './standing-orders.queries';

// What a standing order tells its venue (decision 0166), in the transaction of the change: the venue's owners and the
// standing order's owner (while a member) get a notification and a mail. A mail's links open the app; they never act.

export interface NoticeDeps {
  outbox: Outbox;
  /** the web app's origin, for links in mail */
  appOrigin: string;
}

export interface NoticeSubject {
  standingOrderId: string;
  ownerId: string;
  venue: { id: string; slug: string; name: string; timeZone: string; currency: string };
  supplier: { name: string };
  occurrence: { id: string; deliveryDate: string; placeAt: Date };
}

/** The occurrence on the standing order's page (the web app opens it there). */
export function occurrencePath(subject: NoticeSubject, action?: 'skip' | 'edit' | 'place-now'): string {
  const query = `occurrence=${subject.occurrence.id}${action ? `&action=${action}` : ''}`;
  return `/dash/venues/${subject.venue.slug}/standing-orders/${subject.standingOrderId}?${query}`;
}

async function tell(
  tx: Database,
  deps: NoticeDeps,
  subject: NoticeSubject,
  message: { kind: NotificationKind; title: string; body: string; mailBody: string | null; template: string },
): Promise<void> {
  const recipients = await listStandingRecipients(tx, subject.venue.id, subject.ownerId);
  if (recipients.length === 0) return;
  await Promise.all([
    notifyMembers(tx, {
      organisationId: subject.venue.id,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: occurrencePath(subject),
      userIds: recipients.map((recipient) => recipient.userId),
    }),
    message.mailBody === null
      ? Promise.resolve([])
      : deps.outbox.emails(
          tx,
          recipients.map((recipient) => ({
            to: recipient.email,
            subject: message.title,
            body: message.mailBody!,
            template: message.template,
            secrets: [],
          })),
        ),
  ]);
}

function lineText(line: StandingLine, currency: string): string {
  const price = formatMoney(line.unitPriceCents, currency);
  const was =
    line.previousUnitPriceCents !== null && line.previousUnitPriceCents !== line.unitPriceCents
      ? ` (was ${formatMoney(line.previousUnitPriceCents, currency)})`
      : '';
  const out = line.problem ? `: left out, ${line.problem}` : '';
  return `${line.qty} × ${line.productName} (${line.skuName}) at ${price}${was}${out}`;
}

/** What changed since the template (or this occurrence) was saved or last placed: prices, and lines that would be left out. */
export function changesOf(lines: readonly StandingLine[], currency: string): string[] {
  const changes: string[] = [];
  for (const line of lines) {
    const name = `${line.productName} (${line.skuName})`;
    if (line.problem) changes.push(`${name} would be left out: ${line.problem}`);
    else if (line.previousUnitPriceCents !== null && line.previousUnitPriceCents !== line.unitPriceCents)
      changes.push(`${name} is ${formatMoney(line.unitPriceCents, currency)}, was ${formatMoney(line.previousUnitPriceCents, currency)}`);
  }
  return changes;
}

/** The reminder, 24 h before the cut-off: what it will order at today's prices, what changed, and where to act. */
export async function tellReminder(
  tx: Database,
  deps: NoticeDeps,
  subject: NoticeSubject,
  lines: readonly StandingLine[],
  subtotalCents: number,
): Promise<void> {
  const { venue, supplier, occurrence } = subject;
  const when = readableDateTime(occurrence.placeAt, venue.timeZone);
  const changes = changesOf(lines, venue.currency);
  const total = `${formatMoney(subtotalCents, venue.currency)} ex GST, for delivery ${shortDayOf(occurrence.deliveryDate)}`;
  const link = (action: 'skip' | 'edit' | 'place-now') => `${deps.appOrigin}${occurrencePath(subject, action)}`;
  await tell(tx, deps, subject, {
    kind: 'standing_order_reminder',
    template: 'standing_order_reminder',
    title: `Your standing order to ${supplier.name} goes ${when}`,
    body: [total, changes.length > 0 ? `Changed: ${changes.join('; ')}` : 'Nothing changed since last time'].join('\n'),
    mailBody: [
      `${venue.name}'s standing order to ${supplier.name} will be placed ${when}, at today's prices: ${total}.`,
      lines.map((line) => `- ${lineText(line, venue.currency)}`).join('\n'),
      changes.length > 0
        ? `What changed since last time:\n${changes.map((change) => `- ${change}`).join('\n')}`
        : 'Nothing changed since last time.',
      `Skip this one: ${link('skip')}\nEdit this one: ${link('edit')}\nPlace it now: ${link('place-now')}`,
    ].join('\n\n'),
  });
}

function problemsText(problems: readonly OccurrenceProblem[]): string {
  return problems
    .map((problem) => (problem.productName ? `${problem.productName} (${problem.skuName}): ${problem.reason}` : problem.reason))
    .join('; ');
}

/** Placed: in the bell always; by mail too when lines were left out (never dropped without a word). */
export async function tellPlaced(
  tx: Database,
  deps: NoticeDeps,
  subject: NoticeSubject,
  order: { number: string; lineCount: number; subtotalCents: number },
  leftOut: readonly OccurrenceProblem[],
): Promise<void> {
  const { venue, supplier, occurrence } = subject;
  const what = `${order.lineCount} ${order.lineCount === 1 ? 'line' : 'lines'}, ${formatMoney(order.subtotalCents, venue.currency)} ex GST, for delivery ${shortDayOf(occurrence.deliveryDate)}`;
  const left = leftOut.length > 0 ? `Left out: ${problemsText(leftOut)}` : '';
  await tell(tx, deps, subject, {
    kind: 'standing_order_placed',
    template: 'standing_order_placed',
    title: `Standing order ${order.number} sent to ${supplier.name}`,
    body: [what, left].filter(Boolean).join('\n'),
    mailBody:
      leftOut.length === 0
        ? null
        : [
            `${venue.name}'s standing order to ${supplier.name} was sent as ${order.number}: ${what}.`,
            `${left}. These lines couldn't be ordered and were left out of this order; the standing order still has them.`,
            `See it: ${deps.appOrigin}${occurrencePath(subject)}`,
          ].join('\n\n'),
  });
}

/** Nothing placed: nothing could be ordered, under the minimum, or the cut-off passed while the scheduler was down. */
export async function tellNotPlaced(
  tx: Database,
  deps: NoticeDeps,
  subject: NoticeSubject,
  status: 'needs_attention' | 'failed',
  problems: readonly OccurrenceProblem[],
): Promise<void> {
  const { venue, supplier, occurrence } = subject;
  const why = problemsText(problems);
  const title =
    status === 'failed'
      ? `Standing order to ${supplier.name} for ${shortDayOf(occurrence.deliveryDate)} wasn't placed`
      : `Standing order to ${supplier.name} for ${shortDayOf(occurrence.deliveryDate)} needs attention`;
  await tell(tx, deps, subject, {
    kind: status === 'failed' ? 'standing_order_failed' : 'standing_order_needs_attention',
    template: status === 'failed' ? 'standing_order_failed' : 'standing_order_needs_attention',
    title,
    body: why,
    mailBody: [
      `${venue.name}'s standing order to ${supplier.name} for delivery ${shortDayOf(occurrence.deliveryDate)} was not placed, and nothing was ordered: ${why}.`,
      `Order what you need from the cart, or see the standing order: ${deps.appOrigin}${occurrencePath(subject)}`,
    ].join('\n\n'),
  });
}
