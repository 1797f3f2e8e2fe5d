import {
  accountingSyncRecords,
  creditAllocations,
  integrations,
  organisations,
  taxDocuments,
  xeroAllocationSyncs,
  xeroCreditNoteSyncs,
  type Database,
} from '@tapline/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Adjustment notes into Xero (decision 0162): one sync per note and organisation, written in the note's transaction;
// the allocations each side has sent, one row per allocation and organisation once Xero answered.

type NoteSync = typeof xeroCreditNoteSyncs.$inferSelect;
export type NoteSyncPatch = Partial<Pick<NoteSync, 'state' | 'xeroCreditNoteId' | 'xeroStatus' | 'lastError' | 'syncedAt'>>;

/** The document's kind, order and parties: what queueing its Xero work needs. */
export async function findTaxDocumentHead(tx: Database, documentId: string) {
  const [row] = await tx
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      supplierOrderId: taxDocuments.supplierOrderId,
      supplierId: taxDocuments.supplierId,
      venueId: taxDocuments.venueId,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  return row;
}

/** New pending syncs of a note; one that exists (unique note + organisation) is left alone. */
export async function insertPendingNoteSyncs(tx: Database, rows: { noteId: string; organisationId: string; side: 'supplier' | 'venue' }[]) {
  if (rows.length === 0) return;
  await tx.insert(xeroCreditNoteSyncs).values(rows).onConflictDoNothing();
}

/** The note's syncs that a new allocation (or the note itself) sends work to: all but the failed ones. */
export async function listLiveNoteSyncs(tx: Database, noteId: string) {
  return tx
    .select({ id: xeroCreditNoteSyncs.id })
    .from(xeroCreditNoteSyncs)
    .where(and(eq(xeroCreditNoteSyncs.noteId, noteId), inArray(xeroCreditNoteSyncs.state, ['pending', 'synced'])));
}

const adjusted = alias(taxDocuments, 'adjusted_invoice');

/** A note sync with its organisation, its integration (null fields when it has none), the note and its invoice's number. */
export async function findNoteSyncWork(db: Database, syncId: string) {
  const [row] = await db
    .select({
      sync: xeroCreditNoteSyncs,
      organisation: { type: organisations.type, name: organisations.name },
      integration: {
        id: integrations.id,
        accountCode: integrations.accountCode,
        depositAccountCode: integrations.depositAccountCode,
        taxType: integrations.taxType,
        invoiceStatus: integrations.invoiceStatus,
        blockedUntil: integrations.blockedUntil,
      },
      note: taxDocuments,
      invoiceNumber: adjusted.number,
      /** the adjusted invoice's own sync in this organisation (null when it has none) */
      invoiceSyncState: accountingSyncRecords.state,
    })
    .from(xeroCreditNoteSyncs)
    .innerJoin(organisations, eq(organisations.id, xeroCreditNoteSyncs.organisationId))
    .innerJoin(taxDocuments, eq(taxDocuments.id, xeroCreditNoteSyncs.noteId))
    .leftJoin(adjusted, eq(adjusted.id, taxDocuments.relatesToId))
    .leftJoin(
      accountingSyncRecords,
      and(
        eq(accountingSyncRecords.supplierOrderId, taxDocuments.supplierOrderId),
        eq(accountingSyncRecords.organisationId, xeroCreditNoteSyncs.organisationId),
        eq(accountingSyncRecords.provider, 'xero'),
      ),
    )
    .leftJoin(integrations, and(eq(integrations.organisationId, xeroCreditNoteSyncs.organisationId), eq(integrations.provider, 'xero')))
    .where(eq(xeroCreditNoteSyncs.id, syncId));
  return row;
}

/**
 * The note's allocations not yet sent to this organisation's Xero, oldest first, each with the invoice it credits:
 * its number and Xero's InvoiceID in this organisation (null while that invoice's own sync hasn't made it).
 */
export async function listUnsentAllocations(db: Database, noteId: string, organisationId: string) {
  return db
    .select({
      id: creditAllocations.id,
      amountCents: creditAllocations.amountCents,
      allocatedOn: creditAllocations.allocatedOn,
      invoiceNumber: taxDocuments.number,
      invoiceSyncState: accountingSyncRecords.state,
      xeroInvoiceId: accountingSyncRecords.xeroInvoiceId,
    })
    .from(creditAllocations)
    .innerJoin(taxDocuments, eq(taxDocuments.id, creditAllocations.invoiceId))
    .leftJoin(
      accountingSyncRecords,
      and(
        eq(accountingSyncRecords.supplierOrderId, taxDocuments.supplierOrderId),
        eq(accountingSyncRecords.organisationId, organisationId),
        eq(accountingSyncRecords.provider, 'xero'),
      ),
    )
    .leftJoin(
      xeroAllocationSyncs,
      and(eq(xeroAllocationSyncs.allocationId, creditAllocations.id), eq(xeroAllocationSyncs.organisationId, organisationId)),
    )
    .where(and(eq(creditAllocations.noteId, noteId), isNull(xeroAllocationSyncs.allocationId)))
    .orderBy(asc(creditAllocations.createdAt), asc(creditAllocations.id));
}

/** Xero's AllocationIDs this organisation's rows already hold for the note: a match among them is not a lost answer. */
export async function listClaimedAllocationIds(db: Database, noteId: string, organisationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ xeroAllocationId: xeroAllocationSyncs.xeroAllocationId })
    .from(xeroAllocationSyncs)
    .innerJoin(creditAllocations, eq(creditAllocations.id, xeroAllocationSyncs.allocationId))
    .where(and(eq(creditAllocations.noteId, noteId), eq(xeroAllocationSyncs.organisationId, organisationId)));
  return new Set(rows.map((row) => row.xeroAllocationId));
}

/** The allocation reached this organisation's Xero (once: a second write of it is ignored). */
export async function insertAllocationSync(
  db: Database,
  values: { allocationId: string; organisationId: string; xeroAllocationId: string },
) {
  await db.insert(xeroAllocationSyncs).values(values).onConflictDoNothing();
}

export async function countNoteSyncAttempt(db: Database, syncId: string, now: Date) {
  await db
    .update(xeroCreditNoteSyncs)
    .set({ attempts: sql`${xeroCreditNoteSyncs.attempts} + 1`, lastAttemptAt: now, updatedAt: sql`now()` })
    .where(eq(xeroCreditNoteSyncs.id, syncId));
}

export async function updateNoteSync(db: Database, syncId: string, patch: NoteSyncPatch) {
  await db
    .update(xeroCreditNoteSyncs)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(xeroCreditNoteSyncs.id, syncId));
}
