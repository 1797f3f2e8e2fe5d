import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue';
import {
  countInFlight,
  deleteEventsBefore,
  insertAttempt,
  lockDelivery,
  type LockedDelivery,
  skipPendingDeliveries,
  updateDelivery,
  updateEndpointHealth,
} from './webhook-outbox.queries';
import { WEBHOOK_CLEANUP_QUEUE, WEBHOOK_QUEUE, type WebhookJob } from './webhook-queues';
import { webhookHeaders } from './webhook-signing';
import type { WebhookAnswer, WebhookTransport } from './webhook-transport';

const HOUR_MS = 3_600_000;
/** a day of failure is reported, five disable the endpoint (decision 0198) */
const WEBHOOK_REPORT_AFTER_MS = 24 * HOUR_MS;
const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * HOUR_MS;
/** events are kept this long */
const WEBHOOK_EVENT_DAYS = 30;
/** the longest Retry-After waited for: a day */
const RETRY_AFTER_MAX_SECONDS = 24 * 3600;
/** a worker holds a delivery this long; longer than an attempt's 15 s, so a live attempt never loses it */
const LEASE_MS = 30_000;

/** What becomes of an endpoint in trouble: its owners and admins told by mail and the bell (identity's). */
export interface WebhookEndpointTrouble {
  endpointId: string;
  organisationId: string;
  url: string;
  kind: 'failing' | 'disabled';
  reason: string;
}
export type WebhookTroubleReporter = (tx: Database, trouble: WebhookEndpointTrouble) => Promise<void>;

export interface WebhookSenderOptions {
  /** deliveries in flight per endpoint at most */
  maxInFlight: number;
  /** attempts one process makes at once */
  concurrency: number;
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped' | 'not-due' | 'busy' | 'held' | 'done';

/** The next attempt's delay after `attempts` failed ones, honouring Retry-After; null when the schedule has run out. */
function nextDelaySeconds(attempts: number, retryAfter: number | null): number | null {
  const scheduled = WEBHOOK_RETRY_SCHEDULE_SECONDS[attempts - 1];
  if (scheduled === undefined) return null;
  return Math.max(scheduled, Math.min(retryAfter ?? 0, RETRY_AFTER_MAX_SECONDS));
}

function secretsOf(row: LockedDelivery, now: Date): string[] {
  const previous = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? [row.previousSecret] : [];
  return [row.secret, ...previous];
}

type Claim =
  | { kind: 'go'; row: LockedDelivery }
  | { kind: 'later'; seconds: number }
  | { kind: Exclude<AttemptOutcome, 'succeeded' | 'retrying' | 'failed'> };

/**
 * Makes the attempts (decision 0198): one job per attempt; a worker claims the delivery with a lease under its
 * endpoint's row lock (so two workers never attempt one delivery, and an endpoint has at most `maxInFlight` in flight),
 * posts it signed, records the attempt, and queues the next by the specification's schedule.
 */
export class WebhookSender {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly transport: WebhookTransport,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly options: WebhookSenderOptions,
    private readonly reportTrouble?: WebhookTroubleReporter,
  ) {}

  async start(): Promise<void> {
    await this.queue.work<WebhookJob>(WEBHOOK_QUEUE, async (job) => void (await this.attempt(job.data.deliveryId)), {
      concurrency: this.options.concurrency,
    });
    await this.queue.work(WEBHOOK_CLEANUP_QUEUE, () => this.cleanUp());
    await this.queue.schedule(WEBHOOK_CLEANUP_QUEUE, '17 3 * * *');
  }

  /** One attempt at the delivery, when it is due and free; answers what became of it. */
  async attempt(deliveryId: string): Promise<AttemptOutcome> {
    const claim = await this.claim(deliveryId);
    if (claim.kind === 'later') {
      await this.queue.enqueueAfter<WebhookJob>(WEBHOOK_QUEUE, { deliveryId }, claim.seconds);
      return 'not-due';
    }
    if (claim.kind === 'busy') {
      await this.queue.enqueueAfter<WebhookJob>(WEBHOOK_QUEUE, { deliveryId }, 1);
      return 'busy';
    }
    if (claim.kind !== 'go') return claim.kind;
    const { row } = claim;
    const at = this.clock();
    const headers = webhookHeaders(secretsOf(row, at), row.eventId, at, row.body);
    const answer = await this.transport(row.url, headers, row.body);
    return this.record(row, at, headers, answer);
  }

