import { type SQL, and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  orderLines,
  orders,
  products,
  standingOccurrences,
  standingOrders,
  type Database,
  type OccurrenceLineRow,
  type OccurrenceProblemRow,
} from '@tapline/db';

// A standing order's occurrences (decision 0166): one row per scheduled delivery, made ahead, each with its state.

const occurrenceColumns = {
  id: standingOccurrences.id,
  standingOrderId: standingOccurrences.standingOrderId,
  scheduledDate: standingOccurrences.scheduledDate,
  deliveryDate: standingOccurrences.deliveryDate,
  calendarNote: standingOccurrences.calendarNote,
  status: standingOccurrences.status,
  skippedBy: standingOccurrences.skippedBy,
  placeAt: standingOccurrences.placeAt,
  remindAt: standingOccurrences.remindAt,
  remindedAt: standingOccurrences.remindedAt,
  overrideLines: standingOccurrences.overrideLines,
  problems: standingOccurrences.problems,
  orderId: standingOccurrences.orderId,
  supplierOrderId: standingOccurrences.supplierOrderId,
  orderNumber: orders.number,
  placedAt: standingOccurrences.placedAt,
};

export type OccurrenceRow = Awaited<ReturnType<typeof listOccurrences>>[number];

/**
 * Occurrences by delivery date (then key): of some standing orders, or of a venue's, from `from` to `to` (inclusive,
 * by delivery date; either open).
 */
export async function listOccurrences(
  db: Database,
  filter: { standingOrderIds?: readonly string[]; venueId?: string; from?: string; to?: string },
) {
  if (filter.standingOrderIds?.length === 0) return [];
  return db
    .select(occurrenceColumns)
    .from(standingOccurrences)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOccurrences.standingOrderId))
    .leftJoin(orders, eq(orders.id, standingOccurrences.orderId))
    .where(
      and(
        filter.standingOrderIds ? inArray(standingOccurrences.standingOrderId, [...filter.standingOrderIds]) : undefined,
        filter.venueId ? eq(standingOrders.venueId, filter.venueId) : undefined,
        filter.from ? gte(standingOccurrences.deliveryDate, filter.from) : undefined,
        filter.to ? lte(standingOccurrences.deliveryDate, filter.to) : undefined,
      ),
    )
    .orderBy(asc(standingOccurrences.deliveryDate), asc(standingOccurrences.scheduledDate), asc(standingOccurrences.id));
}

/** One occurrence with its standing order's venue; `lock`: its row for update, or nothing when another holds it. */
export async function findOccurrence(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ ...occurrenceColumns, venueId: standingOrders.venueId })
    .from(standingOccurrences)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOccurrences.standingOrderId))
    .leftJoin(orders, eq(orders.id, standingOccurrences.orderId))
    .where(eq(standingOccurrences.id, id));
  // SKIP LOCKED: a second scheduler (another instance, a retried tick, "Place now") passes over an occurrence being
  // placed instead of queueing behind it; when the first commits, the occurrence is no longer scheduled
  const [row] = await (options.lock ? query.for('update', { of: [standingOccurrences], skipLocked: true }) : query);
  return row;
}

/** What an occurrence's plan writes: where and when it is delivered, placed and reminded, and whether the calendar or a pause skips it. */
export interface OccurrencePlan {
  scheduledDate: string;
  deliveryDate: string;
  calendarNote: string | null;
  status: 'scheduled' | 'skipped';
  skippedBy: 'venue' | 'calendar' | 'pause' | null;
  placeAt: Date;
  remindAt: Date;
}

export async function insertOccurrences(db: Database, standingOrderId: string, plans: readonly OccurrencePlan[]) {
  if (plans.length === 0) return;
  await db
    .insert(standingOccurrences)
    .values(plans.map((plan) => ({ ...plan, standingOrderId })))
    .onConflictDoNothing({ target: [standingOccurrences.standingOrderId, standingOccurrences.scheduledDate] });
}

export async function updateOccurrencePlan(db: Database, id: string, plan: Omit<OccurrencePlan, 'scheduledDate'>, now: Date) {
  await db
    .update(standingOccurrences)
    .set({ ...plan, updatedAt: now })
    .where(and(eq(standingOccurrences.id, id), inArray(standingOccurrences.status, ['scheduled', 'skipped'])));
}

/**
 * Removes occurrences not decided yet (scheduled or skipped): one placed meanwhile by a scheduler that held its row
 * (the delete waited for it) stays with its order.
 */
export async function deleteOccurrences(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(standingOccurrences)
    .where(and(inArray(standingOccurrences.id, [...ids]), inArray(standingOccurrences.status, ['scheduled', 'skipped'])));
}

/** A change of an occurrence the venue makes; only while it is still in `from` (answers whether it changed). */
export async function changeOccurrence(
  db: Database,
  id: string,
  from: readonly ('scheduled' | 'skipped' | 'needs_attention')[],
  values: Partial<Pick<typeof standingOccurrences.$inferInsert, 'status' | 'skippedBy' | 'overrideLines' | 'problems'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(standingOccurrences)
    .set({ ...values, updatedAt: now })
    .where(and(eq(standingOccurrences.id, id), inArray(standingOccurrences.status, [...from])))
    .returning({ id: standingOccurrences.id });
  return rows.length > 0;
}

