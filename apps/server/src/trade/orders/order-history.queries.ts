import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { orderLines, orders, organisations, products, skus, supplierOrders, type Database } from '@tapline/db';

// What a venue has ordered, line by line, for the order guides (trade/guides): the Usual reads a window of the
// venue's supplier orders, and "Save as a guide" one order's lines.

/** Supplier orders that ended without a delivery are not what the venue orders. */
const STOOD = notInArray(supplierOrders.status, ['rejected', 'cancelled']);

/** The venue's order lines since `since` (of its supplier orders that stood), of SKUs that still exist, newest first. */
export async function listVenueOrderedLines(db: Database, venueId: string, since: Date, supplierId: string) {
  return db
    .select({
      supplierOrderId: supplierOrders.id,
      skuId: sql<string>`${orderLines.skuId}`,
      orderedQty: orderLines.orderedQty,
      unitPriceCents: orderLines.unitPriceCents,
      orderedAt: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(
      and(
        eq(orders.venueId, venueId),
        gte(orders.createdAt, since),
        eq(supplierOrders.supplierId, supplierId),
        STOOD,
        sql`${orderLines.skuId} is not null`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderLines.id));
}

/** Per supplier the venue ordered from since `since`: its supplier orders that stood, the SKUs in them, the last one. */
export async function listVenueOrderedSuppliers(db: Database, venueId: string, since: Date) {
  return db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      logoUrl: organisations.logoUrl,
      orderCount: sql<number>`count(distinct ${supplierOrders.id})`.mapWith(Number),
      skuCount: sql<number>`count(distinct ${orderLines.skuId})`.mapWith(Number),
      lastOrderedAt: sql<Date>`max(${orders.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .innerJoin(orderLines, eq(orderLines.supplierOrderId, supplierOrders.id))
    .where(and(eq(orders.venueId, venueId), gte(orders.createdAt, since), STOOD, sql`${orderLines.skuId} is not null`))
    .groupBy(organisations.id)
    .orderBy(desc(sql`count(distinct ${supplierOrders.id})`), asc(organisations.name));
}

/** One order's lines with what a guide made from it needs: the pack, its product's style, its supplier. */
export async function listOrderLinesWithPacks(db: Database, orderId: string) {
  return db
    .select({
      skuId: orderLines.skuId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      orderedQty: orderLines.orderedQty,
      supplierId: supplierOrders.supplierId,
      supplierName: organisations.name,
      productStyle: products.style,
      unitsPerPack: skus.unitsPerPack,
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .leftJoin(skus, eq(skus.id, orderLines.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .where(eq(supplierOrders.orderId, orderId))
    .orderBy(asc(organisations.name), asc(orderLines.productName), asc(orderLines.skuName));
}
