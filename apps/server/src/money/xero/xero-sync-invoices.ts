import type { XeroDeps } from './xero-access';
import type { LimitsSeen } from './xero-call';
import { type LineTaxTypes, lineTaxTypesFor, xeroLinesOf } from './xero-document-lines';
import { XeroNotFoundError } from './xero-errors';
import { findOrderSnapshot } from './xero-order-snapshot';
import type { findSyncWork, SyncRecordPatch } from './xero-sync.queries';
import type { NewXeroInvoice, XeroInvoice, XeroInvoiceType, XeroTenantContext } from './xero-types';

// What a sync job does in Xero: create the order's invoice or bill from Tapline's tax invoice (never twice), or void /
// delete one made before Tapline issued invoices; and the outcome it records.

export type Work = NonNullable<Awaited<ReturnType<typeof findSyncWork>>>;
type Snapshot = NonNullable<Awaited<ReturnType<typeof findOrderSnapshot>>>;
type TaxInvoice = NonNullable<Snapshot['document']>;

/** What a job decided: the record's new fields, and a notice for its owners when a person has to act. */
export interface Outcome {
  patch: SyncRecordPatch;
  notice?: { title: string; body: string };
}

const invoiceTypeOf = (side: 'supplier' | 'venue'): XeroInvoiceType => (side === 'supplier' ? 'ACCREC' : 'ACCPAY');
const documentOf = (side: 'supplier' | 'venue') => (side === 'supplier' ? 'invoice' : 'bill');

/** The counterpart as a contact in the organisation's books: the venue on a supplier's invoice, the supplier on a venue's bill. */
export function counterpartOf(side: 'supplier' | 'venue', snapshot: Pick<Snapshot, 'supplier' | 'venue'>) {
  const party = side === 'supplier' ? snapshot.venue : snapshot.supplier;
  return { Name: party.name, ...(party.email ? { EmailAddress: party.email } : {}) };
}

/**
 * An invoice of this order already in Xero (a create whose answer we never stored), not voided or deleted: by the tax
 * invoice's number; a record made before Tapline issued invoices (`legacy`), by the order's number as it was sent.
 */
async function findExisting(
  xero: XeroDeps,
  context: XeroTenantContext,
  limits: LimitsSeen,
  type: XeroInvoiceType,
  number: string,
  contactId: string,
  legacy = false,
) {
  const found = limits.take(
    await xero.client.findInvoices(
      context,
      legacy && type === 'ACCREC' ? { reference: number, contactId, type } : { invoiceNumber: number, contactId, type },
    ),
  );
  return found.find((invoice) => invoice.Type === type && invoice.Status !== 'DELETED' && invoice.Status !== 'VOIDED');
}

/** Tapline's tax invoice as Xero's: its number on both sides, its dates, its lines with the GST it computed. */
function newInvoice(work: Work, snapshot: Snapshot, document: TaxInvoice, contactId: string, taxTypes: LineTaxTypes): NewXeroInvoice {
  const type = invoiceTypeOf(work.record.side);
  const { invoiceStatus } = work.integration!;
  return {
    Type: type,
    Contact: { ContactID: contactId },
    // our prices are ex GST, and each line carries its GST (TaxAmount): Xero adds it as given
    LineAmountTypes: 'Exclusive',
    LineItems: xeroLinesOf(document.lines, work.integration!, taxTypes),
    Date: document.issueDate,
    DueDate: document.dueDate,
    Status: invoiceStatus === 'AUTHORISED' ? 'AUTHORISED' : 'DRAFT',
    CurrencyCode: document.currency,
    // one number per sale: Tapline's on the sales invoice and on the bill; the order's number as the reference
    InvoiceNumber: document.number,
    ...(type === 'ACCREC' ? { Reference: snapshot.orderNumber } : {}),
  };
}

function syncedPatch(invoice: XeroInvoice, now: Date): SyncRecordPatch {
  return {
    state: 'synced',
    xeroInvoiceId: invoice.InvoiceID,
    xeroInvoiceNumber: invoice.InvoiceNumber || null,
    xeroStatus: invoice.Status,
    syncedAt: now,
    lastError: null,
  };
}

