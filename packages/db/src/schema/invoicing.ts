import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { requiredRef, timestamps } from './columns';
import { invoiceIssueStep, paymentTermsKind } from './enums';
import { organisations } from './organisations';

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
