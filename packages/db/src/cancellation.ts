import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { ReservedSql, Sql } from 'postgres';

// Load shedding (decision 0103): a read whose caller has gone (the client disconnected) or whose budget ran out
// stops, so an overload never turns into a pile of work nobody waits for.

/** the read a statement is part of: its signal, and whether it is a heavy read (a search) that gives way to other work */
interface ReadContext {
  signal: AbortSignal;
  heavy: boolean;
}
const readContexts = new AsyncLocalStorage<ReadContext>();

/** PostgreSQL's query_canceled: what a cancelled read fails with, on either driver */
export const QUERY_CANCELED = '57014';

class ReadCancelledError extends Error {
  readonly code = QUERY_CANCELED;
  constructor() {
    super('canceling statement: its reader has gone');
  }
}

/** The parts of a postgres.js query (its Query class, a Promise) the cancelling below uses. */
interface PendingQuery extends Promise<unknown> {
  values: () => Promise<unknown>;
  /**
   * What `cancel()` calls: a promise settled once the server has the cancel request (the cancel connection closed).
   * `cancel()` itself returns null, so waiting on it waited for nothing.
   */
  canceller: ((query: PendingQuery) => Promise<unknown>) | null;
}

/** Sends `query`'s cancel request once; settles when the server has taken it. */
function requestCancel(query: PendingQuery): Promise<unknown> {
  const { canceller } = query;
  query.canceller = null;
  return canceller ? canceller(query) : Promise.resolve();
}

/** One cancellable read's own connection, reserved at its first statement and released when the read ends. */
interface ReadConnection {
  reserved: Promise<ReservedSql>;
  /** the read's statements not settled yet */
  pending: Set<Promise<unknown>>;
  /** cancel requests sent, each settled once the server has it */
  cancels: Promise<unknown>[];
}

type ReadState = { signal: AbortSignal; connections: Map<Sql, ReadConnection> };
const readStates = new AsyncLocalStorage<ReadState>();

/**
 * Runs `read`; every query it sends is cancelled when `signal` aborts. drizzle sends a query when it is awaited:
 * await inside `read`. On PostgreSQL the read's statements run on a connection of its own, released when it ends.
 * `heavy` (a search, a suggestion): on the embedded database its statements give way to any other work
 * (prioritiseStatements).
 */
export async function runCancellable<T>(signal: AbortSignal, read: () => Promise<T>, options: { heavy?: boolean } = {}): Promise<T> {
  const state: ReadState = { signal, connections: new Map() };
  try {
    return await readStates.run(state, () => readContexts.run({ signal, heavy: options.heavy ?? false }, read));
  } finally {
    for (const connection of state.connections.values()) void releaseWhenQuiet(connection);
  }
}

/**
 * The read's connection goes back to the pool once nothing of it can still reach the server. A cancel request the
 * server took after the statement it was meant for had ended stays pending in the backend and stops its next
 * statement (PostgreSQL promises no more), so after any cancel the connection first runs a statement of its own
 * for that cancel to stop, or not, before another request's statement can meet it.
 */
async function releaseWhenQuiet(connection: ReadConnection) {
  const reserved = await connection.reserved.catch(() => undefined);
  if (!reserved) return;
  await Promise.allSettled([...connection.pending, ...connection.cancels]);
  if (connection.cancels.length > 0) await reserved.unsafe('select 1').catch(() => undefined);
  reserved.release();
}

/**
 * postgres.js: a query sent inside runCancellable runs on a connection reserved for that read (reserved at its
 * first statement), and is cancelled when the signal aborts: a cancel request to that connection's backend, which
 * runs nothing but this read's statements. Fails with 57014; so does a statement asked for after the signal
 * aborted, which is never sent.
 *
 * Why a connection of its own: on the shared pool postgres.js writes statements of other requests behind a running
 * one (pipelining), so a cancel request meant for a read could stop another request's statement instead (seen
 * under the search bench, 2026-11-24: a rate-limit insert failed); and postgres.js's `cancel()` of a query the pool
 * had not yet taken kept a connection for ever (ten of them and every query waited).
 */
