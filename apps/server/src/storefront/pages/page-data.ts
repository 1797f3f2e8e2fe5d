import {
  OrganisationListQuery,
  PAGE_SIZE_DEFAULT,
  paginated,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProductVenue,
  SearchSuggestions,
  SupplierSummary,
  VenueDetail,
  VenueMenu,
  VenueSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { z } from 'zod';
import { listSuppliers, searchProducts, suggest } from '../../catalogue';
import { getVenueMenu, listVenues, listVenuesPouringProduct } from '../../trade';

// The API answers a page's first render asks for, written into its HTML (decision 0090) so the page shows its
// content without a round-trip: keyed by the exact URL the web app GETs (path and query string as its API client
// builds it), each the JSON the API route answers an anonymous caller — read through the same public services
// (none of which look at who asks) and passed through the route's response contract, as the route's serializer
// does. Only public answers that are the same for everyone are embedded; HTML pages are `no-cache`.

export type PageData = Record<string, unknown>;

/** `{q: 'ipa', page: 1}` → `?q=ipa&page=1`, as the web's API client writes a query (empty values left out). */
function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query as the route reads it: the URL's text parameters through the route's querystring contract. */
function routeQuery<T extends z.ZodType>(schema: T, search: string): z.infer<T> {
  return schema.parse(Object.fromEntries(new URLSearchParams(search)));
}

const VenuesPouring = z.object({ items: z.array(ProductVenue) });

/** The product page (and its Where to drink it page): the product and the venues pouring it. */
export async function productPageData(db: Database, product: ProductDetail): Promise<PageData> {
  const path = `/api/products/${encodeURIComponent(product.slug)}`;
  const venues = await listVenuesPouringProduct(db, product.slug);
  return { [path]: ProductDetail.parse(product), [`${path}/venues`]: VenuesPouring.parse({ items: venues }) };
}

/** The venue page: the venue and its On Tap list. */
export async function venuePageData(db: Database, venue: VenueDetail): Promise<PageData> {
  const path = `/api/venues/${encodeURIComponent(venue.slug)}`;
  const menu = await getVenueMenu(db, venue.slug);
  return { [path]: VenueDetail.parse(venue), [`${path}/menu`]: VenueMenu.parse(menu) };
}

/** The tap board, table card and embed: the On Tap list alone, which names the venue. */
export async function venueMenuPageData(db: Database, venue: VenueDetail): Promise<PageData> {
  const path = `/api/venues/${encodeURIComponent(venue.slug)}/menu`;
  return { [path]: VenueMenu.parse(await getVenueMenu(db, venue.slug)) };
}

/**
 * The products page's first list, when its URL searches by `q` alone (or nothing): the web app then asks for page
 * 1 at the default size, and for the suppliers and venues matching `q`, which the page lists above the products (the
 * one search finds all three). Any other search (tags, page, sort) is left to the web app's own call.
 */
export async function productsPageData(db: Database, query: Record<string, unknown>): Promise<PageData> {
  const keys = Object.keys(query);
  if (keys.some((key) => key !== 'q') || (query.q !== undefined && typeof query.q !== 'string')) return {};
  const q = typeof query.q === 'string' ? query.q.trim() || undefined : undefined;
  const search = searchOf({ q, page: 1, pageSize: PAGE_SIZE_DEFAULT });
  // a q the API would refuse (too long) is the web app's to show
  const parsed = ProductListQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) return {};
  const products = { [`/api/products${search}`]: ProductList.parse(await searchProducts(db, parsed.data)) };
  if (!q) return products;
  return { ...products, [`/api/search/suggest${searchOf({ q })}`]: SearchSuggestions.parse(await suggest(db, { q })) };
}

/** The home page's three lists: the newest products and the first suppliers and venues (apps/web routes/index.tsx). */
const HOME_FEATURED = { page: 1, pageSize: 8, sort: 'newest' } as const;
const HOME_PREVIEWS = { pageSize: 6 } as const;

export async function homePageData(db: Database): Promise<PageData> {
  const previews = routeQuery(OrganisationListQuery, searchOf(HOME_PREVIEWS));
  const [products, suppliers, venues] = await Promise.all([
    searchProducts(db, routeQuery(ProductListQuery, searchOf(HOME_FEATURED))),
    listSuppliers(db, previews),
    listVenues(db, previews),
  ]);
  return {
    [`/api/products${searchOf(HOME_FEATURED)}`]: ProductList.parse(products),
    [`/api/suppliers${searchOf(HOME_PREVIEWS)}`]: paginated(SupplierSummary).parse(suppliers),
    [`/api/venues${searchOf(HOME_PREVIEWS)}`]: paginated(VenueSummary).parse(venues),
  };
}
