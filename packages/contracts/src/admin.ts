import { z } from 'zod';
import { Cents, Currency, DateTime, paginated, Slug, text, Uuid } from './common';
import { IntegrationStatus } from './integrations';
import { Invite, InviteEmail, InviteIssued } from './invites';
import { OrganisationRole } from './memberships';
import {
  Address,
  contactFields,
  organisationIdentityFields,
  OrganisationListQuery,
  OrganisationStatus,
  publicContactFields,
  suspensionFields,
} from './organisations';
import { OrderStatus, SupplierOrderStatus } from './overview';
import { OrganisationSettingsPatch } from './settings';

/** GET /api/admin/venues and /api/admin/suppliers: q matches name, slug, contact or member email. */
export const AdminOrganisationListQuery = OrganisationListQuery.extend({
  status: OrganisationStatus.optional(),
});
export type AdminOrganisationListQuery = z.infer<typeof AdminOrganisationListQuery>;

export const AdminOrganisation = z.object({
  ...organisationIdentityFields,
  status: OrganisationStatus,
  contactEmail: z.string().nullable(),
  createdAt: DateTime,
  memberCount: z.number().int(),
  ownerEmails: z.array(z.string()),
  /** open owner invites not yet accepted (a new organisation has no owner until its first invite is accepted) */
  pendingOwnerEmails: z.array(z.string()),
  ...suspensionFields,
});
export type AdminOrganisation = z.infer<typeof AdminOrganisation>;

export const AdminOrganisationList = paginated(AdminOrganisation);
export type AdminOrganisationList = z.infer<typeof AdminOrganisationList>;

/**
 * POST /api/admin/venues and /api/admin/suppliers: the organisation and its first owner's email (an owner
 * invite is mailed). Without a slug, one is made from the name.
 */
export const AdminOrganisationCreate = z
  .object({
    name: text().trim().min(1, 'name is required').max(120),
    slug: Slug.optional(),
    ownerEmail: InviteEmail,
    ...OrganisationSettingsPatch.pick({ description: true, contactEmail: true, contactPhone: true, timeZone: true, venueKind: true }).shape,
  })
  .strict();
export type AdminOrganisationCreate = z.infer<typeof AdminOrganisationCreate>;

export const AdminOrganisationCreated = z.object({ organisation: AdminOrganisation, invite: InviteIssued });
export type AdminOrganisationCreated = z.infer<typeof AdminOrganisationCreated>;

export const SuspendBody = z.object({ reason: text().trim().min(1, 'reason is required').max(500) }).strict();
export type SuspendBody = z.infer<typeof SuspendBody>;

/** A suspension or reactivation, from the audit log, newest first. */
export const AdminStatusChange = z.object({
  status: OrganisationStatus,
  reason: z.string().nullable(),
  at: DateTime,
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminStatusChange = z.infer<typeof AdminStatusChange>;

/** GET /api/admin/organisations/{id}: one organisation as the platform admin's page shows it. */
export const AdminOrganisationDetail = z.object({
  ...organisationIdentityFields,
  /** venues: pub, bar, restaurant …; null for suppliers or when unset */
  kind: z.string().nullable(),
  ...contactFields,
  ...publicContactFields,
  addresses: z.array(Address),
  createdAt: DateTime,
  status: OrganisationStatus,
  ...suspensionFields,
  statusHistory: z.array(AdminStatusChange),
  members: z.array(z.object({ userId: Uuid, name: z.string(), email: z.string(), organisationRole: OrganisationRole, joinedAt: DateTime })),
  /** open invites, pending or expired */
  invites: z.array(Invite),
  /** the 5 latest: a venue's orders (status derived over its suppliers), or a supplier's own part of them */
  recentOrders: z.array(
    z.object({
      orderId: Uuid,
      number: z.string(),
      /** the suppliers of a venue's order, or the venue of a supplier's */
      otherParties: z.array(z.string()),
      status: z.union([OrderStatus, SupplierOrderStatus]),
      totalCents: Cents,
      currency: Currency,
      createdAt: DateTime,
    }),
  ),
  /** suppliers only */
  products: z.object({ active: z.number().int(), total: z.number().int() }).nullable(),
  integrations: z.object({ xero: z.object({ status: IntegrationStatus, tenantName: z.string().nullable() }) }),
});
export type AdminOrganisationDetail = z.infer<typeof AdminOrganisationDetail>;

/** POST /api/admin/organisations/{id}/invites/{inviteId}/resend: the new link too, for the admin to copy. */
export const AdminInviteResent = InviteIssued.extend({ link: z.string() });
export type AdminInviteResent = z.infer<typeof AdminInviteResent>;
