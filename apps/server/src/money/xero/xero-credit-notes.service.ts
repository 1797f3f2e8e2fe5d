import { type JobOf, loggableError } from '../../platform';
import { notifyMembers } from '../../identity';
import { XeroNotConnectedError } from './xero-access';
import { callXero } from './xero-call';
import { XeroUnauthorizedError, XeroValidationError } from './xero-errors';
import { countNoteSyncAttempt, findNoteSyncWork, updateNoteSync } from './xero-credit-notes.queries';
import { noteFailure, type NoteOutcome, type NoteWork, syncCreditNote } from './xero-credit-notes';
import { XERO_CREDIT_NOTE_FAILED_QUEUE, XERO_CREDIT_NOTE_QUEUE } from './xero-sync.queues';
import { integrationLink, reasonOf, type XeroSyncDeps } from './xero-sync.service';
import { updateIntegrationSyncState } from './xero-sync.queries';

// Adjustment notes into Xero (decision 0162): the note's transaction writes a pending sync per organisation whose Xero
// syncs and queues its job (queueXeroForTaxDocument); the job makes the credit note and its allocations. Failures,
// limits and retries as the invoices' (xero-sync.service.ts).

export interface XeroCreditNoteJob {
  creditNoteSyncId: string;
}

/** Stores the outcome and tells the owners and admins when they must act. */
async function settleNote(deps: XeroSyncDeps, work: NoteWork, outcome: NoteOutcome): Promise<void> {
  await deps.xero.db.transaction(async (tx) => {
    await updateNoteSync(tx, work.sync.id, outcome.patch);
    if (outcome.notice) {
      await notifyMembers(tx, {
        organisationId: work.sync.organisationId,
        kind: 'xero_sync_failed',
        title: outcome.notice.title,
        body: outcome.notice.body,
        link: integrationLink({ id: work.sync.organisationId, type: work.organisation.type }),
        roles: ['owner', 'admin'],
      });
    }
  });
}

/** how long a note waits for its invoice's own sync to finish before looking again */
const NOTE_WAITS_FOR_INVOICE_SECONDS = 5;

async function runCreditNoteJob(deps: XeroSyncDeps, job: JobOf<XeroCreditNoteJob>): Promise<void> {
  const { xero, queue } = deps;
  const work = await findNoteSyncWork(xero.db, job.data.creditNoteSyncId);
  // failed: it waits for a person
  if (!work || (work.sync.state !== 'pending' && work.sync.state !== 'synced')) return;
  if (!work.integration) return settleNote(deps, work, noteFailure(work, reasonOf(new XeroNotConnectedError('disconnected'))));
  // the invoice it adjusts first: while its own sync waits, so does the note; an invoice that never reached this Xero
  // (cancelled before its job ran) needs no credit note there either
  if (work.invoiceSyncState === 'pending') {
    await queue.enqueueAfter<XeroCreditNoteJob>(XERO_CREDIT_NOTE_QUEUE, job.data, NOTE_WAITS_FOR_INVOICE_SECONDS);
    return;
  }
  if (work.invoiceSyncState === 'skipped' || work.invoiceSyncState === 'deleted')
    return settleNote(deps, work, { patch: { state: 'skipped', lastError: null } });
  try {
    const call = await callXero(
      xero,
      work.integration,
      (context, limits) => syncCreditNote(xero, work, job.id, context, limits),
      () => countNoteSyncAttempt(xero.db, work.sync.id, xero.clock()),
    );
    if (!call.ok) {
      await updateNoteSync(xero.db, work.sync.id, { lastError: `${call.reason}: trying again shortly` });
      await queue.enqueueAfter<XeroCreditNoteJob>(XERO_CREDIT_NOTE_QUEUE, job.data, call.deferSeconds);
      return;
    }
    await settleNote(deps, work, call.value);
    if (call.value.retryAfterSeconds !== undefined)
      await queue.enqueueAfter<XeroCreditNoteJob>(XERO_CREDIT_NOTE_QUEUE, job.data, call.value.retryAfterSeconds);
    if (call.value.patch.state === 'synced') await updateIntegrationSyncState(xero.db, work.integration.id, { lastSyncAt: xero.clock() });
  } catch (error) {
    if (error instanceof XeroValidationError || error instanceof XeroNotConnectedError || error instanceof XeroUnauthorizedError)
      return settleNote(deps, work, noteFailure(work, reasonOf(error)));
    // Xero down, the network, our database: pg-boss retries with back-off, then the dead-letter queue gives up
    await updateNoteSync(xero.db, work.sync.id, { lastError: reasonOf(error) });
    throw error;
  }
}

/** The retries ran out: a sync still waiting fails and its owners are told. */
async function giveUpCreditNote(deps: XeroSyncDeps, job: JobOf<XeroCreditNoteJob>): Promise<void> {
  const work = await findNoteSyncWork(deps.xero.db, job.data.creditNoteSyncId);
  if (!work || work.sync.state !== 'pending') return;
  deps.log.error({ creditNoteSyncId: work.sync.id }, 'xero credit note sync gave up');
  const last = work.sync.lastError ? ` (the last: ${work.sync.lastError})` : '';
  await settleNote(deps, work, noteFailure(work, `Xero didn’t answer after several attempts${last}.`));
}

/** Works the credit note queue and its dead letters (only when the server has a Xero app). */
export async function startXeroCreditNoteWorkers(deps: XeroSyncDeps): Promise<void> {
  await deps.queue.work<XeroCreditNoteJob>(XERO_CREDIT_NOTE_QUEUE, (job) =>
    runCreditNoteJob(deps, job).catch((error: unknown) => {
      deps.log.warn(
        { err: loggableError(error), creditNoteSyncId: job.data.creditNoteSyncId, retryCount: job.retryCount },
        'xero credit note attempt failed; it is retried',
      );
      throw error;
    }),
  );
  await deps.queue.work<XeroCreditNoteJob>(XERO_CREDIT_NOTE_FAILED_QUEUE, (job) => giveUpCreditNote(deps, job));
}
