import { poolStatsOf, runCancellable, type Database, type PoolStats } from '@tapline/db';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type JobQueueStats, readJobQueueStats } from './metrics.queries';

/** what a scrape waits for the job queue's figures before it answers without them */
const JOB_STATS_TIMEOUT_MS = 1_000;

/** seconds: a request's whole answer, from a cached 1 ms to a slow 10 s */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** seconds: a connection is usually granted at once; a pool that runs short shows in the upper buckets */
const ACQUIRE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The process's own figures (CPU, memory, event loop lag, GC, handles) belong to the process, not to an app: they are
 * collected once, in a registry of their own, and every app's /metrics answers them beside its own. The event loop
 * and GC watchers are made at the first collection and live as long as the process.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's metrics (docs/metrics.md), in a registry of its own: tests build many apps in one process, and each
 * counts only its own requests. Counters and histograms are moved where things happen; gauges of the database pool
 * and the job queue are read when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = this.counter('tapline_http_requests_total', 'HTTP requests answered, by method, route pattern and status code', [
    'method',
    'route',
    'status_code',
  ]);

  readonly httpDuration = new Histogram({
    name: 'tapline_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly mailSent = this.counter('tapline_mail_sent_total', 'Mails the mail server accepted');

  readonly mailFailedAttempts = this.counter(
    'tapline_mail_failed_attempts_total',
    'Attempts at a mail the mail server refused or did not answer (each is retried)',
  );

  readonly mailFailed = this.counter(
    'tapline_mail_failed_total',
    'Mails given up on after their retries, marked failed for an admin to retry',
  );

  readonly jobAttempts = this.counter(
    'tapline_job_attempts_total',
    'Job attempts this instance ran, by queue and outcome (completed, failed)',
    ['queue', 'outcome'],
  );

  readonly realtimeConnections = new Gauge({
    name: 'tapline_realtime_connections',
    help: 'Open realtime WebSockets on this instance',
    registers: [this.registry],
  });

  readonly cacheHits = this.counter(
    'tapline_cache_hits_total',
    'Answers served from an in-process cache (a lookup that joined a read under way counts too), by cache',
    ['cache'],
  );

  readonly cacheMisses = this.counter('tapline_cache_misses_total', 'Cache lookups that had to make the answer, by cache', ['cache']);

  private readonly stopWatchingPool: () => void;

  /** A counter in this app's registry (labelled when `labelNames` are given). */
  private counter<Label extends string = string>(name: string, help: string, labelNames: readonly Label[] = []) {
    return new Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  constructor(db: Database) {
    const pool = poolStatsOf(db);
    const acquireWait = new Histogram({
      name: 'tapline_db_pool_acquire_wait_seconds',
      help: 'Wait of a transaction or a read of its own for a database connection',
      buckets: ACQUIRE_BUCKETS,
      registers: [this.registry],
    });
    this.stopWatchingPool = pool?.onAcquired((seconds) => acquireWait.observe(seconds)) ?? (() => undefined);
    if (pool) this.watchPool(pool);
    this.watchJobQueues(db);
  }

  private watchPool(pool: PoolStats) {
    const registers = [this.registry];
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge(
      'tapline_db_pool_max_connections',
      'Connections the database pool may open (1 on the embedded database)',
      () => pool.maxConnections,
    );
    gauge('tapline_db_pool_connections_in_use', 'Database connections taken now (held, or running a statement)', () => pool.inUse());
    gauge('tapline_db_pool_waiting', 'Transactions and statements waiting for a database connection', () => pool.waiting());
  }

  /**
   * Queue depth and age, read from pg-boss's table when scraped: one indexed query for the four gauges (a scrape
   * collects them at once, so they share it), given up after a second.
   */
  private watchJobQueues(db: Database) {
    let reading: Promise<JobQueueStats[] | undefined> | undefined;
    const read = () =>
      (reading ??= runCancellable(AbortSignal.timeout(JOB_STATS_TIMEOUT_MS), () => readJobQueueStats(db))
        .catch(() => undefined)
        .finally(() => (reading = undefined)));
    const registers = [this.registry];
    const byQueue = (name: string, help: string, value: (row: JobQueueStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          this.reset();
          for (const row of (await read()) ?? []) this.set({ queue: row.queue }, value(row));
        },
      });
    byQueue('tapline_job_queue_waiting', 'Jobs ready to run, by queue', (row) => row.waiting);
    byQueue(
      'tapline_job_queue_deferred',
      'Jobs waiting for a later start (a retry backing off, a delayed job), by queue',
      (row) => row.deferred,
    );
    byQueue(
      'tapline_job_queue_oldest_waiting_seconds',
      'How long the oldest job ready to run has waited, by queue (0 when none waits)',
      (row) => row.oldestWaitingSeconds,
    );
    new Gauge({
      name: 'tapline_job_queue_stats_ok',
      help: '1 when the job queue figures were read for this scrape, 0 when the read failed or took over a second',
      registers,
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
  }

  /** The text a scrape is answered: the process's figures, then this app's. */
  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close(): void {
    this.stopWatchingPool();
  }
}
