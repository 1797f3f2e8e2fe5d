import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createSupplier, createTestDatabase, type TestDatabase } from '@tapline/db/testing';
import { fakeClock } from './auth-kit';
import type { JobQueue } from '../../src/platform/jobs/job-queue';
import type { AddressPolicy, WebhookResolver } from '../../src/platform/webhooks/webhook-address';
import { WebhookEndpoints } from '../../src/platform/webhooks/webhook-endpoints.service';
import { WebhookOutbox } from '../../src/platform/webhooks/webhook-outbox';
import { WebhookSender, type WebhookTroubleReporter } from '../../src/platform/webhooks/webhook-sender';
import { undiciTransport } from '../../src/platform/webhooks/webhook-transport';

/** A job the fake queue was given: which delivery, and after how many seconds. */
interface QueuedJob {
  deliveryId: string;
  afterSeconds: number;
}

/**
 * The webhook pieces on a database of their own, driven by hand: a fake clock, and a queue that only records the jobs
 * (the test runs each attempt itself, with the clock where it wants it).
 */
export async function webhookWorld(
  options: {
    resolve?: WebhookResolver;
    allowLoopback?: boolean;
    maxInFlight?: number;
    totalMs?: number;
    report?: WebhookTroubleReporter;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const time = fakeClock(Date.parse('2026-11-02T09:00:00Z'));
  const jobs: QueuedJob[] = [];
  const queue = {
    enqueue: async (_tx: unknown, _queue: string, data: { deliveryId: string }, options: { startAfterSeconds?: number } = {}) =>
      void jobs.push({ deliveryId: data.deliveryId, afterSeconds: options.startAfterSeconds ?? 0 }),
    enqueueMany: async (_tx: unknown, _queue: string, data: { deliveryId: string }[]) =>
      void jobs.push(...data.map((item) => ({ deliveryId: item.deliveryId, afterSeconds: 0 }))),
    enqueueAfter: async (_queue: string, data: { deliveryId: string }, seconds: number) =>
      void jobs.push({ deliveryId: data.deliveryId, afterSeconds: seconds }),
    wake: () => undefined,
  } as unknown as JobQueue;
  const policy: AddressPolicy = {
    resolve: options.resolve ?? (async () => [{ address: '127.0.0.1', family: 4 }]),
    allowLoopback: options.allowLoopback ?? true,
  };
  const outbox = new WebhookOutbox(queue, time.clock);
  const endpoints = new WebhookEndpoints(database.db, queue, outbox, policy, time.clock);
  const transport = undiciTransport(policy, { connectMs: 1000, totalMs: options.totalMs ?? 5000 });
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const sender = new WebhookSender(
    database.db,
    queue,
    transport,
    time.clock,
    log,
    { maxInFlight: options.maxInFlight ?? 4, concurrency: 4 },
    options.report,
  );
  const supplier = await createSupplier(database.db, { name: 'Hook Brewing' });
  return { database, db: database.db, time, jobs, outbox, endpoints, sender, supplier, policy };
}
