import {
  PRODUCT_COUNT_CAP,
  type PackFormat,
  type ProductDetail,
  type ProductFacets,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { listPublicProductImages } from '../images/images.service';
import { offsetOf } from '../shared/pagination';
import {
  countPublicProducts,
  findPublicProduct,
  listActiveSkus,
  listPublicProductFacetRows,
  listPublicProductPages,
  listPublicProducts,
  searchTerms,
  type ProductFilter,
} from './products.queries';

type ProductRow = Awaited<ReturnType<typeof listPublicProducts>>[number];
type FacetRow = Awaited<ReturnType<typeof listPublicProductFacetRows>>[number];

function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    style: row.style,
    abv: row.abv,
    tags: row.tags,
    imageUrl: row.imageUrl,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName },
    fromPriceCents: row.fromPriceCents === null ? null : Number(row.fromPriceCents),
    currency: row.currency,
    packFormats: row.packFormats as PackFormat[],
  };
}

/** The most frequent values first (ties by value), at most `limit`. */
function topCounts<T>(counts: Map<string, { item: T; count: number }>, limit: number) {
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .slice(0, limit)
    .map(([, value]) => value);
}

function tally<T>(counts: Map<string, { item: T; count: number }>, key: string, item: T) {
  const entry = counts.get(key);
  if (entry) entry.count += 1;
  else counts.set(key, { item, count: 1 });
}

/** Counts for the filter chips over the rows given (all the matches, or the first PRODUCT_COUNT_CAP of them). */
function facetsOf(rows: FacetRow[]): ProductFacets {
  const tags = new Map<string, { item: string; count: number }>();
  const styles = new Map<string, { item: string; count: number }>();
  const suppliers = new Map<string, { item: { id: string; slug: string; name: string }; count: number }>();
  const packs = new Map<string, { item: PackFormat; count: number }>();
  for (const row of rows) {
    for (const tag of row.tags) tally(tags, tag, tag);
    if (row.style) tally(styles, row.style, row.style);
    tally(suppliers, row.supplierId, { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName });
    for (const format of row.packFormats) tally(packs, format, format as PackFormat);
  }
  return {
    tags: topCounts(tags, 40).map(({ item, count }) => ({ tag: item, count })),
    styles: topCounts(styles, 30).map(({ item, count }) => ({ value: item, count })),
    suppliers: topCounts(suppliers, 30).map(({ item, count }) => ({ ...item, count })),
    packFormats: topCounts(packs, 4).map(({ item, count }) => ({ value: item, count })),
  };
}

/**
 * The venue whose prices a public read shows (`?venueId=`): only a member of it (or a platform admin) may ask;
 * signed out is 401, anyone else 404 as for another tenant's private data (decision 0069). Never silently ignored,
 * so nobody is shown list prices believing they are theirs.
 */
export async function pricingVenueFor(db: Database, viewer: ApiUser | null, venueId: string | undefined): Promise<string | undefined> {
  if (venueId === undefined) return undefined;
  if (!viewer) throw new AppError('unauthorized', "Sign in as a member of the venue to see the venue's prices");
  return (await requireOrganisationAccess(db, viewer, 'venue', venueId)).organisation.id;
}

/**
 * `scope.pricingVenueId` is a venue already checked by `pricingVenueFor` (the query's `venueId` is not read here).
 * The words of `q` are searched first; when they match nothing, names like them are (typos, decision 0097).
 */
export async function searchProducts(
  db: Database,
  query: ProductListQuery,
  scope: Pick<ProductFilter, 'supplierId' | 'onTapAtVenueId' | 'anySupplierStatus' | 'pricingVenueId'> = {},
): Promise<ProductList> {
  const terms = query.q ? searchTerms(query.q) : [];
  const answer = (rows: ProductRow[], facetRows: FacetRow[]): ProductList => ({
    items: rows.map(toSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(facetRows.length, PRODUCT_COUNT_CAP),
    totalIsExact: facetRows.length <= PRODUCT_COUNT_CAP,
    facets: facetsOf(facetRows.slice(0, PRODUCT_COUNT_CAP)),
  });
  // only punctuation: no words to look for, so nothing matches
  if (query.q && terms.length === 0) return answer([], []);
  const filter: ProductFilter = {
    terms,
    tags: query.tags,
    style: query.style,
    supplier: query.supplier,
    packs: query.pack,
    abvMin: query.abvMin,
    abvMax: query.abvMax,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    litrePriceMin: query.litrePriceMin,
    litrePriceMax: query.litrePriceMax,
    inStock: query.inStock,
    ...scope,
  };
  const search = (asked: ProductFilter) =>
    Promise.all([
      listPublicProducts(db, {
        ...asked,
        sort: query.sort ?? (terms.length > 0 ? 'relevance' : 'name'),
        limit: query.pageSize,
        offset: offsetOf(query.page, query.pageSize),
      }),
      // one more than the cap tells whether the total is exact
      listPublicProductFacetRows(db, asked, PRODUCT_COUNT_CAP + 1),
    ]);
  const [rows, facetRows] = await search(filter);
  if (terms.length > 0 && facetRows.length === 0) return answer(...(await search({ ...filter, similar: true })));
  return answer(rows, facetRows);
}

/** An active product of an active supplier, by uuid or slug; 404 otherwise. */
export async function requirePublicProduct(db: Database, idOrSlug: string) {
  const product = await findPublicProduct(db, idOrSlug);
  if (!product) throw AppError.notFound('Product');
  return product;
}

export async function getProduct(db: Database, idOrSlug: string, pricingVenueId?: string): Promise<ProductDetail> {
  const product = await requirePublicProduct(db, idOrSlug);
  const skuRows = await listActiveSkus(db, product.id, pricingVenueId);
  const prices = skuRows.map((sku) => sku.venuePriceCents ?? sku.unitPriceCents);
  const images = await listPublicProductImages(db, product.id);
  return {
    ...toSummary({ ...product, fromPriceCents: prices.length > 0 ? Math.min(...prices) : null }),
    description: product.description,
    ibu: product.ibu,
    origin: product.origin,
    onTapCount: product.onTapCount,
    images,
    skus: skuRows.map((sku) => ({
      id: sku.id,
      code: sku.code,
      name: sku.name,
      unitPriceCents: sku.unitPriceCents,
      taxRateBasisPoints: sku.taxRateBasisPoints,
      unitsPerPack: sku.unitsPerPack,
      volumeMl: sku.volumeMl,
      inStock: sku.stockOnHand === null || sku.stockOnHand > 0,
      venuePriceCents: sku.venuePriceCents,
    })),
  };
}

/** How many products are public (the sitemap's size). */
export async function countProductPages(db: Database): Promise<number> {
  return countPublicProducts(db, {});
}

/** Public products' ids, slugs and last changes in a stable order, after `afterId` or from `offset` (the sitemap). */
export async function listProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return listPublicProductPages(db, from, limit);
}
