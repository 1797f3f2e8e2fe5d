import { randomUUID } from 'node:crypto';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobOf, type JobQueue, eventVersion, loggableError, publishRealtime } from '../../platform';
import { notifyMembers } from '../../identity';
import { findSupplierOrderParties } from '../../trade';
import { XeroNotConnectedError, type XeroDeps } from './xero-access';
import { callXero } from './xero-call';
import { XeroUnauthorizedError, XeroValidationError } from './xero-errors';
import { findOrderSnapshot } from './xero-order-snapshot';
import { countSyncAttempt, findSyncWork, updateIntegrationSyncState, updateSyncRecord } from './xero-sync.queries';
import { create, failure, paidCannotVoid, voidInvoice, type Outcome, type Work } from './xero-sync-invoices';
import { XERO_SYNC_FAILED_QUEUE, XERO_SYNC_QUEUE } from './xero-sync.queues';

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

// ---- the sync job ----

export function integrationLink(organisation: { id: string; type: string }): string {
  return `/dash/${organisation.type}s/${organisation.id}/settings/integrations/xero`;
}

/** Stores the outcome, tells the owners and admins when they must act, and refreshes the order's open pages. */
async function settle(deps: XeroSyncDeps, work: Work, outcome: Outcome): Promise<void> {
  const { db } = deps.xero;
  const after = await db.transaction(async (tx) => {
    const row = await updateSyncRecord(tx, work.record.id, outcome.patch);
    const parties = await findSupplierOrderParties(tx, work.record.supplierOrderId);
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

export function reasonOf(error: unknown): string {
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
