import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KegCollectionStatus } from '@tapline/contracts';
import { kegCollectionNotes, kegCollections, organisations, profiles, taxDocuments, type Database, type KegCountRow } from '@tapline/db';
import { offsetOf } from '../../shared/pagination';

// Collections of empty kegs (decision 0177): asked for by a venue, recorded by its supplier, with their parties, the
// people who asked and recorded, and the adjustment notes that refunded their deposits.

const collectionVenue = alias(organisations, 'collection_venue');
const collectionSupplier = alias(organisations, 'collection_supplier');
const requester = alias(profiles, 'collection_requester');
const collector = alias(profiles, 'collection_collector');

const collectionColumns = {
  id: kegCollections.id,
  venueId: kegCollections.venueId,
  venueSlug: collectionVenue.slug,
  venueName: collectionVenue.name,
  supplierId: kegCollections.supplierId,
  supplierSlug: collectionSupplier.slug,
  supplierName: collectionSupplier.name,
  status: kegCollections.status,
  version: kegCollections.version,
  swapAtDelivery: kegCollections.swapAtDelivery,
  requestedFor: kegCollections.requestedFor,
  requested: kegCollections.requested,
  note: kegCollections.note,
  requestedById: kegCollections.requestedBy,
  requestedByName: requester.name,
  requestedByEmail: requester.email,
  requestedAt: kegCollections.requestedAt,
  collected: kegCollections.collected,
  collectedById: kegCollections.collectedBy,
  collectedByName: collector.name,
  collectedByEmail: collector.email,
  collectedAt: kegCollections.collectedAt,
  override: kegCollections.override,
  cancelledAt: kegCollections.cancelledAt,
};

export type CollectionRow = Awaited<ReturnType<typeof findCollection>> & {};

function collectionQuery(db: Database) {
  return db
    .select(collectionColumns)
    .from(kegCollections)
    .innerJoin(collectionVenue, eq(collectionVenue.id, kegCollections.venueId))
    .innerJoin(collectionSupplier, eq(collectionSupplier.id, kegCollections.supplierId))
    .leftJoin(requester, eq(requester.id, kegCollections.requestedBy))
    .leftJoin(collector, eq(collector.id, kegCollections.collectedBy));
}

export async function findCollection(db: Database, collectionId: string) {
  const [row] = await collectionQuery(db).where(eq(kegCollections.id, collectionId));
  return row;
}

/** The open requests (of a venue, or of a supplier), oldest first. */
export async function listOpenCollections(db: Database, where: { venueId: string } | { supplierId: string }) {
  const side = 'venueId' in where ? eq(kegCollections.venueId, where.venueId) : eq(kegCollections.supplierId, where.supplierId);
  return collectionQuery(db)
    .where(and(side, eq(kegCollections.status, 'requested')))
    .orderBy(kegCollections.requestedAt, kegCollections.id);
}

