import { z } from 'zod';
import { DateTime, paginated, PaginationQuery, Uuid } from './common';

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

/**
 * queued: waiting for the sender, or between retries (error holds the last attempt's reason);
 * sent: the mail server took it; failed: the retries ran out (error says why; a platform admin may retry it);
 * stored: nothing can send it: no mail server (SMTP_URL) or, for SMS, no provider. It stays readable here.
 */
export const OutboxState = z.enum(['queued', 'sent', 'failed', 'stored']);
export type OutboxState = z.infer<typeof OutboxState>;

export const OutboxMessageParams = z.object({ id: Uuid });

/** GET /api/admin/outbox */
export const AdminOutboxQuery = PaginationQuery.extend({ channel: OutboxChannel.optional(), state: OutboxState.optional() });
export type AdminOutboxQuery = z.infer<typeof AdminOutboxQuery>;

export const OutboxMessage = z.object({
  id: Uuid,
  channel: OutboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string(),
  state: OutboxState,
  /** delivery attempts so far */
  attempts: z.number().int(),
  createdAt: DateTime,
  sentAt: DateTime.nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxMessageList = paginated(OutboxMessage);
export type OutboxMessageList = z.infer<typeof OutboxMessageList>;
