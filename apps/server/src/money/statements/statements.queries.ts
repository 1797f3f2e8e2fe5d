import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditAllocations, invoicePayments, organisations, taxDocuments, type Database } from '@tapline/db';

// What statements are made of, read straight from the documents, payments and credit allocations (decision 0163).
// A payment counts from the day it was paid, or from its invoice's issue date when that came later; an allocation
// from the latest of its own date and its two documents' issue dates: so nothing counts before the document it
// settles exists, and a statement's opening, lines and closing always add up.

const adjusted = alias(taxDocuments, 'adjusted');

export interface PairFilter {
  supplierId?: string;
  venueId?: string;
}

/** Only the pair, the supplier's pairs or the venue's. */
function pairOf(filter: PairFilter): SQL | undefined {
  return and(
    filter.supplierId ? eq(taxDocuments.supplierId, filter.supplierId) : undefined,
    filter.venueId ? eq(taxDocuments.venueId, filter.venueId) : undefined,
  );
}

/** What was paid against the document (an invoice) with the day it counts from before, or up to, the bound. */
function paid(bound: SQL) {
  return sql<string>`case when ${taxDocuments.kind} = 'invoice' then coalesce((select sum(p.amount_cents) from ${invoicePayments} p
    where p.invoice_id = ${taxDocuments.id} and greatest(p.paid_on, ${taxDocuments.issueDate}) ${bound}), 0) else 0 end`;
}

/** Credit allocated to the document (an invoice) or from it (a note), counting from the later of the three dates. */
function allocated(bound: SQL) {
  return sql<string>`coalesce((select sum(a.amount_cents) from ${creditAllocations} a
    join ${taxDocuments} i on i.id = a.invoice_id join ${taxDocuments} n on n.id = a.note_id
    where (a.invoice_id = ${taxDocuments.id} or a.note_id = ${taxDocuments.id})
      and greatest(a.allocated_on, i.issue_date, n.issue_date) ${bound}), 0)`;
}

/**
 * The documents a statement of the month needs, with what was paid and allocated before its first day and by its
 * last: those issued by that date, but not those settled before the month that nothing touched since
 * (they add nothing to any balance, and a long trading history would otherwise be read every month).
 */
export async function listLedgerDocuments(db: Database, filter: PairFilter & { from: string; to: string }) {
  const before = sql`< ${filter.from}::date`;
  const byEnd = sql`<= ${filter.to}::date`;
  const ledger = db
    .select({
      id: taxDocuments.id,
      supplierId: taxDocuments.supplierId,
      venueId: taxDocuments.venueId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      relatesToNumber: sql<string | null>`${adjusted.number}`.as('relates_to_number'),
      issueDate: taxDocuments.issueDate,
      dueDate: taxDocuments.dueDate,
      currency: taxDocuments.currency,
      totalCents: taxDocuments.totalCents,
      paidBefore: paid(before).as('paid_before'),
      allocatedBefore: allocated(before).as('allocated_before'),
      paidByEnd: paid(byEnd).as('paid_by_end'),
      allocatedByEnd: allocated(byEnd).as('allocated_by_end'),
    })
    .from(taxDocuments)
    .leftJoin(adjusted, eq(adjusted.id, taxDocuments.relatesToId))
    .where(and(pairOf(filter), sql`${taxDocuments.issueDate} <= ${filter.to}::date`))
    .as('ledger');
  const rows = await db
    .select()
    .from(ledger)
    .where(
      sql`${ledger.issueDate} >= ${filter.from}::date
        or ${ledger.totalCents} <> ${ledger.paidBefore} + ${ledger.allocatedBefore}
        or ${ledger.paidByEnd} <> ${ledger.paidBefore}
        or ${ledger.allocatedByEnd} <> ${ledger.allocatedBefore}`,
    )
    .orderBy(asc(ledger.issueDate), asc(ledger.number));
  return rows.map((row) => ({
    ...row,
    paidBeforeCents: Number(row.paidBefore),
    allocatedBeforeCents: Number(row.allocatedBefore),
    paidByEndCents: Number(row.paidByEnd),
    allocatedByEndCents: Number(row.allocatedByEnd),
  }));
}

/** The payments of the pair(s) that count in the month, by the day they count from. */
export async function listLedgerPayments(db: Database, filter: PairFilter & { from: string; to: string }) {
  const day = sql<string>`greatest(${invoicePayments.paidOn}, ${taxDocuments.issueDate})`;
  return db
    .select({
      supplierId: taxDocuments.supplierId,
      venueId: taxDocuments.venueId,
      invoiceId: invoicePayments.invoiceId,
      invoiceNumber: taxDocuments.number,
      date: sql<string>`(${day})::text`,
      amountCents: invoicePayments.amountCents,
      reference: invoicePayments.reference,
    })
    .from(invoicePayments)
    .innerJoin(taxDocuments, and(eq(taxDocuments.id, invoicePayments.invoiceId), eq(taxDocuments.kind, 'invoice')))
    .where(and(pairOf(filter), sql`${day} between ${filter.from}::date and ${filter.to}::date`))
    .orderBy(asc(day), asc(invoicePayments.createdAt));
}

/** Organisations as a statement names them, with the calendar their dates are in. */
export async function findStatementParties(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organisations.id,
      type: organisations.type,
      name: organisations.name,
      abn: organisations.abn,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
    })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]));
}

/** Whether the supplier ever issued the venue a tax document: a statement exists only between trading partners. */
export async function tradedTogether(db: Database, supplierId: string, venueId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierId, supplierId), eq(taxDocuments.venueId, venueId)))
    .limit(1);
  return row !== undefined;
}
