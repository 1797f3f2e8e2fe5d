import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { authUsers } from './auth';
import { accountingSide, accountingSyncState, invoiceIssueStep, invoicePaymentSource, paymentTermsKind, taxDocumentKind } from './enums';
import { organisations } from './organisations';
import { supplierOrders } from './ordering';

// What a supplier's tax invoices say and when they are issued, and the payment terms they carry (decision 0160).

/**
 * Terms as two columns: the kind, and its number (days for net_days and days_after_month_end, the day of the month
 * for day_of_next_month, none for on_delivery).
 */
const termsChecks = (name: string, kind: AnyPgColumn, days: AnyPgColumn) =>
  check(
    name,
    sql`case ${kind} when 'on_delivery' then ${days} is null when 'day_of_next_month' then coalesce(${days} between 1 and 31, false) else coalesce(${days} between 0 and 365, false) end`,
  );

/** A supplier's invoice settings; no row = the defaults (INV-, CN-, issued on delivery, net 14 days). */
export const supplierInvoiceSettings = pgTable(
  'supplier_invoice_settings',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id).primaryKey(),
    invoicePrefix: text('invoice_prefix').notNull().default('INV-'),
    adjustmentNotePrefix: text('adjustment_note_prefix').notNull().default('CN-'),
    issueOn: invoiceIssueStep('issue_on').notNull().default('delivered'),
    termsKind: paymentTermsKind('terms_kind').notNull().default('net_days'),
    termsDays: smallint('terms_days').default(14),
    /** a statement per venue owing it, mailed on the first of the month to the venue's owners */
    mailStatements: boolean('mail_statements').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    termsChecks('supplier_invoice_settings_terms', t.termsKind, t.termsDays),
    check(
      'supplier_invoice_settings_prefixes',
      sql`${t.invoicePrefix} ~ '^[A-Za-z0-9/-]{0,10}$' and ${t.adjustmentNotePrefix} ~ '^[A-Za-z0-9/-]{0,10}$'`,
    ),
  ],
);

/**
 * One venue's own terms with a supplier, over the supplier's default. Trade accounts (issue 34's later slices) will
 * take this table over: it is keyed as one would be, (supplier, venue).
 */
export const supplierVenuePaymentTerms = pgTable(
  'supplier_venue_payment_terms',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    termsKind: paymentTermsKind('terms_kind').notNull(),
    termsDays: smallint('terms_days'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.venueId] }), termsChecks('supplier_venue_payment_terms_terms', t.termsKind, t.termsDays)],
);

