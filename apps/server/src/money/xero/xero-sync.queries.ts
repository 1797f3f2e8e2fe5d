import { accountingSyncRecords, integrations, orders, organisations, supplierOrders, taxDocuments, type Database } from '@tapline/db';
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { joinOrderParties, orderVenues } from '../../shared/supplier-order-joins.queries';

// The accounting sync records: one per supplier order and organisation, written in the order step's
// transaction, moved on by the sync job, read by the integrations page and the order page.

type SyncRecord = typeof accountingSyncRecords.$inferSelect;
export type SyncRecordPatch = Partial<
  Pick<SyncRecord, 'state' | 'xeroInvoiceId' | 'xeroInvoiceNumber' | 'xeroStatus' | 'voidRequested' | 'lastError' | 'syncedAt' | 'paidAt'>
>;

// ---- the order step's transaction ----

/** Of these organisations, the Xero integrations that sync: connected, with an account and a tax type chosen. */
export async function listSyncingIntegrations(tx: Database, organisationIds: string[]) {
  return tx
    .select({ organisationId: integrations.organisationId, organisationType: organisations.type, syncOn: integrations.syncOn })
    .from(integrations)
    .innerJoin(organisations, eq(organisations.id, integrations.organisationId))
    .where(
      and(
        inArray(integrations.organisationId, organisationIds),
        eq(integrations.provider, 'xero'),
        eq(integrations.status, 'connected'),
        isNotNull(integrations.accountCode),
        isNotNull(integrations.taxType),
      ),
    );
}

/** New pending records; one that exists already (the unique order + organisation + provider) is left alone. */
export async function insertPendingSyncRecords(
  tx: Database,
  rows: { supplierOrderId: string; organisationId: string; side: 'supplier' | 'venue' }[],
) {
  if (rows.length === 0) return [];
  return tx.insert(accountingSyncRecords).values(rows).onConflictDoNothing().returning({ id: accountingSyncRecords.id });
}

/** The order was cancelled or rejected: each of its records not yet voided, deleted or skipped is to be voided. */
export async function requestVoidOfOrder(tx: Database, supplierOrderId: string) {
  return tx
    .update(accountingSyncRecords)
    .set({ voidRequested: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(accountingSyncRecords.supplierOrderId, supplierOrderId),
        notInArray(accountingSyncRecords.state, ['voided', 'deleted', 'skipped']),
      ),
    )
    .returning({ id: accountingSyncRecords.id });
}

// ---- the sync job ----

/** A record with its organisation and that organisation's Xero integration (null fields when it has none). */
export async function findSyncWork(db: Database, recordId: string) {
  const [row] = await db
    .select({
      record: {
        id: accountingSyncRecords.id,
        supplierOrderId: accountingSyncRecords.supplierOrderId,
        organisationId: accountingSyncRecords.organisationId,
        side: accountingSyncRecords.side,
        state: accountingSyncRecords.state,
        xeroInvoiceId: accountingSyncRecords.xeroInvoiceId,
        xeroStatus: accountingSyncRecords.xeroStatus,
        voidRequested: accountingSyncRecords.voidRequested,
        attempts: accountingSyncRecords.attempts,
        lastError: accountingSyncRecords.lastError,
        createdAt: accountingSyncRecords.createdAt,
      },
      organisation: { type: organisations.type, name: organisations.name, timeZone: organisations.timeZone },
      integration: {
        id: integrations.id,
        accountCode: integrations.accountCode,
        depositAccountCode: integrations.depositAccountCode,
        taxType: integrations.taxType,
        invoiceStatus: integrations.invoiceStatus,
        blockedUntil: integrations.blockedUntil,
      },
    })
    .from(accountingSyncRecords)
    .innerJoin(organisations, eq(organisations.id, accountingSyncRecords.organisationId))
    .leftJoin(
      integrations,
      and(eq(integrations.organisationId, accountingSyncRecords.organisationId), eq(integrations.provider, accountingSyncRecords.provider)),
    )
    .where(eq(accountingSyncRecords.id, recordId));
  return row;
}

