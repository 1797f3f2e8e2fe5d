import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderLines, orders, organisations, supplierOrders, type Database } from '@tapline/db';

const venues = alias(organisations, 'venue');
const suppliers = alias(organisations, 'supplier');

/** The supplier orders as a webhook's data shows them, with their lines (two statements however many). */
export async function listOrderSnapshots(tx: Database, supplierOrderIds: readonly string[]) {
  if (supplierOrderIds.length === 0) return [];
  const heads = await tx
    .select({
      supplierOrderId: supplierOrders.id,
      orderId: supplierOrders.orderId,
      status: supplierOrders.status,
      venueId: venues.id,
      venueName: venues.name,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      subtotalCents: supplierOrders.subtotalCents,
      taxCents: supplierOrders.taxCents,
      totalCents: supplierOrders.totalCents,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(inArray(supplierOrders.id, [...supplierOrderIds]));
  const lines = await tx
    .select({
      supplierOrderId: orderLines.supplierOrderId,
      lineId: orderLines.id,
      skuId: orderLines.skuId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      skuCode: orderLines.skuCode,
      qty: orderLines.qty,
      orderedQty: orderLines.orderedQty,
      unitPriceCents: orderLines.unitPriceCents,
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(inArray(orderLines.supplierOrderId, [...supplierOrderIds]))
    .orderBy(asc(orderLines.id));
  return heads.map((head) => ({ ...head, lines: lines.filter((line) => line.supplierOrderId === head.supplierOrderId) }));
}