/**
 * The last number a supplier gave each kind of tax document. Taken with one upsert (`… do update set last_number =
 * last_number + 1 returning`) in the transaction that issues the document: the row stays locked until it commits,
 * so numbers follow one another without gaps or duplicates, and a rollback gives its number back.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
    kind: taxDocumentKind('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.kind] }), check('tax_document_counters_positive', sql`${t.lastNumber} > 0`)],
);

/** A line as a tax document prints it (jsonb: issued once, never edited). */
export interface TaxDocumentLineRow {
  description: string;
  skuCode: string;
  qty: number;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  lineTotalCents: number;
  gstCents: number;
  /** an invoice's line: the order line it prints (a short delivery's note finds its line by it) */
  orderLineId?: string;
  /** an adjustment note's line: the index (from 0) of the invoice line it credits */
  invoiceLineIndex?: number;
  /** a keg deposit line (issue 37): the keg type whose deposit it charges, or credits on a note */
  kegTypeId?: string;
}

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A tax invoice Tapline issued for a supplier, or an adjustment note against one (`relates_to_id`, decision 0161).
 * Everything it says is copied in when it is issued (names, ABNs, lines, terms, totals), and a trigger refuses any
 * change to it afterwards (migration 0036): only the Xero columns are written later. Decision 0160.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
    venueId: requiredRef('venue_id', () => organisations.id, 'restrict'),
    kind: taxDocumentKind('kind').notNull(),
    /** the counter's number; `number` is it with the supplier's prefix at the time, e.g. INV-000123 */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id, 'restrict'),
    /** an adjustment note: the invoice it adjusts */
    relatesToId: uuid('relates_to_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    issuedAt: timestamptz('issued_at').notNull(),
    /** the supplier's calendar date at issuedAt */
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    termsKind: paymentTermsKind('terms_kind').notNull(),
    termsDays: smallint('terms_days'),
    currency: text('currency').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAbn: text('seller_abn'),
    buyerName: text('buyer_name').notNull(),
    buyerAbn: text('buyer_abn'),
    /** an adjustment note: why */
    reason: text('reason'),
    lines: jsonb('lines').$type<TaxDocumentLineRow[]>().notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    gstCents: cents('gst_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    /** set when the document reaches Xero (a later slice): the only columns written after issue */
    xeroId: text('xero_id'),
    xeroSyncedAt: timestamptz('xero_synced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tax_documents_supplier_kind_number_unique').on(t.supplierId, t.kind, t.number),
    unique('tax_documents_supplier_kind_sequence_unique').on(t.supplierId, t.kind, t.sequence),
    // one tax invoice per supply: the order's
    uniqueIndex('tax_documents_one_invoice_per_order')
      .on(t.supplierOrderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_supplier_issued_idx').on(t.supplierId, t.issuedAt),
    index('tax_documents_venue_issued_idx').on(t.venueId, t.issuedAt),
    // an invoice's notes, summed for its balance and state on every read (decision 0161)
    index('tax_documents_relates_to_idx')
      .on(t.relatesToId)
      .where(sql`${t.relatesToId} is not null`),
    check('tax_documents_relates', sql`(${t.kind} = 'invoice') = (${t.relatesToId} is null)`),
    check('tax_documents_totals', sql`${t.totalCents} = ${t.subtotalCents} + ${t.gstCents}`),
    check(
      'tax_documents_abn_format',
      sql`(${t.sellerAbn} is null or ${t.sellerAbn} ~ '^[0-9]{11}$') and (${t.buyerAbn} is null or ${t.buyerAbn} ~ '^[0-9]{11}$')`,
    ),
    check('tax_documents_sequence_positive', sql`${t.sequence} > 0`),
  ],
);

/** An amount against a tax invoice, of one supplier–venue pair: a payment's or an allocated credit's. */
const invoiceAmount = () => ({
  invoiceId: requiredRef('invoice_id', () => taxDocuments.id, 'restrict'),
  supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
  venueId: requiredRef('venue_id', () => organisations.id, 'restrict'),
  amountCents: cents('amount_cents').notNull(),
});

/**
 * A payment against a tax invoice: recorded by hand by the supplier (date, amount, reference) or read from Xero
 * (its PaymentID, so reading it twice records it once). Never edited; the invoice's balance is its total less its
 * payments and the credit allocated to it.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: randomId(),
    ...invoiceAmount(),
    /** the day the money was paid, as the supplier's calendar has it */
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    source: invoicePaymentSource('source').notNull(),
    xeroPaymentId: text('xero_payment_id'),
    recordedBy: uuid('recorded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_pair_idx').on(t.supplierId, t.venueId, t.paidOn),
    uniqueIndex('invoice_payments_xero_unique').on(t.xeroPaymentId),
    check('invoice_payments_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Credit from an adjustment note applied to an invoice: first its own invoice while that has a balance, the rest to
 * the venue's next invoices from the same supplier. A note's unallocated credit is its total less these.
 */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    id: randomId(),
    noteId: requiredRef('note_id', () => taxDocuments.id, 'restrict'),
    ...invoiceAmount(),
    /** the supplier's date of the allocation (the later of the two documents' dates) */
    allocatedOn: date('allocated_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_allocations_note_idx').on(t.noteId),
    index('credit_allocations_invoice_idx').on(t.invoiceId),
    index('credit_allocations_pair_idx').on(t.supplierId, t.venueId, t.allocatedOn),
    check('credit_allocations_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The statements mailed on the first of a month: one row per supplier, venue and month, so a retry mails once. */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    /** the month the statement covers, its first day */
    month: date('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.venueId, t.month] })],
);

/**
 * An adjustment note in one organisation's Xero (decision 0162): the supplier's ACCRECCREDIT or the venue's
 * ACCPAYCREDIT. Written pending in the note's transaction for each side whose Xero syncs; holds Xero's
 * CreditNoteID once created, so a retry never makes a second one.
 */
export const xeroCreditNoteSyncs = pgTable(
  'xero_credit_note_syncs',
  {
    id: randomId(),
    noteId: requiredRef('note_id', () => taxDocuments.id, 'restrict'),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    side: accountingSide('side').notNull(),
    state: accountingSyncState('state').notNull().default('pending'),
    xeroCreditNoteId: text('xero_credit_note_id'),
    xeroStatus: text('xero_status'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    syncedAt: timestamptz('synced_at'),
    ...timestamps(),
  },
  (t) => [unique('xero_credit_note_syncs_note_organisation_unique').on(t.noteId, t.organisationId)],
);

/**
 * A credit allocation made in one organisation's Xero (`PUT /CreditNotes/{id}/Allocations`): written once Xero
 * answered, with its AllocationID, so an allocation is sent at most once per side; an allocation lost on the way back
 * is found on the credit note (the same invoice and amount, an AllocationID no row holds) instead of sent again.
 */
export const xeroAllocationSyncs = pgTable(
  'xero_allocation_syncs',
  {
    allocationId: requiredRef('allocation_id', () => creditAllocations.id, 'restrict'),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    xeroAllocationId: text('xero_allocation_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.allocationId, t.organisationId] })],
);
