import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { creditAllocations, invoicePayments, taxDocuments, type Database } from '@tapline/db';

// What an invoice's balance is made of (decision 0161), as SQL over the tables, never stored: its payments, the
// credit allocated to it, the adjustment notes against it; a note's credit allocated from it.

const sumOf = (amount: AnyColumn, table: typeof invoicePayments | typeof creditAllocations, key: AnyColumn, id: AnyColumn) =>
  sql<number>`(select coalesce(sum(${amount}), 0)::bigint from ${table} where ${key} = ${id})`.mapWith(Number);

/** The payments against the invoice. */
export const paidCentsOf = (invoiceId: AnyColumn) =>
  sumOf(invoicePayments.amountCents, invoicePayments, invoicePayments.invoiceId, invoiceId);

/** The credit allocated to the invoice, from its own notes or earlier ones. */
export const allocatedToCentsOf = (invoiceId: AnyColumn) =>
  sumOf(creditAllocations.amountCents, creditAllocations, creditAllocations.invoiceId, invoiceId);

/** The note's credit allocated so far. */
export const allocatedFromCentsOf = (noteId: AnyColumn) =>
  sumOf(creditAllocations.amountCents, creditAllocations, creditAllocations.noteId, noteId);

/**
 * The totals of the adjustment notes against the invoice (`invoiceId` a column of the outer query's tax_documents:
 * the notes are that table again, named `note` here).
 */
export const creditedCentsOf = (invoiceId: AnyColumn) =>
  sql<number>`(select coalesce(sum(note.total_cents), 0)::bigint from ${taxDocuments} note where note.relates_to_id = ${invoiceId})`.mapWith(
    Number,
  );

/** The invoice's payments, credit allocated to it and notes against it (read after its row's lock: they are current). */
export async function findInvoiceSums(db: Database, invoiceId: string) {
  const [row] = await db
    .select({
      paidCents: paidCentsOf(taxDocuments.id),
      allocatedCents: allocatedToCentsOf(taxDocuments.id),
      creditedCents: creditedCentsOf(taxDocuments.id),
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, invoiceId));
  return row ?? { paidCents: 0, allocatedCents: 0, creditedCents: 0 };
}
