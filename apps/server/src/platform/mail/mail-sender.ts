import { EventEmitter, once } from 'node:events';
import type { Database, MailAttachmentReference } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { JobOf, JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { AppMetrics } from '../metrics/app-metrics';
import { findMessageToSend, markOutboxFailed, markOutboxSent, recordFailedAttempt } from './mail.queries';
import { defaultMailSettings, type MailSettings } from './mail-settings';

export const MAIL_QUEUE = 'mail';
const MAIL_DEAD_LETTER_QUEUE = 'mail-failed';
/** the SMTP timeouts (ms) at the default attempt limit: together well under it */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export interface MailJob {
  outboxMessageId: string;
}

/** A file attached to a mail, made by the sender from the outbox row's reference when it sends. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Makes the file an outbox row refers to (decision 0163): the context that wrote the row knows its kinds (the money
 * context's tax documents and statements). It throws when it can't; the attempt fails and the queue retries it.
 */
export type MailAttachmentRenderer = (reference: MailAttachmentReference) => Promise<MailAttachment>;

export function mailQueues(settings: MailSettings): QueueDefinition[] {
  return [
    { name: MAIL_DEAD_LETTER_QUEUE },
    {
      name: MAIL_QUEUE,
      retryLimit: settings.retryLimit,
      retryDelaySeconds: settings.retryDelaySeconds,
      expireInSeconds: settings.attemptSeconds,
      deadLetter: MAIL_DEAD_LETTER_QUEUE,
    },
  ];
}

/**
 * The transport's timeouts for an attempt limit: 10 s to connect, 10 s for the greeting and 30 s of silence at the
 * default 90 s limit, scaled down with a shorter one (the crash tests'), so a live attempt always ends before its
 * limit and is never taken for a lost one.
 */
export function smtpTimeouts(attemptSeconds: number) {
  const scale = Math.min(1, attemptSeconds / defaultMailSettings.attemptSeconds);
  const connect = Math.round(CONNECTION_TIMEOUT_MS * scale);
  return { connectionTimeout: connect, greetingTimeout: connect, socketTimeout: Math.round(SOCKET_TIMEOUT_MS * scale) };
}

/**
 * The Message-ID of an outbox row's mail: made from the row's id, so every attempt at it (a retry, or a resend after
 * a crash between the mail server's yes and the row saying sent) carries the same one and mail clients keep one
 * copy. The domain is MAIL_FROM's, as RFC 5322 suggests.
 */
function messageIdOf(outboxMessageId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'tapline.invalid';
  return `<outbox-${outboxMessageId}@${domain}>`;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * Sends the outbox's mail through SMTP_URL, as jobs of the `mail` queue. At least once: a crash after the
 * mail server took a message but before it was marked sent sends it again; a job that finds its message
 * already sent does nothing.
 */
export class MailSender {
  private readonly transport: Transporter;
  /** emits a message id after each attempt at it in this process (Outbox.settle waits for it) */
  readonly attempts = new EventEmitter();

  constructor(
    private readonly db: Database,
    private readonly settings: MailSettings & { smtpUrl: string },
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<AppMetrics, 'mailSent' | 'mailFailedAttempts' | 'mailFailed'>,
    private readonly renderAttachment?: MailAttachmentRenderer,
  ) {
    // pooled: up to `concurrency` connections, each reused for the next message (no new greeting per mail)
    this.transport = createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: settings.concurrency,
      ...smtpTimeouts(settings.attemptSeconds),
    });
    this.attempts.setMaxListeners(0);
  }

  async start(queue: JobQueue): Promise<void> {
    await queue.work<MailJob>(MAIL_QUEUE, (job) => this.deliver(job), { concurrency: this.settings.concurrency });
    await queue.work<MailJob>(MAIL_DEAD_LETTER_QUEUE, (job) => this.giveUp(job));
  }

  /** Waits up to `ms` for this process's next attempt at the message. */
  async nextAttempt(id: string, ms: number): Promise<void> {
    await once(this.attempts, id, { signal: AbortSignal.timeout(ms) }).catch(() => undefined);
  }

  private async deliver(job: JobOf<MailJob>): Promise<void> {
    const id = job.data.outboxMessageId;
    try {
      const message = await findMessageToSend(this.db, id);
      if (!message || message.state !== 'queued') return;
      try {
        const attachments = message.attachment ? [await this.attachmentOf(message.attachment)] : [];
        await this.transport.sendMail({
          from: this.settings.mailFrom,
          to: message.to,
          subject: message.subject ?? undefined,
          text: message.body,
          messageId: messageIdOf(id, this.settings.mailFrom),
          attachments,
        });
      } catch (error) {
        const reason = reasonOf(error);
        this.log.warn({ outboxMessageId: id, attempt: job.retryCount + 1, reason }, 'mail delivery failed; the queue retries it');
        this.metrics?.mailFailedAttempts.inc();
        await recordFailedAttempt(this.db, id, reason);
        throw error;
      }
      this.metrics?.mailSent.inc();
      await markOutboxSent(this.db, id, new Date());
    } finally {
      this.attempts.emit(id);
    }
  }

  private async attachmentOf(reference: MailAttachmentReference): Promise<MailAttachment> {
    if (!this.renderAttachment) throw new Error(`No renderer for the mail's attachment (${reference.kind})`);
    return this.renderAttachment(reference);
  }

  /** The retries ran out (or the last attempt never finished): the message is failed, for an admin to retry. */
  private async giveUp(job: JobOf<MailJob>): Promise<void> {
    const id = job.data.outboxMessageId;
    this.log.error({ outboxMessageId: id }, 'mail delivery gave up');
    this.metrics?.mailFailed.inc();
    await markOutboxFailed(this.db, id, 'The mail server did not answer');
  }

  close(): void {
    this.transport.close();
  }
}
