import { and, asc, eq, like } from 'drizzle-orm';
import { notifications, orders, outboxMessages, skus, standingOccurrences, supplierOrders, venuePrices, type Database } from '@tapline/db';

// What the standing orders' tests read and set straight in the database.

/** The venue's orders with their supplier orders' delivery dates and the key they were placed under. */
export async function ordersOfVenueTesting(db: Database, venueId: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      idempotencyKey: orders.idempotencyKey,
      createdAt: orders.createdAt,
      supplierOrderId: supplierOrders.id,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      subtotalCents: supplierOrders.subtotalCents,
      venueNote: supplierOrders.venueNote,
    })
    .from(orders)
    .innerJoin(supplierOrders, eq(supplierOrders.orderId, orders.id))
    .where(eq(orders.venueId, venueId))
    .orderBy(asc(orders.createdAt), asc(orders.number));
}

/** Every occurrence of the standing order, by key date. */
export async function occurrencesTesting(db: Database, standingOrderId: string) {
  return db
    .select()
    .from(standingOccurrences)
    .where(eq(standingOccurrences.standingOrderId, standingOrderId))
    .orderBy(asc(standingOccurrences.scheduledDate));
}

/** The notifications of a kind a person got. */
export async function notificationsTesting(db: Database, userId: string, kind: string) {
  return db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt));
}

/** The mails of a template to one address. */
export async function mailsTesting(db: Database, to: string, template: string) {
  return db
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)))
    .orderBy(asc(outboxMessages.createdAt));
}

/** Mails of any template whose body names `text`. */
export async function mailsNamingTesting(db: Database, text: string) {
  return db
    .select({ to: outboxMessages.to, template: outboxMessages.template })
    .from(outboxMessages)
    .where(like(outboxMessages.body, `%${text}%`));
}

export async function setSkuTesting(
  db: Database,
  skuId: string,
  values: Partial<Pick<typeof skus.$inferInsert, 'status' | 'unitPriceCents' | 'stockOnHand'>>,
) {
  await db.update(skus).set(values).where(eq(skus.id, skuId));
}

export async function setVenuePriceTesting(db: Database, venueId: string, skuId: string, unitPriceCents: number) {
  await db
    .insert(venuePrices)
    .values({ venueId, skuId, unitPriceCents })
    .onConflictDoUpdate({ target: [venuePrices.venueId, venuePrices.skuId], set: { unitPriceCents } });
}

export async function skuStockTesting(db: Database, skuId: string) {
  const [row] = await db.select({ stockOnHand: skus.stockOnHand }).from(skus).where(eq(skus.id, skuId));
  return row?.stockOnHand;
}
