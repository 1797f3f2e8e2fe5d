import { asc, eq, inArray, sql } from 'drizzle-orm';
import { products, productSlugHistory, skus, venuePrices, type Database } from '@tapline/db';

/**
 * Every catalogue row of a supplier (products, SKUs, venue prices, former slugs), for tests that check a refused
 * change left the database as it was.
 */
export async function catalogueSnapshot(db: Database, supplierId: string) {
  const productRows = await db.select().from(products).where(eq(products.supplierId, supplierId)).orderBy(asc(products.id));
  const productIds = productRows.map((row) => row.id);
  const skuRows = await db.select().from(skus).where(eq(skus.supplierId, supplierId)).orderBy(asc(skus.id));
  const skuIds = skuRows.map((row) => row.id);
  return {
    products: productRows,
    skus: skuRows,
    venuePrices: skuIds.length
      ? await db
          .select()
          .from(venuePrices)
          .where(inArray(venuePrices.skuId, skuIds))
          .orderBy(asc(venuePrices.skuId), asc(venuePrices.venueId))
      : [],
    slugHistory: productIds.length
      ? await db
          .select()
          .from(productSlugHistory)
          .where(inArray(productSlugHistory.productId, productIds))
          .orderBy(asc(productSlugHistory.slug))
      : [],
  };
}

/** Counts of rows in the catalogue tables (a refused create must not leave a row behind anywhere). */
export async function catalogueRowCounts(db: Database) {
  const [row] = await db
    .select({
      products: sql<number>`(select count(*) from ${products})`.mapWith(Number),
      skus: sql<number>`(select count(*) from ${skus})`.mapWith(Number),
      venuePrices: sql<number>`(select count(*) from ${venuePrices})`.mapWith(Number),
      slugHistory: sql<number>`(select count(*) from ${productSlugHistory})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
