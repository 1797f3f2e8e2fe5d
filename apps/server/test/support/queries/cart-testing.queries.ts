import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import {
  cartItems,
  idempotencyKeys,
  orderLines,
  orders,
  organisations,
  outboxMessages,
  skus,
  supplierOrders,
  type Database,
} from '@tapline/db';

// Test helpers: change what a test's setup made, and read back what a checkout left.

export async function setSkuFields(
  db: Database,
  skuId: string,
  fields: Partial<Pick<typeof skus.$inferInsert, 'status' | 'stockOnHand' | 'unitPriceCents'>>,
) {
  await db.update(skus).set(fields).where(eq(skus.id, skuId));
}

export async function setOrganisationStatus(db: Database, id: string, status: 'active' | 'suspended') {
  await db.update(organisations).set({ status }).where(eq(organisations.id, id));
}

/** The user's cart items, a SKU's stock, and who was mailed about these supplier orders. */
export async function cartTestingSnapshot(db: Database, input: { userId: string; skuId: string; supplierOrderIds: string[] }) {
  const [items] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.userId, input.userId));
  const [sku] = await db.select({ stockOnHand: skus.stockOnHand }).from(skus).where(eq(skus.id, input.skuId));
  const mail =
    input.supplierOrderIds.length === 0
      ? []
      : await db
          .select({ to: outboxMessages.to })
          .from(outboxMessages)
          .where(
            and(eq(outboxMessages.template, 'order_new'), or(...input.supplierOrderIds.map((id) => like(outboxMessages.body, `%${id}%`)))),
          );
  return { cartItems: items!.count, stockOnHand: sku!.stockOnHand, mailTo: mail.map((row) => row.to).sort() };
}

/** After checkouts at once: the SKU's stock, the orders of these venues with their lines, and their cart items. */
export async function concurrencySnapshot(db: Database, input: { skuId: string; venueIds: string[] }) {
  const [sku] = await db.select({ stockOnHand: skus.stockOnHand }).from(skus).where(eq(skus.id, input.skuId));
  const orderRows = await db
    .select({ id: orders.id, venueId: orders.venueId, skuId: orderLines.skuId, qty: orderLines.qty })
    .from(orders)
    .innerJoin(supplierOrders, eq(supplierOrders.orderId, orders.id))
    .innerJoin(orderLines, eq(orderLines.supplierOrderId, supplierOrders.id))
    .where(inArray(orders.venueId, input.venueIds));
  const byOrder = new Map<string, { id: string; venueId: string; lines: string[] }>();
  for (const row of orderRows) {
    const order = byOrder.get(row.id) ?? { id: row.id, venueId: row.venueId, lines: [] };
    order.lines.push(`${row.skuId}:${row.qty}`);
    byOrder.set(row.id, order);
  }
  const items = await db
    .select({ venueId: cartItems.venueId, skuId: cartItems.skuId, qty: cartItems.qty })
    .from(cartItems)
    .where(inArray(cartItems.venueId, input.venueIds));
  return { stockOnHand: sku!.stockOnHand, orders: [...byOrder.values()], cartItems: items };
}

/** `count` SKUs of one product in one statement (a full cart's worth). */
export async function createSkusTesting(db: Database, values: { productId: string; supplierId: string }, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    ...values,
    code: `BULK-${values.productId.slice(0, 8)}-${index}`,
    name: `Pack ${index}`,
    unitPriceCents: 1_000,
  }));
  return db.insert(skus).values(rows).returning({ id: skus.id });
}

/** An idempotency key row as a request left it (a claim whose process died, an expired one). */
export async function putIdempotencyKeyTesting(
  db: Database,
  row: { userId: string; key: string; requestHash: string; state: 'running' | 'done'; createdAt: Date; lockedAt: Date },
) {
  await db.insert(idempotencyKeys).values(row);
}

/** The person's idempotency keys. */
export async function idempotencyKeysOfTesting(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  return rows.map((row) => row.key);
}
