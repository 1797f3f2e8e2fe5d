import {
  paymentTermsLabel,
  type InvoiceIssueStep,
  type PaymentTerms,
  type SupplierInvoiceSettings,
  type SupplierInvoiceSettingsPatch,
  type VenuePaymentTerms,
  type VenuePaymentTermsList,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import {
  deleteVenueTerms,
  findInvoiceSettings,
  findVenueTerms,
  findVenueName,
  listVenueTerms,
  upsertInvoiceSettings,
  upsertVenueTerms,
  type TermsColumns,
} from './invoice-settings.queries';

// A supplier's invoice settings and each venue's own payment terms (decision 0160). Members read; owners and admins change.

/** Who writes a supplier's money documents and settings: its owners and admins; members read. */
export const MANAGERS = ['owner', 'admin'] as const;

/** What a supplier that never changed its settings issues with. */
const DEFAULT_INVOICE_SETTINGS = {
  invoicePrefix: 'INV-',
  adjustmentNotePrefix: 'CN-',
  issueOn: 'delivered',
  termsKind: 'net_days',
  termsDays: 14,
  mailStatements: true,
} as const satisfies Record<string, unknown>;

export function termsOf(row: TermsColumns): PaymentTerms {
  switch (row.termsKind) {
    case 'on_delivery':
      return { kind: 'on_delivery' };
    case 'day_of_next_month':
      return { kind: 'day_of_next_month', day: row.termsDays ?? 1 };
    case 'days_after_month_end':
      return { kind: 'days_after_month_end', days: row.termsDays ?? 0 };
    default:
      return { kind: 'net_days', days: row.termsDays ?? 0 };
  }
}

export function columnsOf(terms: PaymentTerms): TermsColumns {
  switch (terms.kind) {
    case 'on_delivery':
      return { termsKind: terms.kind, termsDays: null };
    case 'day_of_next_month':
      return { termsKind: terms.kind, termsDays: terms.day };
    default:
      return { termsKind: terms.kind, termsDays: terms.days };
  }
}

/** The settings a supplier issues with: its own, or the defaults. */
export async function invoiceSettingsOf(db: Database, supplierId: string) {
  const row = (await findInvoiceSettings(db, supplierId)) ?? DEFAULT_INVOICE_SETTINGS;
  return {
    invoicePrefix: row.invoicePrefix,
    adjustmentNotePrefix: row.adjustmentNotePrefix,
    issueOn: row.issueOn,
    paymentTerms: termsOf(row),
    mailStatements: row.mailStatements,
  };
}

/** The step that issues the supplier's tax invoices, set from Xero's settings (one setting, decision 0162). */
export async function setIssueStep(db: Database, supplierId: string, issueOn: InvoiceIssueStep): Promise<void> {
  await upsertInvoiceSettings(db, supplierId, { issueOn });
}

/** The terms an invoice to this venue carries: the venue's own with the supplier, else the supplier's default. */
export async function paymentTermsFor(db: Database, supplierId: string, venueId: string, defaults: PaymentTerms): Promise<PaymentTerms> {
  const own = await findVenueTerms(db, supplierId, venueId);
  return own ? termsOf(own) : defaults;
}

async function answerOf(db: Database, supplierId: string): Promise<SupplierInvoiceSettings> {
  const settings = await invoiceSettingsOf(db, supplierId);
  return { ...settings, paymentTermsLabel: paymentTermsLabel(settings.paymentTerms) };
}

export async function getInvoiceSettings(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<SupplierInvoiceSettings> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  return answerOf(db, organisation.id);
}

export async function patchInvoiceSettings(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  patch: SupplierInvoiceSettingsPatch,
): Promise<SupplierInvoiceSettings> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  const { paymentTerms, ...fields } = patch;
  await upsertInvoiceSettings(db, organisation.id, { ...fields, ...(paymentTerms ? columnsOf(paymentTerms) : {}) });
  return answerOf(db, organisation.id);
}

export async function getVenueTermsList(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<VenuePaymentTermsList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const rows = await listVenueTerms(db, organisation.id);
  return {
    items: rows.map(({ venueId, venueName, ...columns }) => {
      const paymentTerms = termsOf(columns);
      return { venueId, venueName, paymentTerms, paymentTermsLabel: paymentTermsLabel(paymentTerms) };
    }),
  };
}

export async function putVenueTerms(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueId: string,
  paymentTerms: PaymentTerms,
): Promise<VenuePaymentTerms> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  const venueName = await findVenueName(db, venueId);
  if (venueName === undefined) throw AppError.notFound('Venue');
  await upsertVenueTerms(db, organisation.id, venueId, columnsOf(paymentTerms));
  return { venueId, venueName, paymentTerms, paymentTermsLabel: paymentTermsLabel(paymentTerms) };
}

export async function removeVenueTerms(db: Database, user: ApiUser, supplierIdOrSlug: string, venueId: string): Promise<void> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  if (!(await deleteVenueTerms(db, organisation.id, venueId))) throw AppError.notFound('Payment terms');
}
