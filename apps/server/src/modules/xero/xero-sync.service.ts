import { randomUUID } from 'node:crypto';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../errors/loggable-error';
import type { JobOf, JobQueue } from '../jobs/job-queue';
import { notifyMembers } from '../notifications/notifications.service';
import type { OrderStepFollower } from '../orders/order-lifecycle.service';
import { eventVersion, publishRealtime } from '../realtime/realtime-feed';
import { addDays, localDate } from '../shared/calendar';
import { withXeroAccess, XeroNotConnectedError, type XeroDeps } from './xero-access';
import {
  XeroError,
  XeroNotFoundError,
  XeroRateLimitedError,
  XeroUnauthorizedError,
  XeroValidationError,
  type XeroRateLimits,
} from './xero-errors';
import type { XeroSettings } from './xero-settings';
import {
  countSyncAttempt,
  findOrderParties,
  findOrderSnapshot,
  findSyncWork,
  insertPendingSyncRecords,
  listSyncingIntegrations,
  requestVoidOfOrder,
  updateIntegrationSyncState,
  updateSyncRecord,
  type SyncRecordPatch,
} from './xero-sync.queries';
import { XERO_SYNC_FAILED_QUEUE, XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { NewXeroInvoice, XeroInvoice, XeroInvoiceType, XeroResult, XeroTenantContext } from './xero-types';

// Orders into Xero (decision 0116). The order step's transaction writes a pending record per organisation
// that syncs and queues a job (docs/conventions.md, Side effects in the transaction); the job creates the supplier's sales invoice (ACCREC) or the
// venue's bill (ACCPAY), or voids / deletes it after a cancel. "Never twice": the record holds Xero's InvoiceID,
// each create carries an Idempotency-Key per job, and a create first looks the invoice up by its order number.

export interface XeroSyncJob {
  syncRecordId: string;
}

export interface XeroSyncDeps {
  xero: XeroDeps;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/** days from the invoice date to its due date (Tapline has no payment terms yet) */
const DUE_DAYS = 14;
/** below this many calls left in Xero's day, the tenant waits for the next UTC day (docs/protocols/xero.md, Rate limits) */
const DAY_LIMIT_RESERVE = 20;
/** a 429 without Retry-After (the app-wide limit): wait this long */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

// ---- the order step (in its transaction) ----

/**
 * What follows an order's step for Xero: accept (and deliver, for a supplier syncing on delivery) makes a pending
 * record per organisation whose integration syncs, and queues its job; cancel and reject ask for each record's void.
 * Undefined when the server has no Xero app (nothing could run the jobs).
 */
export function xeroOrderStepFollower(queue: JobQueue, settings: XeroSettings | undefined): OrderStepFollower | undefined {
  if (!settings?.tokenEncryptionKey) return undefined;
  return {
    async followStep(tx, step) {
      let recordIds: string[] = [];
      if (step.action === 'accept' || step.action === 'deliver') {
        const syncing = await listSyncingIntegrations(tx, [step.supplierId, step.venueId]);
        const due = syncing.flatMap((integration): { side: 'supplier' | 'venue'; organisationId: string }[] => {
          // a venue's bill is made when the order is accepted; a supplier's invoice on its chosen step
          if (integration.organisationId === step.venueId && integration.organisationType === 'venue')
            return step.action === 'accept' ? [{ side: 'venue', organisationId: integration.organisationId }] : [];
          if (integration.organisationId === step.supplierId && integration.syncOn === step.action)
            return [{ side: 'supplier', organisationId: integration.organisationId }];
          return [];
        });
        const inserted = await insertPendingSyncRecords(
          tx,
          due.map((target) => ({ supplierOrderId: step.supplierOrderId, organisationId: target.organisationId, side: target.side })),
        );
        recordIds = inserted.map((row) => row.id);
      } else if (step.action === 'cancel' || step.action === 'reject') {
        recordIds = (await requestVoidOfOrder(tx, step.supplierOrderId)).map((row) => row.id);
      }
      await queue.enqueueMany<XeroSyncJob>(
        tx,
        XERO_SYNC_QUEUE,
        recordIds.map((syncRecordId) => ({ syncRecordId })),
      );
      return recordIds.length > 0;
    },
    wake: () => queue.wake(XERO_SYNC_QUEUE),
  };
}

// ---- calling Xero for an integration ----

/** The quota the answers reported; the lowest day remainder seen wins. */
export class LimitsSeen {
  dayRemaining: number | undefined;

  note(limits: XeroRateLimits | undefined): void {
    const day = limits?.dayRemaining;
    if (day !== undefined && (this.dayRemaining === undefined || day < this.dayRemaining)) this.dayRemaining = day;
  }

  /** the answer's data, its limits noted */
  take<T>(result: XeroResult<T>): T {
    this.note(result.limits);
    return result.data;
  }
}

export type XeroCall<T> = { ok: true; value: T } | { ok: false; deferSeconds: number; reason: string };

function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Runs `work` against the integration's tenant unless the tenant is paused, and pauses it when Xero says so: a 429
 * pauses it for Retry-After; a day nearly spent pauses it until the next UTC day. A pause answers `deferSeconds`
 * (the caller puts its job off that long) and is no failed attempt. Other errors go to the caller.
 */
export async function callXero<T>(
  xero: XeroDeps,
  integration: { id: string; blockedUntil: Date | null },
  work: (context: XeroTenantContext, limits: LimitsSeen) => Promise<T>,
  onAttempt?: () => Promise<void>,
): Promise<XeroCall<T>> {
  const now = xero.clock();
  if (integration.blockedUntil && integration.blockedUntil > now) {
    return {
      ok: false,
      deferSeconds: (integration.blockedUntil.getTime() - now.getTime()) / 1000,
      reason: 'Waiting for Xero’s limit to reset',
    };
  }
  await onAttempt?.();
  const limits = new LimitsSeen();
  try {
    return { ok: true, value: await withXeroAccess(xero, integration.id, (context) => work(context, limits)) };
  } catch (error) {
    if (error instanceof XeroError) limits.note(error.limits);
    if (!(error instanceof XeroRateLimitedError)) throw error;
    const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
    await updateIntegrationSyncState(xero.db, integration.id, { blockedUntil: new Date(now.getTime() + seconds * 1000) });
    return { ok: false, deferSeconds: seconds, reason: error.message };
  } finally {
    if (limits.dayRemaining !== undefined) {
      const spent = limits.dayRemaining < DAY_LIMIT_RESERVE;
      await updateIntegrationSyncState(xero.db, integration.id, {
        dayLimitRemaining: limits.dayRemaining,
        ...(spent ? { blockedUntil: nextUtcDay(now) } : {}),
      });
    }
  }
}

// ---- the sync job ----

type Work = NonNullable<Awaited<ReturnType<typeof findSyncWork>>>;
type Snapshot = NonNullable<Awaited<ReturnType<typeof findOrderSnapshot>>>;

/** What a job decided: the record's new fields, and a notice for its owners when a person has to act. */
interface Outcome {
  patch: SyncRecordPatch;
  notice?: { title: string; body: string };
}

const invoiceTypeOf = (side: 'supplier' | 'venue'): XeroInvoiceType => (side === 'supplier' ? 'ACCREC' : 'ACCPAY');
const documentOf = (side: 'supplier' | 'venue') => (side === 'supplier' ? 'invoice' : 'bill');

function integrationLink(organisation: { id: string; type: string }): string {
  return `/dash/${organisation.type}s/${organisation.id}/settings/integrations/xero`;
}

/** The counterpart as a contact in the organisation's books: the venue on a supplier's invoice, the supplier on a venue's bill. */
function counterpartOf(side: 'supplier' | 'venue', snapshot: Snapshot) {
  const party = side === 'supplier' ? snapshot.venue : snapshot.supplier;
  return { Name: party.name, ...(party.email ? { EmailAddress: party.email } : {}) };
}

/** An invoice of this order already in Xero (a create whose answer we never stored), not voided or deleted. */
async function findExisting(
  xero: XeroDeps,
  context: XeroTenantContext,
  limits: LimitsSeen,
  type: XeroInvoiceType,
  orderNumber: string,
  contactId: string,
) {
  const found = limits.take(
    await xero.client.findInvoices(
      context,
      type === 'ACCREC' ? { reference: orderNumber, contactId, type } : { invoiceNumber: orderNumber, contactId, type },
    ),
  );
  return found.find((invoice) => invoice.Type === type && invoice.Status !== 'DELETED' && invoice.Status !== 'VOIDED');
}

function newInvoice(work: Work, snapshot: Snapshot, contactId: string): NewXeroInvoice {
  const type = invoiceTypeOf(work.record.side);
  const { accountCode, taxType, invoiceStatus } = work.integration!;
  // the day the order was accepted (or delivered) where the organisation is: a retry days later keeps it
  const date = localDate(work.record.createdAt, work.organisation.timeZone);
  return {
    Type: type,
    Contact: { ContactID: contactId },
    // our prices are ex GST; Xero adds each line's tax by its tax type and rounds it per line
    LineAmountTypes: 'Exclusive',
    LineItems: snapshot.lines
      .filter((line) => line.qty > 0)
      .map((line) => ({
        Description: `${line.productName} — ${line.skuName}${line.skuCode ? ` (${line.skuCode})` : ''}`,
        Quantity: line.qty,
        UnitAmount: line.unitPriceCents / 100,
        AccountCode: accountCode ?? undefined,
        TaxType: taxType ?? undefined,
      })),
    Date: date,
    DueDate: addDays(date, DUE_DAYS),
    Status: invoiceStatus === 'AUTHORISED' ? 'AUTHORISED' : 'DRAFT',
    CurrencyCode: snapshot.currency,
    // a sales invoice keeps Xero's own numbering and names the order in its reference; a bill carries the number
    ...(type === 'ACCREC' ? { Reference: snapshot.orderNumber } : { InvoiceNumber: snapshot.orderNumber }),
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

async function create(
  xero: XeroDeps,
  work: Work,
  snapshot: Snapshot,
  jobId: string,
  context: XeroTenantContext,
  limits: LimitsSeen,
): Promise<Outcome> {
  const type = invoiceTypeOf(work.record.side);
  const contact = limits.take(await xero.client.findOrCreateContact(context, counterpartOf(work.record.side, snapshot)));
  const existing = await findExisting(xero, context, limits, type, snapshot.orderNumber, contact.ContactID);
  if (existing) return { patch: syncedPatch(existing, xero.clock()) };
  // one key per job: a retry of this job after an unknown outcome is answered with the first answer (within Xero's
  // 6 minutes; the look-up above covers later ones); a person's retry is a new job, so a corrected request is new
  const invoice = limits.take(
    await xero.client.createInvoice(context, newInvoice(work, snapshot, contact.ContactID), {
      idempotencyKey: `tapline-${work.record.id}-${jobId}`,
    }),
  );
  return { patch: syncedPatch(invoice, xero.clock()) };
}

async function voidInvoice(xero: XeroDeps, work: Work, jobId: string, context: XeroTenantContext, limits: LimitsSeen): Promise<Outcome> {
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
        ? await findExisting(xero, context, limits, invoiceTypeOf(record.side), snapshot.orderNumber, contact.ContactID)
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

function paidCannotVoid(work: Work, patch: SyncRecordPatch = {}): Outcome {
  // the request is answered (by a person, in Xero): a repeated job tells nobody twice
  return {
    patch: { ...patch, state: 'paid', voidRequested: false, lastError: PAID_CANNOT_VOID },
    notice: { title: `A cancelled order’s ${documentOf(work.record.side)} is paid in Xero`, body: `${PAID_CANNOT_VOID}.` },
  };
}

function failure(work: Work, reason: string): Outcome {
  const doing = work.record.voidRequested ? `couldn’t be voided in Xero` : `didn’t reach Xero`;
  return {
    patch: { state: 'failed', lastError: reason },
    notice: { title: `An order’s ${documentOf(work.record.side)} ${doing}`, body: reason },
  };
}

/** Stores the outcome, tells the owners and admins when they must act, and refreshes the order's open pages. */
async function settle(deps: XeroSyncDeps, work: Work, outcome: Outcome): Promise<void> {
  const { db } = deps.xero;
  const after = await db.transaction(async (tx) => {
    const row = await updateSyncRecord(tx, work.record.id, outcome.patch);
    const parties = await findOrderParties(tx, work.record.supplierOrderId);
    if (outcome.notice && parties) {
      await notifyMembers(tx, {
        organisationId: work.record.organisationId,
        kind: 'xero_sync_failed',
        title: `${outcome.notice.title}: order ${parties.orderNumber}`,
        body: outcome.notice.body,
        link: integrationLink({ id: work.record.organisationId, type: work.organisation.type }),
        roles: ['owner', 'admin'],
      });
    }
    if (parties) await publishOrderChanged(tx, parties, [work.record.organisationId]);
    return row;
  });
  // cancelled while its create was under way: the void follows
  if (after?.state === 'synced' && after.voidRequested) {
    await deps.queue.enqueue<XeroSyncJob>(db, XERO_SYNC_QUEUE, { syncRecordId: work.record.id });
    deps.queue.wake(XERO_SYNC_QUEUE);
  }
}

/** Tells the organisations' open order pages to read the order again (its invoice or its payment changed). */
export async function publishOrderChanged(
  tx: Database,
  parties: { supplierOrderId: string; orderId: string; supplierId: string; venueId: string },
  organisationIds: string[],
): Promise<void> {
  await publishRealtime(tx, [
    {
      type: 'supplier-order.changed',
      organisationIds,
      venueId: parties.venueId,
      supplierId: parties.supplierId,
      orderId: parties.orderId,
      supplierOrderId: parties.supplierOrderId,
      eventId: randomUUID(),
      version: eventVersion(),
    },
  ]);
}

function reasonOf(error: unknown): string {
  // one message per line item: the same refusal of each line is said once
  if (error instanceof XeroValidationError) return error.messages.length > 0 ? [...new Set(error.messages)].join(' ') : error.message;
  if (error instanceof XeroNotConnectedError) return `${error.message}: an owner or admin connects it again on the integrations page`;
  if (error instanceof XeroUnauthorizedError) {
    return error.status === 403
      ? 'Xero refused access to the organisation: it may have been disconnected in Xero. Connect it again.'
      : `Xero refused the connection (${error.detail || 'unauthorised'}). Connect it again.`;
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** One job of the sync queue: create the record's invoice or bill, or void it. */
async function runSyncJob(deps: XeroSyncDeps, job: JobOf<XeroSyncJob>): Promise<void> {
  const { xero, queue } = deps;
  const work = await findSyncWork(xero.db, job.data.syncRecordId);
  if (!work) return;
  const { record } = work;
  const voiding = record.voidRequested;
  // done already (a repeated job), or failed and waiting for a person's retry
  if (!voiding && record.state !== 'pending') return;
  if (voiding && (record.state === 'voided' || record.state === 'deleted' || record.state === 'skipped')) return;
  if (voiding && record.state === 'paid') return settle(deps, work, paidCannotVoid(work));
  // nothing was ever sent: nothing to undo
  if (voiding && !record.xeroInvoiceId && record.attempts === 0)
    return settle(deps, work, { patch: { state: 'skipped', lastError: null } });
  if (!work.integration) return settle(deps, work, failure(work, reasonOf(new XeroNotConnectedError('disconnected'))));
  const snapshot = voiding ? undefined : await findOrderSnapshot(xero.db, record.supplierOrderId);
  if (!voiding && !snapshot) return;

  try {
    const call = await callXero(
      xero,
      work.integration,
      (context, limits) =>
        voiding ? voidInvoice(xero, work, job.id, context, limits) : create(xero, work, snapshot!, job.id, context, limits),
      () => countSyncAttempt(xero.db, record.id, xero.clock()),
    );
    if (!call.ok) {
      // Xero's limit: the same work, later; not a failed attempt
      await updateSyncRecord(xero.db, record.id, { lastError: `${call.reason}: trying again shortly` });
      await queue.enqueueAfter<XeroSyncJob>(XERO_SYNC_QUEUE, job.data, call.deferSeconds);
      return;
    }
    await settle(deps, work, call.value);
    if (call.value.patch.state === 'synced') await updateIntegrationSyncState(xero.db, work.integration.id, { lastSyncAt: xero.clock() });
  } catch (error) {
    if (error instanceof XeroValidationError || error instanceof XeroNotConnectedError || error instanceof XeroUnauthorizedError) {
      // retrying the same request gets the same answer: a person fixes the cause and retries
      return settle(deps, work, failure(work, reasonOf(error)));
    }
    // Xero down, the network, our database: pg-boss retries with back-off, then the dead-letter queue gives up
    await updateSyncRecord(xero.db, record.id, { lastError: reasonOf(error) });
    throw error;
  }
}

/** The retries ran out (or every attempt expired): the record fails and its owners are told. */
async function giveUpSync(deps: XeroSyncDeps, job: JobOf<XeroSyncJob>): Promise<void> {
  const work = await findSyncWork(deps.xero.db, job.data.syncRecordId);
  if (!work) return;
  const { record } = work;
  // only work still waiting for Xero: a record settled meanwhile (a later job, a person) stays as it is
  const waiting = record.voidRequested ? record.state === 'pending' || record.state === 'synced' : record.state === 'pending';
  if (!waiting) return;
  deps.log.error({ syncRecordId: record.id }, 'xero sync gave up');
  await settle(
    deps,
    work,
    failure(work, `Xero didn’t answer after several attempts${record.lastError ? ` (the last: ${record.lastError})` : ''}.`),
  );
}

/** Works the sync queue and its dead letters (only when the server has a Xero app). */
export async function startXeroSyncWorkers(deps: XeroSyncDeps): Promise<void> {
  await deps.queue.work<XeroSyncJob>(XERO_SYNC_QUEUE, (job) =>
    runSyncJob(deps, job).catch((error: unknown) => {
      deps.log.warn(
        { err: loggableError(error), syncRecordId: job.data.syncRecordId, retryCount: job.retryCount },
        'xero sync attempt failed; it is retried',
      );
      throw error;
    }),
  );
  await deps.queue.work<XeroSyncJob>(XERO_SYNC_FAILED_QUEUE, (job) => giveUpSync(deps, job));
}
