import type { Database } from '@tapline/db';
import type { JobQueue, QueueDefinition } from '../../../platform';
import { IDEMPOTENCY_KEY_TTL_MS } from './checkout.service';
import { deleteExpiredIdempotencyKeys } from './idempotency.queries';

// Checkout's idempotency keys are kept 24 h (decision 0106); a scheduled job deletes the expired ones, or the table
// would grow by a row per checkout forever. An expired key still there is harmless meanwhile: checkout treats it
// as new.

export const IDEMPOTENCY_CLEANUP_QUEUE = 'idempotency-keys-cleanup';
/** hourly (at 17 past, off the hour's crowd): a key lives at most about 25 h */
export const IDEMPOTENCY_CLEANUP_CRON = '17 * * * *';

export const idempotencyCleanupQueues: readonly QueueDefinition[] = [
  { name: IDEMPOTENCY_CLEANUP_QUEUE, retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
];

/** Works the cleanup queue and puts it on the schedule (one schedule row for every instance). */
export async function startIdempotencyCleanup(db: Database, queue: JobQueue, clock: () => Date): Promise<void> {
  await queue.work(IDEMPOTENCY_CLEANUP_QUEUE, async () => {
    await deleteExpiredIdempotencyKeys(db, new Date(clock().getTime() - IDEMPOTENCY_KEY_TTL_MS));
  });
  await queue.schedule(IDEMPOTENCY_CLEANUP_QUEUE, IDEMPOTENCY_CLEANUP_CRON);
}
