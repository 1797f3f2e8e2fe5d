import { and, eq, isNull, sql } from 'drizzle-orm';
import { supplierOrders, type Database } from '@tapline/db';

// An order's payment state: set from the supplier's or the venue's books (money/xero), kept here with the order.

/** The order is paid, from the first side Xero says so; true when this call set it. */
export async function markSupplierOrderPaid(tx: Database, supplierOrderId: string, paidAt: Date) {
  const rows = await tx
    .update(supplierOrders)
    .set({ paidAt, updatedAt: sql`now()` })
    .where(and(eq(supplierOrders.id, supplierOrderId), isNull(supplierOrders.paidAt)))
    .returning({ id: supplierOrders.id });
  return rows.length > 0;
}

/** Part of the order is paid, from the first side Xero says so; true when this call set it. */
export async function markSupplierOrderPartPaid(tx: Database, supplierOrderId: string, at: Date) {
  const rows = await tx
    .update(supplierOrders)
    .set({ partPaidAt: at, updatedAt: sql`now()` })
    .where(and(eq(supplierOrders.id, supplierOrderId), isNull(supplierOrders.partPaidAt), isNull(supplierOrders.paidAt)))
    .returning({ id: supplierOrders.id });
  return rows.length > 0;
}
