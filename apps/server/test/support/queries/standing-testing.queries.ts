import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  notifications,
  orders,
  outboxMessages,
  skus,
  standingOccurrences,
  standingOrderLines,
  standingOrders,
  supplierClosures,
  supplierOrders,
  venuePrices,
  type Database,
} from '@tapline/db';

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

/**
 * A standing order with one line and one occurrence a week from now (delivered the day after), written straight in;
 * the occurrence scheduled, or skipped by the venue.
 */
export async function insertStandingTesting(
  db: Database,
  values: { venueId: string; supplierId: string; ownerId: string; skuId: string; skipped?: boolean },
) {
  const placeAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const deliveryDate = new Date(placeAt.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const [standing] = await db
    .insert(standingOrders)
    .values({
      venueId: values.venueId,
      supplierId: values.supplierId,
      ownerId: values.ownerId,
      deliveryWeekdays: [new Date(`${deliveryDate}T00:00:00Z`).getUTCDay()],
      startsOn: deliveryDate,
      plannedThrough: '2999-01-01',
    })
    .returning({ id: standingOrders.id });
  await db.insert(standingOrderLines).values({ standingOrderId: standing!.id, skuId: values.skuId, qty: 1, lastUnitPriceCents: 30_000 });
  const [occurrence] = await db
    .insert(standingOccurrences)
    .values({
      standingOrderId: standing!.id,
      scheduledDate: deliveryDate,
      deliveryDate,
      placeAt,
      remindAt: new Date(placeAt.getTime() - 24 * 3600 * 1000),
      status: values.skipped ? 'skipped' : 'scheduled',
      skippedBy: values.skipped ? 'venue' : null,
    })
    .returning({ id: standingOccurrences.id });
  return { standingOrderId: standing!.id, occurrenceId: occurrence!.id };
}

/** A closure of the supplier on a day far ahead (a fresh one each call); its id. */
export async function insertClosureTesting(db: Database, supplierId: string): Promise<string> {
  const [row] = await db
    .insert(supplierClosures)
    .values({ supplierId, date: sql`current_date + (1000 + floor(random() * 50000))::int`, reason: 'Matrix check' })
    .onConflictDoNothing()
    .returning({ id: supplierClosures.id });
  return row ? row.id : insertClosureTesting(db, supplierId);
}
