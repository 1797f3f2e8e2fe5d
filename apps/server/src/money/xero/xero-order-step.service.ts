import type { JobQueue } from '../../platform';
import type { OrderStepFollower } from '../../trade';
import type { XeroSettings } from './xero-settings';
import { findTaxInvoiceOfOrder, requestVoidOfOrder } from './xero-sync.queries';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { XeroSyncJob } from './xero-sync.service';
import { queueXeroForTaxDocument, wakeXeroQueues } from './xero-tax-documents';

// ---- the order step (in its transaction) ----

/**
 * What follows an order's step for Xero (decision 0162). Accept or deliver: once the order has Tapline's tax invoice
 * (issued by this step or an earlier one), its ACCREC and ACCPAY are queued, once; before it has one, nothing reaches
 * Xero. Cancel and reject: an order with a tax invoice is adjusted by a note (its own sync), never voided; only a
 * record made before Tapline issued invoices is voided (or deleted as a draft). Undefined when the server has no Xero
 * app (nothing could run the jobs).
 */
export function xeroOrderStepFollower(queue: JobQueue, settings: XeroSettings | undefined): OrderStepFollower | undefined {
  if (!settings?.tokenEncryptionKey) return undefined;
  return {
    async followStep(tx, step) {
      if (step.action === 'accept' || step.action === 'deliver') {
        const invoice = await findTaxInvoiceOfOrder(tx, step.supplierOrderId);
        return invoice ? queueXeroForTaxDocument(tx, queue, invoice.id) : false;
      }
      if (step.action !== 'cancel' && step.action !== 'reject') return false;
      if (await findTaxInvoiceOfOrder(tx, step.supplierOrderId)) return false;
      const recordIds = (await requestVoidOfOrder(tx, step.supplierOrderId)).map((row) => row.id);
      await queue.enqueueMany<XeroSyncJob>(
        tx,
        XERO_SYNC_QUEUE,
        recordIds.map((syncRecordId) => ({ syncRecordId })),
      );
      return recordIds.length > 0;
    },
    wake: () => wakeXeroQueues(queue),
  };
}
