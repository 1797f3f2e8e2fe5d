import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { OrderSide } from '@tapline/contracts';
import {
  memberships,
  notificationPreferences,
  orderMessageReads,
  orderMessages,
  orders,
  organisations,
  profiles,
  supplierOrders,
  type Database,
} from '@tapline/db';
import { preferencesOfMember } from '../../shared/membership-conditions.queries';
import { joinOrderParties, joinOrderVenue, orderVenues } from '../../shared/supplier-order-joins.queries';

// The messages digest's reads and writes (decision 0179): messages a side hasn't read nor had mailed yet.

/** the side a message is for: the one that didn't write it */
const readingSide = sql<OrderSide>`(case ${orderMessages.authorSide} when 'venue' then 'supplier' else 'venue' end)::order_side`;

/** Messages written in the window that their reading side has neither read nor had in a digest. */
function waitingConditions(since: Date, upTo: Date) {
  return and(
    eq(orderMessages.kind, 'message'),
    gt(orderMessages.createdAt, since),
    lte(orderMessages.createdAt, upTo),
    sql`${orderMessages.createdAt} > coalesce((select greatest(r.last_read_at, r.digested_through) from ${orderMessageReads} r
      where r.supplier_order_id = ${orderMessages.supplierOrderId} and r.side = ${readingSide}), '-infinity')`,
  );
}

/** The organisations with messages waiting for their digest, and the side each reads them as. */
export async function listOrganisationsToDigest(db: Database, since: Date, upTo: Date) {
  const organisationId = sql<string>`case ${orderMessages.authorSide} when 'venue' then ${supplierOrders.supplierId} else ${orders.venueId} end`;
  const query = db
    .selectDistinct({ organisationId, side: readingSide })
    .from(orderMessages)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderMessages.supplierOrderId))
    .$dynamic();
  return joinOrderVenue(query).where(waitingConditions(since, upTo));
}

/**
 * Holds the organisation's digest until the transaction ends: two ticks at once (a slow one and the next) mail each
 * message once, the second finding it digested.
 */
export async function lockOrganisationDigest(tx: Database, organisationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-message-digest:${organisationId}`}, 0))`);
}

/** The messages waiting for the organisation's digest, by order then time, with who wrote them. */
export async function listMessagesToDigest(db: Database, organisationId: string, side: OrderSide, since: Date, upTo: Date) {
  const query = db
    .select({
      id: orderMessages.id,
      supplierOrderId: orderMessages.supplierOrderId,
      orderId: orders.id,
      orderNumber: orders.number,
      venueId: orderVenues.id,
      supplierId: organisations.id,
      writerOrganisation: side === 'venue' ? organisations.name : orderVenues.name,
      authorName: profiles.name,
      authorEmail: profiles.email,
      body: orderMessages.body,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderMessages.supplierOrderId))
    .leftJoin(profiles, eq(profiles.id, orderMessages.authorId))
    .$dynamic();
  return joinOrderParties(query)
    .where(
      and(
        waitingConditions(since, upTo),
        side === 'venue' ? eq(orders.venueId, organisationId) : eq(supplierOrders.supplierId, organisationId),
        eq(orderMessages.authorSide, side === 'venue' ? 'supplier' : 'venue'),
      ),
    )
    .orderBy(asc(orders.number), asc(orderMessages.createdAt), asc(orderMessages.id));
}

/**
 * The side's thread has been mailed through the newest of `messageIds` (its messages in the digest), read from the
 * database: a JavaScript Date would drop the stored microseconds and leave the newest looking unmailed.
 */
export async function markDigested(db: Database, supplierOrderId: string, side: OrderSide, messageIds: readonly string[]) {
  const newest = sql`(select max(${orderMessages.createdAt}) from ${orderMessages} where ${inArray(orderMessages.id, [...messageIds])})`;
  await db
    .insert(orderMessageReads)
    .values({ supplierOrderId, side, digestedThrough: newest })
    .onConflictDoUpdate({
      target: [orderMessageReads.supplierOrderId, orderMessageReads.side],
      set: { digestedThrough: sql`greatest(${orderMessageReads.digestedThrough}, excluded.digested_through)` },
    });
}

/** The organisation's members who get its orders' mail (those who turned order updates off are left out). */
export async function listDigestRecipients(db: Database, organisationId: string) {
  return db
    .select({ email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(eq(memberships.organisationId, organisationId), sql`coalesce(${notificationPreferences.statusChanges}, true)`))
    .orderBy(asc(profiles.email));
}
