import { accountingSyncRecords, orders, supplierOrders, taxDocuments, type Database } from '@tapline/db';
import { and, eq, gte, notExists, sql } from 'drizzle-orm';

// Orders whose tax invoice Tapline issued before the organisation's Xero was set up (decision 0162: an order reaches
// Xero with its tax invoice): its own, not yet in its books (no sync record of any state), placed since a moment.

export interface BackfillScope {
  organisationId: string;
  side: 'supplier' | 'venue';
  since: Date;
}

function candidates(db: Database, scope: BackfillScope) {
  // when its tax invoice was issued; none: not a candidate (the join below)
  const steppedAt = sql<Date>`${taxDocuments.issuedAt}`.mapWith((value: Date | string) =>
    value instanceof Date ? value : new Date(value),
  );
  const where = and(
    scope.side === 'supplier' ? eq(supplierOrders.supplierId, scope.organisationId) : eq(orders.venueId, scope.organisationId),
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

const taxInvoiceOfOrder = and(eq(taxDocuments.supplierOrderId, supplierOrders.id), eq(taxDocuments.kind, 'invoice'));

export async function countBackfillCandidates(db: Database, scope: BackfillScope): Promise<number> {
  const { where } = candidates(db, scope);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(taxDocuments, taxInvoiceOfOrder)
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
    .innerJoin(taxDocuments, taxInvoiceOfOrder)
    .where(where)
    .orderBy(supplierOrders.createdAt, supplierOrders.id);
}

/**
 * Pending records dated when their order's tax invoice was issued (as a record made at the step would be). One that exists already, another call's or the order's own, is left alone: only the new ones come back.
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
