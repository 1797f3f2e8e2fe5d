import type { Database } from '@tapline/db';
import type { JobQueue } from '../../platform';
import type { XeroSettings } from './xero-settings';
import type { XeroCreditNoteJob } from './xero-credit-notes.service';
import { findTaxDocumentHead, insertPendingNoteSyncs, listLiveNoteSyncs } from './xero-credit-notes.queries';
import { insertPendingSyncRecords, listSyncingIntegrations } from './xero-sync.queries';
import { XERO_CREDIT_NOTE_QUEUE, XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { XeroSyncJob } from './xero-sync.service';

// A tax document Tapline issued, queued for Xero in the transaction that issued it (decision 0162).

/**
 * Queues the document's Xero work, in the caller's transaction: a tax invoice becomes the supplier's ACCREC and the
 * venue's ACCPAY; an adjustment note, the supplier's ACCRECCREDIT and the venue's ACCPAYCREDIT, then allocated as its
 * credit_allocations rows say. Each side only when that organisation's Xero syncs (connected, account and tax type
 * chosen). Idempotent: a sync that exists is not made again. Call it again with a note's id after adding allocations
 * to the note: its syncs send the new ones (never one twice). Answers whether a job was queued; wake the queues after
 * the transaction commits (`wakeXeroQueues`).
 */
export async function queueXeroForTaxDocument(tx: Database, queue: JobQueue, documentId: string): Promise<boolean> {
  const document = await findTaxDocumentHead(tx, documentId);
  if (!document) return false;
  const syncing = await listSyncingIntegrations(tx, [document.supplierId, document.venueId]);
  const sides = syncing.flatMap((integration): { side: 'supplier' | 'venue'; organisationId: string }[] => {
    if (integration.organisationId === document.supplierId && integration.organisationType === 'supplier')
      return [{ side: 'supplier', organisationId: integration.organisationId }];
    if (integration.organisationId === document.venueId && integration.organisationType === 'venue')
      return [{ side: 'venue', organisationId: integration.organisationId }];
    return [];
  });
  if (document.kind === 'invoice') {
    const inserted = await insertPendingSyncRecords(
      tx,
      sides.map((target) => ({ ...target, supplierOrderId: document.supplierOrderId })),
    );
    await queue.enqueueMany<XeroSyncJob>(
      tx,
      XERO_SYNC_QUEUE,
      inserted.map((row) => ({ syncRecordId: row.id })),
    );
    return inserted.length > 0;
  }
  await insertPendingNoteSyncs(
    tx,
    sides.map((target) => ({ ...target, noteId: document.id })),
  );
  const live = await listLiveNoteSyncs(tx, document.id);
  await queue.enqueueMany<XeroCreditNoteJob>(
    tx,
    XERO_CREDIT_NOTE_QUEUE,
    live.map((row) => ({ creditNoteSyncId: row.id })),
  );
  return live.length > 0;
}

/** After the transaction that queued Xero work commits: the workers start on it now. */
export function wakeXeroQueues(queue: JobQueue): void {
  queue.wake(XERO_SYNC_QUEUE);
  queue.wake(XERO_CREDIT_NOTE_QUEUE);
}

/** Tax documents' way to Xero for the money context: queue in the issuing transaction, wake after the commit. */
export interface XeroDocumentQueue {
  /** answers whether a job was queued */
  add(tx: Database, documentIds: readonly string[]): Promise<boolean>;
  wake(): void;
}

/** Undefined when the server has no Xero app (nothing could run the jobs). */
export function xeroDocumentQueue(queue: JobQueue, settings: XeroSettings | undefined): XeroDocumentQueue | undefined {
  if (!settings?.tokenEncryptionKey) return undefined;
  return {
    async add(tx, documentIds) {
      let queued = false;
      for (const id of documentIds) queued = (await queueXeroForTaxDocument(tx, queue, id)) || queued;
      return queued;
    },
    wake: () => wakeXeroQueues(queue),
  };
}
