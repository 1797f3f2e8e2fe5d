import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '@tapline/contracts';
import { boolean, check, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamptz } from './columns';
import { organisations, profiles } from './organisations';

/**
 * What happened to an organisation, one row per member it concerns (the notification centre; decision 0108).
 * Written in the transaction of the change (docs/conventions.md, Side effects in the transaction). `kind` is text with a check rather than an enum, so a
 * new kind (xero_sync_failed) is a constraint change, not an enum migration. The kinds are the contract's
 * NOTIFICATION_KINDS: one list for the API and the check.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => profiles.id),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** the app path it opens, e.g. /dash/suppliers/{id}/orders/{supplierOrderId} */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    check('notifications_kind', sql.raw(`"notifications"."kind" in (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
    // the person's list, newest first (keyset on created_at, id)
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // the bell's count
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_organisation_idx').on(t.organisationId),
  ],
);

/** A person's mail choices per organisation; no row means the defaults (every mail on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: requiredRef('user_id', () => profiles.id),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    newOrders: boolean('new_orders').notNull().default(true),
    statusChanges: boolean('status_changes').notNull().default(true),
    /** suppliers only: a morning mail of the day before's orders and what waits (off unless chosen) */
    dailyDigest: boolean('daily_digest').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.organisationId] }),
    index('notification_preferences_organisation_idx').on(t.organisationId),
  ],
);

/**
 * One row per supplier and local day whose daily digest was sent (or found nothing to say): the scheduled tick
 * claims the day with an insert, so two instances or a retried tick never mail twice.
 */
export const supplierDigests = pgTable(
  'supplier_digests',
  {
    organisationId: requiredRef('organisation_id', () => organisations.id),
    /** the supplier's local date the digest is for (its morning) */
    digestDate: date('digest_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'supplier_digests_pkey', columns: [t.organisationId, t.digestDate] })],
);
