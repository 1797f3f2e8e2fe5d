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
  /** on the first of each month, each venue owing the supplier gets last month's statement (docs/domain.md, Statements) */
  mailStatements: z.boolean(),
});
export type SupplierInvoiceSettings = z.infer<typeof SupplierInvoiceSettings>;

/** PATCH /api/suppliers/{id}/invoice-settings (owner or admin): only the fields given change. */
export const SupplierInvoiceSettingsPatch = z
  .object({
    invoicePrefix: prefix('invoicePrefix'),
    adjustmentNotePrefix: prefix('adjustmentNotePrefix'),
    issueOn: InvoiceIssueStep,
    paymentTerms: PaymentTerms,
    mailStatements: z.boolean(),
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
  /** an adjustment note's line: the index (from 0) of the invoice line it credits */
  invoiceLineIndex: z.number().int().optional(),
  /** a keg deposit line, or a note's line crediting one (issue 37): the keg type */
  kegTypeId: Uuid.optional(),
});
export type TaxDocumentLine = z.infer<typeof TaxDocumentLine>;

const party = z.object({ id: Uuid, name: z.string(), abn: z.string().nullable() });

/** An adjustment note as its invoice lists it. */
export const AdjustmentNoteSummary = z.object({
  id: Uuid,
  number: z.string(),
  issueDate: z.iso.date(),
  reason: z.string(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
});
export type AdjustmentNoteSummary = z.infer<typeof AdjustmentNoteSummary>;

/** A payment against an invoice: recorded by the supplier by hand, or read from Xero. */
export const InvoicePayment = z.object({
  id: Uuid,
  /** the day it was paid, the supplier's calendar */
  paidOn: z.iso.date(),
  amountCents: z.number().int(),
  reference: z.string().nullable(),
  source: InvoicePaymentSource,
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

/** Credit from an adjustment note applied to an invoice (its own, or the venue's next from the supplier). */
export const CreditAllocation = z.object({
  noteId: Uuid,
  noteNumber: z.string(),
  invoiceId: Uuid,
  invoiceNumber: z.string(),
  amountCents: z.number().int(),
  allocatedOn: z.iso.date(),
});
export type CreditAllocation = z.infer<typeof CreditAllocation>;

export const TaxInvoice = z.object({
  id: Uuid,
  kind: TaxDocumentKind,
  /** "Tax invoice" (or "Adjustment note"): the words the law asks for */
  title: z.string(),
  number: z.string(),
  supplierOrderId: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  /** an adjustment note: the invoice it adjusts, and its number */
  relatesToId: Uuid.nullable(),
  relatesToNumber: z.string().nullable(),
  /** an adjustment note: why */
  reason: z.string().nullable(),
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
  /** an invoice: what its payments paid; a note: 0 */
  paidCents: z.number().int(),
  /** an invoice: the totals of the adjustment notes against it; a note: 0 */
  creditedCents: z.number().int(),
  /**
   * An invoice: what is left to pay, its total less its payments and the credit allocated to it (never below 0).
   * An adjustment note: its credit not yet allocated to an invoice (held for the venue's next invoice).
   */
  balanceCents: z.number().int(),
  /** an invoice's derived state; a note is `credited` once all its credit is allocated, else `open` */
  state: InvoiceState,
  /** an invoice: the adjustment notes against it, oldest first */
  adjustmentNotes: z.array(AdjustmentNoteSummary),
  /** an invoice: its payments, oldest first */
  payments: z.array(InvoicePayment),
  /** an invoice: the credit applied to it; a note: where its credit went */
  allocations: z.array(CreditAllocation),
});
export type TaxInvoice = z.infer<typeof TaxInvoice>;

/** A row of the invoices list (the lines, notes, payments and allocations are on the invoice itself). */
export const TaxInvoiceSummary = TaxInvoice.omit({ lines: true, adjustmentNotes: true, payments: true, allocations: true });
export type TaxInvoiceSummary = z.infer<typeof TaxInvoiceSummary>;

export const InvoiceListQuery = PaginationQuery.extend({ state: InvoiceState.optional() });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** GET /api/suppliers/{id}/invoices: the tax invoices (adjustment notes are read on their invoice), overdue first, then the newest. */
export const TaxInvoiceList = paginated(TaxInvoiceSummary);
export type TaxInvoiceList = z.infer<typeof TaxInvoiceList>;

/** What a venue owes one supplier, over all its bills from it. */
export const OwedToSupplier = z.object({
  supplierId: Uuid,
  supplierName: z.string(),
  currency: z.string(),
  /** its invoices' balances less the credit it holds with the supplier (below 0: the supplier owes it) */
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
  /** adjustment notes' credit not yet allocated, held for its next invoice */
  creditCents: z.number().int(),
});
export type OwedToSupplier = z.infer<typeof OwedToSupplier>;

/** GET /api/venues/{id}/bills: the venue's bills (overdue first), and what it owes each supplier. */
export const BillList = TaxInvoiceList.extend({ owed: z.array(OwedToSupplier) });
export type BillList = z.infer<typeof BillList>;

export const InvoiceParams = z.object({ id: IdOrSlug, invoiceId: Uuid });

/** The longest reason an adjustment note takes. */
export const ADJUSTMENT_REASON_MAX = 500;
const cents = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * POST /api/suppliers/{id}/invoices/{invoiceId}/adjustment-notes (owner or admin), a reason and one of:
 * - `lines`: quantity credits, `[{ lineIndex, qty }]`, the invoice's line (from 0) and the units credited at its price;
 * - `amountCents`: a price correction, ex GST, on the line `lineIndex` (needed when the invoice has more than one).
 * GST is added per line at the invoice line's rate. The note's total can't exceed what the invoice still has after
 * earlier notes (422 `invoice_refused` naming the amount).
 */
export const AdjustmentNoteInput = z
  .object({
    reason: text().trim().min(1, 'reason is required').max(ADJUSTMENT_REASON_MAX),
    lines: z
      .array(z.object({ lineIndex: z.number().int().min(0), qty: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(500)
      .optional(),
    amountCents: cents.optional(),
    lineIndex: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if ((input.lines === undefined) === (input.amountCents === undefined))
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'give either lines (quantities credited) or amountCents (a price correction)',
      });
    if (input.lines !== undefined && input.lineIndex !== undefined)
      context.addIssue({ code: 'custom', path: ['lineIndex'], message: 'goes with amountCents; each of lines names its own' });
    const seen = new Set<number>();
    input.lines?.forEach((line, index) => {
      if (seen.has(line.lineIndex))
        context.addIssue({ code: 'custom', path: ['lines', index, 'lineIndex'], message: 'names a line already named: each line once' });
      seen.add(line.lineIndex);
    });
  });
export type AdjustmentNoteInput = z.infer<typeof AdjustmentNoteInput>;

/** The longest reference a payment takes. */
export const PAYMENT_REFERENCE_MAX = 100;

/**
 * POST /api/suppliers/{id}/invoices/{invoiceId}/payments (owner or admin, when the supplier's Xero isn't connected):
 * paid on a day not after today (the supplier's), up to the invoice's balance.
 */
export const PaymentInput = z
  .object({
    paidOn: z.iso.date(),
    amountCents: cents,
    reference: text().trim().max(PAYMENT_REFERENCE_MAX).optional(),
  })
  .strict();
export type PaymentInput = z.infer<typeof PaymentInput>;
