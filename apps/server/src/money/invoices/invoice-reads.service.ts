import {
  paymentTermsLabel,
  type BillList,
  type InvoiceListQuery,
  type OwedToSupplier,
  type TaxInvoice,
  type TaxInvoiceList,
  type TaxInvoiceSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { offsetOf } from '../../shared/pagination';
import { termsOf } from './invoice-settings.service';
import { creditHeldByVenue, findTaxDocument, listInvoices, owedByVenue } from './invoice-reads.queries';
import { listAllocationsOf, listNotesOf, listPaymentsOf } from './invoice-trail.queries';

// A supplier reads the invoices it issued; a venue reads its bills (the same documents, addressed to it). Any member
// reads; another organisation's document is 404 as one that doesn't exist (decision 0160). An adjustment note reads
// at the same paths; balances come from the payments and credit allocations (decision 0161).

type Row = Awaited<ReturnType<typeof listInvoices>>[number];

const TITLES = { invoice: 'Tax invoice', adjustment_note: 'Adjustment note' } as const;

function summaryOf(row: Omit<Row, 'total'>): TaxInvoiceSummary {
  const paymentTerms = termsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    title: TITLES[row.kind],
    number: row.number,
    supplierOrderId: row.supplierOrderId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    relatesToId: row.relatesToId,
    relatesToNumber: row.relatesToNumber,
    reason: row.reason,
    issuedAt: row.issuedAt.toISOString(),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paymentTerms,
    paymentTermsLabel: paymentTermsLabel(paymentTerms),
    seller: { id: row.supplierId, name: row.sellerName, abn: row.sellerAbn },
    buyer: { id: row.venueId, name: row.buyerName, abn: row.buyerAbn },
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    gstCents: row.gstCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    creditedCents: row.creditedCents,
    balanceCents: row.balanceCents,
    state: row.state,
  };
}

async function pageOf(db: Database, whose: { supplierId: string } | { venueId: string }, query: InvoiceListQuery, now: Date) {
  const rows = await listInvoices(db, {
    ...whose,
    state: query.state,
    now,
    limit: query.pageSize,
    offset: offsetOf(query.page, query.pageSize),
  });
  return { items: rows.map(summaryOf), page: query.page, pageSize: query.pageSize, total: rows[0]?.total ?? 0 };
}

export async function getSupplierInvoices(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: InvoiceListQuery,
  now: Date,
): Promise<TaxInvoiceList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  return pageOf(db, { supplierId: organisation.id }, query, now);
}

export async function getVenueBills(
  db: Database,
  user: ApiUser,
  venueIdOrSlug: string,
  query: InvoiceListQuery,
  now: Date,
): Promise<BillList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const [page, owed, credit] = await Promise.all([
    pageOf(db, { venueId: organisation.id }, query, now),
    owedByVenue(db, organisation.id, now),
    creditHeldByVenue(db, organisation.id),
  ]);
  return { ...page, owed: owedLessCredit(owed, credit) };
}

/** Per supplier (and currency): its bills' balances less the credit held with it; a supplier owed nothing but holding credit too. */
function owedLessCredit(
  owed: Awaited<ReturnType<typeof owedByVenue>>,
  credit: Awaited<ReturnType<typeof creditHeldByVenue>>,
): OwedToSupplier[] {
  const key = (row: { supplierId: string; currency: string }) => `${row.supplierId} ${row.currency}`;
  const rows = new Map<string, OwedToSupplier>(owed.map((row) => [key(row), { ...row, creditCents: 0 }]));
  for (const held of credit) {
    const row = rows.get(key(held)) ?? { ...held, balanceCents: 0, overdueCents: 0, creditCents: 0 };
    rows.set(key(held), { ...row, balanceCents: row.balanceCents - held.creditCents, creditCents: held.creditCents });
  }
  return [...rows.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName) || a.supplierId.localeCompare(b.supplierId));
}

/**
 * One tax document of the organisation's own (the supplier that issued it, or the venue it is addressed to), whole:
 * its lines, balance and state, the notes against it, its payments and allocations. 404 when it isn't theirs.
 * What the PDFs and Xero read an invoice's figures with.
 */
export async function readTaxDocument(
  db: Database,
  whose: { supplierId: string } | { venueId: string },
  documentId: string,
  now: Date,
): Promise<TaxInvoice> {
  const row = await findTaxDocument(db, documentId, now);
  const owner = 'supplierId' in whose ? row?.supplierId === whose.supplierId : row?.venueId === whose.venueId;
  if (!row || !owner) throw AppError.notFound('Invoice');
  const isInvoice = row.kind === 'invoice';
  const [notes, payments, allocations] = await Promise.all([
    isInvoice ? listNotesOf(db, row.id) : [],
    isInvoice ? listPaymentsOf(db, row.id) : [],
    listAllocationsOf(db, isInvoice ? { invoiceId: row.id } : { noteId: row.id }),
  ]);
  return {
    ...summaryOf(row),
    lines: row.lines,
    adjustmentNotes: notes.map((note) => ({ ...note, reason: note.reason ?? '' })),
    payments,
    allocations,
  };
}

/** One invoice (or adjustment note) of the organisation's own: the supplier that issued it, or the venue it is addressed to. */
export async function getInvoice(
  db: Database,
  user: ApiUser,
  side: 'supplier' | 'venue',
  idOrSlug: string,
  invoiceId: string,
  now: Date,
): Promise<TaxInvoice> {
  const { organisation } = await AppError.notFoundAs('Invoice', requireOrganisationAccess(db, user, side, idOrSlug));
  return readTaxDocument(db, side === 'supplier' ? { supplierId: organisation.id } : { venueId: organisation.id }, invoiceId, now);
}

/** A tax document's summary (its amounts, balance and state as they stand), what its webhook events carry; undefined when none. */
export async function summariseTaxDocument(db: Database, documentId: string, now: Date): Promise<TaxInvoiceSummary | undefined> {
  const row = await findTaxDocument(db, documentId, now);
  return row ? summaryOf(row) : undefined;
}
