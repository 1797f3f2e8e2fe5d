import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { organisations, products, skus, type Database } from '@tapline/db';
import { skusTable, venuePriceColumns, venuePriceJoin } from '../../shared/venue-price.queries';

/**
 * The products with their SKUs at list price, as a product.changed event shows them (two statements), and whether a
 * venue can see each: active, of an active supplier (the public product page's condition).
 */
export async function listProductSnapshots(tx: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  const heads = await tx
    .select({
      productId: products.id,
      supplierId: products.supplierId,
      name: products.name,
      slug: products.slug,
      status: products.status,
      public: sql<boolean>`${products.status} = 'active' and ${organisations.status} = 'active'`,
    })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(inArray(products.id, [...productIds]));
  const packs = await tx
    .select({
      productId: skus.productId,
      skuId: skus.id,
      code: skus.code,
      name: skus.name,
      listPriceCents: skus.unitPriceCents,
      status: skus.status,
    })
    .from(skus)
    .where(inArray(skus.productId, [...productIds]))
    .orderBy(asc(skus.sortOrder), asc(skus.id));
  return heads.map(({ public: visible, ...head }) => ({
    head: { ...head, skus: packs.filter((pack) => pack.productId === head.productId).map(({ productId: _, ...pack }) => pack) },
    public: visible,
  }));
}

/**
 * The unit price each venue pays for each active SKU of the products, one each (qty 1): the price every venue-priced
 * read uses (venuePriceJoin: its own price, its price list or percentage, else the list price). One statement.
 */
export async function listVenueSkuPrices(tx: Database, venueIds: readonly string[], productIds: readonly string[]) {
  if (venueIds.length === 0 || productIds.length === 0) return [];
  return tx
    .select({ venueId: organisations.id, skuId: skus.id, priceCents: venuePriceColumns.unitPriceCents })
    .from(skus)
    .innerJoin(organisations, inArray(organisations.id, [...venueIds]))
    .innerJoin(venuePriceJoin({ venueId: organisations.id, sku: skusTable, qty: 1 }), sql`true`)
    .where(and(inArray(skus.productId, [...productIds]), eq(skus.status, 'active')));
}
