import type { PGlite } from '@electric-sql/pglite';
import type { ReservedSql, Sql } from 'postgres';

/**
 * How busy a database's connections are, for the metrics (docs/metrics.md). Neither driver says so itself, so the
 * client is watched where the product uses it:
 * - an acquisition is a transaction or a read that takes a connection of its own (postgres.js `begin` and `reserve`;
 *   PGlite `transaction`), from the ask until it runs;
 * - a statement is one sent on the shared connections and not answered yet.
 * postgres.js writes a statement behind a running one (pipelining) when every connection is busy, so connections in
 * use are estimated as the held ones plus the statements under way, at most the pool's size; the rest wait.
 */
export interface PoolStats {
  /** the connections the pool may open (PGlite: its one) */
  readonly maxConnections: number;
  /** connections taken now: held by a transaction or a read of its own, or running a statement */
  inUse(): number;
  /** acquisitions not granted yet, and statements beyond the connections (queued or written behind another) */
  waiting(): number;
  /** calls `listener` with each acquisition's wait in seconds, once it is granted; answers the way to stop */
  onAcquired(listener: (seconds: number) => void): () => void;
}

const statsOfClient = new WeakMap<object, PoolStats>();

/** The stats of a database made by createDatabase (undefined for a transaction's `db`, or one made otherwise). */
export function poolStatsOf(db: unknown): PoolStats | undefined {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === 'object' || typeof client === 'function' ? statsOfClient.get(client as object) : undefined;
}

class Counts {
  held = 0;
  statements = 0;
  asking = 0;
  private readonly listeners = new Set<(seconds: number) => void>();

  granted(askedAt: number) {
    this.asking -= 1;
    this.held += 1;
    const seconds = (performance.now() - askedAt) / 1000;
    for (const listener of this.listeners) listener(seconds);
  }

  stats(maxConnections: number, inUse: () => number, waiting: () => number): PoolStats {
    return {
      maxConnections,
      inUse,
      waiting,
      onAcquired: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }

  /** runs `work` as an acquisition: `granted` is called once it has its connection */
  async acquisition<T>(work: (granted: () => void) => Promise<T>): Promise<T> {
    const askedAt = performance.now();
    let held = false;
    this.asking += 1;
    try {
      return await work(() => {
        if (held) return;
        held = true;
        this.granted(askedAt);
      });
    } finally {
      if (held) this.held -= 1;
      else this.asking -= 1;
    }
  }
}

/** The parts of a postgres.js query the counting uses: its pool handler, and how it is settled. */
interface CountedQuery {
  handler: (query: CountedQuery) => unknown;
  resolve: (value: unknown) => unknown;
  reject: (error: unknown) => unknown;
}

/** Watches a postgres.js pool. Before cancelQueriesOnAbort, whose reads then count as acquisitions (reserve). */
export function watchPostgresPool(client: Sql, maxConnections: number): void {
  const counts = new Counts();
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<Sql['unsafe']>) => {
    const query = unsafe(...args) as unknown as CountedQuery;
    // postgres.js's own statements (a transaction's BEGIN) belong to its acquisition
    const internal = typeof args[2] === 'object' && args[2] !== null && 'onexecute' in args[2];
    if (internal) return query;
    const send = query.handler;
    query.handler = (sent) => {
      counts.statements += 1;
      let open = true;
      const settled = () => {
        if (open) counts.statements -= 1;
        open = false;
      };
      const { resolve, reject } = sent;
      sent.resolve = (value) => (settled(), resolve(value));
      sent.reject = (error) => (settled(), reject(error));
      return send(sent);
    };
    return query;
  }) as unknown as Sql['unsafe'];

  const reserve = client.reserve.bind(client);
  client.reserve = () => {
    const askedAt = performance.now();
    counts.asking += 1;
    return reserve().then(
      (connection: ReservedSql) => {
        counts.granted(askedAt);
        const release = connection.release.bind(connection);
        let released = false;
        connection.release = () => {
          if (!released) counts.held -= 1;
          released = true;
          release();
        };
        return connection;
      },
      (error: unknown) => {
        counts.asking -= 1;
        throw error;
      },
    );
  };

  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const at = args.findIndex((arg) => typeof arg === 'function');
    const scope = args[at] as (sql: unknown) => unknown;
    return counts.acquisition((granted) => {
      const watched = [...args];
      watched[at] = (sql: unknown) => {
        granted();
        return scope(sql);
      };
      return begin(...watched);
    });
  }) as Sql['begin'];

  const used = () => counts.held + counts.statements;
  statsOfClient.set(
    client,
    counts.stats(
      maxConnections,
      () => Math.min(maxConnections, used()),
      () => counts.asking + Math.max(0, used() - maxConnections),
    ),
  );
}

/**
 * Watches PGlite, one connection running one statement at a time: in use while anything runs, and everything else
 * asked for waits. After prioritiseStatements, so a search held back for other work counts as waiting.
 */
export function watchPglite(client: PGlite): void {
  const counts = new Counts();
  const counted =
    <A extends unknown[], R>(statement: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      counts.statements += 1;
      try {
        return await statement(...args);
      } finally {
        counts.statements -= 1;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client)) as PGlite['exec'];
  const transaction = counted(client.transaction.bind(client));
  client.transaction = (<T>(callback: Parameters<PGlite['transaction']>[0]) =>
    counts.acquisition((granted) =>
      transaction(async (tx) => {
        granted();
        return (await callback(tx)) as T;
      }),
    )) as PGlite['transaction'];
  statsOfClient.set(
    client,
    counts.stats(
      1,
      () => (counts.statements > 0 ? 1 : 0),
      () => Math.max(0, counts.statements - 1),
    ),
  );
}
