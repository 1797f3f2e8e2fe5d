import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  memberships,
  notificationPreferences,
  orders,
  organisations,
  profiles,
  supplierDigests,
  supplierOrders,
  type Database,
} from '@tapline/db';
import { joinOrderVenue, orderVenues } from '../../shared/supplier-order-joins.queries';

/** a member's own preferences row for the organisation, chosen daily digest */
const choseDigest = sql`exists (select 1 from ${notificationPreferences}
  where ${notificationPreferences.userId} = ${memberships.userId}
    and ${notificationPreferences.organisationId} = ${memberships.organisationId}
    and ${notificationPreferences.dailyDigest})`;

/**
 * Active suppliers whose local time at `now` is past `hour` and whose digest for their local today isn't written yet,
 * with at least one member who chose it.
 */
export async function listDueSuppliers(db: Database, now: Date, hour: number) {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${organisations.timeZone})`;
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      timeZone: organisations.timeZone,
      today: sql<string>`(${localNow})::date::text`,
    })
    .from(organisations)
    .where(
      and(
        eq(organisations.type, 'supplier'),
        eq(organisations.status, 'active'),
        sql`extract(hour from ${localNow}) >= ${hour}`,
        sql`not exists (select 1 from ${supplierDigests} where ${supplierDigests.organisationId} = ${organisations.id} and ${supplierDigests.digestDate} = (${localNow})::date)`,
        sql`exists (select 1 from ${memberships} where ${memberships.organisationId} = ${organisations.id} and ${choseDigest})`,
      ),
    )
    .orderBy(asc(organisations.id));
}

/** Claims the supplier's digest of the day: false when another tick (or instance) already did. */
export async function claimDigest(tx: Database, organisationId: string, digestDate: string): Promise<boolean> {
  const claimed = await tx
    .insert(supplierDigests)
    .values({ organisationId, digestDate })
    .onConflictDoNothing()
    .returning({ organisationId: supplierDigests.organisationId });
  return claimed.length > 0;
}

/** The members who chose the digest, by address. */
export async function listDigestRecipients(db: Database, organisationId: string) {
  return db
    .select({ email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), choseDigest))
    .orderBy(asc(profiles.email));
}

/** The supplier orders placed on `day` (the supplier's local date), newest first: at most `limit`, and how many in all. */
export async function listOrdersPlacedOn(db: Database, supplierId: string, timeZone: string, day: string, limit: number) {
  const placedOn = and(
    eq(supplierOrders.supplierId, supplierId),
    sql`(${supplierOrders.createdAt} at time zone ${timeZone})::date = ${day}::date`,
  );
  const ordersPlaced = db
    .select({
      id: supplierOrders.id,
      number: orders.number,
      venueName: orderVenues.name,
      subtotalCents: supplierOrders.subtotalCents,
      status: supplierOrders.status,
    })
    .from(supplierOrders)
    .$dynamic();
  const [rows, [totals]] = await Promise.all([
    joinOrderVenue(ordersPlaced).where(placedOn).orderBy(desc(supplierOrders.createdAt), desc(supplierOrders.id)).limit(limit),
    db
      .select({
        count: sql<number>`count(*)::int`,
        subtotalCents: sql<number>`coalesce(sum(${supplierOrders.subtotalCents}), 0)`.mapWith(Number),
      })
      .from(supplierOrders)
      .where(placedOn),
  ]);
  return { rows, count: totals?.count ?? 0, subtotalCents: totals?.subtotalCents ?? 0 };
}

/**
 * How many of the supplier's orders wait for an answer (new, or held over a venue's credit limit or account on hold:
 * both need the supplier to act), and how many are due for delivery on `day`.
 */
export async function countWaitingAndDue(db: Database, supplierId: string, day: string) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${inArray(supplierOrders.status, ['held', 'submitted'])})::int`,
      dueToday: sql<number>`count(*) filter (where ${inArray(supplierOrders.status, ['accepted', 'dispatched'])} and ${supplierOrders.requestedDeliveryDate} = ${day}::date)::int`,
    })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.supplierId, supplierId), inArray(supplierOrders.status, ['held', 'submitted', 'accepted', 'dispatched'])));
  return { waiting: row?.waiting ?? 0, dueToday: row?.dueToday ?? 0 };
}
