import { BillList, TaxInvoice, TaxInvoiceList, type InvoiceState } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiGet } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** An invoices list's search as its address keeps it: one state, and the page. */
export interface InvoiceSearch {
  state?: InvoiceState | undefined;
  page?: number | undefined;
}

// an invoice's state moves with the day and with payments: fresh when someone comes back to the page
const moving = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

/** GET /api/suppliers/{id}/invoices: the supplier's tax invoices, overdue first, then the newest. */
export const supplierInvoicesQueryOptions = (supplierId: string, search: InvoiceSearch) =>
  queryOptions({
    queryKey: invoiceKeys.list(supplierId, search),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${supplierId}/invoices`, import.meta.env.DEV ? TaxInvoiceList : false, { query: { ...search }, signal }),
    ...moving,
  });

/** GET /api/venues/{id}/bills: the venue's bills, overdue first, and what it owes each supplier. */
export const venueBillsQueryOptions = (venueId: string, search: InvoiceSearch) =>
  queryOptions({
    queryKey: invoiceKeys.list(venueId, search),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${venueId}/bills`, import.meta.env.DEV ? BillList : false, { query: { ...search }, signal }),
    ...moving,
  });

/** The path of one of the organisation's invoices: the supplier's own, or a bill addressed to the venue. */
export function invoicePath(organisation: OrganisationKey, invoiceId: string): string {
  const list = organisation.type === 'supplier' ? 'invoices' : 'bills';
  return `/api/${organisation.type}s/${organisation.id}/${list}/${encodeURIComponent(invoiceId)}`;
}

/** One tax invoice with its lines, as its supplier or its venue reads it. */
export const invoiceQueryOptions = (organisation: OrganisationKey, invoiceId: string) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(organisation.id, invoiceId),
    queryFn: ({ signal }) => apiGet(invoicePath(organisation, invoiceId), import.meta.env.DEV ? TaxInvoice : false, { signal }),
    ...moving,
  });

/**
 * How many invoices are overdue (a supplier's) or bills (a venue's), for the landing page's "Needs attention": the list's
 * own count of the overdue state, one row asked for; a venue's answer also says how much is overdue to each supplier.
 */
export const overdueInvoicesQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: invoiceKeys.overdue(organisation.id),
    queryFn: async ({ signal }): Promise<OverdueInvoices> => {
      const query = { state: 'overdue', pageSize: 1 };
      if (organisation.type === 'supplier') {
        const list = await apiGet(`/api/suppliers/${organisation.id}/invoices`, import.meta.env.DEV ? TaxInvoiceList : false, {
          query,
          signal,
        });
        return { count: list.total, amounts: [] };
      }
      const bills = await apiGet(`/api/venues/${organisation.id}/bills`, import.meta.env.DEV ? BillList : false, { query, signal });
      return {
        count: bills.total,
        amounts: bills.owed.filter((owed) => owed.overdueCents > 0).map((owed) => ({ cents: owed.overdueCents, currency: owed.currency })),
      };
    },
    ...moving,
  });

export interface OverdueInvoices {
  count: number;
  /** a venue's: how much is overdue, per supplier (a supplier's list has no sum) */
  amounts: { cents: number; currency: string }[];
}
