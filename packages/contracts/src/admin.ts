import { z } from 'zod';
import { DateTime, paginated, Slug, text } from './common';
import { InviteEmail, InviteIssued } from './invites';
import { organisationIdentityFields, OrganisationListQuery, OrganisationStatus, suspensionFields } from './organisations';
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
