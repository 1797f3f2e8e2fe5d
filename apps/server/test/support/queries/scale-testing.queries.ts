import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, idempotencyKeys, orders, productImages, supplierOrders, type Database } from '@tapline/db';

// The scale-out test's reads of what the load left in the database (apps/server/test/scale).

/** every order of the venue by its purchase order number (the checkout's tag) */
export async function ordersOfVenue(db: Database, venueId: string) {
  return db.select({ id: orders.id, tag: orders.purchaseOrderNumber }).from(orders).where(eq(orders.venueId, venueId));
}

/** the person's cart at the venue: skuId → qty */
export async function cartOf(db: Database, userId: string, venueId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ skuId: cartItems.skuId, qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.venueId, venueId)));
  return new Map(rows.map((row) => [row.skuId, row.qty]));
}

export async function supplierOrderStatuses(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: supplierOrders.id, status: supplierOrders.status })
    .from(supplierOrders)
    .where(inArray(supplierOrders.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

export async function existingProductImages(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: productImages.id }).from(productImages).where(inArray(productImages.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** how many of these checkout keys an instance has claimed (running or done) */
export async function claimedIdempotencyKeys(db: Database, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
  return rows.length;
}
