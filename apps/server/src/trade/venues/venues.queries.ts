import { and, asc, eq } from 'drizzle-orm';
import type { OrganisationListQuery } from '@tapline/contracts';
import { onTapEntries, organisations, type Database } from '@tapline/db';
import { pouringCountOf, pouringNow } from '../../shared/on-tap-conditions.queries';
import { publicContactColumns, physical, physicalJoin, publicProfileColumns } from '../../shared/organisation-conditions.queries';
import { findActiveOrganisation, listActiveOrganisations } from '../../shared/public-organisations.queries';

const venueColumns = {
  ...publicProfileColumns,
  venueKind: organisations.venueKind,
  // what the venue pours now, as its public menu lists it
  onTapCount: pouringCountOf(organisations.id),
};

export async function listPublicVenues(db: Database, query: OrganisationListQuery) {
  return listActiveOrganisations(db, 'venue', venueColumns, query);
}

export async function findPublicVenue(db: Database, idOrSlug: string) {
  return findActiveOrganisation(db, 'venue', idOrSlug, {
    ...venueColumns,
    ...publicContactColumns,
    openingHours: organisations.openingHours,
  });
}

export async function listVenuesPouring(db: Database, productId: string) {
  return db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      venueKind: organisations.venueKind,
      logoUrl: organisations.logoUrl,
      suburb: physical.suburb,
      state: physical.state,
      tapNumber: onTapEntries.tapNumber,
      since: onTapEntries.since,
    })
    .from(onTapEntries)
    .innerJoin(organisations, eq(organisations.id, onTapEntries.venueId))
    .leftJoin(physical, physicalJoin)
    .where(and(eq(onTapEntries.productId, productId), pouringNow, eq(organisations.status, 'active')))
    .orderBy(asc(organisations.name));
}
