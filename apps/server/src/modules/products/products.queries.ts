import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { onTapEntries, organisations, products, skus, venuePrices, type Database } from '@tapline/db';
import type { ProductSort } from '@tapline/contracts';
import { productIdentified } from '../shared/product-conditions.queries';
import { containsPattern } from '../shared/like-pattern';
import { coverImageUrl } from '../shared/product-images.queries';

export interface ProductFilter {
  q?: string | undefined;
  tags?: string[] | undefined;
  supplierId?: string | undefined;
  /** only products on tap at this venue */
  onTapAtVenueId?: string | undefined;
  /** with `supplierId`, for its own members: list its active products even while the supplier is suspended */
  anySupplierStatus?: boolean | undefined;
  /** prices as this venue pays them: its own price where its supplier set one (a member of it asks, decision 0069) */
  pricingVenueId?: string | undefined;
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

/** The cheapest active SKU's price: the list price, or the venue's own where it has one. */
function fromPrice(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) {
    return sql<number | null>`(select min(${skus.unitPriceCents}) from ${skus} where ${skus.productId} = ${products.id} and ${skus.status} = 'active')`;
  }
  return sql<number | null>`(select min(coalesce(vp.unit_price_cents, s.unit_price_cents)) from ${skus} s
    left join ${venuePrices} vp on vp.sku_id = s.id and vp.venue_id = ${pricingVenueId}
    where s.product_id = ${products.id} and s.status = 'active')`;
}

/** The product's supplier (joined as `organisations`) and the currency its prices are in. */
const supplierColumns = {
  supplierId: organisations.id,
  supplierSlug: organisations.slug,
  supplierName: organisations.name,
  currency: organisations.currency,
};

function orderFor(sort: ProductSort, q: string | undefined, pricingVenueId: string | undefined): SQL[] {
  const price = fromPrice(pricingVenueId);
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price-asc':
      return [sql`${price} asc nulls last`, asc(products.name), asc(products.id)];
    case 'price-desc':
      return [sql`${price} desc nulls last`, asc(products.name), asc(products.id)];
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
      imageUrl: coverImageUrl('card'),
      ...supplierColumns,
      fromPriceCents: fromPrice(filter.pricingVenueId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(...publicProductConditions(filter)))
    .orderBy(...orderFor(filter.sort, filter.q, filter.pricingVenueId))
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
      imageUrl: coverImageUrl('detail'),
      ...supplierColumns,
      onTapCount: sql<number>`(select count(*) from ${onTapEntries} ot join ${organisations} v on v.id = ot.venue_id where ot.product_id = ${products.id} and v.status = 'active')`.mapWith(
        Number,
      ),
    })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(
      and(
        productIdentified(idOrSlug),
        eq(products.status, 'active'),
        eq(organisations.status, 'active'),
      ),
    );
  return row;
}

/** The product's active SKUs, with the venue's own price of each when a venue is given (null where it has none). */
export async function listActiveSkus(db: Database, productId: string, pricingVenueId?: string) {
  return db
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      unitPriceCents: skus.unitPriceCents,
      taxRateBasisPoints: skus.taxRateBasisPoints,
      unitsPerPack: skus.unitsPerPack,
      volumeMl: skus.volumeMl,
      stockOnHand: skus.stockOnHand,
      venuePriceCents: venuePrices.unitPriceCents,
    })
    .from(skus)
    .leftJoin(
      venuePrices,
      and(eq(venuePrices.skuId, skus.id), pricingVenueId === undefined ? sql`false` : eq(venuePrices.venueId, pricingVenueId)),
    )
    .where(and(eq(skus.productId, productId), eq(skus.status, 'active')))
    .orderBy(asc(skus.sortOrder), asc(skus.unitPriceCents), asc(skus.code));
}

/**
 * Public products for the sitemap: id, slug and last change, by id (so its pages are stable). `limit` rows after
 * the product `afterId` when given (an index walk), else from `offset` (once, at the start of a page).
 */
export async function listPublicProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(...publicProductConditions({}), from.afterId ? gt(products.id, from.afterId) : undefined))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(from.afterId ? 0 : from.offset);
}
