import {
  paymentTermsLabel,
  type BillList,
  type InvoiceListQuery,
  type TaxInvoice,
  type TaxInvoiceList,
  type TaxInvoiceSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { offsetOf } from '../../shared/pagination';
import { termsOf } from './invoice-settings.service';
import { findTaxDocument, listInvoices, owedByVenue } from './invoice-reads.queries';

// A supplier reads the invoices it issued; a venue reads its bills (the same documents, addressed to it). Any member
// reads; another organisation's document is 404 as one that doesn't exist (decision 0160).

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
  const [page, owed] = await Promise.all([pageOf(db, { venueId: organisation.id }, query, now), owedByVenue(db, organisation.id, now)]);
  return { ...page, owed };
}

/** One invoice of the organisation's own: the supplier that issued it, or the venue it is addressed to. */
export async function getInvoice(
  db: Database,
  user: ApiUser,
  side: 'supplier' | 'venue',
  idOrSlug: string,
  invoiceId: string,
  now: Date,
): Promise<TaxInvoice> {
  const { organisation } = await AppError.notFoundAs('Invoice', requireOrganisationAccess(db, user, side, idOrSlug));
  const row = await findTaxDocument(db, invoiceId, now);
  const owner = side === 'supplier' ? row?.supplierId : row?.venueId;
  if (!row || owner !== organisation.id) throw AppError.notFound('Invoice');
  return { ...summaryOf(row), lines: row.lines };
}
