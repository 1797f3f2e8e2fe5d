import { ORDER_MESSAGE_DIGEST_MINUTES, type OrderSide } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, type Outbox, type QueueDefinition, loggableError } from '../../platform';
import {
  listDigestRecipients,
  listMessagesToDigest,
  listOrganisationsToDigest,
  lockOrganisationDigest,
  markDigested,
} from './order-message-digest.queries';

// The messages digest (docs/domain.md, Messages on an order; decision 0179): a tick every minute (pg-boss cron, one
// job per minute across every instance) finds the organisations with messages of the other side unread for
// ORDER_MESSAGE_DIGEST_MINUTES and not mailed yet, and writes each of their members one mail listing them all, in
// the transaction that marks them digested: the next tick finds nothing to send again, and a message read before
// its minutes are up is never mailed.

export const ORDER_MESSAGE_DIGEST_QUEUE = 'order-messages-digest-tick';
const DIGEST_CRON = '* * * * *';
/** How far back a tick looks: a message missed longer than this (every instance down for days) is left unmailed. */
const LOOK_BACK_MS = 3 * 24 * 60 * 60_000;
/** How much of a message the mail quotes. */
const EXCERPT_LENGTH = 200;

export const orderMessageDigestQueues: readonly QueueDefinition[] = [
  // one attempt: the next tick is a minute away
  { name: ORDER_MESSAGE_DIGEST_QUEUE, retryLimit: 0, expireInSeconds: 10 * 60 },
];

export interface OrderMessageDigestDeps {
  db: Database;
  outbox: Outbox;
  /** the web app's origin, for the mail's links */
  appOrigin: string;
  log: FastifyBaseLogger;
}

type Waiting = Awaited<ReturnType<typeof listMessagesToDigest>>[number];

const excerptOf = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
};

/** The messages by supplier order, each order's in time order. */
function byOrderOf(messages: readonly Waiting[]): Map<string, Waiting[]> {
  const byOrder = new Map<string, Waiting[]>();
  for (const message of messages) byOrder.set(message.supplierOrderId, [...(byOrder.get(message.supplierOrderId) ?? []), message]);
  return byOrder;
}

/** The mail: the messages by order, each with who wrote it, an excerpt and the order's link. */
function composeDigest(appOrigin: string, side: OrderSide, messages: readonly Waiting[]) {
  const byOrder = byOrderOf(messages);
  const blocks = [...byOrder.values()].map((group) => {
    const first = group[0]!;
    const path =
      side === 'venue'
        ? `/dash/venues/${first.venueId}/orders/${first.orderId}`
        : `/dash/suppliers/${first.supplierId}/orders/${first.supplierOrderId}`;
    return [
      `Order ${first.orderNumber} with ${first.writerOrganisation}:`,
      ...group.map((message) => `- ${message.authorName || message.authorEmail || 'Someone'}: “${excerptOf(message.body)}”`),
      `Read and answer: ${appOrigin}${path}#messages-${first.supplierOrderId}`,
    ].join('\n');
  });
  const count = messages.length;
  const orders = byOrder.size;
  const subject =
    orders === 1
      ? `${count === 1 ? 'A new message' : `${count} new messages`} on order ${messages[0]!.orderNumber}`
      : `${count} new messages on ${orders} orders`;
  const body = [
    `${count === 1 ? 'A message' : `${count} messages`} on your orders ${count === 1 ? 'has' : 'have'} waited unread for ${ORDER_MESSAGE_DIGEST_MINUTES} minutes or more.`,
    ...blocks,
    'Messages read on Tapline before this mail goes are never mailed.',
  ].join('\n\n');
  return { subject, body };
}

/** One organisation's digest, in its own transaction: its mails, and its messages marked digested. */
async function digestOrganisation(deps: OrderMessageDigestDeps, organisationId: string, side: OrderSide, since: Date, upTo: Date) {
  return deps.db.transaction(async (tx) => {
    await lockOrganisationDigest(tx, organisationId);
    const messages = await listMessagesToDigest(tx, organisationId, side, since, upTo);
    if (messages.length === 0) return false;
    const { subject, body } = composeDigest(deps.appOrigin, side, messages);
    const recipients = await listDigestRecipients(tx, organisationId);
    await deps.outbox.emails(
      tx,
      recipients.map(({ email }) => ({ to: email, subject, body, template: 'order_messages_digest', secrets: [] })),
    );
    for (const [supplierOrderId, mailed] of byOrderOf(messages))
      await markDigested(
        tx,
        supplierOrderId,
        side,
        mailed.map((message) => message.id),
      );
    return recipients.length > 0;
  });
}

/** One tick at `now`: every organisation with messages waiting gets its digest (a failure leaves the others). */
async function runOrderMessageDigest(deps: OrderMessageDigestDeps, now: Date): Promise<{ mailed: number }> {
  const upTo = new Date(now.getTime() - ORDER_MESSAGE_DIGEST_MINUTES * 60_000);
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  let mailed = 0;
  for (const { organisationId, side } of await listOrganisationsToDigest(deps.db, since, upTo)) {
    try {
      if (await digestOrganisation(deps, organisationId, side, since, upTo)) mailed += 1;
    } catch (error) {
      deps.log.error({ err: loggableError(error), organisationId }, 'messages digest: an organisation failed; the next tick tries again');
    }
  }
  if (mailed > 0) deps.outbox.wake();
  return { mailed };
}

/** Works the tick queue and puts it on the schedule (one schedule row for every instance). */
export async function startOrderMessageDigest(deps: OrderMessageDigestDeps, queue: JobQueue, clock: () => Date): Promise<void> {
  await queue.work(ORDER_MESSAGE_DIGEST_QUEUE, async () => {
    await runOrderMessageDigest(deps, clock());
  });
  await queue.schedule(ORDER_MESSAGE_DIGEST_QUEUE, DIGEST_CRON);
}
