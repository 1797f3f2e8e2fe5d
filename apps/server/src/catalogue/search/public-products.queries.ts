import { and, asc, eq, gt, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { onTapEntries, organisationStatus, organisations, products, type searchPostings, type Database } from '@tapline/db';
import type { ProductListQuery } from '@tapline/contracts';

/** The list query's filters a search passes on as they are. */
type ProductListFilterKey =
  'tags' | 'supplier' | 'style' | 'abvMin' | 'abvMax' | 'priceMin' | 'priceMax' | 'litrePriceMin' | 'litrePriceMax' | 'inStock';
import { pouringNow } from '../../shared/on-tap-conditions.queries';
import { isUuid } from '../../shared/id-or-slug';
import { similarText, wordsQuery } from './product-search-words.queries';

/** What a search asks of the catalogue: the contract's filters (one source, ProductListQuery) and the search's own. */
export interface ProductFilter extends Partial<Pick<ProductListQuery, ProductListFilterKey>> {
  /** the search's words, as `searchTerms` reads them from `q` */
  terms?: string[] | undefined;
  /** with `terms`: match names that look like the words (typos) instead of the words themselves */
  similar?: boolean | undefined;
  /**
   * with one term, sorted by relevance: the catalogue's lexemes starting with it (`searchLexemes`). With two to
   * WORD_LEXEMES_MAX of them a product ranks by the best of them (decision 0123).
   */
  lexemes?: string[] | undefined;
  /**
   * with `lexemes` (at most WALKED_LEXEMES_MAX): the matches are read from their search_postings in relevance order
   * instead of ranking every product holding them (decisions 0121, 0123)
   */
  walk?: boolean | undefined;
  supplierId?: string | undefined;
  /** the API's filters as ProductListQuery reads them (tags, supplier slug or id, style, ABV, prices, stock) */
  packs?: ProductListQuery['pack'];
  /** only products on tap at this venue */
  onTapAtVenueId?: string | undefined;
  /** with `supplierId`, for its own members: list its active products even while the supplier is suspended */
  anySupplierStatus?: boolean | undefined;
  /** prices as this venue pays them: its own price where its supplier set one (a member of it asks, decision 0069) */
  pricingVenueId?: string | undefined;
}

/** Every organisation status but active, as a list of literals: the suppliers in them are read by their index. */
const inactiveStatuses = sql`(${sql.join(
  organisationStatus.enumValues.filter((status) => status !== 'active').map((status) => sql`${status}::organisation_status`),
  sql`, `,
)})`;

/**
 * The supplier of `supplierId` (a product's or a posting's) is active: it is not one of the few suppliers that are
 * not, read now through organisations' (type, status) index into one hashed list, so a suspension hides its products
 * at once and a list checks each product with one hash probe, without joining its supplier (decision 0159).
 */
export const supplierActive = (supplierId: SQLWrapper): SQL =>
  sql`${supplierId} not in (select o.id from ${organisations} o where o.type = 'supplier' and o.status in ${inactiveStatuses})`;

/**
 * Only active products of active suppliers are public. The conditions read products alone (no supplier joined): a
 * supplier named by slug is looked up by its unique index.
 */
export function publicProductConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'active')];
  if (!(filter.anySupplierStatus && filter.supplierId)) conditions.push(supplierActive(products.supplierId));
  if (filter.terms && filter.terms.length > 0) {
    conditions.push(
      filter.similar
        ? sql`${similarText(filter.terms)} <<% ${products.name}`
        : sql`${products.searchVector} @@ ${wordsQuery(filter.terms)}`,
    );
  }
  if (filter.tags && filter.tags.length > 0) {
    conditions.push(sql`${products.tags} @> ${sql.param(filter.tags)}::text[]`);
  }
  if (filter.supplierId) conditions.push(eq(products.supplierId, filter.supplierId));
  if (filter.supplier)
    conditions.push(
      isUuid(filter.supplier)
        ? eq(products.supplierId, filter.supplier)
        : sql`${products.supplierId} = (select o.id from ${organisations} o where o.slug = ${filter.supplier})`,
    );
  if (filter.style) conditions.push(eq(products.style, filter.style));
  if (filter.packs && filter.packs.length > 0) conditions.push(sql`${products.packFormats} && ${sql.param(filter.packs)}::text[]`);
  conditions.push(...abvConditions(filter), ...priceAndStockConditions(filter));
  if (filter.onTapAtVenueId) {
    conditions.push(
      sql`exists (select 1 from ${onTapEntries} where ${onTapEntries.productId} = ${products.id} and ${onTapEntries.venueId} = ${filter.onTapAtVenueId} and ${pouringNow})`,
    );
  }
  return conditions;
}

/** The ABV filters, on the product's own row or a posting's copy of it (decisions 0122, 0158). */
export function abvConditions(filter: ProductFilter, from: Pick<typeof products | typeof searchPostings, 'abv'> = products): SQL[] {
  const conditions: SQL[] = [];
  if (filter.abvMin !== undefined) conditions.push(gte(from.abv, filter.abvMin));
  if (filter.abvMax !== undefined) conditions.push(lte(from.abv, filter.abvMax));
  return conditions;
}

/** The price and stock filters, on the product's own row (postings carry no prices or stock: decision 0158). */
export function priceAndStockConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.priceMin !== undefined) conditions.push(gte(products.fromPriceCents, filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(lte(products.fromPriceCents, filter.priceMax));
  if (filter.litrePriceMin !== undefined) conditions.push(gte(products.fromLitrePriceCents, filter.litrePriceMin));
  if (filter.litrePriceMax !== undefined) conditions.push(lte(products.fromLitrePriceCents, filter.litrePriceMax));
  if (filter.inStock) conditions.push(eq(products.inStock, true));
  return conditions;
}

export async function countPublicProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(...publicProductConditions(filter)));
  return row?.total ?? 0;
}

/**
 * Public products for the sitemap: id, slug and last change, by id (so its pages are stable). `limit` rows after
 * the product `afterId` when given (an index walk), else from `offset` (once, at the start of a page).
 */
export async function listPublicProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(...publicProductConditions({}), from.afterId ? gt(products.id, from.afterId) : undefined))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(from.afterId ? 0 : from.offset);
}
