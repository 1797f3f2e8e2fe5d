import { z } from 'zod';
import { DateTime, IdOrSlug, paginated, PaginationQuery, text, Uuid } from './common';

// Tax invoices Tapline issues for its suppliers, their numbering, payment terms, and the ABNs they print
// (docs/domain.md, Invoices; decision 0160). The ABN's check is the joining form's (applications.ts, isValidAbn).

/** What a settings PATCH takes for `abn`: the server checks it (isValidAbn) and answers 422 `invalid_abn` naming the field. */
export const AbnInput = text().trim().max(20, 'abn must be 11 digits').nullable();

/** When a supplier's tax invoice is issued: when it accepts the order, or when it marks it delivered. */
export const invoiceIssueSteps = ['accepted', 'delivered'] as const;
export const InvoiceIssueStep = z.enum(invoiceIssueSteps);
export type InvoiceIssueStep = z.infer<typeof InvoiceIssueStep>;

/** The most days a term may give (a year). */
export const PAYMENT_TERMS_DAYS_MAX = 365;
const termDays = z.number().int().min(0).max(PAYMENT_TERMS_DAYS_MAX);

/**
 * Payment terms, as Xero's PaymentTermType has them: `net_days` (DAYSAFTERBILLDATE), `days_after_month_end`
 * (DAYSAFTERBILLMONTH), `day_of_next_month` (OFFOLLOWINGMONTH, a day past the month's last is its last), and
 * `on_delivery` (due the day it is delivered).
 */
export const PaymentTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('net_days'), days: termDays }),
  z.object({ kind: z.literal('days_after_month_end'), days: termDays }),
  z.object({ kind: z.literal('day_of_next_month'), day: z.number().int().min(1).max(31) }),
  z.object({ kind: z.literal('on_delivery') }),
]);
export type PaymentTerms = z.infer<typeof PaymentTerms>;
export const paymentTermsKinds = ['net_days', 'days_after_month_end', 'day_of_next_month', 'on_delivery'] as const;
export type PaymentTermsKind = (typeof paymentTermsKinds)[number];

function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** The terms as an invoice prints them: "Net 30 days", "30 days after the end of the month", "20th of the following month", "On delivery". */
export function paymentTermsLabel(terms: PaymentTerms): string {
  switch (terms.kind) {
    case 'net_days':
      return `Net ${terms.days} ${terms.days === 1 ? 'day' : 'days'}`;
    case 'days_after_month_end':
      return `${terms.days} ${terms.days === 1 ? 'day' : 'days'} after the end of the month`;
    case 'day_of_next_month':
      return `${ordinal(terms.day)} of the following month`;
    case 'on_delivery':
      return 'On delivery';
  }
}

const DOCUMENT_PREFIX = /^[A-Za-z0-9/-]{0,10}$/;
const prefix = (field: string) => text().trim().regex(DOCUMENT_PREFIX, `${field} must be up to 10 letters, digits, dashes or slashes`);

/** GET /api/suppliers/{id}/invoice-settings. */
export const SupplierInvoiceSettings = z.object({
  invoicePrefix: z.string(),
  adjustmentNotePrefix: z.string(),
  issueOn: InvoiceIssueStep,
  paymentTerms: PaymentTerms,
  paymentTermsLabel: z.string(),
});
export type SupplierInvoiceSettings = z.infer<typeof SupplierInvoiceSettings>;

/** PATCH /api/suppliers/{id}/invoice-settings (owner or admin): only the fields given change. */
export const SupplierInvoiceSettingsPatch = z
  .object({
    invoicePrefix: prefix('invoicePrefix'),
    adjustmentNotePrefix: prefix('adjustmentNotePrefix'),
    issueOn: InvoiceIssueStep,
    paymentTerms: PaymentTerms,
  })
  .partial()
  .strict();
export type SupplierInvoiceSettingsPatch = z.infer<typeof SupplierInvoiceSettingsPatch>;

export const SupplierVenueParams = z.object({ id: IdOrSlug, venueId: Uuid });

