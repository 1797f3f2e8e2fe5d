import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamptz } from './columns';
import { organisations } from './organisations';
import { integrationProvider, integrationStatus, outboxChannel, outboxState } from './enums';

export const integrations = pgTable(
  'integrations',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    provider: integrationProvider('provider').notNull(),
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    /** encrypted at rest (AES-GCM, key from settings) */
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    status: integrationStatus('status').notNull().default('disconnected'),
    lastSyncAt: timestamptz('last_sync_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [unique('integrations_organisation_provider_unique').on(t.organisationId, t.provider)],
);

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: randomId(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    state: outboxState('state').notNull(),
    /** delivery attempts so far; error is the last one's reason */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_messages_state_idx').on(t.state, t.createdAt)],
);

/**
 * Rate-limit counters shared by every instance on this database (decision 0038): one row per key and fixed
 * window; a row whose window has ended counts from zero again and is swept away later.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
