import { appendFile } from 'node:fs/promises';
import type { OutboxMessage, OutboxMessageList, AdminOutboxQuery } from '@tapline/contracts';
import type { Database, MailAttachmentReference } from '@tapline/db';
import { AppError } from '../errors/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { MAIL_QUEUE, type MailJob, type MailSender } from './mail-sender';
import { assertSecretsHidden, withoutSecrets } from './outbox-secrets';
import {
  countOutbox,
  findOutboxMessage,
  insertOutboxMessage,
  insertOutboxMessages,
  listOutbox,
  lockOutboxMessage,
  requeueOutboxMessage,
  type OutboxState,
} from './mail.queries';

export interface OutgoingMessage {
  to: string;
  subject?: string;
  body: string;
  /** what kind of message it is (recovery, signup, invite, mfa_challenge …) */
  template: string;
  /** the one-time secrets in the body (tokens, codes): the outbox never shows them (./outbox-secrets) */
  secrets: readonly string[];
  /** a file the sender makes and attaches when it sends (a tax invoice's PDF): a reference, never the bytes */
  attachment?: MailAttachmentReference;
}

export interface WrittenMessage {
  id: string;
  state: OutboxState;
}

type Row = NonNullable<Awaited<ReturnType<typeof findOutboxMessage>>>;

/** as platform admins see it: the body without its secrets (decision 0053) */
function outboxJson(row: Row): OutboxMessage {
  return { ...row, body: withoutSecrets(row.body), createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null };
}

/**
 * Every mail and SMS Tapline sends is an outbox row (platform admins see them without their secrets),
 * written in the transaction of the change that causes it, with its delivery job when something can deliver
 * it (docs/decisions/0035). Without SMTP_URL mail is `stored`; SMS has no provider, so it is always `stored`.
 */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly sender: MailSender | undefined,
    private readonly answerWaitMs: number,
    private readonly smsDevFile?: string,
  ) {}

  /** Whether a text can reach anyone: only through SMS_DEV_FILE today, as Tapline has no SMS provider. */
  get canSendSms(): boolean {
    return Boolean(this.smsDevFile);
  }

  /** Writes the mail and its delivery job in `tx`, the caller's transaction. */
  async email(tx: Database, message: OutgoingMessage): Promise<WrittenMessage> {
    assertSecretsHidden(message.body, message.secrets);
    const state: OutboxState = this.sender ? 'queued' : 'stored';
    const id = await insertOutboxMessage(tx, {
      channel: 'email',
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      template: message.template,
      attachment: message.attachment ?? null,
      state,
    });
    if (this.sender) await this.queue.enqueue<MailJob>(tx, MAIL_QUEUE, { outboxMessageId: id });
    return { id, state };
  }

  /** Several mails and their delivery jobs in `tx`, in two statements however many there are (a new order's). */
  async emails(tx: Database, messages: readonly OutgoingMessage[]): Promise<WrittenMessage[]> {
    if (messages.length === 0) return [];
    for (const message of messages) assertSecretsHidden(message.body, message.secrets);
    const state: OutboxState = this.sender ? 'queued' : 'stored';
    const ids = await insertOutboxMessages(
      tx,
      messages.map((message) => ({
        channel: 'email' as const,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        template: message.template,
        attachment: message.attachment ?? null,
        state,
      })),
    );
    if (this.sender)
      await this.queue.enqueueMany<MailJob>(
        tx,
        MAIL_QUEUE,
        ids.map((id) => ({ outboxMessageId: id })),
      );
    return ids.map((id) => ({ id, state }));
  }

  async sms(tx: Database, message: OutgoingMessage): Promise<WrittenMessage> {
    assertSecretsHidden(message.body, message.secrets);
    const id = await insertOutboxMessage(tx, {
      channel: 'sms',
      to: message.to,
      subject: null,
      body: message.body,
      template: message.template,
      attachment: null,
      state: 'stored',
    });
    // development only (SMS_DEV_FILE): written before the transaction commits, so a rolled-back text may be in it
    if (this.smsDevFile)
      await appendFile(this.smsDevFile, `${JSON.stringify({ to: message.to, body: message.body, createdAt: new Date().toISOString() })}\n`);
    return { id, state: 'stored' };
  }

  /** After the transaction committed: wakes the sender without waiting (auth mail, whose answer must not vary). */
  wake(): void {
    if (this.sender) this.queue.wake(MAIL_QUEUE);
  }

  /**
   * After the transaction committed: wakes the sender and waits a moment for it, then answers the message's
   * state: sent if the mail server took it by then, else still queued (it goes out later, retried on failure).
   */
  async settle(message: WrittenMessage): Promise<OutboxState> {
    if (message.state !== 'queued' || !this.sender) return message.state;
    const attempted = this.sender.nextAttempt(message.id, this.answerWaitMs);
    this.queue.wake(MAIL_QUEUE);
    await attempted;
    return (await findOutboxMessage(this.db, message.id))?.state ?? message.state;
  }

  async list(query: AdminOutboxQuery): Promise<OutboxMessageList> {
    const [rows, total] = await Promise.all([listOutbox(this.db, query), countOutbox(this.db, query)]);
    return { items: rows.map(outboxJson), page: query.page, pageSize: query.pageSize, total };
  }

  /** A failed mail goes back to the queue (its attempts count on); 409 for any other state. */
  async retry(id: string): Promise<OutboxMessage> {
    await this.db.transaction(async (tx) => {
      const row = await lockOutboxMessage(tx, id);
      if (!row) throw AppError.notFound('Message');
      if (row.state !== 'failed') {
        throw new AppError('conflict', `Only a failed message can be retried; this one is ${row.state}`, { state: row.state });
      }
      if (!this.sender)
        throw new AppError('conflict', 'No mail server is set up (SMTP_URL), so the message cannot be sent', { state: row.state });
      await requeueOutboxMessage(tx, id);
      await this.queue.enqueue<MailJob>(tx, MAIL_QUEUE, { outboxMessageId: id });
    });
    this.wake();
    return outboxJson((await findOutboxMessage(this.db, id))!);
  }
}
