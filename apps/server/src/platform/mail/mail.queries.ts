import { randomUUID } from 'node:crypto';
import { count, desc, eq, and, sql } from 'drizzle-orm';
import { outboxMessages, type Database, type MailAttachmentReference } from '@tapline/db';
import { offsetOf } from '../../shared/pagination';

export type OutboxState = (typeof outboxMessages.$inferSelect)['state'];
type Channel = 'email' | 'sms';
interface NewMessage {
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  template: string;
  attachment: MailAttachmentReference | null;
  state: OutboxState;
}

export async function insertOutboxMessage(db: Database, message: NewMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}

/** Several messages in one statement, answering their ids in the order given. */
export async function insertOutboxMessages(db: Database, messages: NewMessage[]): Promise<string[]> {
  // the ids are made here, so the answer's order does not rest on the order RETURNING gives rows back in
  const rows = messages.map((message) => ({ ...message, id: randomUUID() }));
  await db.insert(outboxMessages).values(rows);
  return rows.map((row) => row.id);
}

const outboxColumns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  to: outboxMessages.to,
  subject: outboxMessages.subject,
  body: outboxMessages.body,
  template: outboxMessages.template,
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  error: outboxMessages.error,
};

export async function findOutboxMessage(db: Database, id: string) {
  const [row] = await db.select(outboxColumns).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** What the sender sends: the message with its attachment's reference. */
export async function findMessageToSend(db: Database, id: string) {
  const [row] = await db
    .select({ ...outboxColumns, attachment: outboxMessages.attachment })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row;
}

/** the row, locked for the rest of the transaction (a retry must not race the sender) */
export async function lockOutboxMessage(db: Database, id: string) {
  const [row] = await db.select(outboxColumns).from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
  return row;
}

/** Sent: the mail server took it. Only a queued message changes (a retried job finds it sent and stops). */
export async function markOutboxSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ state: 'sent', sentAt, error: null, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'queued')));
}

/** One attempt failed; the message stays queued while the queue retries it. */
export async function recordFailedAttempt(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ error: reason, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'queued')));
}

/** The retries ran out: failed, with the last attempt's reason (or `fallbackReason` when none was recorded). */
export async function markOutboxFailed(db: Database, id: string, fallbackReason: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ state: 'failed', error: sql`coalesce(${outboxMessages.error}, ${fallbackReason})` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'queued')));
}

export async function requeueOutboxMessage(db: Database, id: string): Promise<void> {
  await db.update(outboxMessages).set({ state: 'queued', error: null }).where(eq(outboxMessages.id, id));
}

export async function listOutbox(db: Database, options: { channel?: Channel; state?: OutboxState; page: number; pageSize: number }) {
  return db
    .select(outboxColumns)
    .from(outboxMessages)
    .where(outboxFilter(options))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
}

function outboxFilter(options: { channel?: Channel; state?: OutboxState }) {
  return and(
    options.channel ? eq(outboxMessages.channel, options.channel) : undefined,
    options.state ? eq(outboxMessages.state, options.state) : undefined,
  );
}

export async function countOutbox(db: Database, options: { channel?: Channel; state?: OutboxState }) {
  const [row] = await db.select({ total: count() }).from(outboxMessages).where(outboxFilter(options));
  return row?.total ?? 0;
}
