import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { insertOutboxMessage, markOutboxMessage } from './auth.queries';

export interface OutgoingMessage {
  to: string;
  subject?: string;
  body: string;
  /** what kind of message it is (recovery, signup, invite, mfa_sms …) */
  template: string;
}

/** SMS delivery; none is configured yet, so text messages stay in the outbox (PRODUCT.md §2). */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/**
 * Every message is stored in the outbox first (platform admins read it; tests follow its links), then
 * delivered: mail through SMTP when SMTP_URL is set, SMS through a provider when there is one.
 * Delivery happens after the answer, so a slow mail server never holds a request.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl?: string; mailFrom: string; sms?: SmsProvider; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  }

  async sendEmail(message: OutgoingMessage): Promise<void> {
    const id = await insertOutboxMessage(this.db, {
      channel: 'email',
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      template: message.template,
    });
    const transport = this.transport;
    if (transport) {
      this.deliver(id, () =>
        transport.sendMail({ from: this.options.mailFrom, to: message.to, subject: message.subject, text: message.body }).then(() => undefined),
      );
    }
  }

  async sendSms(message: OutgoingMessage): Promise<void> {
    const id = await insertOutboxMessage(this.db, { channel: 'sms', to: message.to, subject: null, body: message.body, template: message.template });
    const sms = this.options.sms;
    if (sms) this.deliver(id, () => sms.send(message.to, message.body));
  }

  private deliver(id: string, send: () => Promise<void>) {
    const attempt = send()
      .then(() => markOutboxMessage(this.db, id, { sentAt: new Date() }))
      .catch(async (error: unknown) => {
        this.options.log.error({ err: error, outboxMessageId: id }, 'message delivery failed');
        await markOutboxMessage(this.db, id, { error: error instanceof Error ? error.message : String(error) }).catch(() => {});
      })
      .finally(() => this.pending.delete(attempt));
    this.pending.add(attempt);
  }

  /** waits for deliveries under way (on shutdown) */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
    this.transport?.close();
  }
}
