import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Which request the running code serves, so what it causes later can be traced back in the log: a job enqueued
 * while serving a request carries the request's id, and the job's log lines name it as `reqId`, as the request's own
 * lines do (decision 0154).
 */
interface LogContext {
  requestId?: string;
  /** set while a job runs */
  job?: { queue: string; id: string };
}

const contexts = new AsyncLocalStorage<LogContext>();

/** an id a load balancer may have given the request (HAProxy's unique-id, nginx's $request_id) */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Request ids unique across instances and restarts (a job may run on another instance than the request that
 * enqueued it): the load balancer's `X-Request-Id` when it is trusted (TRUST_PROXY) and looks like one, else a UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    return trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/**
 * From the first handler-side hook to the answer, the code runs in its request's context. After the body is read:
 * the body's stream events would not carry an earlier context along.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => contexts.run({ requestId: request.id }, done));
}

/** The id of the request the running code serves, or that caused the job it runs. */
export function currentRequestId(): string | undefined {
  return contexts.getStore()?.requestId;
}

/** Runs a job's attempt in its context: its log lines name the queue, the job and the request behind it. */
export function runInJobContext<T>(job: { queue: string; id: string; requestId: string | undefined }, work: () => Promise<T>): Promise<T> {
  return contexts.run({ requestId: job.requestId, job: { queue: job.queue, id: job.id } }, work);
}

/**
 * pino's mixin: the fields a log line written while a job runs gets. A request's lines already carry `reqId` (the
 * request's child logger), so nothing is added to them.
 */
export function jobLogFields(): Record<string, string> {
  const context = contexts.getStore();
  if (!context?.job) return {};
  return { queue: context.job.queue, jobId: context.job.id, ...(context.requestId ? { reqId: context.requestId } : {}) };
}