/** The occurrence got its order. */
export async function markOccurrencePlaced(
  db: Database,
  id: string,
  placed: { orderId: string; supplierOrderId: string; problems: OccurrenceProblemRow[]; overrideLines?: OccurrenceLineRow[] },
  now: Date,
) {
  await db
    .update(standingOccurrences)
    .set({ status: 'placed', ...placed, placedAt: now, updatedAt: now })
    .where(eq(standingOccurrences.id, id));
}

/** Ends a scheduled occurrence without an order (needs attention, failed), once: answers whether this call did. */
export async function closeOccurrence(
  db: Database,
  id: string,
  status: 'needs_attention' | 'failed',
  problems: OccurrenceProblemRow[],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(standingOccurrences)
    .set({ status, problems, updatedAt: now })
    .where(and(eq(standingOccurrences.id, id), eq(standingOccurrences.status, 'scheduled')))
    .returning({ id: standingOccurrences.id });
  return rows.length > 0;
}

/** The ids of scheduled occurrences meeting `conditions` (of one standing order, when given), in `order`, at most `limit`. */
async function listScheduledIds(
  db: Database,
  conditions: (SQL | undefined)[],
  order: SQL,
  limit: number,
  standingOrderId: string | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ id: standingOccurrences.id })
    .from(standingOccurrences)
    .where(
      and(
        eq(standingOccurrences.status, 'scheduled'),
        ...conditions,
        standingOrderId ? eq(standingOccurrences.standingOrderId, standingOrderId) : undefined,
      ),
    )
    .orderBy(order, asc(standingOccurrences.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Scheduled occurrences whose cut-off is between `from` (exclusive) and `to` (inclusive): the tick places them. */
export function listDueOccurrences(db: Database, from: Date, to: Date, limit: number, standingOrderId?: string) {
  return listScheduledIds(
    db,
    [gt(standingOccurrences.placeAt, from), lte(standingOccurrences.placeAt, to)],
    asc(standingOccurrences.placeAt),
    limit,
    standingOrderId,
  );
}

/** Scheduled occurrences whose cut-off passed before `before`: too late to place. */
export function listOverdueOccurrences(db: Database, before: Date, limit: number, standingOrderId?: string) {
  return listScheduledIds(db, [lte(standingOccurrences.placeAt, before)], asc(standingOccurrences.placeAt), limit, standingOrderId);
}

/** Scheduled occurrences to remind now: reminder time reached, not reminded, cut-off still ahead. */
export function listOccurrencesToRemind(db: Database, now: Date, limit: number, standingOrderId?: string) {
  return listScheduledIds(
    db,
    [isNull(standingOccurrences.remindedAt), lte(standingOccurrences.remindAt, now), gt(standingOccurrences.placeAt, now)],
    asc(standingOccurrences.remindAt),
    limit,
    standingOrderId,
  );
}

/** Claims the occurrence's one reminder (two ticks at once: one gets it); answers whether this call did. */
export async function claimReminder(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(standingOccurrences)
    .set({ remindedAt: now })
    .where(and(eq(standingOccurrences.id, id), isNull(standingOccurrences.remindedAt), eq(standingOccurrences.status, 'scheduled')))
    .returning({ id: standingOccurrences.id });
  return rows.length > 0;
}

/** The occurrences of a standing order to skip for a pause (cut-off ahead, delivery before `until`) or remove when it ends. */
export async function listFutureOccurrences(db: Database, standingOrderId: string, now: Date) {
  return db
    .select({
      id: standingOccurrences.id,
      scheduledDate: standingOccurrences.scheduledDate,
      deliveryDate: standingOccurrences.deliveryDate,
      calendarNote: standingOccurrences.calendarNote,
      status: standingOccurrences.status,
      skippedBy: standingOccurrences.skippedBy,
      edited: sql<boolean>`${standingOccurrences.overrideLines} is not null`,
      placeAt: standingOccurrences.placeAt,
    })
    .from(standingOccurrences)
    .where(and(eq(standingOccurrences.standingOrderId, standingOrderId), gt(standingOccurrences.placeAt, now)));
}

/** The lines placed occurrences ordered, by supplier order (a product deleted since has no slug: ''). */
export async function listPlacedLines(db: Database, supplierOrderIds: readonly string[]) {
  if (supplierOrderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      supplierOrderId: orderLines.supplierOrderId,
      skuId: orderLines.skuId,
      productId: orderLines.productId,
      productSlug: sql<string>`coalesce(${products.slug}, '')`,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      qty: orderLines.orderedQty,
      unitPriceCents: orderLines.unitPriceCents,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.supplierOrderId, [...supplierOrderIds]))
    .orderBy(asc(orderLines.productName), asc(orderLines.skuName), asc(orderLines.id));
}
