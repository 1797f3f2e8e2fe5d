import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, timestamps, timestamptz } from './columns';
import { organisationType } from './enums';
import { organisations, profiles } from './organisations';

/**
 * unverified: submitted, the applicant has not followed the mail's link yet (the admin does not see it);
 * new: verified, waiting for a platform admin; approved: the organisation exists and its owner is invited;
 * declined: with a reason, mailed to the applicant.
 */
export const applicationStatus = pgEnum('application_status', ['unverified', 'new', 'approved', 'declined']);

/** A business asking to join: from the public "For venues" / "For suppliers" pages. */
export const applications = pgTable(
  'applications',
  {
    id: randomId(),
    type: organisationType('type').notNull(),
    businessName: text('business_name').notNull(),
    /** venue: its venue kind (pub, bar …); supplier: brewery | cidery | distillery | distributor */
    kind: text('kind').notNull(),
    /** 11 digits, no spaces; passes the ABN checksum */
    abn: text('abn').notNull(),
    address: jsonb('address').$type<{ line1: string; line2?: string | null; suburb: string; state: string; postcode: string }>().notNull(),
    contactName: text('contact_name').notNull(),
    /** lower case */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** suppliers: the areas they deliver to (free text each: "Sydney metro", "Blue Mountains") */
    deliveryAreas: text('delivery_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: applicationStatus('status').notNull().default('unverified'),
    /** sha-256 of the verification link's token; null once verified */
    verifyTokenHash: text('verify_token_hash').unique(),
    verifyExpiresAt: timestamptz('verify_expires_at'),
    verifiedAt: timestamptz('verified_at'),
    /** who sent it, for the per-address limit (request.ip) */
    submittedIp: text('submitted_ip'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    /** approved: the organisation made from it */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('applications_abn_format', sql`${t.abn} ~ '^[0-9]{11}$'`),
    check('applications_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_abn_idx').on(t.abn),
    index('applications_email_idx').on(t.email),
    index('applications_ip_created_idx').on(t.submittedIp, t.createdAt),
  ],
);

/**
 * Who did what, when, with the before and after: every platform-admin action and every role, status or
 * ownership change anywhere. Written in the transaction of the change. `organisation_id` is the organisation it
 * concerns (null for what concerns none, e.g. an application declined before any organisation existed); its owners
 * read its rows, platform admins read all.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: randomId(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** null: the system (a job), or a person since deleted */
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** the actor acted as a platform admin (not as a member of the organisation) */
    actorIsPlatformAdmin: boolean('actor_is_platform_admin').notNull().default(false),
    /** dotted verb: organisation.created, organisation.suspended, member.role_changed, invite.revoked … */
    action: text('action').notNull(),
    /** what it was done to: organisation | member | invite | application | integration, and its id */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_organisation_created_idx').on(t.organisationId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);
