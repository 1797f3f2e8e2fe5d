import { STANDING_WEEKS_AHEAD } from '@tapline/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../identity';
import { type JobQueue, type QueueDefinition, loggableError } from '../../platform';
import { addDays } from '../../shared/calendar';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { listDueOccurrences, listOccurrencesToRemind, listOverdueOccurrences } from './standing-occurrences.queries';
import { listStandingOrdersToPlan } from './standing-orders.queries';
import { planStandingOrder } from './standing-plan.service';
import { PLACEMENT_GRACE_MS, failOccurrence, placeOccurrence, remindOccurrence } from './standing-placement.service';

// The standing orders' scheduler (decision 0166): a tick every minute (pg-boss cron: one job per minute across every
// instance) tops up the occurrences 8 weeks ahead (each standing order once a day), sends the reminders that are due,
// fails what passed its cut-off beyond the grace (its instance was down), and places what is due, each occurrence in
// its own transaction. A tick that overlaps another (a slow one) is safe: each step claims its rows.

export const STANDING_TICK_QUEUE = 'standing-orders-tick';
export const STANDING_TICK_CRON = '* * * * *';
/** Occurrences placed at once in a tick (each its own transaction; PostgreSQL's pool holds them, the embedded database takes them in turn). */
const PLACING_AT_ONCE = 4;
/** Rows a tick takes per step; more wait for the next tick, a minute later. */
const TICK_BATCH = 5000;
const PLANS_PER_TICK = 200;

export const standingQueues: readonly QueueDefinition[] = [
  // one attempt: the next tick is a minute away, and a retry would only race it
  { name: STANDING_TICK_QUEUE, retryLimit: 0, expireInSeconds: 10 * 60 },
];

export interface StandingDeps extends OrderMailDeps {
  log: FastifyBaseLogger;
}

export interface TickSummary {
  planned: number;
  reminded: number;
  failed: number;
  placed: number;
  needsAttention: number;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One tick at `now`. `standingOrderId` narrows it to one standing order and leaves its plan alone: the journeys' test
 * clock (STANDING_TEST_CLOCK) runs a tick "as of" a moment of their own for their standing order only.
 */
export async function runStandingTick(deps: StandingDeps, now: Date, standingOrderId?: string): Promise<TickSummary> {
  const summary: TickSummary = { planned: 0, reminded: 0, failed: 0, placed: 0, needsAttention: 0 };
  const guard = async (what: string, id: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      deps.log.error({ err: loggableError(error), id }, `standing orders: ${what} failed; the next tick tries again`);
    }
  };
  if (!standingOrderId) {
    const today = now.toISOString().slice(0, 10);
    const through = addDays(today, STANDING_WEEKS_AHEAD * 7);
    for (const id of await listStandingOrdersToPlan(deps.db, through, today, PLANS_PER_TICK)) {
      await guard('planning', id, async () => {
        await planStandingOrder(deps.db, id, now);
        summary.planned += 1;
      });
    }
  }
  for (const id of await listOccurrencesToRemind(deps.db, now, TICK_BATCH, standingOrderId)) {
    await guard('a reminder', id, async () => {
      if (await remindOccurrence(deps, id, now)) summary.reminded += 1;
    });
  }
  const graceStart = new Date(now.getTime() - PLACEMENT_GRACE_MS);
  for (const id of await listOverdueOccurrences(deps.db, graceStart, TICK_BATCH, standingOrderId)) {
    await guard('failing an occurrence', id, async () => {
      if (await failOccurrence(deps, id, now)) summary.failed += 1;
    });
  }
  await eachAtOnce(await listDueOccurrences(deps.db, graceStart, now, TICK_BATCH, standingOrderId), PLACING_AT_ONCE, (id) =>
    guard('placing an occurrence', id, async () => {
      const outcome = await placeOccurrence(deps, id, now, 'tick');
      if (outcome === 'placed') summary.placed += 1;
      if (outcome === 'needs_attention') summary.needsAttention += 1;
      if (outcome === 'failed') summary.failed += 1;
    }),
  );
  if (summary.reminded + summary.failed + summary.placed + summary.needsAttention > 0) deps.outbox.wake();
  return summary;
}

/**
 * Works the tick queue, puts the tick on the schedule (pg-boss keeps one schedule row for every instance), and sends
 * one tick at once: a fresh start (the demo's standing order) has its occurrences within a second.
 */
export async function startStandingOrders(deps: StandingDeps, queue: JobQueue, clock: Clock): Promise<void> {
  await queue.work(STANDING_TICK_QUEUE, async () => {
    await runStandingTick(deps, clock());
  });
  await queue.schedule(STANDING_TICK_QUEUE, STANDING_TICK_CRON);
  await queue.enqueue(deps.db, STANDING_TICK_QUEUE, {});
  queue.wake(STANDING_TICK_QUEUE);
}
