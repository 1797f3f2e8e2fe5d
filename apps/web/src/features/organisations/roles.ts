import type { OrganisationRole } from '@tapline/contracts';

const ROLE_LABELS: Record<OrganisationRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function roleLabel(role: OrganisationRole): string {
  return ROLE_LABELS[role];
}

/**
 * Owners and admins change an organisation's settings, logo, team and integration; platform admins may too
 * (PRODUCT.md §3). The server decides; the screens mirror it so nobody meets a form they can't save.
 */
export function canManageOrganisation(role: OrganisationRole | null | undefined, isPlatformAdmin: boolean): boolean {
  return isPlatformAdmin || role === 'owner' || role === 'admin';
}

export const ORGANISATION_TYPE_LABELS = { venue: 'Venue', supplier: 'Supplier' } as const;