/** An invoice's order: its number and currency and both parties (its lines are the orders home's read). */
export async function findInvoiceOrder(db: Database, supplierOrderId: string) {
  const query = db
    .select({
      supplierOrderId: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      currency: orders.currency,
      supplier: { id: organisations.id, name: organisations.name, email: organisations.contactEmail },
      venue: { id: orderVenues.id, name: orderVenues.name, email: orderVenues.contactEmail },
    })
    .from(supplierOrders)
    .$dynamic();
  const [order] = await joinOrderParties(query).where(eq(supplierOrders.id, supplierOrderId));
  return order;
}

/** The supplier order's tax invoice (decision 0160), if Tapline issued one. */
export async function findTaxInvoiceOfOrder(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** One more attempt at the record, now. */
export async function countSyncAttempt(db: Database, recordId: string, now: Date) {
  await db
    .update(accountingSyncRecords)
    .set({ attempts: sql`${accountingSyncRecords.attempts} + 1`, lastAttemptAt: now, updatedAt: sql`now()` })
    .where(eq(accountingSyncRecords.id, recordId));
}

/** Changes the record; answers its state after, and whether a void was asked for meanwhile. */
export async function updateSyncRecord(db: Database, recordId: string, patch: SyncRecordPatch) {
  const [row] = await db
    .update(accountingSyncRecords)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(accountingSyncRecords.id, recordId))
    .returning({ state: accountingSyncRecords.state, voidRequested: accountingSyncRecords.voidRequested });
  return row;
}

/** What the last Xero answers said about the integration's quota, its pause, its last sync. */
export async function updateIntegrationSyncState(
  db: Database,
  integrationId: string,
  patch: { dayLimitRemaining?: number; blockedUntil?: Date | null; lastSyncAt?: Date; pollCursor?: Date },
) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(integrations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(integrations.id, integrationId));
}

// ---- payments ----

/** The records holding this invoice in the organisation(s) connected to this Xero tenant, with their order's parties. */
export async function findRecordsByInvoice(db: Database, tenantId: string, invoiceId: string) {
  return db
    .select({
      id: accountingSyncRecords.id,
      integrationId: integrations.id,
      blockedUntil: integrations.blockedUntil,
      organisationId: accountingSyncRecords.organisationId,
      side: accountingSyncRecords.side,
      state: accountingSyncRecords.state,
      xeroStatus: accountingSyncRecords.xeroStatus,
      supplierOrderId: accountingSyncRecords.supplierOrderId,
    })
    .from(accountingSyncRecords)
    .innerJoin(
      integrations,
      and(eq(integrations.organisationId, accountingSyncRecords.organisationId), eq(integrations.provider, accountingSyncRecords.provider)),
    )
    .where(and(eq(integrations.tenantId, tenantId), eq(accountingSyncRecords.xeroInvoiceId, invoiceId)));
}

/** The record is paid (once: a record already paid is left as it is); true when this call made it so. */
export async function markSyncRecordPaid(tx: Database, recordId: string, paidAt: Date) {
  const rows = await tx
    .update(accountingSyncRecords)
    .set({ state: 'paid', xeroStatus: 'PAID', paidAt, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(accountingSyncRecords.id, recordId), inArray(accountingSyncRecords.state, ['synced', 'failed', 'pending'])))
    .returning({ id: accountingSyncRecords.id });
  return rows.length > 0;
}

/** Connected integrations with synced invoices not yet paid: what a poll asks Xero about. */
export async function listPollTargets(db: Database) {
  return db
    .selectDistinct({
      integrationId: integrations.id,
      organisationId: integrations.organisationId,
      tenantId: integrations.tenantId,
      pollCursor: integrations.pollCursor,
      blockedUntil: integrations.blockedUntil,
    })
    .from(integrations)
    .innerJoin(
      accountingSyncRecords,
      and(eq(accountingSyncRecords.organisationId, integrations.organisationId), eq(accountingSyncRecords.provider, integrations.provider)),
    )
    .where(
      and(
        eq(integrations.status, 'connected'),
        isNotNull(integrations.tenantId),
        eq(accountingSyncRecords.state, 'synced'),
        isNotNull(accountingSyncRecords.xeroInvoiceId),
      ),
    );
}

