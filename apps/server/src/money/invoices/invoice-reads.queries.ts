import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { orders, organisations, supplierOrders, taxDocuments, type Database } from '@tapline/db';
import type { InvoiceState } from '@tapline/contracts';
import { allocatedFromCents, allocatedToCents, creditedCents as credited, paidCents as paid } from './invoice-balances.queries';

// Reading tax documents with their balance and derived state (decisions 0160, 0161), from the payments, the credit
// allocations and the adjustment notes: never stored.

/** The supplier's calendar date at `now`: an invoice is overdue the day after its due date, there. */
const supplierToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${organisations.timeZone})::date`;

const isNote = sql`${taxDocuments.kind} = 'adjustment_note'`;

/** An invoice: its total less its payments and the credit allocated to it. A note: its credit not yet allocated. */
const balance = sql<number>`case when ${isNote}
  then ${taxDocuments.totalCents} - ${allocatedFromCents}
  else ${taxDocuments.totalCents} - ${paid} - ${allocatedToCents} end`;

/**
 * Credited when notes took its whole total (or credit settled it without a payment), paid when payments brought it
 * to 0, overdue when due before the supplier's today with a balance, part paid, else open. A note: credited once its
 * credit is all allocated.
 */
function stateOf(now: Date): SQL<InvoiceState> {
  return sql<InvoiceState>`case
    when ${isNote} then case when ${balance} > 0 then 'open' else 'credited' end
    when ${credited} >= ${taxDocuments.totalCents} then 'credited'
    when ${balance} <= 0 then case when ${paid} > 0 then 'paid' else 'credited' end
    when ${taxDocuments.dueDate} < ${supplierToday(now)} then 'overdue'
    when ${paid} > 0 then 'part_paid'
    else 'open' end`;
}

/** The invoice a note adjusts. */
const relatedInvoices = alias(taxDocuments, 'related_invoice');

function columns(now: Date) {
  return {
    id: taxDocuments.id,
    kind: taxDocuments.kind,
    number: taxDocuments.number,
    supplierOrderId: taxDocuments.supplierOrderId,
    orderId: orders.id,
    orderNumber: orders.number,
    relatesToId: taxDocuments.relatesToId,
    relatesToNumber: relatedInvoices.number,
    reason: taxDocuments.reason,
    issuedAt: taxDocuments.issuedAt,
    issueDate: taxDocuments.issueDate,
    dueDate: taxDocuments.dueDate,
    termsKind: taxDocuments.termsKind,
    termsDays: taxDocuments.termsDays,
    supplierId: taxDocuments.supplierId,
    sellerName: taxDocuments.sellerName,
    sellerAbn: taxDocuments.sellerAbn,
    venueId: taxDocuments.venueId,
    buyerName: taxDocuments.buyerName,
    buyerAbn: taxDocuments.buyerAbn,
    currency: taxDocuments.currency,
    subtotalCents: taxDocuments.subtotalCents,
    gstCents: taxDocuments.gstCents,
    totalCents: taxDocuments.totalCents,
    paidCents: sql<number>`case when ${isNote} then 0 else ${paid} end`.mapWith(Number),
    creditedCents: sql<number>`case when ${isNote} then 0 else ${credited} end`.mapWith(Number),
    balanceCents: balance.mapWith(Number),
    state: stateOf(now),
  };
}

/**
 * Joins a query over tax documents to their supplier order, its order, their supplier (whose time zone says today)
 * and, for a note, its invoice.
 */
function joinDocumentParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(supplierOrders, eq(supplierOrders.id, taxDocuments.supplierOrderId))
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, taxDocuments.supplierId))
    .leftJoin(relatedInvoices, eq(relatedInvoices.id, taxDocuments.relatesToId));
}

export interface InvoiceFilter {
  /** whose: the supplier's invoices, or the venue's bills */
  supplierId?: string;
  venueId?: string;
  state?: InvoiceState | undefined;
  now: Date;
  limit: number;
  offset: number;
}

/** A page of invoices, overdue first, then the newest; `total` on every row is the count of all that match. */
export async function listInvoices(db: Database, filter: InvoiceFilter) {
  const state = stateOf(filter.now);
  const query = db
    .select({ ...columns(filter.now), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(taxDocuments)
    .$dynamic();
  return joinDocumentParties(query)
    .where(
      and(
        eq(taxDocuments.kind, 'invoice'),
        filter.supplierId ? eq(taxDocuments.supplierId, filter.supplierId) : undefined,
        filter.venueId ? eq(taxDocuments.venueId, filter.venueId) : undefined,
        filter.state ? sql`${state} = ${filter.state}` : undefined,
      ),
    )
    .orderBy(sql`(${state} = 'overdue') desc`, desc(taxDocuments.issuedAt), desc(taxDocuments.number))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** One tax document with its lines, whoever's it is (the service checks). */
export async function findTaxDocument(db: Database, id: string, now: Date) {
  const query = db
    .select({ ...columns(now), lines: taxDocuments.lines })
    .from(taxDocuments)
    .$dynamic();
  const [row] = await joinDocumentParties(query).where(eq(taxDocuments.id, id));
  return row;
}

/** What the venue owes each supplier over its bills with a balance, and how much of it is overdue. */
export async function owedByVenue(db: Database, venueId: string, now: Date) {
  const state = stateOf(now);
  const query = db
    .select({
      supplierId: taxDocuments.supplierId,
      supplierName: organisations.name,
      currency: taxDocuments.currency,
      balanceCents: sql<number>`sum(${balance})`.mapWith(Number),
      overdueCents: sql<number>`coalesce(sum(${balance}) filter (where ${state} = 'overdue'), 0)`.mapWith(Number),
    })
    .from(taxDocuments)
    .$dynamic();
  return joinDocumentParties(query)
    .where(and(eq(taxDocuments.venueId, venueId), eq(taxDocuments.kind, 'invoice'), sql`${balance} > 0`))
    .groupBy(taxDocuments.supplierId, organisations.name, taxDocuments.currency)
    .orderBy(asc(organisations.name), asc(taxDocuments.supplierId));
}

/** The credit the venue's adjustment notes hold with each supplier, not yet allocated to an invoice. */
export async function creditHeldByVenue(db: Database, venueId: string) {
  return db
    .select({
      supplierId: taxDocuments.supplierId,
      supplierName: organisations.name,
      currency: taxDocuments.currency,
      creditCents: sql<number>`sum(${balance})`.mapWith(Number),
    })
    .from(taxDocuments)
    .innerJoin(organisations, eq(organisations.id, taxDocuments.supplierId))
    .where(and(eq(taxDocuments.venueId, venueId), eq(taxDocuments.kind, 'adjustment_note'), sql`${balance} > 0`))
    .groupBy(taxDocuments.supplierId, organisations.name, taxDocuments.currency);
}
