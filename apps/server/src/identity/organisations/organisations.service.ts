import { ROLES_OF, roleFitsOrganisation, type OrganisationRole } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import { findOrganisationWithRole as findOrganisationWithMembership, findPublicOrganisationRef } from './organisations.queries';

// What other modules may use of organisations: who may act for one, and its public identity.
export { findSlugHolder, listPublicAddresses } from './organisations.queries';

type OrganisationType = 'venue' | 'supplier';

export interface OrganisationAccess {
  organisation: { id: string; slug: string; name: string; status: 'active' | 'suspended'; timeZone: string; currency: string };
  /** null for a platform admin who is not a member */
  organisationRole: OrganisationRole | null;
}

const ORGANISATION_NAMES = { venue: 'Venue', supplier: 'Supplier' } as const;

/** The unique constraint on organisations' current slugs: meeting it means another organisation took the slug first. */
export const SLUG_UNIQUE = 'organisations_slug_unique';

/** 409 for a slug another organisation holds (now or in the past): the settings form shows it on the slug field. */
export const slugTaken = (type: OrganisationType, slug: string) =>
  new AppError('conflict', `The address /${type}s/${slug} is taken: choose another slug`, [{ field: 'slug', message: 'is taken' }]);

/**
 * The organisation and the caller's role in it; no row when there is no such organisation, role null when the caller
 * is not a member. An API key is a member of exactly its own organisation, with its key's role (decision 0195).
 */
export async function findOrganisationWithRole(db: Database, type: OrganisationType, idOrSlug: string, user: ApiUser) {
  const row = await findOrganisationWithMembership(db, type, idOrSlug, user.id);
  if (!row || !user.apiKey) return row;
  return { ...row, organisationRole: row.id === user.apiKey.organisationId ? user.apiKey.role : null };
}

/**
 * The one check of every private organisation call (docs/domain.md, Roles and permissions): members (with one of `roles`, when given)
 * and platform admins pass. A non-member gets the same 404 as an unknown organisation, so ids can't be probed;
 * a member without the role gets 403, since they already know it exists.
 */
export async function requireOrganisationAccess(
  db: Database,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  roles?: readonly OrganisationRole[],
): Promise<OrganisationAccess> {
  const row = await findOrganisationWithRole(db, type, idOrSlug, user);
  if (!row || (row.organisationRole === null && !user.isPlatformAdmin)) throw AppError.notFound(ORGANISATION_NAMES[type]);
  const { organisationRole, ...organisation } = row;
  if (organisationRole === null) refuseAdminChange(user, organisation.name);
  if (roles && !user.isPlatformAdmin && (organisationRole === null || !roles.includes(organisationRole))) {
    throw new AppError('forbidden', `This needs the ${roles.join(' or ')} role in ${organisation.name}`);
  }
  return { organisation, organisationRole };
}

/**
 * A platform admin who is not a member sees an organisation read-only: a change outside the admin area is refused
 * with 403 (they know it exists), and they act through the organisation's admin page instead (decision 0119).
 */
function refuseAdminChange(user: ApiUser, organisationName: string): void {
  if (user.changeOutsideAdminArea) {
    throw new AppError(
      'forbidden',
      `You see ${organisationName} as a platform admin, read-only: make changes from its admin page, or ask one of its members`,
    );
  }
}

/**
 * Whether the person changes the organisation's settings, team and integration: its owners and admins, and a
 * platform admin who is one of its members. A platform admin who is not a member only reads (decision 0119).
 */
export function managesOrganisation(user: ApiUser, role: OrganisationRole | string | null): boolean {
  return role === 'owner' || role === 'admin' || (role !== null && user.isPlatformAdmin);
}

/**
 * A role the organisation's type gives (decision 0183): a venue's are owner, admin, buyer and staff, a supplier's owner,
 * admin and member; another is 400 naming the role and the ones it may be.
 */
export function requireRoleFits(type: OrganisationType, role: OrganisationRole): void {
  if (!roleFitsOrganisation(type, role)) {
    throw AppError.validation(
      [{ field: 'organisationRole', message: `a ${type} has no ${role} role: it is one of ${ROLES_OF[type].join(', ')}` }],
      'body',
    );
  }
}

/** An active organisation anyone may see, by uuid or slug; 404 when there is none (or it is suspended). */
export async function requirePublicOrganisation(db: Database, type: OrganisationType, idOrSlug: string) {
  const organisation = await findPublicOrganisationRef(db, type, idOrSlug);
  if (!organisation) throw AppError.notFound(ORGANISATION_NAMES[type]);
  return organisation;
}
