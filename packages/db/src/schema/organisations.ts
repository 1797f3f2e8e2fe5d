import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { addressKind, holidayPolicy, organisationRole, organisationStatus, organisationType } from './enums';

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday; absent day = closed; closesNextDay: the hours run past midnight */
  [weekday: string]: { opens: string; closes: string; closesNextDay?: boolean } | undefined;
}

export const organisations = pgTable(
  'organisations',
  {
    id: randomId(),
    type: organisationType('type').notNull(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    /**
     * The organisation's contact for the people it trades with and for Tapline (orders, invoices): never published.
     * An approved application leaves its applicant's email and phone here.
     */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** what its public page shows, each set in Settings on its own; null: not shown (decision 0136) */
    publicEmail: text('public_email'),
    publicPhone: text('public_phone'),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    currency: text('currency').notNull().default('AUD'),
    status: organisationStatus('status').notNull().default('active'),
    /** why and when a platform admin suspended it (members see why); cleared on reactivation */
    suspendedReason: text('suspended_reason'),
    suspendedAt: timestamptz('suspended_at'),
    /** venue only: pub, bar, restaurant, bottle shop … */
    venueKind: text('venue_kind'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** supplier only: ordering rules */
    minimumOrderCents: integer('minimum_order_cents'),
    deliveryWeekdays: smallint('delivery_weekdays').array(),
    orderCutoffTime: text('order_cutoff_time'),
    leadDays: integer('lead_days'),
    /** supplier only: a standing order's delivery on a public holiday or closure moves earlier, later or is skipped (decision 0167) */
    holidayPolicy: holidayPolicy('holiday_policy').notNull().default('later'),
    /**
     * the Australian Business Number, 11 digits (its checksum checked by the API; an approved application leaves its
     * own): printed on tax invoices (decision 0160)
     */
    abn: text('abn'),
    /** venue only: an owner or admin put the overview's getting-started checklist away (decision 0137) */
    gettingStartedDismissedAt: timestamptz('getting_started_dismissed_at'),
    /** venue only: a snapshot line dearer now by more than this (whole percent) sends an approval request back (decision 0184) */
    approvalPriceRisePercent: integer('approval_price_rise_percent').notNull().default(5),
    ...timestamps(),
  },
  (t) => [
    check('organisations_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 80`),
    check('organisations_name_present', sql`length(trim(${t.name})) between 1 and 120`),
    check('organisations_minimum_order_nonnegative', sql`${t.minimumOrderCents} is null or ${t.minimumOrderCents} >= 0`),
    check('organisations_lead_days_range', sql`${t.leadDays} is null or ${t.leadDays} between 0 and 60`),
    check('organisations_cutoff_format', sql`${t.orderCutoffTime} is null or ${t.orderCutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('organisations_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('organisations_abn_format', sql`${t.abn} is null or ${t.abn} ~ '^[0-9]{11}$'`),
    index('organisations_type_status_name_idx').on(t.type, t.status, t.name),
    // the one search box: prefix and typo-tolerant matches on names (word similarity, decision 0102)
    index('organisations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    kind: addressKind('kind').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('AU'),
  },
  (t) => [unique('addresses_organisation_kind_unique').on(t.organisationId, t.kind)],
);

/** One row per person known to the business API; filled from the auth claims. */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    organisationId: requiredRef('organisation_id', () => organisations.id),
    userId: requiredRef('user_id', () => profiles.id),
    organisationRole: organisationRole('organisation_role').notNull(),
    /** a venue's buyer: the most one order may total, inc GST, before it needs approval; null: no limit (decision 0183) */
    orderLimitCents: bigint('order_limit_cents', { mode: 'number' }),
    /** a venue's buyer: the most their orders and pending requests of a week (Monday–Sunday, the venue's zone) may total */
    weekLimitCents: bigint('week_limit_cents', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    check('memberships_limits_nonnegative', sql`coalesce(${t.orderLimitCents}, 0) >= 0 and coalesce(${t.weekLimitCents}, 0) >= 0`),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    email: text('email').notNull(),
    organisationRole: organisationRole('organisation_role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invites_organisation_idx').on(t.organisationId),
    check('invites_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // one open invite per person and organisation: a second one would mail a second, competing link
    uniqueIndex('invites_open_unique')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Slugs an organisation used to have: old links keep working after a rename. */
export const organisationSlugHistory = pgTable(
  'organisation_slug_history',
  {
    slug: text('slug').primaryKey(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    retiredAt: timestamptz('retired_at').notNull().defaultNow(),
  },
  (t) => [index('organisation_slug_history_organisation_idx').on(t.organisationId)],
);
