import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creditAllocations, organisations, taxDocuments, type Database } from '@tapline/db';
import { allocatedFromCents } from './invoice-balances.queries';

// Adjustment notes and the credit they allocate (decision 0161): the invoice's row lock, the notes against it, the
// notes holding credit for the venue's next invoice.

/**
 * The tax document and its row's lock, held until the transaction ends: two notes or payments for one invoice queue
 * on it, and the second reads what the first wrote. (The immutability trigger refuses updates; a lock is no update.)
 */
export async function lockTaxDocument(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      supplierId: taxDocuments.supplierId,
      venueId: taxDocuments.venueId,
      supplierOrderId: taxDocuments.supplierOrderId,
      issueDate: taxDocuments.issueDate,
      termsKind: taxDocuments.termsKind,
      termsDays: taxDocuments.termsDays,
      currency: taxDocuments.currency,
      sellerName: taxDocuments.sellerName,
      sellerAbn: taxDocuments.sellerAbn,
      buyerName: taxDocuments.buyerName,
      buyerAbn: taxDocuments.buyerAbn,
      lines: taxDocuments.lines,
      totalCents: taxDocuments.totalCents,
      timeZone: organisations.timeZone,
    })
    .from(taxDocuments)
    .innerJoin(organisations, eq(organisations.id, taxDocuments.supplierId))
    .where(eq(taxDocuments.id, id))
    .for('update', { of: taxDocuments });
  return row;
}

/** The supplier order's tax invoice, if it has one. */
export async function findInvoiceIdOfOrder(tx: Database, supplierOrderId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  return row?.id;
}

/** The adjustment notes against the invoice: their lines and totals. */
export async function listNotesAgainst(tx: Database, invoiceId: string) {
  return tx
    .select({ lines: taxDocuments.lines, totalCents: taxDocuments.totalCents })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.relatesToId, invoiceId), eq(taxDocuments.kind, 'adjustment_note')));
}

/**
 * Locks the venue's adjustment notes from the supplier that hold credit, oldest first, then reads the credit each
 * still holds (a statement after the lock: it sees what another transaction allocated before letting go).
 */
export async function lockNotesHoldingCredit(tx: Database, supplierId: string, venueId: string) {
  const held = sql<number>`${taxDocuments.totalCents} - ${allocatedFromCents}`.mapWith(Number);
  const locked = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.supplierId, supplierId),
        eq(taxDocuments.venueId, venueId),
        eq(taxDocuments.kind, 'adjustment_note'),
        sql`${held} > 0`,
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence))
    .for('update');
  if (locked.length === 0) return [];
  const rows = await tx
    .select({ id: taxDocuments.id, heldCents: held })
    .from(taxDocuments)
    .where(
      inArray(
        taxDocuments.id,
        locked.map((row) => row.id),
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  return rows.filter((row) => row.heldCents > 0);
}

export async function insertAllocations(tx: Database, rows: (typeof creditAllocations.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(creditAllocations).values(rows);
}
