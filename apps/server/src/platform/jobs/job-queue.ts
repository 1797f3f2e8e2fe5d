import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { sqlClientOf, type Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { isRetryableTransactionFailure } from '../../shared/database-errors';
import { loggableError } from '../errors/loggable-error';
import { currentRequestId, runInJobContext } from '../logging/log-context';
import type { AppMetrics } from '../metrics/app-metrics';

/** A queue and how its jobs are retried; `deadLetter` receives a job whose retries ran out (or that expired). */
export interface QueueDefinition {
  name: string;
  retryLimit?: number;
  /** the first retry's delay (at least 1 s); each further one waits about twice as long (with jitter) */
  retryDelaySeconds?: number;
  /** how long one attempt may run before the job is presumed lost (its worker died) and retried */
  expireInSeconds?: number;
  deadLetter?: string;
}

export interface JobOf<T> {
  /** the same for every attempt of the job (its retries), new for each job sent */
  id: string;
  data: T;
  /** 0 on the first attempt */
  retryCount: number;
}

/** How often an idle worker looks for jobs; an enqueue in this process wakes it at once (wake()), and a busy one looks again at once. */
const POLL_SECONDS = 1;
/**
 * How often expired attempts are looked for by default (pg-boss's default is 120 s): a job whose process died
 * mid-attempt is retried about `expireInSeconds` plus up to this long after the attempt began (JOB_MAINTENANCE_SECONDS).
 */
export const DEFAULT_MAINTENANCE_SECONDS = 30;
/** How often an instance looks whether a schedule's slot has come, and how often the job of a slot that came is sent. */
const CRON_MONITOR_SECONDS = 5;
const CRON_WORKER_SECONDS = 1;
/** the soonest a failed attempt is retried (see start()) */
const MIN_RETRY_DELAY_SECONDS = 1;
/** on shutdown, how long a running job may take to finish before it is failed (and so retried later) */
const STOP_TIMEOUT_MS = 10_000;
/** how often making one queue is tried when it keeps losing a deadlock to another instance making it */
const QUEUE_SETUP_ATTEMPTS = 5;

/**
 * Makes or updates one queue, again when PostgreSQL ends it as a deadlock's loser. pg-boss's create_queue inserts
 * the queue's row, then creates and attaches its partition, with no lock between processes: instances starting at
 * once on a database without the queue (a new deployment, a release adding one) deadlock, and the loser's start
 * failed. Its statement rolled back whole, so it runs again, and then finds the queue the winner made.
 */
async function setUpQueue(setUp: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await setUp();
    } catch (error) {
      if (attempt >= QUEUE_SETUP_ATTEMPTS || !isRetryableTransactionFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

/**
 * A job's data as stored: the request that enqueued it rides along (its id, or the one behind the job that enqueued
 * it), so the job's log lines name it (decision 0154).
 */
function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

function requestIdOf(data: unknown): string | undefined {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
}

/**
 * pg-boss (10.x, manager.js) ends a worker's batch with `complete` (or `fail`) without awaiting it: when the database
 * is gone at that moment (a restart, a lost connection) the rejection has no handler, and Node ends the process on an
 * unhandled rejection. Its Manager's two methods are wrapped once so that each ending has a handler that logs it (the
 * job's attempt then expires and runs again, expireInSeconds); callers that await them still get the rejection.
 */
let batchEndingLog: FastifyBaseLogger | undefined;
function settleBatchEndings(log: FastifyBaseLogger): void {
  const alreadyWrapped = batchEndingLog !== undefined;
  batchEndingLog = log;
  if (alreadyWrapped) return;
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
    prototype: Record<'complete' | 'fail', (...args: unknown[]) => Promise<unknown>>;
  };
  for (const name of ['complete', 'fail'] as const) {
    const end = manager.prototype[name];
    manager.prototype[name] = function (this: unknown, ...args: unknown[]) {
      const ending = end.apply(this, args);
      ending.catch((error: unknown) => batchEndingLog?.warn({ err: loggableError(error) }, `job queue: a batch's ${name} failed`));
      return ending;
    };
  }
}

/**
 * Durable background work in the application's own database (pg-boss, docs/decisions/0034): the same
 * queue on the embedded PGlite and on a PostgreSQL server. Its tables come from the migrations
 * (packages/db/migrations/0008_job_queue.sql); this only checks their version.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    maintenanceSeconds = DEFAULT_MAINTENANCE_SECONDS,
    private readonly metrics?: Pick<AppMetrics, 'jobAttempts'>,
  ) {
    // schedule: pg-boss's cron (the suppliers' daily digest tick); every instance checks the schedules, and pg-boss
    // sends one job per slot however many do
    this.boss = new PgBoss({
      db: sqlClientOf(db),
      schema: 'pgboss',
      migrate: false,
      schedule: true,
      // a minute's cron job goes out within a few seconds of the minute, not up to half a minute later (pg-boss's
      // defaults, 30 s and 5 s): the standing orders' tick places what is due at a supplier's cut-off (decision 0166)
      cronMonitorIntervalSeconds: CRON_MONITOR_SECONDS,
      cronWorkerIntervalSeconds: CRON_WORKER_SECONDS,
      supervise: true,
      maintenanceIntervalSeconds: maintenanceSeconds,
    });
    this.boss.on('error', (error) => log.error({ err: loggableError(error) }, 'job queue error'));
    settleBatchEndings(log);
  }

  /** Starts the queue and creates (or updates) the given queues, dead-letter queues first. */
  async start(queues: readonly QueueDefinition[]): Promise<void> {
    await this.boss.start();
    const ordered = [...queues].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
    for (const queue of ordered) {
      const options = {
        name: queue.name,
        retryLimit: queue.retryLimit ?? 0,
        // never at once: pg-boss completes a batch without awaiting it, and a job failed for a retry starting at once
        // can be fetched again before that completion lands, which then marks the new attempt completed (work())
        retryDelay: Math.max(MIN_RETRY_DELAY_SECONDS, queue.retryDelaySeconds ?? 0),
        retryBackoff: Boolean(queue.retryDelaySeconds),
        expireInSeconds: queue.expireInSeconds ?? 15 * 60,
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
      };
      await setUpQueue(async () => {
        if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, options);
        else await this.boss.createQueue(queue.name, options);
      });
    }
  }

  /**
   * Adds a job inside the caller's transaction: it exists once the change that causes it commits, and
   * never if that change rolls back.
   */
  async enqueue<T extends object>(tx: Database, queue: string, data: T, options: { startAfterSeconds?: number } = {}): Promise<void> {
    const startAfter = options.startAfterSeconds ? { startAfter: Math.max(1, Math.ceil(options.startAfterSeconds)) } : {};
    await this.boss.send(queue, withRequestId(data), { db: sqlClientOf(tx), ...startAfter });
  }

  /** Adds several jobs of one queue in one statement, inside the caller's transaction (as `enqueue`). */
  async enqueueMany<T extends object>(tx: Database, queue: string, data: readonly T[]): Promise<void> {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((item) => ({ name: queue, data: withRequestId(item) })),
      { db: sqlClientOf(tx) },
    );
  }

  /**
   * Adds a job that starts in `seconds` (at the earliest), outside any transaction: a job putting itself off (a
   * rate limit's Retry-After) sends its successor this way and then completes.
   */
  async enqueueAfter<T extends object>(queue: string, data: T, seconds: number): Promise<void> {
    await this.boss.send(queue, withRequestId(data), { startAfter: Math.max(1, Math.ceil(seconds)) });
  }

  /**
   * Runs `handler` for each job of the queue, up to `concurrency` at once (1: one at a time); a throw is that job's
   * failed attempt (retried). While jobs remain the worker fetches the next batch as soon as one is done; only an
   * empty queue waits for the poll (or a wake()).
   */
  async work<T extends object>(
    queue: string,
    handler: (job: JobOf<T>) => Promise<void>,
    options: { concurrency?: number } = {},
  ): Promise<void> {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    let workerId = '';
    workerId = await this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: POLL_SECONDS, batchSize: concurrency, includeMetadata: true },
      async (jobs) => {
        // a full batch: more are likely waiting, so the worker looks again at once rather than after its poll interval
        if (jobs.length === concurrency) this.boss.notifyWorker(workerId);
        const outcomes = await Promise.allSettled(
          jobs.map((job) =>
            runInJobContext({ queue, id: job.id, requestId: requestIdOf(job.data) }, () =>
              handler({ id: job.id, data: job.data, retryCount: job.retryCount }),
            ),
          ),
        );
        for (const outcome of outcomes)
          this.metrics?.jobAttempts.inc({ queue, outcome: outcome.status === 'fulfilled' ? 'completed' : 'failed' });
        // pg-boss settles a batch as one: each failed job is failed on its own here (retried, or sent to its dead-letter
        // queue), and pg-boss then completes the rest (its completion touches only jobs still active). That completion
        // isn't awaited and the worker may fetch again first: a failed job fetched again by then would be completed
        // with its new attempt running, so no retry starts sooner than a second later (start())
        await Promise.all(
          outcomes.flatMap((outcome, index) =>
            outcome.status === 'rejected' ? [this.boss.fail(queue, jobs[index]!.id, outcome.reason as object)] : [],
          ),
        );
      },
    );
    this.workers.set(queue, workerId);
  }

  /**
   * Sends a job to the queue on a cron schedule (in UTC), from every instance's clock but once per slot. Scheduling
   * again replaces the schedule, so each start may call it.
   */
  async schedule(queue: string, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  /** Takes the queue's schedule away (a no-op when it has none). */
  async unschedule(queue: string): Promise<void> {
    await this.boss.unschedule(queue);
  }

  /** Tells this process's worker of the queue to look now (after the enqueueing transaction committed). */
  wake(queue: string): void {
    const id = this.workers.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  /** Stops polling and waits for running jobs (up to a limit; an unfinished one is failed and retried later). */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }
}
