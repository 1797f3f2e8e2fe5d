import type { QueueDefinition } from '../../platform';

/** One order's invoice or bill to create, void or delete in Xero (data: { syncRecordId }). */
export const XERO_SYNC_QUEUE = 'xero-sync';
/** a sync whose retries ran out: the record is marked failed and its owners told */
export const XERO_SYNC_FAILED_QUEUE = 'xero-sync-failed';
/** One adjustment note to make in one organisation's Xero as a credit note, and its allocations (data: { creditNoteSyncId }) */
export const XERO_CREDIT_NOTE_QUEUE = 'xero-credit-note-sync';
/** a credit note sync whose retries ran out: it fails and its owners are told */
export const XERO_CREDIT_NOTE_FAILED_QUEUE = 'xero-credit-note-sync-failed';
/** Xero said an invoice changed (a webhook): read it and record a payment (data: { tenantId, invoiceId }) */
export const XERO_INVOICE_CHECK_QUEUE = 'xero-invoice-check';
/** without webhooks: a cron tick that polls the synced, unpaid invoices' status */
export const XERO_POLL_TICK_QUEUE = 'xero-poll-tick';

export const xeroQueues: QueueDefinition[] = [
  { name: XERO_SYNC_FAILED_QUEUE },
  { name: XERO_SYNC_QUEUE, retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: 5 * 60, deadLetter: XERO_SYNC_FAILED_QUEUE },
  { name: XERO_CREDIT_NOTE_FAILED_QUEUE },
  {
    name: XERO_CREDIT_NOTE_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    deadLetter: XERO_CREDIT_NOTE_FAILED_QUEUE,
  },
  { name: XERO_INVOICE_CHECK_QUEUE, retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  { name: XERO_POLL_TICK_QUEUE, retryLimit: 0, expireInSeconds: 10 * 60 },
];
