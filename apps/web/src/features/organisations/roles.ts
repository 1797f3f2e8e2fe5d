import type { OrganisationRole } from '@tapline/contracts';

const ROLE_LABELS: Record<OrganisationRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', buyer: 'Buyer', staff: 'Staff' };

export function roleLabel(role: OrganisationRole): string {
  return ROLE_LABELS[role];
}

/**
 * Owners and admins change an organisation's settings, logo, team and integration; so does a platform admin who is
 * one of its members. A platform admin who is not a member sees it read-only (decision 0119). The server decides;
 * the screens mirror it so nobody meets a form they can't save.
 */
export function canManageOrganisation(role: OrganisationRole | null | undefined, isPlatformAdmin: boolean): boolean {
  return role === 'owner' || role === 'admin' || (Boolean(role) && isPlatformAdmin);
}

export const ORGANISATION_TYPE_LABELS = { venue: 'Venue', supplier: 'Supplier' } as const;
