import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../identity';
import { type JobQueue, type QueueDefinition, loggableError } from '../../../platform';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { expireOrderChange } from './order-change-decisions.service';
import { listExpiredProposals } from './order-changes.queries';

// Proposed changes the venue didn't answer in time are declined (decision 0181): a tick every minute (pg-boss cron,
// one job per minute across every instance, as the standing orders' tick), each proposal in its own transaction.

const EXPIRY_QUEUE = 'order-changes-expiry';
const EXPIRY_CRON = '* * * * *';
const EXPIRY_BATCH = 500;

export const orderChangeQueues: readonly QueueDefinition[] = [{ name: EXPIRY_QUEUE, retryLimit: 0, expireInSeconds: 10 * 60 }];

/** One tick at `now`: answers how many proposals it expired. */
export async function expireOrderChanges(deps: OrderMailDeps & { log: FastifyBaseLogger }, now: Date): Promise<number> {
  let expired = 0;
  for (const id of await listExpiredProposals(deps.db, now, EXPIRY_BATCH)) {
    try {
      if (await expireOrderChange(deps, id, now)) expired += 1;
    } catch (error) {
      deps.log.error({ err: loggableError(error), id }, 'order changes: expiring a proposal failed; the next tick tries again');
    }
  }
  return expired;
}

export async function startOrderChangeExpiry(deps: OrderMailDeps & { log: FastifyBaseLogger }, queue: JobQueue, clock: Clock) {
  await queue.work(EXPIRY_QUEUE, async () => {
    await expireOrderChanges(deps, clock());
  });
  await queue.schedule(EXPIRY_QUEUE, EXPIRY_CRON);
}
