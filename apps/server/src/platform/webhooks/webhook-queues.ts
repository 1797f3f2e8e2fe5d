import type { QueueDefinition } from '../jobs/job-queue';

export const WEBHOOK_QUEUE = 'webhook-delivery';
export const WEBHOOK_CLEANUP_QUEUE = 'webhook-cleanup';

export interface WebhookJob {
  deliveryId: string;
}

/**
 * A job is one attempt at a delivery; the next is a new job sent with the schedule's delay (decision 0198). A job
 * that throws (the database was away) is retried by the queue; one whose worker died expires and runs again.
 */
export const webhookQueues: QueueDefinition[] = [
  { name: WEBHOOK_QUEUE, retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 60 },
  { name: WEBHOOK_CLEANUP_QUEUE },
];
