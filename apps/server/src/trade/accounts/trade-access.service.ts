import type { OrganisationRole } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, findOrganisationWithRole, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';

// Who may see and act on a venue's application or account with a supplier (decision 0169): both sides' members read
// it; the venue's owners apply and withdraw; the supplier's owners and admins decide and change. Anyone else is
// answered 404, as if there were none.

/** Who applies for a venue and withdraws its applications: its owners. */
export const VENUE_OWNERS: readonly OrganisationRole[] = ['owner'];

export interface Pair {
  venueId: string;
  supplierId: string;
}

/** A member of either side, or a platform admin, reads; anyone else is told there is no such `what`. */
export async function requirePairReader(db: Database, user: ApiUser, pair: Pair, what: string): Promise<void> {
  const [venue, supplier] = await Promise.all([
    findOrganisationWithRole(db, 'venue', pair.venueId, user),
    findOrganisationWithRole(db, 'supplier', pair.supplierId, user),
  ]);
  if (venue?.organisationRole || supplier?.organisationRole || user.isPlatformAdmin) return;
  throw AppError.notFound(what);
}

/** The side that acts, with one of `roles` (403 naming the role); not one of its members: 404 as the thing's own. */
export function requireActingSide(
  db: Database,
  user: ApiUser,
  side: 'venue' | 'supplier',
  pair: Pair,
  roles: readonly OrganisationRole[],
  what: string,
) {
  return AppError.notFoundAs(what, requireOrganisationAccess(db, user, side, side === 'venue' ? pair.venueId : pair.supplierId, roles));
}
