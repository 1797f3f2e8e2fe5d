import { and, eq, gte, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders, organisations, skus, supplierOrders, type Database } from '@tapline/db';

// What a checkout writes (PRODUCT.md §2 "Checkout rules"), inside its one transaction.

export async function findVenueStatus(db: Database, venueId: string) {
  const [row] = await db.select({ status: organisations.status }).from(organisations).where(eq(organisations.id, venueId));
  return row?.status;
}

/**
 * Takes `qty` off a tracked SKU's stock in one statement, never below zero: two checkouts for the last units
 * can't both get them. Answers false when there aren't enough (an untracked SKU always has enough).
 */
export async function takeStock(db: Database, skuId: string, qty: number): Promise<boolean> {
  const rows = await db
    .update(skus)
    .set({ stockOnHand: sql`${skus.stockOnHand} - ${qty}` })
    .where(and(eq(skus.id, skuId), gte(skus.stockOnHand, qty)))
    .returning({ id: skus.id });
  return rows.length > 0;
}

/** The order with the next number (TL-001000, TL-001001 …; numbers are never reused, a rolled-back one is skipped). */
export async function insertOrder(db: Database, values: Omit<typeof orders.$inferInsert, 'number'>) {
  const [row] = await db
    .insert(orders)
    .values({ ...values, number: sql`'TL-' || lpad(nextval('order_number_seq')::text, 6, '0')` })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}

export async function insertSupplierOrders(db: Database, values: (typeof supplierOrders.$inferInsert)[]) {
  return db.insert(supplierOrders).values(values).returning({ id: supplierOrders.id, supplierId: supplierOrders.supplierId });
}

export async function insertOrderLines(db: Database, values: (typeof orderLines.$inferInsert)[]) {
  if (values.length > 0) await db.insert(orderLines).values(values);
}

export async function insertOrderEvents(db: Database, values: (typeof orderEvents.$inferInsert)[]) {
  if (values.length > 0) await db.insert(orderEvents).values(values);
}