/** Recorded (and, for a venue, cancelled) collections, newest first, a page of them and how many there are. */
export async function listPastCollections(
  db: Database,
  where: { venueId: string } | { supplierId: string },
  page: { page: number; pageSize: number },
) {
  const statuses: KegCollectionStatus[] = 'venueId' in where ? ['collected', 'cancelled'] : ['collected'];
  const side = 'venueId' in where ? eq(kegCollections.venueId, where.venueId) : eq(kegCollections.supplierId, where.supplierId);
  const condition = and(side, inArray(kegCollections.status, statuses));
  const [rows, [total]] = await Promise.all([
    collectionQuery(db)
      .where(condition)
      .orderBy(desc(sql`coalesce(${kegCollections.collectedAt}, ${kegCollections.cancelledAt})`), desc(kegCollections.id))
      .limit(page.pageSize)
      .offset(offsetOf(page.page, page.pageSize)),
    db.select({ n: count() }).from(kegCollections).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const pairOf = (supplierId: string, venueId: string) =>
  and(eq(kegCollections.supplierId, supplierId), eq(kegCollections.venueId, venueId), eq(kegCollections.status, 'requested'));

/** The pair's open request (one at most: keg_collections_one_open_per_pair), in the caller's transaction. */
export async function findOpenRequest(tx: Database, supplierId: string, venueId: string) {
  const [row] = await tx.select({ id: kegCollections.id }).from(kegCollections).where(pairOf(supplierId, venueId)).for('update');
  return row;
}

interface RequestValues {
  requested: KegCountRow[];
  requestedFor: string | null;
  swapAtDelivery: boolean;
  note: string;
  requestedBy: string;
  requestedAt: Date;
}

export async function insertRequest(tx: Database, pair: { supplierId: string; venueId: string }, values: RequestValues) {
  const [row] = await tx
    .insert(kegCollections)
    .values({ ...pair, ...values, status: 'requested' })
    .returning({ id: kegCollections.id });
  return row!.id;
}

/** A second ask replaces the open request's counts, day and note; its version moves on (decision 0177). */
export async function replaceRequest(tx: Database, collectionId: string, values: RequestValues) {
  await tx
    .update(kegCollections)
    .set({ ...values, version: sql`${kegCollections.version} + 1`, updatedAt: values.requestedAt })
    .where(eq(kegCollections.id, collectionId));
}

/** Cancels the request while it is open; false when it no longer is. */
export async function cancelRequest(tx: Database, collectionId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(kegCollections)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at, version: sql`${kegCollections.version} + 1` })
    .where(and(eq(kegCollections.id, collectionId), eq(kegCollections.status, 'requested')))
    .returning({ id: kegCollections.id });
  return rows.length === 1;
}

interface CollectedValues {
  collected: KegCountRow[];
  collectedBy: string;
  collectedAt: Date;
  override: boolean;
}

/**
 * Moves a request to collected in one conditional update: only while it is still requested and at the version the
 * supplier read, so of two recordings at once one wins and the other finds nothing to update (false).
 */
export async function recordRequest(tx: Database, collectionId: string, version: number, values: CollectedValues): Promise<boolean> {
  const rows = await tx
    .update(kegCollections)
    .set({ ...values, status: 'collected', updatedAt: values.collectedAt, version: sql`${kegCollections.version} + 1` })
    .where(and(eq(kegCollections.id, collectionId), eq(kegCollections.status, 'requested'), eq(kegCollections.version, version)))
    .returning({ id: kegCollections.id });
  return rows.length === 1;
}

/** A collection the supplier recorded with no request (kegs swapped at a delivery). */
export async function insertRecorded(tx: Database, pair: { supplierId: string; venueId: string }, values: CollectedValues) {
  const [row] = await tx
    .insert(kegCollections)
    .values({ ...pair, ...values, status: 'collected' })
    .returning({ id: kegCollections.id });
  return row!.id;
}

export async function insertCollectionNotes(tx: Database, collectionId: string, noteIds: readonly string[]) {
  if (noteIds.length === 0) return;
  await tx.insert(kegCollectionNotes).values(noteIds.map((noteId) => ({ collectionId, noteId })));
}

const refundedInvoice = alias(taxDocuments, 'refunded_invoice');

/** The adjustment notes refunding the collections' deposits, with the invoices they credit (oldest invoice first). */
export async function listRefundNotes(db: Database, collectionIds: readonly string[]) {
  if (collectionIds.length === 0) return [];
  return db
    .select({
      collectionId: kegCollectionNotes.collectionId,
      id: taxDocuments.id,
      number: taxDocuments.number,
      issueDate: taxDocuments.issueDate,
      currency: taxDocuments.currency,
      totalCents: taxDocuments.totalCents,
      lines: taxDocuments.lines,
      invoiceId: refundedInvoice.id,
      invoiceNumber: refundedInvoice.number,
      invoiceLines: refundedInvoice.lines,
    })
    .from(kegCollectionNotes)
    .innerJoin(taxDocuments, eq(taxDocuments.id, kegCollectionNotes.noteId))
    .innerJoin(refundedInvoice, eq(refundedInvoice.id, taxDocuments.relatesToId))
    .where(inArray(kegCollectionNotes.collectionId, [...collectionIds]))
    .orderBy(refundedInvoice.issueDate, refundedInvoice.sequence);
}

export type RefundNoteRow = Awaited<ReturnType<typeof listRefundNotes>>[number];
