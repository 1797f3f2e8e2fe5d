import type { AccountingSyncRecord, AccountingSyncRecordList, AccountingSyncState, SupplierOrderAccounting } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, findOrganisationWithRole, managesOrganisation, requireOrganisationAccess } from '../../identity';
import { AppError, type JobQueue } from '../../platform';
import { requireSupplierOrderSide } from '../../trade';
import { defaultXeroBaseUrls, type XeroSettings } from './xero-settings';
import { findSupplierOrderPaidAt, findSyncRecordOf, listSyncRecordsOf, resetFailedRecord, type SyncRecordRow } from './xero-sync.queries';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { XeroSyncJob } from './xero-sync.service';

// What the integrations page and the order page read of the sync, and a person's retry. Each
// organisation sees only its own records: the other side's invoice never crosses.

export interface SyncRecordsDeps {
  db: Database;
  /** config.xero: for the links into Xero (or the fake's own pages) */
  settings: XeroSettings | undefined;
  queue: JobQueue;
  /** false: the server has no Xero app, so nothing would run a retry */
  available: boolean;
}

type OrganisationType = 'venue' | 'supplier';
const MAX_RECORDS = 50;

/** Xero's own page for the invoice or bill; with the fake (tests, XERO_FAKE=1), the fake's page of it. */
function xeroUrlOf(settings: XeroSettings | undefined, row: SyncRecordRow): string | null {
  if (!row.xeroInvoiceId || row.state === 'deleted') return null;
  const id = encodeURIComponent(row.xeroInvoiceId);
  const apiBaseUrl = settings?.apiBaseUrl ?? defaultXeroBaseUrls.apiBaseUrl;
  if (apiBaseUrl !== defaultXeroBaseUrls.apiBaseUrl) return `${apiBaseUrl.replace(/\/+$/, '')}/__fake/invoices/${id}/view`;
  return `https://go.xero.com/${row.side === 'supplier' ? 'AccountsReceivable' : 'AccountsPayable'}/View.aspx?InvoiceID=${id}`;
}

function toRecord(settings: XeroSettings | undefined, row: SyncRecordRow, manager: boolean): AccountingSyncRecord {
  return {
    id: row.id,
    supplierOrderId: row.supplierOrderId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    counterpartName: row.side === 'supplier' ? row.venueName : row.supplierName,
    invoiceType: row.side === 'supplier' ? 'ACCREC' : 'ACCPAY',
    state: row.state,
    xeroInvoiceNumber: row.xeroInvoiceNumber,
    xeroStatus: row.xeroStatus,
    xeroUrl: xeroUrlOf(settings, row),
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    canRetry: row.state === 'failed' && manager,
  };
}

/** GET /api/{type}s/{id}/integrations/xero/sync-records: any member; newest change first. */
export async function listSyncRecords(
  deps: SyncRecordsDeps,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  query: { state?: AccountingSyncState | undefined },
): Promise<AccountingSyncRecordList> {
  const { organisation, organisationRole } = await requireOrganisationAccess(deps.db, user, type, idOrSlug);
  const rows = await listSyncRecordsOf(deps.db, organisation.id, { state: query.state, limit: MAX_RECORDS });
  return { items: rows.map((row) => toRecord(deps.settings, row, managesOrganisation(user, organisationRole))) };
}

/** POST …/sync-records/{recordId}/retry: owners and admins; a failed record only (409 names the state it has). */
export async function retrySyncRecord(
  deps: SyncRecordsDeps,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  recordId: string,
): Promise<AccountingSyncRecord> {
  const { organisation, organisationRole } = await requireOrganisationAccess(deps.db, user, type, idOrSlug, ['owner', 'admin']);
  const record = await findSyncRecordOf(deps.db, organisation.id, { recordId });
  if (!record) throw AppError.notFound('Sync record');
  if (!deps.available)
    throw new AppError('conflict', 'Xero isn’t available on this server, so nothing can be sent to it', { state: record.state });
  if (record.state !== 'failed')
    throw new AppError('conflict', `This record is ${record.state}: only a failed one can be retried`, { state: record.state });
  const reset = await deps.db.transaction(async (tx) => {
    if (!(await resetFailedRecord(tx, record.id))) return false;
    await deps.queue.enqueue<XeroSyncJob>(tx, XERO_SYNC_QUEUE, { syncRecordId: record.id });
    return true;
  });
  // another retry got there first
  if (!reset) throw new AppError('conflict', 'This record is already being retried', { state: 'pending' });
  deps.queue.wake(XERO_SYNC_QUEUE);
  const after = await findSyncRecordOf(deps.db, organisation.id, { recordId });
  return toRecord(deps.settings, after ?? record, managesOrganisation(user, organisationRole));
}

/**
 * GET /api/supplier-orders/{id}/accounting: the caller's own organisation's record for the order (the supplier's
 * invoice to its members, the venue's bill to the venue's), and when the order was paid. A platform admin who is
 * neither side reads no record.
 */
export async function getOrderAccounting(deps: SyncRecordsDeps, user: ApiUser, supplierOrderId: string): Promise<SupplierOrderAccounting> {
  const { parties, side } = await requireSupplierOrderSide(deps.db, user, supplierOrderId);
  const paidAt = (await findSupplierOrderPaidAt(deps.db, supplierOrderId))?.toISOString() ?? null;
  if (side === null) return { record: null, paidAt };
  const organisationId = side === 'supplier' ? parties.supplierId : parties.venueId;
  const [row, membership] = await Promise.all([
    findSyncRecordOf(deps.db, organisationId, { supplierOrderId }),
    findOrganisationWithRole(deps.db, side, organisationId, user),
  ]);
  return { record: row ? toRecord(deps.settings, row, managesOrganisation(user, membership?.organisationRole ?? null)) : null, paidAt };
}
