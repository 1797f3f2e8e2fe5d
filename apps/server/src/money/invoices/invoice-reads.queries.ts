import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orders, organisations, supplierOrders, taxDocuments, type Database } from '@tapline/db';
import type { InvoiceState } from '@tapline/contracts';

// Reading tax invoices with their derived state (decision 0160): paid and part paid from the order's payment marks
// (money/xero sets them), overdue when due before today in the supplier's time zone with a balance left.

/** The supplier's calendar date at `now`: an invoice is overdue the day after its due date, there. */
const supplierToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${organisations.timeZone})::date`;

function stateOf(now: Date): SQL<InvoiceState> {
  return sql<InvoiceState>`case
    when ${supplierOrders.paidAt} is not null then 'paid'
    when ${taxDocuments.dueDate} < ${supplierToday(now)} then 'overdue'
    when ${supplierOrders.partPaidAt} is not null then 'part_paid'
    else 'open' end`;
}

/** Unpaid: the whole total (amounts of part payments arrive with payments recorded by hand, a later slice). */
const balance = sql<number>`case when ${supplierOrders.paidAt} is not null then 0 else ${taxDocuments.totalCents} end`;

function columns(now: Date) {
  return {
    id: taxDocuments.id,
    kind: taxDocuments.kind,
    number: taxDocuments.number,
    supplierOrderId: taxDocuments.supplierOrderId,
    orderId: orders.id,
    orderNumber: orders.number,
    relatesToId: taxDocuments.relatesToId,
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
    balanceCents: balance.mapWith(Number),
    state: stateOf(now),
  };
}

/** Joins a query over tax documents to their supplier order, its order, and their supplier (whose time zone says today). */
function joinDocumentParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(supplierOrders, eq(supplierOrders.id, taxDocuments.supplierOrderId))
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, taxDocuments.supplierId));
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

/** What the venue owes each supplier over its unpaid bills, and how much of it is overdue. */
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
    .where(and(eq(taxDocuments.venueId, venueId), eq(taxDocuments.kind, 'invoice'), sql`${supplierOrders.paidAt} is null`))
    .groupBy(taxDocuments.supplierId, organisations.name, taxDocuments.currency)
    .orderBy(asc(organisations.name), asc(taxDocuments.supplierId));
}
