import {
  addresses,
  kegCollections,
  kegTypes,
  memberships,
  orderLines,
  orders,
  organisations,
  profiles,
  runSheets,
  runStopOutcomes,
  supplierOrders,
  type Database,
} from '@tapline/db';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';

// The rows a run sheet is made of (decision 0190): the day's orders on the truck (accepted, dispatched, delivered),
// their lines, the empties asked for, the stop order and what the driver recorded.

const ON_THE_RUN = ['accepted', 'dispatched', 'delivered'] as const;

const dayOrders = (supplierId: string, date: string) =>
  and(
    eq(supplierOrders.supplierId, supplierId),
    eq(supplierOrders.requestedDeliveryDate, date),
    inArray(supplierOrders.status, [...ON_THE_RUN]),
  );

/** Per delivery day between the two dates: its stops (venues) and orders on the run. */
export async function countRunDays(db: Database, supplierId: string, from: string, to: string) {
  return db
    .select({
      date: sql<string>`${supplierOrders.requestedDeliveryDate}::text`,
      stops: sql<number>`count(distinct ${orders.venueId})::int`,
      orders: sql<number>`count(*)::int`,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(
      and(
        eq(supplierOrders.supplierId, supplierId),
        gte(supplierOrders.requestedDeliveryDate, from),
        lte(supplierOrders.requestedDeliveryDate, to),
        inArray(supplierOrders.status, [...ON_THE_RUN]),
      ),
    )
    .groupBy(supplierOrders.requestedDeliveryDate)
    .orderBy(asc(supplierOrders.requestedDeliveryDate));
}

/** Per delivery day between the two dates: the stops the driver recorded. */
export async function countRecordedStops(db: Database, supplierId: string, from: string, to: string) {
  return db
    .select({ date: sql<string>`${runStopOutcomes.deliveryDate}::text`, recorded: sql<number>`count(*)::int` })
    .from(runStopOutcomes)
    .where(and(eq(runStopOutcomes.supplierId, supplierId), gte(runStopOutcomes.deliveryDate, from), lte(runStopOutcomes.deliveryDate, to)))
    .groupBy(runStopOutcomes.deliveryDate);
}

/** The day's orders on the run, with their venue, its delivery address and who placed each. */
export async function listRunOrders(db: Database, supplierId: string, date: string) {
  return db
    .select({
      supplierOrderId: supplierOrders.id,
      status: supplierOrders.status,
      venueNote: supplierOrders.venueNote,
      orderNumber: orders.number,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      orderNotes: orders.notes,
      venueId: organisations.id,
      venueSlug: organisations.slug,
      venueName: organisations.name,
      contactPhone: organisations.contactPhone,
      placedByName: profiles.name,
      line1: addresses.line1,
      line2: addresses.line2,
      suburb: addresses.suburb,
      state: addresses.state,
      postcode: addresses.postcode,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, orders.venueId))
    .leftJoin(addresses, and(eq(addresses.organisationId, organisations.id), eq(addresses.kind, 'delivery')))
    .leftJoin(profiles, eq(profiles.id, orders.placedBy))
    .where(dayOrders(supplierId, date))
    .orderBy(asc(organisations.name), asc(orders.number));
}

export type RunOrderRow = Awaited<ReturnType<typeof listRunOrders>>[number];

export async function listRunLines(db: Database, supplierOrderIds: string[]) {
  if (supplierOrderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      supplierOrderId: orderLines.supplierOrderId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      skuCode: orderLines.skuCode,
      qty: orderLines.qty,
      orderedQty: orderLines.orderedQty,
    })
    .from(orderLines)
    .where(inArray(orderLines.supplierOrderId, supplierOrderIds))
    .orderBy(asc(orderLines.productName), asc(orderLines.skuName));
}

/** The open requests for empties of these venues due on this run: asked for the day, or for the next delivery. */
export async function listRunEmpties(db: Database, supplierId: string, date: string, venueIds: string[]) {
  if (venueIds.length === 0) return [];
  return db
    .select({ venueId: kegCollections.venueId, requested: kegCollections.requested })
    .from(kegCollections)
    .where(
      and(
        eq(kegCollections.supplierId, supplierId),
        eq(kegCollections.status, 'requested'),
        inArray(kegCollections.venueId, venueIds),
        or(isNull(kegCollections.requestedFor), lte(kegCollections.requestedFor, date)),
      ),
    );
}

export async function listKegTypeNames(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: kegTypes.id, name: kegTypes.name }).from(kegTypes).where(inArray(kegTypes.id, ids));
}