export function cancelQueriesOnAbort(client: Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<Sql['unsafe']>) => {
    const state = readStates.getStore();
    // postgres.js's own statements (a transaction's BEGIN takes its connection through `onexecute`) pass as they
    // are: a transaction inside a read runs on a connection of its own and is not cancelled (the suggest box)
    const internal = typeof args[2] === 'object' && args[2] !== null && 'onexecute' in args[2];
    if (!state || internal) return unsafe(...args);
    return cancellableStatement(client, state, args) as unknown as ReturnType<Sql['unsafe']>;
  }) as Sql['unsafe'];
}

function readConnection(client: Sql, state: ReadState): ReadConnection {
  let connection = state.connections.get(client);
  if (!connection) {
    connection = { reserved: client.reserve(), pending: new Set(), cancels: [] };
    state.connections.set(client, connection);
  }
  return connection;
}

/**
 * A statement of a cancellable read, as drizzle and the SQL client use one: awaited, or `.values()` or `.simple()`
 * then awaited. It is sent when first awaited.
 */
function cancellableStatement(client: Sql, state: ReadState, args: Parameters<Sql['unsafe']>) {
  let form: 'rows' | 'values' = 'rows';
  let simple = false;
  let running: Promise<unknown> | undefined;
  const run = () =>
    (running ??= (async () => {
      const { signal } = state;
      if (signal.aborted) throw new ReadCancelledError();
      const connection = readConnection(client, state);
      const reserved = await connection.reserved;
      if (signal.aborted) throw new ReadCancelledError();
      let query = reserved.unsafe(...args) as unknown as PendingQuery & { simple: () => PendingQuery };
      if (simple) query = query.simple() as typeof query;
      const answer: Promise<unknown> = form === 'values' ? query.values() : query;
      connection.pending.add(answer);
      const onAbort = () => connection.cancels.push(requestCancel(query).catch(() => undefined));
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        return await answer;
      } finally {
        signal.removeEventListener('abort', onAbort);
        connection.pending.delete(answer);
      }
    })());
  const statement = {
    values() {
      form = 'values';
      return statement;
    },
    simple() {
      simple = true;
      return statement;
    },
    then<A, B>(onFulfilled?: (value: unknown) => A | PromiseLike<A>, onRejected?: (reason: unknown) => B | PromiseLike<B>) {
      return run().then(onFulfilled, onRejected);
    },
    catch<B>(onRejected?: (reason: unknown) => B | PromiseLike<B>) {
      return run().catch(onRejected);
    },
    finally(onFinally?: () => void) {
      return run().finally(onFinally);
    },
  };
  return statement;
}

/**
 * PGlite runs one statement at a time, in the order they are asked for, on the event loop's thread, and cannot stop
 * a running one. Two rules in front of it:
 * - a statement of a read whose signal aborted while it waited is not started;
 * - a statement of a heavy read (runCancellable's `heavy`) waits until no other statement is asked for or running,
 *   and heavy statements run one at a time. A product's page asked for while 32 searches pile up waits for at most
 *   the one search statement already running, not for every statement queued before its own (decision 0103).
 * Between two statements of one request (the next is asked for in the same turn of the event loop), a heavy one
 * is not let in: the next heavy statement starts on the turn after the last other one settled.
 */
export function prioritiseStatements(client: PGlite): void {
  let others = 0;
  let heavyRunning = false;
  const heavyLine: (() => void)[] = [];
  let nextTurnAsked = false;
  const letNextHeavyIn = () => {
    if (nextTurnAsked) return;
    nextTurnAsked = true;
    setImmediate(() => {
      nextTurnAsked = false;
      if (heavyRunning || others > 0) return;
      const next = heavyLine.shift();
      if (!next) return;
      heavyRunning = true;
      next();
    });
  };
  const gate =
    <A extends unknown[], R>(statement: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const context = readContexts.getStore();
      if (context?.signal.aborted) throw new ReadCancelledError();
      if (!context?.heavy) {
        others += 1;
        try {
          return await statement(...args);
        } finally {
          others -= 1;
          if (others === 0) letNextHeavyIn();
        }
      }
      await new Promise<void>((resolve) => {
        heavyLine.push(resolve);
        letNextHeavyIn();
      });
      try {
        if (context.signal.aborted) throw new ReadCancelledError();
        return await statement(...args);
      } finally {
        heavyRunning = false;
        letNextHeavyIn();
      }
    };
  // a transaction's own statements go through its `tx`, not these: it is gated as a whole
  client.query = gate(client.query.bind(client)) as PGlite['query'];
  client.exec = gate(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = gate(client.transaction.bind(client)) as PGlite['transaction'];
}