export async function create(
  xero: XeroDeps,
  work: Work,
  snapshot: Snapshot,
  jobId: string,
  context: XeroTenantContext,
  limits: LimitsSeen,
): Promise<Outcome> {
  const type = invoiceTypeOf(work.record.side);
  const document = snapshot.document;
  // nothing to send until Tapline issues the order's tax invoice (a record made before it did)
  if (!document) return { patch: { state: 'skipped', lastError: 'No tax invoice issued for this order: nothing to send' } };
  const contact = limits.take(await xero.client.findOrCreateContact(context, counterpartOf(work.record.side, snapshot)));
  const existing = await findExisting(xero, context, limits, type, document.number, contact.ContactID);
  if (existing) return { patch: syncedPatch(existing, xero.clock()) };
  const taxTypes = await lineTaxTypesFor(xero, context, limits, work.record.side, work.integration!.taxType, document.lines);
  // one key per job: a retry of this job after an unknown outcome is answered with the first answer (within Xero's
  // 6 minutes; the look-up above covers later ones); a person's retry is a new job, so a corrected request is new
  const invoice = limits.take(
    await xero.client.createInvoice(context, newInvoice(work, snapshot, document, contact.ContactID, taxTypes), {
      idempotencyKey: `tapline-${work.record.id}-${jobId}`,
    }),
  );
  return { patch: syncedPatch(invoice, xero.clock()) };
}

export async function voidInvoice(
  xero: XeroDeps,
  work: Work,
  jobId: string,
  context: XeroTenantContext,
  limits: LimitsSeen,
): Promise<Outcome> {
  const { record } = work;
  let invoiceId = record.xeroInvoiceId;
  if (!invoiceId) {
    // an attempt was made: its create may have reached Xero before its answer was stored
    const snapshot = await findOrderSnapshot(xero.db, record.supplierOrderId);
    const [contact] = snapshot
      ? limits.take(await xero.client.findContacts(context, { name: counterpartOf(record.side, snapshot).Name }))
      : [];
    const existing =
      snapshot && contact
        ? await findExisting(xero, context, limits, invoiceTypeOf(record.side), snapshot.orderNumber, contact.ContactID, true)
        : undefined;
    if (!existing) return { patch: { state: 'skipped', lastError: null } };
    invoiceId = existing.InvoiceID;
  }
  let current: XeroInvoice;
  try {
    current = limits.take(await xero.client.getInvoice(context, invoiceId));
  } catch (error) {
    if (error instanceof XeroNotFoundError)
      return { patch: { state: 'deleted', xeroInvoiceId: invoiceId, xeroStatus: 'DELETED', lastError: null } };
    throw error;
  }
  const settled = { xeroInvoiceId: invoiceId, xeroInvoiceNumber: current.InvoiceNumber || null, lastError: null };
  const key = `tapline-${record.id}-void-${jobId}`;
  switch (current.Status) {
    case 'DRAFT':
    case 'SUBMITTED': {
      const deleted = limits.take(await xero.client.updateInvoiceStatus(context, invoiceId, 'DELETED', { idempotencyKey: key }));
      return { patch: { ...settled, state: 'deleted', xeroStatus: deleted.Status } };
    }
    case 'AUTHORISED': {
      const voided = limits.take(await xero.client.updateInvoiceStatus(context, invoiceId, 'VOIDED', { idempotencyKey: key }));
      return { patch: { ...settled, state: 'voided', xeroStatus: voided.Status } };
    }
    case 'PAID':
      return paidCannotVoid(work, { ...settled, xeroStatus: 'PAID' });
    case 'VOIDED':
      return { patch: { ...settled, state: 'voided', xeroStatus: 'VOIDED' } };
    case 'DELETED':
      return { patch: { ...settled, state: 'deleted', xeroStatus: 'DELETED' } };
  }
}

const PAID_CANNOT_VOID = 'Paid in Xero: refund it there';

export function paidCannotVoid(work: Work, patch: SyncRecordPatch = {}): Outcome {
  // the request is answered (by a person, in Xero): a repeated job tells nobody twice
  return {
    patch: { ...patch, state: 'paid', voidRequested: false, lastError: PAID_CANNOT_VOID },
    notice: { title: `A cancelled order’s ${documentOf(work.record.side)} is paid in Xero`, body: `${PAID_CANNOT_VOID}.` },
  };
}

export function failure(work: Work, reason: string): Outcome {
  const doing = work.record.voidRequested ? `couldn’t be voided in Xero` : `didn’t reach Xero`;
  return {
    patch: { state: 'failed', lastError: reason },
    notice: { title: `An order’s ${documentOf(work.record.side)} ${doing}`, body: reason },
  };
}