/** PUT /api/suppliers/{id}/venues/{venueId}/payment-terms: this venue's terms instead of the supplier's default. */
export const VenuePaymentTermsInput = z.object({ paymentTerms: PaymentTerms }).strict();
export type VenuePaymentTermsInput = z.infer<typeof VenuePaymentTermsInput>;

/** One venue's own terms with a supplier. */
export const VenuePaymentTerms = z.object({
  venueId: Uuid,
  venueName: z.string(),
  paymentTerms: PaymentTerms,
  paymentTermsLabel: z.string(),
});
export type VenuePaymentTerms = z.infer<typeof VenuePaymentTerms>;
export const VenuePaymentTermsList = z.object({ items: z.array(VenuePaymentTerms) });
export type VenuePaymentTermsList = z.infer<typeof VenuePaymentTermsList>;

/** A tax document: a tax invoice, or (next) an adjustment note against one. */
export const taxDocumentKinds = ['invoice', 'adjustment_note'] as const;
export const TaxDocumentKind = z.enum(taxDocumentKinds);

/** Where a payment was recorded: by the supplier by hand, or read from Xero. */
export const invoicePaymentSources = ['manual', 'xero'] as const;
export const InvoicePaymentSource = z.enum(invoicePaymentSources);

/**
 * An invoice's state, derived (never stored): `paid` in full, `part_paid`, `credited` (adjustment notes took its whole
 * balance), `overdue` (due before today in the supplier's time zone with a balance left), else `open`.
 */
export const invoiceStates = ['open', 'part_paid', 'paid', 'overdue', 'credited'] as const;
export const InvoiceState = z.enum(invoiceStates);
export type InvoiceState = z.infer<typeof InvoiceState>;

export const TaxDocumentLine = z.object({
  description: z.string(),
  skuCode: z.string(),
  /** the quantity supplied (what the supplier sends, after lines sent short) */
  qty: z.number().int(),
  unitPriceCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  /** ex GST */
  lineTotalCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TaxDocumentLine = z.infer<typeof TaxDocumentLine>;

const party = z.object({ id: Uuid, name: z.string(), abn: z.string().nullable() });

export const TaxInvoice = z.object({
  id: Uuid,
  kind: TaxDocumentKind,
  /** "Tax invoice" (or "Adjustment note"): the words the law asks for */
  title: z.string(),
  number: z.string(),
  supplierOrderId: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  relatesToId: Uuid.nullable(),
  issuedAt: DateTime,
  /** the supplier's calendar date of issue */
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  paymentTerms: PaymentTerms,
  paymentTermsLabel: z.string(),
  seller: party,
  buyer: party,
  lines: z.array(TaxDocumentLine),
  currency: z.string(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  /** what is left to pay: 0 once paid; the whole total while open (a part payment's amount is not known yet) */
  balanceCents: z.number().int(),
  state: InvoiceState,
});
export type TaxInvoice = z.infer<typeof TaxInvoice>;

/** A row of the invoices list (the lines are on the invoice itself). */
export const TaxInvoiceSummary = TaxInvoice.omit({ lines: true });
export type TaxInvoiceSummary = z.infer<typeof TaxInvoiceSummary>;

export const InvoiceListQuery = PaginationQuery.extend({ state: InvoiceState.optional() });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** GET /api/suppliers/{id}/invoices: overdue first, then the newest. */
export const TaxInvoiceList = paginated(TaxInvoiceSummary);
export type TaxInvoiceList = z.infer<typeof TaxInvoiceList>;

/** What a venue owes one supplier, over all its bills from it. */
export const OwedToSupplier = z.object({
  supplierId: Uuid,
  supplierName: z.string(),
  currency: z.string(),
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
});
export type OwedToSupplier = z.infer<typeof OwedToSupplier>;

/** GET /api/venues/{id}/bills: the venue's bills (overdue first), and what it owes each supplier. */
export const BillList = TaxInvoiceList.extend({ owed: z.array(OwedToSupplier) });
export type BillList = z.infer<typeof BillList>;

export const InvoiceParams = z.object({ id: IdOrSlug, invoiceId: Uuid });
