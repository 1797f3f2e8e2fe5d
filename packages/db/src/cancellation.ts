import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

// Load shedding (decision 0103): a read whose caller has gone (the client disconnected) or whose budget ran out
// stops, so an overload never turns into a pile of work nobody waits for.

const readSignals = new AsyncLocalStorage<AbortSignal>();

/** PostgreSQL's query_canceled: what a cancelled read fails with, on either driver */
export const QUERY_CANCELED = '57014';

class ReadCancelledError extends Error {
  readonly code = QUERY_CANCELED;
  constructor() {
    super('canceling statement: its reader has gone');
  }
}

/**
 * Runs `read`; every query it sends is cancelled when `signal` aborts. drizzle sends a query when it is awaited:
 * await inside `read`.
 */
export function runCancellable<T>(signal: AbortSignal, read: () => Promise<T>): Promise<T> {
  return readSignals.run(signal, read);
}

/**
 * postgres.js: a query sent inside runCancellable is cancelled when its signal aborts (a cancel request to the
 * server for a running one; a queued one leaves the queue). Both fail with 57014.
 */
export function cancelQueriesOnAbort(client: Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<Sql['unsafe']>) => {
    const query = unsafe(...args);
    const signal = readSignals.getStore();
    if (signal?.aborted) void query.cancel();
    else signal?.addEventListener('abort', () => void query.cancel(), { once: true });
    return query;
  }) as Sql['unsafe'];
}

/**
 * PGlite runs one query at a time and cannot stop a running one: a query whose signal aborted while it waited
 * its turn is not started.
 */
export function skipQueriesOnAbort(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    if (readSignals.getStore()?.aborted) throw new ReadCancelledError();
    return query(...args);
  }) as PGlite['query'];
}
