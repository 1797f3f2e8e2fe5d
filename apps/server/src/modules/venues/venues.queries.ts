import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrganisationListQuery } from '@tapline/contracts';
import { onTapEntries, organisations, products, type Database } from '@tapline/db';
import { contactColumns, physical, physicalJoin, publicProfileColumns } from '../shared/organisation-conditions.queries';
import { findActiveOrganisation, listActiveOrganisations } from '../shared/public-organisations.queries';
import { coverImageUrl } from '../shared/product-images.queries';

/** On-tap entries that the public may see: product and its supplier both active. */
const visibleOnTapCount = sql<number>`(select count(*) from ${onTapEntries} ot
  join ${products} p on p.id = ot.product_id
  join ${organisations} s on s.id = p.supplier_id
  where ot.venue_id = ${organisations.id} and p.status = 'active' and s.status = 'active')`.mapWith(Number);

const venueColumns = {
  ...publicProfileColumns,
  venueKind: organisations.venueKind,
  onTapCount: visibleOnTapCount,
};

export async function listPublicVenues(db: Database, query: OrganisationListQuery) {
  return listActiveOrganisations(db, 'venue', venueColumns, query);
}

export async function findPublicVenue(db: Database, idOrSlug: string) {
  return findActiveOrganisation(db, 'venue', idOrSlug, {
    ...venueColumns,
    ...contactColumns,
    openingHours: organisations.openingHours,
  });
}

export async function listMenu(db: Database, venueId: string) {
  return db
    .select({
      id: onTapEntries.id,
      tapNumber: onTapEntries.tapNumber,
      note: onTapEntries.note,
      since: onTapEntries.since,
      servingSizes: onTapEntries.servingSizes,
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      style: products.style,
      abv: products.abv,
      imageUrl: coverImageUrl('card'),
      supplierId: organisations.id,
      supplierSlug: organisations.slug,
      supplierName: organisations.name,
    })
    .from(onTapEntries)
    .innerJoin(products, eq(products.id, onTapEntries.productId))
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(eq(onTapEntries.venueId, venueId), eq(products.status, 'active'), eq(organisations.status, 'active')))
    .orderBy(asc(onTapEntries.tapNumber), asc(products.name));
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
    .where(and(eq(onTapEntries.productId, productId), eq(organisations.status, 'active')))
    .orderBy(asc(organisations.name));
}