/** The organisation's synced, unpaid invoices' ids. */
export async function listUnpaidInvoiceIds(db: Database, organisationId: string) {
  const rows = await db
    .select({ invoiceId: accountingSyncRecords.xeroInvoiceId })
    .from(accountingSyncRecords)
    .where(
      and(
        eq(accountingSyncRecords.organisationId, organisationId),
        eq(accountingSyncRecords.state, 'synced'),
        isNotNull(accountingSyncRecords.xeroInvoiceId),
      ),
    );
  return rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : []));
}

// ---- the routes ----

const recordColumns = {
  id: accountingSyncRecords.id,
  supplierOrderId: accountingSyncRecords.supplierOrderId,
  orderId: supplierOrders.orderId,
  side: accountingSyncRecords.side,
  state: accountingSyncRecords.state,
  xeroInvoiceId: accountingSyncRecords.xeroInvoiceId,
  xeroInvoiceNumber: accountingSyncRecords.xeroInvoiceNumber,
  xeroStatus: accountingSyncRecords.xeroStatus,
  attempts: accountingSyncRecords.attempts,
  lastError: accountingSyncRecords.lastError,
  lastAttemptAt: accountingSyncRecords.lastAttemptAt,
  syncedAt: accountingSyncRecords.syncedAt,
  paidAt: accountingSyncRecords.paidAt,
  orderNumber: orders.number,
  supplierName: organisations.name,
  venueName: orderVenues.name,
};

function recordsWithOrders(db: Database) {
  return joinOrderParties(
    db
      .select(recordColumns)
      .from(accountingSyncRecords)
      .innerJoin(supplierOrders, eq(supplierOrders.id, accountingSyncRecords.supplierOrderId))
      .$dynamic(),
  );
}

export type SyncRecordRow = Awaited<ReturnType<typeof listSyncRecordsOf>>[number];

/** The organisation's records, newest first (by when they last changed). */
export async function listSyncRecordsOf(db: Database, organisationId: string, filter: { state?: SyncRecord['state']; limit: number }) {
  return recordsWithOrders(db)
    .where(
      and(
        eq(accountingSyncRecords.organisationId, organisationId),
        eq(accountingSyncRecords.provider, 'xero'),
        filter.state ? eq(accountingSyncRecords.state, filter.state) : undefined,
      ),
    )
    .orderBy(desc(accountingSyncRecords.updatedAt), desc(accountingSyncRecords.id))
    .limit(filter.limit);
}

/** One record of the organisation: by its id, or the one of a supplier order. */
export async function findSyncRecordOf(db: Database, organisationId: string, by: { recordId: string } | { supplierOrderId: string }) {
  const [row] = await recordsWithOrders(db).where(
    and(
      eq(accountingSyncRecords.organisationId, organisationId),
      eq(accountingSyncRecords.provider, 'xero'),
      'recordId' in by ? eq(accountingSyncRecords.id, by.recordId) : eq(accountingSyncRecords.supplierOrderId, by.supplierOrderId),
    ),
  );
  return row;
}

/** A person's retry: a failed record goes back to pending (of two retries at once, one gets it). */
export async function resetFailedRecord(tx: Database, recordId: string) {
  const rows = await tx
    .update(accountingSyncRecords)
    .set({ state: 'pending', lastError: null, updatedAt: sql`now()` })
    .where(and(eq(accountingSyncRecords.id, recordId), eq(accountingSyncRecords.state, 'failed')))
    .returning({ id: accountingSyncRecords.id });
  return rows.length > 0;
}

export async function findSupplierOrderPaidAt(db: Database, supplierOrderId: string) {
  const [row] = await db.select({ paidAt: supplierOrders.paidAt }).from(supplierOrders).where(eq(supplierOrders.id, supplierOrderId));
  return row?.paidAt ?? null;
}
