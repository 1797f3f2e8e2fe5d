import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { onTapEntries, organisations, products, skus, type Database } from '@tapline/db';
import type { ProductSort } from '@tapline/contracts';
import { isUuid } from '../shared/id-or-slug';
import { containsPattern } from '../shared/like-pattern';

export interface ProductFilter {
  q?: string | undefined;
  tags?: string[] | undefined;
  supplierId?: string | undefined;
  /** only products on tap at this venue */
  onTapAtVenueId?: string | undefined;
  /** with `supplierId`, for its own members: list its active products even while the supplier is suspended */
  anySupplierStatus?: boolean | undefined;
}

/** Only active products of active suppliers are public. */
function publicProductConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'active')];
  if (!(filter.anySupplierStatus && filter.supplierId)) conditions.push(eq(organisations.status, 'active'));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(${products.searchVector} @@ websearch_to_tsquery('english', ${filter.q})
        or ${products.name} % ${filter.q}
        or ${products.name} ilike ${pattern}
        or ${products.style} ilike ${pattern}
        or ${organisations.name} ilike ${pattern})`,
    );
  }
  if (filter.tags && filter.tags.length > 0) {
    conditions.push(sql`${products.tags} @> ${sql.param(filter.tags)}::text[]`);
  }
  if (filter.supplierId) conditions.push(eq(products.supplierId, filter.supplierId));
  if (filter.onTapAtVenueId) {
    conditions.push(
      sql`exists (select 1 from ${onTapEntries} where ${onTapEntries.productId} = ${products.id} and ${onTapEntries.venueId} = ${filter.onTapAtVenueId})`,
    );
  }
  return conditions;
}

const fromPrice = sql<number | null>`(select min(${skus.unitPriceCents}) from ${skus} where ${skus.productId} = ${products.id} and ${skus.status} = 'active')`;

/** The product's supplier (joined as `organisations`) and the currency its prices are in. */
const supplierColumns = {
  supplierId: organisations.id,
  supplierSlug: organisations.slug,
  supplierName: organisations.name,
  currency: organisations.currency,
};

function orderFor(sort: ProductSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price-asc':
      return [sql`${fromPrice} asc nulls last`, asc(products.name), asc(products.id)];
    case 'price-desc':
      return [sql`${fromPrice} desc nulls last`, asc(products.name), asc(products.id)];
    case 'abv-desc':
      return [sql`${products.abv} desc nulls last`, asc(products.name), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.name), asc(products.id)];
    case 'relevance':
      if (!q) return [asc(products.name), asc(products.id)];
      return [
        sql`ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${q})) + similarity(${products.name}, ${q}) desc`,
        asc(products.name),
        asc(products.id),
      ];
  }
}

export async function listPublicProducts(
  db: Database,
  filter: ProductFilter & { sort: ProductSort; limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      style: products.style,
      abv: products.abv,
      tags: products.tags,
      imageUrl: products.imageUrl,
      ...supplierColumns,
      fromPriceCents: fromPrice,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(...publicProductConditions(filter)))
    .orderBy(...orderFor(filter.sort, filter.q))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows;
}

export async function countPublicProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(...publicProductConditions(filter)));
  return row?.total ?? 0;
}

export async function countPublicProductTags(db: Database, filter: ProductFilter, limit = 40) {
  const tag = sql<string>`tag`;
  return db
    .select({ tag, count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .crossJoin(sql`unnest(${products.tags}) as tag`)
    .where(and(...publicProductConditions(filter)))
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag)
    .limit(limit);
}

export async function findPublicProduct(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      style: products.style,
      abv: products.abv,
      ibu: products.ibu,
      origin: products.origin,
      tags: products.tags,
      imageUrl: products.imageUrl,
      ...supplierColumns,
      onTapCount: sql<number>`(select count(*) from ${onTapEntries} ot join ${organisations} v on v.id = ot.venue_id where ot.product_id = ${products.id} and v.status = 'active')`.mapWith(
        Number,
      ),
    })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(
      and(
        isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug),
        eq(products.status, 'active'),
        eq(organisations.status, 'active'),
      ),
    );
  return row;
}

export async function listActiveSkus(db: Database, productId: string) {
  return db
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      unitPriceCents: skus.unitPriceCents,
      taxRateBasisPoints: skus.taxRateBasisPoints,
      unitsPerPack: skus.unitsPerPack,
      stockOnHand: skus.stockOnHand,
    })
    .from(skus)
    .where(and(eq(skus.productId, productId), eq(skus.status, 'active')))
    .orderBy(asc(skus.sortOrder), asc(skus.unitPriceCents), asc(skus.code));
}
