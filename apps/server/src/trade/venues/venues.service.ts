import type {
  OrganisationListQuery,
  Paginated,
  ProductList,
  ProductListQuery,
  ProductVenue,
  VenueDetail,
  VenueMenu,
  VenueSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, listPublicAddresses, requirePublicOrganisation } from '../../identity';
import { AppError } from '../../platform';
import { pricingVenueFor, requirePublicProduct, searchProducts } from '../../catalogue';
import { readMenuLists } from '../on-tap/on-tap.service';
import { findPublicVenue, listPublicVenues, listVenuesPouring } from './venues.queries';

export async function listVenues(db: Database, query: OrganisationListQuery): Promise<Paginated<VenueSummary>> {
  return listPublicVenues(db, query);
}

export async function getVenue(db: Database, idOrSlug: string): Promise<VenueDetail> {
  const venue = await findPublicVenue(db, idOrSlug);
  if (!venue) throw AppError.notFound('Venue');
  return { ...venue, addresses: await listPublicAddresses(db, venue.id) };
}

export async function getVenueMenu(db: Database, idOrSlug: string): Promise<VenueMenu> {
  const venue = await requirePublicOrganisation(db, 'venue', idOrSlug);
  return { venue, ...(await readMenuLists(db, venue.id)) };
}

/** What a venue pours; with `venueId`, priced for that venue (its member asks: `viewer`). */
export async function listVenueProducts(
  db: Database,
  viewer: ApiUser | null,
  idOrSlug: string,
  query: ProductListQuery,
): Promise<ProductList> {
  const venue = await requirePublicOrganisation(db, 'venue', idOrSlug);
  return searchProducts(db, query, { onTapAtVenueId: venue.id, pricingVenueId: await pricingVenueFor(db, viewer, query.venueId) });
}

export async function listVenuesPouringProduct(db: Database, productIdOrSlug: string): Promise<ProductVenue[]> {
  const product = await requirePublicProduct(db, productIdOrSlug);
  const rows = await listVenuesPouring(db, product.id);
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}
