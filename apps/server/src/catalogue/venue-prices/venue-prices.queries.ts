import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { products, skus, venuePrices, type Database } from '@tapline/db';

// A supplier's own prices for one venue (docs/domain.md, Venue prices), overriding the SKU's list price.

/**
 * The supplier's SKUs with their list price and this venue's price: every active SKU of a product that isn't
 * archived, and any other SKU the venue has a price for (so it can be removed).
 */
export async function listVenuePrices(db: Database, supplierId: string, venueId: string) {
  return db
    .select({
      skuId: skus.id,
      skuCode: skus.code,
      skuName: skus.name,
      skuStatus: skus.status,
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      productStatus: products.status,
      listPriceCents: skus.unitPriceCents,
      venuePriceCents: venuePrices.unitPriceCents,
      updatedAt: venuePrices.updatedAt,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(venuePrices, and(eq(venuePrices.skuId, skus.id), eq(venuePrices.venueId, venueId)))
    .where(
      and(
        eq(skus.supplierId, supplierId),
        or(and(eq(skus.status, 'active'), sql`${products.status} <> 'archived'`), sql`${venuePrices.skuId} is not null`),
      ),
    )
    .orderBy(asc(products.name), asc(skus.sortOrder), asc(skus.code));
}

/** Which of these SKUs are the supplier's. */
export async function findSupplierSkuIds(db: Database, supplierId: string, skuIds: string[]): Promise<Set<string>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.supplierId, supplierId), inArray(skus.id, skuIds)));
  return new Set(rows.map((row) => row.id));
}

export async function upsertVenuePrices(db: Database, venueId: string, prices: { skuId: string; priceCents: number }[]) {
  await db
    .insert(venuePrices)
    .values(prices.map((price) => ({ venueId, skuId: price.skuId, unitPriceCents: price.priceCents })))
    .onConflictDoUpdate({
      target: [venuePrices.venueId, venuePrices.skuId],
      set: { unitPriceCents: sql`excluded.unit_price_cents`, updatedAt: sql`now()` },
    });
}

export async function deleteVenuePrice(db: Database, venueId: string, skuId: string) {
  await db.delete(venuePrices).where(and(eq(venuePrices.venueId, venueId), eq(venuePrices.skuId, skuId)));
}
