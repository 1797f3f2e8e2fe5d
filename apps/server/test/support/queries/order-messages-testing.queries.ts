import { asc, eq, sql } from 'drizzle-orm';
import { orderMessages, outboxMessages, profiles, supplierOrders, type Database } from '@tapline/db';

// Messages on an order, as their tests reach under the API: the mailed digests, and the changes the database refuses.

/** The messages digests, oldest first, by recipient. */
export async function messageDigestMailTesting(db: Database) {
  return db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.template, 'order_messages_digest'))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.to));
}

/** Tries to change a message's body (the append-only trigger refuses it). */
export async function rewriteMessageTesting(db: Database, id: string, body: string) {
  await db.update(orderMessages).set({ body }).where(eq(orderMessages.id, id));
}

/** Tries to delete a message (refused too). */
export async function deleteMessageTesting(db: Database, id: string) {
  await db.delete(orderMessages).where(eq(orderMessages.id, id));
}

/** A message as stored: who wrote it (null once their account is gone). */
export async function findMessageTesting(db: Database, id: string) {
  const [row] = await db
    .select({ authorId: orderMessages.authorId, body: orderMessages.body })
    .from(orderMessages)
    .where(eq(orderMessages.id, id));
  return row;
}

/** Removes an account (its messages stay, without their author). */
export async function deleteProfileTesting(db: Database, id: string) {
  await db.delete(profiles).where(eq(profiles.id, id));
}

/** Removes a supplier order, its thread with it. */
export async function deleteSupplierOrderTesting(db: Database, id: string) {
  await db.delete(supplierOrders).where(eq(supplierOrders.id, id));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(eq(orderMessages.supplierOrderId, id));
  return row!.count;
}
