import { z } from 'zod';
import { DateTime, IdOrSlug, Uuid } from './common';
import { organisationIdentityFields, OrganisationStatus, suspensionFields } from './organisations';

/** venues: owner, admin, buyer, staff; suppliers: owner, admin, member (decision 0183) */
export const OrganisationRole = z.enum(['owner', 'admin', 'member', 'buyer', 'staff']);
export type OrganisationRole = z.infer<typeof OrganisationRole>;

/** The roles each type of organisation gives, most powerful first. */
export const ROLES_OF = {
  venue: ['owner', 'admin', 'buyer', 'staff'],
  supplier: ['owner', 'admin', 'member'],
} as const satisfies Record<'venue' | 'supplier', readonly OrganisationRole[]>;

/** Whether an organisation of `type` gives `role` (a venue has no `member`, a supplier no `buyer` or `staff`). */
export function roleFitsOrganisation(type: 'venue' | 'supplier', role: OrganisationRole): boolean {
  return (ROLES_OF[type] as readonly OrganisationRole[]).includes(role);
}

export const UserIdParams = z.object({ userId: Uuid });

/** One organisation a user belongs to, with the user's role in it (for the entity choice). */
export const UserOrganisation = z.object({
  ...organisationIdentityFields,
  logoUrl: z.string().nullable(),
  status: OrganisationStatus,
  ...suspensionFields,
  organisationRole: OrganisationRole,
});
export type UserOrganisation = z.infer<typeof UserOrganisation>;

export const UserOrganisationList = z.object({ items: z.array(UserOrganisation) });
export type UserOrganisationList = z.infer<typeof UserOrganisationList>;

export const TeamMember = z.object({
  userId: Uuid,
  name: z.string(),
  email: z.string(),
  organisationRole: OrganisationRole,
  joinedAt: DateTime,
  /** a venue's members: the limits per order and per week, inc GST (null = none; only a buyer's apply) */
  orderLimitCents: z.number().int().nullable(),
  weekLimitCents: z.number().int().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMemberList = z.object({ items: z.array(TeamMember) });
export type TeamMemberList = z.infer<typeof TeamMemberList>;

export const TeamMemberParams = z.object({ id: IdOrSlug, userId: Uuid });
export const RoleChange = z.object({ organisationRole: OrganisationRole });
export type RoleChange = z.infer<typeof RoleChange>;

/** GET /api/me: who the bearer token belongs to, as the business API sees them. */
export const Me = z.object({
  id: Uuid,
  email: z.string(),
  name: z.string(),
  /** may open the admin area and any organisation's dashboard (docs/domain.md, Roles and permissions); the server checks it on every call */
  isPlatformAdmin: z.boolean(),
  aal: z.enum(['aal1', 'aal2']),
});
export type Me = z.infer<typeof Me>;
