import { and, eq, sql } from 'drizzle-orm';
import type { SupplierOrderStatus } from '@tapline/contracts';
import { orderEvents, orderLines, orders, skus, supplierOrders, type Database } from '@tapline/db';
import { hasTaxInvoice } from '../../shared/tax-invoice-conditions.queries';

// The writes of an order's step (docs/domain.md, Order lifecycle): the row's lock, its status and event, its lines, stock and totals.
// order-lifecycle.service runs them in the step's transaction.

/**
 * Sets the status (the caller holds the row's lock, taken by lockSupplierOrder, and checked the status it had). No
 * step leads to held (only checkout places an order held), so the held reason goes: its first event keeps it.
 */
export async function setSupplierOrderStatus(db: Database, id: string, status: SupplierOrderStatus, supplierNote?: string) {
  await db
    .update(supplierOrders)
    .set({
      status,
      heldReason: null,
      updatedAt: sql`now()`,
      // every step is a change of the order: a change proposed before it is stale (decision 0181)
      version: sql`${supplierOrders.version} + 1`,
      ...(supplierNote !== undefined ? { supplierNote } : {}),
    })
    .where(eq(supplierOrders.id, id));
}

export async function insertOrderEvent(db: Database, event: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(event);
}

/**
 * The row's lock, and what a step checks under it: its status, its delivery day and zone, its delivery fee (kept when
 * lines go short), whether Xero says it is (part) paid
 * and whether it has a tax invoice an adjustment note can credit.
 */
export async function lockSupplierOrder(db: Database, id: string) {
  const [row] = await db
    .select({
      status: supplierOrders.status,
      version: supplierOrders.version,
      orderId: supplierOrders.orderId,
      supplierId: supplierOrders.supplierId,
      venueId: orders.venueId,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      askedDeliveryDate: supplierOrders.askedDeliveryDate,
      deliveryFeeCents: supplierOrders.deliveryFeeCents,
      zoneId: supplierOrders.zoneId,
      paidAt: supplierOrders.paidAt,
      partPaidAt: supplierOrders.partPaidAt,
      invoiced: hasTaxInvoice(supplierOrders.id),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(eq(supplierOrders.id, id))
    .for('update', { of: supplierOrders });
  return row;
}

export async function listLinesForUpdate(db: Database, supplierOrderId: string) {
  return db
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      qty: orderLines.qty,
      unitPriceCents: orderLines.unitPriceCents,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
      // its keg deposit follows the qty (issue 37)
      kegTypeId: orderLines.kegTypeId,
      kegsPerUnit: orderLines.kegsPerUnit,
      depositCents: orderLines.depositCents,
      depositTaxRateBasisPoints: orderLines.depositTaxRateBasisPoints,
    })
    .from(orderLines)
    .where(eq(orderLines.supplierOrderId, supplierOrderId))
    .for('update');
}

export async function setLineQty(db: Database, lineId: string, qty: number, lineTotalCents: number) {
  await db.update(orderLines).set({ qty, lineTotalCents }).where(eq(orderLines.id, lineId));
}

/** Puts units back on hand where the SKU tracks stock (a line marked unavailable, a cancelled order). */
export async function returnStock(db: Database, returns: { skuId: string; qty: number }[]) {
  for (const item of returns) {
    if (item.qty > 0)
      await db
        .update(skus)
        .set({ stockOnHand: sql`${skus.stockOnHand} + ${item.qty}` })
        .where(and(eq(skus.id, item.skuId), sql`${skus.stockOnHand} is not null`));
  }
}

export async function setSupplierOrderTotals(db: Database, id: string, totals: { subtotalCents: number; taxCents: number }) {
  await db
    .update(supplierOrders)
    .set({ subtotalCents: totals.subtotalCents, taxCents: totals.taxCents, totalCents: totals.subtotalCents + totals.taxCents })
    .where(eq(supplierOrders.id, id));
}

/** The order's totals are its supplier orders' sums. */
export async function refreshOrderTotals(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({
      subtotalCents: sql`(select coalesce(sum(${supplierOrders.subtotalCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
      taxCents: sql`(select coalesce(sum(${supplierOrders.taxCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
      totalCents: sql`(select coalesce(sum(${supplierOrders.totalCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
    })
    .where(eq(orders.id, orderId));
}
