import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { type Database, deliveryZones, orderLines, supplierOrders } from '@tapline/db';

// The orders a pick list sums (decision 0188): the supplier's, for the day, accepted, dispatched or delivered. A line's
// qty is what is supplied: what was ordered less what was sent short on accepting or delivered short.

const PICKED_STATUSES = ['accepted', 'dispatched', 'delivered'] as const;

const pickedOn = (supplierId: string) =>
  and(eq(supplierOrders.supplierId, supplierId), inArray(supplierOrders.status, [...PICKED_STATUSES]), gt(orderLines.qty, 0));

/** Per zone (null: none) and SKU code: the units and how many orders carry them. */
export function sumPickListLines(db: Database, supplierId: string, date: string) {
  return db
    .select({
      zoneId: supplierOrders.zoneId,
      zoneName: deliveryZones.name,
      skuCode: orderLines.skuCode,
      productName: sql<string>`min(${orderLines.productName})`,
      pack: sql<string>`min(${orderLines.skuName})`,
      qty: sql<number>`sum(${orderLines.qty})::int`,
      orderCount: sql<number>`count(distinct ${supplierOrders.id})::int`,
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, supplierOrders.zoneId))
    .where(and(pickedOn(supplierId), eq(supplierOrders.requestedDeliveryDate, date)))
    .groupBy(supplierOrders.zoneId, deliveryZones.name, orderLines.skuCode);
}

/** The days from `from` on with orders to pick, soonest first: how many orders and units. */
export function listPickListDays(db: Database, supplierId: string, from: string, limit: number) {
  return db
    .select({
      date: sql<string>`${supplierOrders.requestedDeliveryDate}`,
      orderCount: sql<number>`count(distinct ${supplierOrders.id})::int`,
      unitCount: sql<number>`sum(${orderLines.qty})::int`,
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .where(and(pickedOn(supplierId), gte(supplierOrders.requestedDeliveryDate, from)))
    .groupBy(supplierOrders.requestedDeliveryDate)
    .orderBy(asc(supplierOrders.requestedDeliveryDate))
    .limit(limit);
}

/** Per zone (null: none): how many of the day's orders there are to pick. */
export function countPickListOrders(db: Database, supplierId: string, date: string) {
  return db
    .select({ zoneId: supplierOrders.zoneId, orderCount: sql<number>`count(distinct ${supplierOrders.id})::int` })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .where(and(pickedOn(supplierId), eq(supplierOrders.requestedDeliveryDate, date)))
    .groupBy(supplierOrders.zoneId);
}
