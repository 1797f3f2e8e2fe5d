import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CartProblemReason } from '@tapline/contracts';
import { cartItems, memberships, onTapEntries, organisations, products, skus, venuePrices, type Database } from '@tapline/db';

// What the overviews show besides orders (those come from modules/orders).

export async function countTeam(db: Database, organisationId: string) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organisationId, organisationId));
  return row?.total ?? 0;
}

// ---- venue ----

/**
 * One user's cart at one venue, line by line, priced as checkout would (the venue's own price first), each line
 * with the first checkout rule it breaks (PRODUCT.md §2), or null when it could be checked out.
 */
export async function listCartLines(db: Database, userId: string, venueId: string) {
  return db
    .select({
      skuId: skus.id,
      supplierId: skus.supplierId,
      qty: cartItems.qty,
      unitPriceCents: sql<number>`coalesce(${venuePrices.unitPriceCents}, ${skus.unitPriceCents})`.mapWith(Number),
      productName: products.name,
      skuName: skus.name,
      supplierName: organisations.name,
      stockOnHand: skus.stockOnHand,
      problem: sql<CartProblemReason | null>`case
        when ${organisations.status} <> 'active' then 'supplier_suspended'
        when ${products.status} <> 'active' then 'product_unavailable'
        when ${skus.status} <> 'active' then 'sku_archived'
        when ${skus.stockOnHand} is not null and ${skus.stockOnHand} < ${cartItems.qty} then 'not_enough_stock'
      end`,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(organisations, eq(organisations.id, skus.supplierId))
    .leftJoin(venuePrices, and(eq(venuePrices.venueId, cartItems.venueId), eq(venuePrices.skuId, cartItems.skuId)))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.venueId, venueId)))
    .orderBy(asc(organisations.name), asc(products.name), asc(skus.name));
}

/** The venue's taps, most recently changed first; `total` counts them all. */
export async function listRecentTaps(db: Database, venueId: string, limit: number) {
  return db
    .select({
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      tapNumber: onTapEntries.tapNumber,
      since: onTapEntries.since,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(onTapEntries)
    .innerJoin(products, eq(products.id, onTapEntries.productId))
    .where(eq(onTapEntries.venueId, venueId))
    .orderBy(desc(onTapEntries.since), asc(onTapEntries.tapNumber))
    .limit(limit);
}

// ---- supplier ----

export async function countProductsByStatus(db: Database, supplierId: string) {
  return db.select({ status: products.status, total: count() }).from(products).where(eq(products.supplierId, supplierId)).groupBy(products.status);
}
