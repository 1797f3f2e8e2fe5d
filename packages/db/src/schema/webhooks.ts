import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations } from './organisations';

/**
 * Webhooks by the Standard Webhooks specification (issue 40; decisions 0197 to 0199). An organisation's endpoints, the
 * events written in the transaction of the change that causes them (an outbox), one delivery per event and endpoint,
 * and each attempt at a delivery with its request and answer.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** the event types it wants (at least one) */
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** why it was disabled: by hand, a 410 Gone, or five days of failure */
    disabledReason: text('disabled_reason'),
    /** `whsec_` + base64 of 32 random bytes: shown to owners and admins, used to sign */
    secret: text('secret').notNull(),
    /** after a rotation, the secret before it, still signing until previous_secret_expires_at (24 h) */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    /** the first failed attempt since its last success; null while it succeeds */
    failingSince: timestamptz('failing_since'),
    /** when its owners were told it fails (a day after failing_since), so they are told once */
    failingReportedAt: timestamptz('failing_reported_at'),
    ...timestamps(),
  },
  (t) => [
    check('webhook_endpoints_event_types', sql`cardinality(${t.eventTypes}) > 0`),
    index('webhook_endpoints_organisation_idx').on(t.organisationId),
  ],
);

/** The last sequence number given to an organisation's events: each event takes the next, in its transaction. */
export const webhookSequences = pgTable('webhook_sequences', {
  organisationId: requiredRef('organisation_id', () => organisations.id).primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
});

/**
 * One event for one organisation (`evt_…`): the body sent, byte for byte, to each of its endpoints that wants the
 * type. Kept 30 days (a daily cleanup).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    type: text('type').notNull(),
    /** what it is about: a supplier order's, a product's id */
    resourceId: text('resource_id'),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** the JSON payload {id, type, timestamp, data, sequence} as signed and sent */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_organisation_created_idx').on(t.organisationId, t.createdAt),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
);

/** One event to one endpoint: pending until an attempt succeeds, failed when the schedule ran out, skipped when disabled. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: randomId(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: requiredRef('endpoint_id', () => webhookEndpoints.id),
    status: text('status').notNull().default('pending'),
    /** attempts made since it was (re)queued: the next waits the schedule's delay after this many */
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** a worker holds it until then (one attempt at a time; a crashed worker's hold runs out) */
    leaseUntil: timestamptz('lease_until'),
    lastStatusCode: integer('last_status_code'),
    ...timestamps(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'succeeded', 'failed', 'skipped')`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_leased_idx')
      .on(t.endpointId)
      .where(sql`${t.leaseUntil} is not null`),
  ],
);

/** One attempt at a delivery: what was sent (the headers; the body is the event's) and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: randomId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    /** null when no answer came (refused address, connection error, timeout) */
    responseStatus: integer('response_status'),
    /** the answer's first 2 KB */
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
