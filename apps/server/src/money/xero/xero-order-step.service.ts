import type { JobQueue } from '../../platform';
import type { OrderStepFollower } from '../../trade';
import type { XeroSettings } from './xero-settings';
import { insertPendingSyncRecords, listSyncingIntegrations, requestVoidOfOrder } from './xero-sync.queries';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { XeroSyncJob } from './xero-sync.service';

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
