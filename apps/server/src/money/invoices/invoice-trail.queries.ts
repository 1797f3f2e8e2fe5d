import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditAllocations, invoicePayments, taxDocuments, type Database } from '@tapline/db';

// An invoice's money trail as its page lists it (decision 0161): the adjustment notes against it, its payments, and
// the credit allocated to it (or, for a note, where its credit went).

export async function listNotesOf(db: Database, invoiceId: string) {
  return db
    .select({
      id: taxDocuments.id,
      number: taxDocuments.number,
      issueDate: taxDocuments.issueDate,
      reason: taxDocuments.reason,
      gstCents: taxDocuments.gstCents,
      totalCents: taxDocuments.totalCents,
    })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.relatesToId, invoiceId), eq(taxDocuments.kind, 'adjustment_note')))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}

export async function listPaymentsOf(db: Database, invoiceId: string) {
  return db
    .select({
      id: invoicePayments.id,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      reference: invoicePayments.reference,
      source: invoicePayments.source,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

const allocatedNotes = alias(taxDocuments, 'allocated_note');
const allocatedInvoices = alias(taxDocuments, 'allocated_invoice');

/** The allocations to an invoice, or from a note, with both documents' numbers. */
export async function listAllocationsOf(db: Database, where: { invoiceId: string } | { noteId: string }) {
  return db
    .select({
      noteId: creditAllocations.noteId,
      noteNumber: allocatedNotes.number,
      invoiceId: creditAllocations.invoiceId,
      invoiceNumber: allocatedInvoices.number,
      amountCents: creditAllocations.amountCents,
      allocatedOn: creditAllocations.allocatedOn,
    })
    .from(creditAllocations)
    .innerJoin(allocatedNotes, eq(allocatedNotes.id, creditAllocations.noteId))
    .innerJoin(allocatedInvoices, eq(allocatedInvoices.id, creditAllocations.invoiceId))
    .where('invoiceId' in where ? eq(creditAllocations.invoiceId, where.invoiceId) : eq(creditAllocations.noteId, where.noteId))
    .orderBy(asc(creditAllocations.allocatedOn), asc(creditAllocations.createdAt));
}
