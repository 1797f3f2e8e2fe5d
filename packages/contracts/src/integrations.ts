import { z } from 'zod';
import { DateTime, decimalInteger, text, Uuid } from './common';
import { SITE_NAME, type PageHead } from './page-heads';

// Accounting integrations (decisions 0114 and 0116). One Xero connection per organisation. A supplier's
// accepted (or delivered) orders become sales invoices (ACCREC) in its Xero; a venue's accepted orders become bills
// (ACCPAY) in its own. Each side sees only its own books: the other side's invoice never crosses.

export const IntegrationStatus = z.enum(['connected', 'needs_reconnecting', 'disconnected']);
export type IntegrationStatus = z.infer<typeof IntegrationStatus>;

export const XeroInvoiceStatus = z.enum(['DRAFT', 'AUTHORISED']);
export const XeroSyncOn = z.enum(['accept', 'deliver']);

/** The state of one order in one organisation's books (accounting_sync_records.state). */
export const AccountingSyncState = z.enum(['pending', 'synced', 'failed', 'voided', 'deleted', 'paid', 'skipped']);
export type AccountingSyncState = z.infer<typeof AccountingSyncState>;

/** GET /api/{venues|suppliers}/{id}/integrations/xero (any member reads; owners and admins change it). */
export const XeroIntegration = z.object({
  /** false: this server has no Xero app configured (XERO_CLIENT_ID unset); nothing else is set */
  available: z.boolean(),
  status: IntegrationStatus,
  /** the Xero organisation connected to */
  tenantName: z.string().nullable(),
  connectedAt: DateTime.nullable(),
  connectedBy: z.object({ id: Uuid, name: z.string() }).nullable(),
  /** sales account (supplier) or expense account (venue); null until chosen (nothing syncs until then) */
  accountCode: z.string().nullable(),
  /** keg deposit lines and their refunds (issue 37): a liability account, as breweries keep deposits; null = accountCode's */
  depositAccountCode: z.string().nullable(),
  taxType: z.string().nullable(),
  invoiceStatus: XeroInvoiceStatus,
  /** suppliers only: when an order becomes an invoice; a venue's bill is made when the order is accepted */
  syncOn: XeroSyncOn,
  lastSyncAt: DateTime.nullable(),
  /** the last failure of the connection itself (a refused refresh), for the "needs reconnecting" banner */
  lastError: z.string().nullable(),
  /** what the caller may do: owners and admins connect, disconnect, change settings and retry */
  canManage: z.boolean(),
});
export type XeroIntegration = z.infer<typeof XeroIntegration>;

/** PUT /api/{venues|suppliers}/{id}/integrations/xero/settings */
export const XeroIntegrationSettingsInput = z.object({
  accountCode: text().trim().min(1).max(10),
  /** where keg deposit lines go; null (the default) = accountCode */
  depositAccountCode: text().trim().min(1).max(10).nullable().default(null),
  taxType: text().trim().min(1).max(50),
  invoiceStatus: XeroInvoiceStatus,
  syncOn: XeroSyncOn.optional(),
});
export type XeroIntegrationSettingsInput = z.infer<typeof XeroIntegrationSettingsInput>;

/** GET …/integrations/xero/options: the connected organisation's own accounts and tax rates to choose from */
export const XeroAccountOption = z.object({ code: z.string(), name: z.string(), type: z.string() });
export const XeroTaxRateOption = z.object({ taxType: z.string(), name: z.string(), ratePercent: z.number() });
export const XeroIntegrationOptions = z.object({
  /** revenue accounts for a supplier, expense accounts for a venue; active only; by code */
  accounts: z.array(XeroAccountOption),
  /**
   * where keg deposits may go: a supplier's liability and revenue accounts, a venue's asset and expense accounts;
   * active only; by code
   */
  depositAccounts: z.array(XeroAccountOption),
  /** the tax rates that apply to those accounts (CanApplyToRevenue / CanApplyToExpenses), active only */
  taxRates: z.array(XeroTaxRateOption),
});
export type XeroIntegrationOptions = z.infer<typeof XeroIntegrationOptions>;

/** POST …/integrations/xero/connect → where to send the browser (Xero's consent page) */
export const XeroConnectStart = z.object({ authorizationUrl: z.string().url() });
export type XeroConnectStart = z.infer<typeof XeroConnectStart>;

/**
 * POST /api/integrations/xero/callback {query}: the callback page hands over its query string (code, state, scope,
 * or error) as Xero sent it. The answer is the connected organisation, or the Xero organisations to choose from.
 */
