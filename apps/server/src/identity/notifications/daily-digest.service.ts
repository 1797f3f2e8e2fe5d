import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, type Outbox, type QueueDefinition, loggableError } from '../../platform';
import { addDays } from '../../shared/calendar';
import { claimDigest, countWaitingAndDue, listDigestRecipients, listDueSuppliers, listOrdersPlacedOn } from './daily-digest.queries';

// The suppliers' daily digest (decision 0113): a morning mail, in the supplier's own time zone, of the
// orders placed the day before, what still waits for an answer and what is due for delivery today, to the members
// who chose it on their profile. A scheduled tick (pg-boss cron, one job per slot across every instance) finds the
// suppliers whose morning has come; each supplier's mail is written in the transaction that claims its day, so a
// digest goes once, whatever instance or retried tick gets there.

/** the hour of the supplier's local morning from which its digest goes (07:00) */
const DIGEST_LOCAL_HOUR = 7;
/** how often the tick looks: a supplier's digest goes within this long of its 07:00, or on the next tick after a stop */
export const DIGEST_TICK_CRON = '*/15 * * * *';
export const DIGEST_TICK_QUEUE = 'supplier-digest-tick';
/** orders listed by name in the mail; more are counted */
const LISTED_ORDERS = 10;

export const digestQueues: readonly QueueDefinition[] = [
  { name: DIGEST_TICK_QUEUE, retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
];

export interface DigestDeps {
  db: Database;
  outbox: Outbox;
  appOrigin: string;
  log: FastifyBaseLogger;
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function readableDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
}

/** What the supplier's members read; null when there is nothing to tell (no mail is sent then). */
async function composeDigest(db: Database, appOrigin: string, supplier: { id: string; name: string; timeZone: string; today: string }) {
  const yesterday = addDays(supplier.today, -1);
  const [placed, { waiting, dueToday }] = await Promise.all([
    listOrdersPlacedOn(db, supplier.id, supplier.timeZone, yesterday, LISTED_ORDERS),
    countWaitingAndDue(db, supplier.id, supplier.today),
  ]);
  if (placed.count === 0 && waiting === 0 && dueToday === 0) return null;
  const ordersLink = `${appOrigin}/dash/suppliers/${supplier.id}/orders`;
  const lines = [
    `${supplier.name}, ${readableDay(supplier.today)}`,
    placed.count === 0
      ? `No new orders on ${readableDay(yesterday)}.`
      : `${placed.count} new ${placed.count === 1 ? 'order' : 'orders'} on ${readableDay(yesterday)}, ${money(placed.subtotalCents)} ex GST:`,
    ...placed.rows.map((row) => `- ${row.number} from ${row.venueName}: ${money(row.subtotalCents)} (${row.status})`),
    placed.count > placed.rows.length ? `- and ${placed.count - placed.rows.length} more` : '',
    waiting > 0 ? `${waiting} ${waiting === 1 ? 'order waits' : 'orders wait'} for your answer.` : '',
    dueToday > 0 ? `${dueToday} ${dueToday === 1 ? 'delivery is' : 'deliveries are'} due today.` : '',
    `Orders In: ${ordersLink}`,
    'You get this mail because you chose the daily digest on your profile; turn it off there.',
  ];
  const subjectParts = [
    placed.count > 0 ? `${placed.count} new` : '',
    waiting > 0 ? `${waiting} waiting` : '',
    dueToday > 0 ? `${dueToday} due today` : '',
  ].filter(Boolean);
  return { subject: `Your orders this morning: ${subjectParts.join(', ')}`, body: lines.filter(Boolean).join('\n\n') };
}

/**
 * One tick: every supplier whose local morning has come and whose digest of today isn't written gets it, each in
 * its own transaction (a failure leaves the others, and the failed one is tried again on the next tick).
 */
async function sendDueDigests(deps: DigestDeps, now: Date): Promise<{ sent: number; empty: number }> {
  const due = await listDueSuppliers(deps.db, now, DIGEST_LOCAL_HOUR);
  let sent = 0;
  let empty = 0;
  for (const supplier of due) {
    try {
      const mailed = await deps.db.transaction(async (tx) => {
        if (!(await claimDigest(tx, supplier.id, supplier.today))) return undefined;
        const digest = await composeDigest(tx, deps.appOrigin, supplier);
        if (!digest) return false;
        const recipients = await listDigestRecipients(tx, supplier.id);
        await deps.outbox.emails(
          tx,
          recipients.map(({ email }) => ({
            to: email,
            subject: digest.subject,
            body: digest.body,
            template: 'supplier_digest',
            secrets: [],
          })),
        );
        return recipients.length > 0;
      });
      if (mailed === true) sent += 1;
      else if (mailed === false) empty += 1;
    } catch (error) {
      deps.log.error({ err: loggableError(error), supplierId: supplier.id }, 'daily digest: a supplier failed; the next tick tries again');
    }
  }
  if (sent > 0) deps.outbox.wake();
  return { sent, empty };
}

/** Works the tick queue and puts the tick on the schedule (once for every instance: pg-boss keeps one schedule row). */
export async function startDailyDigest(deps: DigestDeps, queue: JobQueue, clock: () => Date): Promise<void> {
  await queue.work(DIGEST_TICK_QUEUE, async () => {
    await sendDueDigests(deps, clock());
  });
  await queue.schedule(DIGEST_TICK_QUEUE, DIGEST_TICK_CRON);
}