  private claim(deliveryId: string): Promise<Claim> {
    return this.db.transaction(async (tx): Promise<Claim> => {
      const row = await lockDelivery(tx, deliveryId);
      if (!row || row.status !== 'pending') return { kind: 'done' };
      const now = this.clock();
      if (!row.enabled) {
        await updateDelivery(tx, deliveryId, { status: 'skipped', nextAttemptAt: null }, now);
        return { kind: 'skipped' };
      }
      if (row.leaseUntil && row.leaseUntil > now) return { kind: 'held' };
      if (row.nextAttemptAt && row.nextAttemptAt > now)
        return { kind: 'later', seconds: (row.nextAttemptAt.getTime() - now.getTime()) / 1000 };
      if ((await countInFlight(tx, row.endpointId, now)) >= this.options.maxInFlight) return { kind: 'busy' };
      await updateDelivery(tx, deliveryId, { leaseUntil: new Date(now.getTime() + LEASE_MS) }, now);
      return { kind: 'go', row };
    });
  }

  private async record(row: LockedDelivery, at: Date, headers: Record<string, string>, answer: WebhookAnswer): Promise<AttemptOutcome> {
    const succeeded = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const gone = answer.status === 410;
    const attempts = row.attemptCount + 1;
    const delay = succeeded || gone ? null : nextDelaySeconds(attempts, answer.retryAfterSeconds);
    const outcome: AttemptOutcome = succeeded ? 'succeeded' : delay === null ? 'failed' : 'retrying';
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await insertAttempt(tx, {
        deliveryId: row.id,
        at,
        durationMs: answer.durationMs,
        requestHeaders: headers,
        responseStatus: answer.status,
        responseExcerpt: answer.excerpt,
        error: answer.error,
      });
      await updateDelivery(
        tx,
        row.id,
        {
          status: outcome === 'retrying' ? 'pending' : outcome,
          attemptCount: attempts,
          nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay * 1000),
          leaseUntil: null,
          lastStatusCode: answer.status,
        },
        now,
      );
      if (delay !== null) await this.queue.enqueue<WebhookJob>(tx, WEBHOOK_QUEUE, { deliveryId: row.id }, { startAfterSeconds: delay });
      await this.followHealth(tx, row, succeeded, gone, now);
    });
    this.log.info({ deliveryId: row.id, endpointId: row.endpointId, status: answer.status, outcome }, 'webhook attempt');
    return outcome;
  }

  /** A success clears the endpoint's failing mark; a 410 or five days of failure disable it; a day of failure is reported. */
  private async followHealth(tx: Database, row: LockedDelivery, succeeded: boolean, gone: boolean, now: Date): Promise<void> {
    if (succeeded) {
      if (row.failingSince) await updateEndpointHealth(tx, row.endpointId, { failingSince: null, failingReportedAt: null });
      return;
    }
    const failingSince = row.failingSince ?? now;
    const failingFor = now.getTime() - failingSince.getTime();
    const disableReason = gone
      ? 'The receiver answered 410 Gone'
      : failingFor >= WEBHOOK_DISABLE_AFTER_MS
        ? 'Every delivery failed for five days'
        : null;
    if (disableReason) {
      await updateEndpointHealth(tx, row.endpointId, { enabled: false, disabledReason: disableReason, failingSince, updatedAt: now });
      await skipPendingDeliveries(tx, row.endpointId, now);
      await this.reportTrouble?.(tx, {
        endpointId: row.endpointId,
        organisationId: row.organisationId,
        url: row.url,
        kind: 'disabled',
        reason: disableReason,
      });
      return;
    }
    const report = failingFor >= WEBHOOK_REPORT_AFTER_MS && !row.failingReportedAt;
    await updateEndpointHealth(tx, row.endpointId, { failingSince, ...(report ? { failingReportedAt: now } : {}) });
    if (report)
      await this.reportTrouble?.(tx, {
        endpointId: row.endpointId,
        organisationId: row.organisationId,
        url: row.url,
        kind: 'failing',
        reason: `Every delivery has failed since ${failingSince.toISOString()}`,
      });
  }

  private async cleanUp(): Promise<void> {
    const removed = await deleteEventsBefore(this.db, new Date(this.clock().getTime() - WEBHOOK_EVENT_DAYS * 24 * HOUR_MS));
    if (removed > 0) this.log.info({ removed }, 'webhook events past 30 days removed');
  }
}
