import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderSide } from '@tapline/contracts';
import { orderEvents, orderMessageReads, orderMessages, orders, organisations, profiles, supplierOrders, type Database } from '@tapline/db';
import { unreadMessagesOf } from '../../shared/order-message-conditions.queries';
import { joinOrderParties, joinOrderVenue, orderVenues } from '../../shared/supplier-order-joins.queries';

// A supplier order's thread (docs/domain.md, Messages on an order): its messages, its steps, each side's read marker.

/** The supplier order a thread is on, with its two parties' ids and names. */
export async function findThreadParties(db: Database, supplierOrderId: string) {
  const query = db
    .select({
      supplierOrderId: supplierOrders.id,
      orderId: supplierOrders.orderId,
      orderNumber: orders.number,
      venueId: orderVenues.id,
      venueName: orderVenues.name,
      supplierId: organisations.id,
      supplierName: organisations.name,
    })
    .from(supplierOrders)
    .$dynamic();
  const [row] = await joinOrderParties(query).where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

/** The thread's messages and system entries, oldest first, with their authors' names. */
export async function listThreadMessages(db: Database, supplierOrderId: string) {
  return db
    .select({
      id: orderMessages.id,
      kind: orderMessages.kind,
      side: orderMessages.authorSide,
      authorId: profiles.id,
      authorName: profiles.name,
      authorEmail: profiles.email,
      body: orderMessages.body,
      at: orderMessages.createdAt,
    })
    .from(orderMessages)
    .leftJoin(profiles, eq(profiles.id, orderMessages.authorId))
    .where(eq(orderMessages.supplierOrderId, supplierOrderId))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
}

/** The supplier order's steps (its order events), oldest first, with who took them. */
export async function listThreadSteps(db: Database, supplierOrderId: string) {
  return db
    .select({
      id: orderEvents.id,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      side: orderEvents.actorSide,
      actorId: profiles.id,
      actorName: profiles.name,
      actorEmail: profiles.email,
      note: orderEvents.note,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .leftJoin(profiles, eq(profiles.id, orderEvents.actorId))
    .where(eq(orderEvents.supplierOrderId, supplierOrderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** A side's read marker and how many of the other side's messages came after it. */
export async function findReadMarker(db: Database, supplierOrderId: string, side: OrderSide) {
  const [marker] = await db
    .select({ readThrough: orderMessageReads.lastReadAt })
    .from(orderMessageReads)
    .where(and(eq(orderMessageReads.supplierOrderId, supplierOrderId), eq(orderMessageReads.side, side)));
  const [count] = await db
    .select({ unread: unreadMessagesOf(sql`${supplierOrderId}::uuid`, side) })
    .from(supplierOrders)
    .where(eq(supplierOrders.id, supplierOrderId));
  return { readThrough: marker?.readThrough ?? null, unread: Number(count?.unread ?? 0) };
}

export async function insertOrderMessage(
  db: Database,
  row: { supplierOrderId: string; kind: 'message' | 'system'; authorId: string | null; authorSide: OrderSide | null; body: string },
) {
  const [inserted] = await db.insert(orderMessages).values(row).returning({ id: orderMessages.id, createdAt: orderMessages.createdAt });
  return inserted!;
}

/**
 * Moves the side's marker to the thread's newest entry (now, for an empty thread); never back, so a reader holding an
 * older page can't unread what another member read.
 */
export async function moveReadMarker(db: Database, supplierOrderId: string, side: OrderSide) {
  const newest = sql`coalesce((select max(${orderMessages.createdAt}) from ${orderMessages} where ${orderMessages.supplierOrderId} = ${supplierOrderId}), now())`;
  await db
    .insert(orderMessageReads)
    .values({ supplierOrderId, side, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [orderMessageReads.supplierOrderId, orderMessageReads.side],
      set: { lastReadAt: sql`greatest(${orderMessageReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/** How many of the organisation's supplier orders have messages it hasn't read, and how many messages in all. */
export async function countUnreadOf(db: Database, side: OrderSide, organisationId: string) {
  const unread = unreadMessagesOf(supplierOrders.id, side);
  const query = db
    .select({
      orders: sql<number>`count(*) filter (where ${unread} > 0)`.mapWith(Number),
      messages: sql<number>`coalesce(sum(${unread}), 0)`.mapWith(Number),
    })
    .from(supplierOrders)
    .$dynamic();
  const [row] = await joinOrderVenue(query).where(
    side === 'venue' ? eq(orders.venueId, organisationId) : eq(supplierOrders.supplierId, organisationId),
  );
  return { orders: row?.orders ?? 0, messages: row?.messages ?? 0 };
}