export const XeroCallbackInput = z.object({ query: text().max(4096) });
export const XeroCallbackResult = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('connected'),
    organisation: z.object({ id: Uuid, type: z.enum(['venue', 'supplier']), slug: z.string() }),
    tenantName: z.string(),
  }),
  z.object({
    outcome: z.literal('choose'),
    organisation: z.object({ id: Uuid, type: z.enum(['venue', 'supplier']), slug: z.string(), name: z.string() }),
    /** pass back with the chosen tenantId to POST /api/integrations/xero/choose */
    state: z.string(),
    tenants: z.array(z.object({ tenantId: z.string(), tenantName: z.string() })),
  }),
]);
export type XeroCallbackResult = z.infer<typeof XeroCallbackResult>;
export const XeroChooseTenantInput = z.object({ state: text().min(1).max(200), tenantId: text().min(1).max(100) });

/** One order in the organisation's books, for the integrations page's list and the order page. */
export const AccountingSyncRecord = z.object({
  id: Uuid,
  supplierOrderId: Uuid,
  /** the venue's whole order (supplier_orders.order_id): a venue's order page opens by it, a supplier's by supplierOrderId */
  orderId: Uuid,
  /** the venue's order number (INV reference) */
  orderNumber: z.string(),
  /** the other side: the venue for a supplier's invoice, the supplier for a venue's bill */
  counterpartName: z.string(),
  /** ACCREC (supplier's sales invoice) or ACCPAY (venue's bill) */
  invoiceType: z.enum(['ACCREC', 'ACCPAY']),
  state: AccountingSyncState,
  xeroInvoiceNumber: z.string().nullable(),
  /** DRAFT, AUTHORISED, PAID, VOIDED, DELETED as Xero last said */
  xeroStatus: z.string().nullable(),
  /** opens the invoice or bill in Xero; null until it exists */
  xeroUrl: z.string().nullable(),
  attempts: z.number().int(),
  /** why the last attempt failed, in Xero's words where it gave them */
  lastError: z.string().nullable(),
  lastAttemptAt: DateTime.nullable(),
  syncedAt: DateTime.nullable(),
  paidAt: DateTime.nullable(),
  /** a failed record can be retried by an owner or admin */
  canRetry: z.boolean(),
});
export type AccountingSyncRecord = z.infer<typeof AccountingSyncRecord>;

/** GET …/integrations/xero/sync-records?state=failed — newest first, at most 50 */
export const AccountingSyncRecordList = z.object({ items: z.array(AccountingSyncRecord) });
export type AccountingSyncRecordList = z.infer<typeof AccountingSyncRecordList>;
export const AccountingSyncRecordQuery = z.object({ state: AccountingSyncState.optional() });

/**
 * Orders accepted before Xero was connected: GET …/integrations/xero/backfill?days=N counts the
 * organisation's own orders of the last N days that reached its sync step (accepted, or delivered for a supplier
 * syncing on delivery) and have nothing in its Xero; POST with {days} queues them as every sync is queued.
 */
export const XERO_BACKFILL_MAX_DAYS = 365;
export const XeroBackfillQuery = z.object({ days: decimalInteger('days', 1, XERO_BACKFILL_MAX_DAYS) });
export const XeroBackfillInput = z.object({
  days: z
    .number()
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(XERO_BACKFILL_MAX_DAYS, `days must be at most ${XERO_BACKFILL_MAX_DAYS}`),
});
export type XeroBackfillInput = z.infer<typeof XeroBackfillInput>;
export const XeroBackfillPreview = z.object({
  days: z.number().int(),
  /** orders placed from this moment on count */
  since: DateTime,
  /** how many would be sent now */
  count: z.number().int(),
});
export type XeroBackfillPreview = z.infer<typeof XeroBackfillPreview>;
export const XeroBackfillResult = z.object({
  days: z.number().int(),
  since: DateTime,
  /** how many were queued by this call: none that another call (or the order's own step) queued already */
  queued: z.number().int(),
});
export type XeroBackfillResult = z.infer<typeof XeroBackfillResult>;

/**
 * GET /api/supplier-orders/{id}/accounting: the caller's own organisation's record for this order (the supplier's
 * invoice to a supplier member, the venue's bill to a venue member), or null when it has none.
 */
export const SupplierOrderAccounting = z.object({ record: AccountingSyncRecord.nullable(), paidAt: DateTime.nullable() });
export type SupplierOrderAccounting = z.infer<typeof SupplierOrderAccounting>;

/**
 * The head of /auth/xero/callback (decision 0060: the server writes it, the page sets it). Here rather than in
 * `pageHeads`, whose module every public page loads: this page's words stay out of their scripts.
 */
export const XERO_CALLBACK_PAGE_HEAD: PageHead = {
  title: `Connecting Xero · ${SITE_NAME}`,
  description: `Finishing the connection between ${SITE_NAME} and Xero.`,
};