export async function findRunSheet(db: Database, supplierId: string, date: string) {
  const [row] = await db
    .select({ venueOrder: runSheets.venueOrder, version: runSheets.version })
    .from(runSheets)
    .where(and(eq(runSheets.supplierId, supplierId), eq(runSheets.deliveryDate, date)));
  return row;
}

/**
 * Saves the stop order when the version read is still the one stored (0 = never arranged): one statement, so two
 * drags at once can't both win. Answers the new version, or undefined when the version had moved on.
 */
export async function saveRunOrder(
  db: Database,
  key: { supplierId: string; date: string },
  read: number,
  venueIds: string[],
  userId: string,
) {
  const venueOrder = sql`array[${sql.join(
    venueIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  if (read === 0) {
    const inserted = await db
      .insert(runSheets)
      .values({ supplierId: key.supplierId, deliveryDate: key.date, venueOrder, version: 1, updatedBy: userId })
      .onConflictDoNothing()
      .returning({ version: runSheets.version });
    return inserted[0]?.version;
  }
  const updated = await db
    .update(runSheets)
    .set({ venueOrder, version: read + 1, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(runSheets.supplierId, key.supplierId), eq(runSheets.deliveryDate, key.date), eq(runSheets.version, read)))
    .returning({ version: runSheets.version });
  return updated[0]?.version;
}

export async function listStopOutcomes(db: Database, supplierId: string, date: string) {
  return db
    .select({
      id: runStopOutcomes.id,
      venueId: runStopOutcomes.venueId,
      outcome: runStopOutcomes.outcome,
      receiverName: runStopOutcomes.receiverName,
      failureReason: runStopOutcomes.failureReason,
      photoKey: runStopOutcomes.photoKey,
      recordedAt: runStopOutcomes.recordedAt,
      recordedByName: profiles.name,
    })
    .from(runStopOutcomes)
    .leftJoin(profiles, eq(profiles.id, runStopOutcomes.recordedBy))
    .where(and(eq(runStopOutcomes.supplierId, supplierId), eq(runStopOutcomes.deliveryDate, date)));
}

export type StopOutcomeRow = Awaited<ReturnType<typeof listStopOutcomes>>[number];

interface StopKey {
  supplierId: string;
  venueId: string;
  date: string;
}

type OutcomeValues = {
  outcome: 'delivered' | 'partly_delivered' | 'failed';
  receiverName: string | null;
  failureReason: string | null;
  userId: string;
};

const outcomeColumns = (values: OutcomeValues) => ({
  outcome: values.outcome,
  receiverName: values.receiverName,
  failureReason: values.failureReason,
  recordedBy: values.userId,
});

/** Records the stop's outcome unless one is there: true when this call recorded it. */
export async function claimStopOutcome(db: Database, stop: StopKey, values: OutcomeValues): Promise<boolean> {
  const inserted = await db
    .insert(runStopOutcomes)
    .values({ supplierId: stop.supplierId, venueId: stop.venueId, deliveryDate: stop.date, ...outcomeColumns(values) })
    .onConflictDoNothing()
    .returning({ id: runStopOutcomes.id });
  return inserted.length > 0;
}

/** Records (or, after a failed attempt, records again) what happened at the stop. */
export async function upsertStopOutcome(db: Database, stop: StopKey, values: OutcomeValues) {
  const set = { ...outcomeColumns(values), recordedAt: sql`now()`, updatedAt: sql`now()` };
  await db
    .insert(runStopOutcomes)
    .values({ supplierId: stop.supplierId, venueId: stop.venueId, deliveryDate: stop.date, ...set })
    .onConflictDoUpdate({ target: [runStopOutcomes.supplierId, runStopOutcomes.deliveryDate, runStopOutcomes.venueId], set });
}

export async function setStopPhoto(db: Database, id: string, photoKey: string) {
  await db
    .update(runStopOutcomes)
    .set({ photoKey, updatedAt: sql`now()` })
    .where(eq(runStopOutcomes.id, id));
}

/** A stop's photo and the two organisations it belongs to. */
export async function findStopPhoto(db: Database, id: string) {
  const [row] = await db
    .select({ supplierId: runStopOutcomes.supplierId, venueId: runStopOutcomes.venueId, photoKey: runStopOutcomes.photoKey })
    .from(runStopOutcomes)
    .where(eq(runStopOutcomes.id, id));
  return row;
}

/** Whether the person is a member of either organisation. */
export async function isMemberOfEither(db: Database, userId: string, organisationIds: string[]): Promise<boolean> {
  const [row] = await db
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.organisationId, organisationIds)))
    .limit(1);
  return row !== undefined;
}
