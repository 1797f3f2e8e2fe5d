import { z } from 'zod';
import { DateTime, paginated, PaginationQuery, text, Uuid } from './common';

/** What a change was done to. */
export const AuditTargetType = z.enum([
  'organisation',
  'member',
  'invite',
  'application',
  'integration',
  'order',
  /** a venue's application for a trade account (decided: decision 0178) */
  'trade_application',
  'trade_account',
  /** an organisation's API key, made or revoked (decision 0195) */
  'api_key',
]);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/**
 * One row of the audit log: who did what, when, with the before and after. `summary` is a plain English
 * sentence made by the server ("Sam Supplier changed Ada Admin's role from member to admin"); `before` and `after`
 * hold only what changed. `actor` is null for the system or a person since deleted.
 */
export const AuditEntry = z.object({
  id: Uuid,
  organisation: z.object({ id: Uuid, name: z.string(), type: z.enum(['venue', 'supplier']) }).nullable(),
  actor: z.object({ id: Uuid, name: z.string(), email: z.string() }).nullable(),
  actorIsPlatformAdmin: z.boolean(),
  action: z.string(),
  summary: z.string(),
  targetType: AuditTargetType,
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: DateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditEntryList = paginated(AuditEntry);
export type AuditEntryList = z.infer<typeof AuditEntryList>;

/** GET /api/venues/:id/audit and /api/suppliers/:id/audit (the organisation's owners). */
export const AuditQuery = PaginationQuery;
export type AuditQuery = z.infer<typeof AuditQuery>;

/** GET /api/admin/audit (platform admins): every entry, or one organisation's, or one action's. */
export const AdminAuditQuery = AuditQuery.extend({
  organisationId: Uuid.optional(),
  action: text()
    .trim()
    .max(80)
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'action must be a dotted name such as organisation.suspended')
    .optional(),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;
