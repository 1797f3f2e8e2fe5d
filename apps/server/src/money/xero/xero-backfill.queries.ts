import { accountingSyncRecords, orderEvents, orders, supplierOrders, type Database } from '@tapline/db';
import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';

// Orders that reached the organisation's sync step before its Xero was set up: its own, not yet in its
// books (no sync record of any state), placed since a moment.

type Status = (typeof supplierOrders.$inferSelect)['status'];

export interface BackfillScope {
  organisationId: string;
  side: 'supplier' | 'venue';
  /** the statuses at or past the organisation's sync step */
  statuses: Status[];
  /** the step whose time dates the invoice: accepted, or delivered for a supplier syncing on delivery */
  step: Status;
  since: Date;
}

function candidates(db: Database, scope: BackfillScope) {
  // when the order took the step (its event); an order made without events (imported, seeded) falls back to its last change
  const steppedAt =
    sql<Date>`coalesce((select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.supplierOrderId} = ${supplierOrders.id} and ${orderEvents.toStatus} = ${scope.step}), ${supplierOrders.updatedAt})`.mapWith(
      (value: Date | string) => (value instanceof Date ? value : new Date(value)),
    );
  const where = and(
    scope.side === 'supplier' ? eq(supplierOrders.supplierId, scope.organisationId) : eq(orders.venueId, scope.organisationId),
    inArray(supplierOrders.status, scope.statuses),
    gte(supplierOrders.createdAt, scope.since),
    notExists(
      db
        .select({ one: sql`1` })
        .from(accountingSyncRecords)
        .where(
          and(
            eq(accountingSyncRecords.supplierOrderId, supplierOrders.id),
            eq(accountingSyncRecords.organisationId, scope.organisationId),
            eq(accountingSyncRecords.provider, 'xero'),
          ),
        ),
    ),
  );
  return { steppedAt, where };
}

export async function countBackfillCandidates(db: Database, scope: BackfillScope): Promise<number> {
  const { where } = candidates(db, scope);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(where);
  return Number(row?.count ?? 0);
}

/** The candidates, oldest first, with when each took the step. */
export async function listBackfillCandidates(db: Database, scope: BackfillScope) {
  const { steppedAt, where } = candidates(db, scope);
  return db
    .select({ supplierOrderId: supplierOrders.id, steppedAt })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(where)
    .orderBy(supplierOrders.createdAt, supplierOrders.id);
}

/**
 * Pending records dated when their order took the step (the invoice's date, as a record made at the step would have
 * it). One that exists already, another call's or the order's own, is left alone: only the new ones come back.
 */
export async function insertBackfillRecords(
  tx: Database,
  rows: { supplierOrderId: string; organisationId: string; side: 'supplier' | 'venue'; createdAt: Date }[],
) {
  const inserted: { id: string }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    inserted.push(
      ...(await tx.insert(accountingSyncRecords).values(chunk).onConflictDoNothing().returning({ id: accountingSyncRecords.id })),
    );
  }
  return inserted;
}
