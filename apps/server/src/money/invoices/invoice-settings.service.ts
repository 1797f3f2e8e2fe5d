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
import { AppError, type Outbox } from '../../platform';
import { onDeliveryUntilApproved, setVenuePaymentTerms } from '../../trade';
import { findInvoiceSettings, findVenueTerms, findVenueName, listVenueTerms, upsertInvoiceSettings } from './invoice-settings.queries';
import { columnsOf, termsOf } from '../../shared/venue-payment-terms.queries';

export { columnsOf, termsOf };

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

/**
 * The terms an invoice to this venue carries: on delivery when its trade account says so (closed; or none yet at a
 * supplier that turned trade accounts on: cash on delivery until approved, decision 0169), else the venue's own with
 * the supplier, else the supplier's default.
 */
export async function paymentTermsFor(db: Database, supplierId: string, venueId: string, defaults: PaymentTerms): Promise<PaymentTerms> {
  if (await onDeliveryUntilApproved(db, supplierId, venueId)) return { kind: 'on_delivery' };
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

/** What changing a venue's own terms needs: they may be its trade account's, whose changes tell the venue (decision 0178). */
export interface VenueTermsDeps {
  db: Database;
  outbox: Outbox;
  /** the web app's origin, for links in mail */
  appOrigin: string;
}

/**
 * PUT a venue's own terms (owners and admins). When the pair has a trade account they are its terms: the change is
 * the account's (its history, audit and the venue's notice), as on the account's page.
 */
export async function putVenueTerms(
  deps: VenueTermsDeps,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueId: string,
  paymentTerms: PaymentTerms,
): Promise<VenuePaymentTerms> {
  const { organisation } = await requireOrganisationAccess(deps.db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  const venueName = await findVenueName(deps.db, venueId);
  if (venueName === undefined) throw AppError.notFound('Venue');
  await setVenuePaymentTerms(deps, user.id, organisation, venueId, paymentTerms);
  return { venueId, venueName, paymentTerms, paymentTermsLabel: paymentTermsLabel(paymentTerms) };
}

/** DELETE them: the venue goes back to the default (a trade account's change too, as above). */
export async function removeVenueTerms(deps: VenueTermsDeps, user: ApiUser, supplierIdOrSlug: string, venueId: string): Promise<void> {
  const { organisation } = await requireOrganisationAccess(deps.db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  if (!(await setVenuePaymentTerms(deps, user.id, organisation, venueId, null))) throw AppError.notFound('Payment terms');
}
