import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Database } from './client';

export interface SqlRows {
  rows: Record<string, unknown>[];
}

/**
 * Plain SQL text with $1…$n parameters, for a library that brings its own queries (the job queue's
 * `db.executeSql`). Text without parameters may hold several statements (its schema checks and maintenance).
 */
export interface SqlClient {
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlRows>;
}

/**
 * Values as text where drizzle has made the driver pass them through untouched (json and timestamps on
 * postgres.js); undefined, a library's "not given", as null. Arrays stay arrays (uuid[] parameters).
 */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value;
}
const parameters = (values: readonly unknown[]) => values.map(parameter);

function pgliteClient(client: PGlite): SqlClient {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, parameters(values));
      // exec takes several statements; PGlite runs one call at a time, so a BEGIN…COMMIT in it is never interleaved
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

function postgresClient(client: Sql): SqlClient {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: [...(await client.unsafe(text, parameters(values) as never[]))] };
      // several statements, perhaps BEGIN…COMMIT: on one reserved connection (postgres.js refuses them on the pool)
      const connection = await client.reserve();
      try {
        const result: unknown = await connection.unsafe(text).simple();
        const last: unknown = Array.isArray(result) && Array.isArray(result.at(-1)) ? result.at(-1) : result;
        return { rows: [...(last as Record<string, unknown>[])] };
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * The rows of one statement run through drizzle (`execute`), on either driver: postgres.js answers the rows, PGlite an
 * object holding them. A transaction may run it too.
 */
export async function executeRows<T = Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** drizzle's PostgreSQL dialect as `db` uses it (no casing): SQL to text and parameters */
const dialect = new PgDialect();

/**
 * executeRows for a statement that is planned once and kept (decision 0123): on PostgreSQL it is sent as a named
 * prepared statement, which each connection keeps by its text, so after five runs PostgreSQL may use one plan for
 * every value (a generic plan) instead of planning it at each run; on PGlite, and inside a transaction, as
 * executeRows. Only for statements whose best plan does not depend on their values: a generic plan is made from
 * average estimates, and a statement whose plan should follow a word's frequency (a ranked search) would keep a
 * plan made for none.
 */
export async function executePlannedOnceRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(typeof client === 'function' && 'reserve' in client)) return executeRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return [...(await (client as Sql).unsafe(text, params as never[], { prepare: true }))] as T[];
}

/** One statement with parameters through drizzle: how a transaction (which has no raw client) runs such text. */
function drizzleClient(db: Database): SqlClient {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(parameters(values)[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return { rows: [...(await executeRows(db, sql.join(chunks)))] };
    },
  };
}

/**
 * The SQL client under a database made by createDatabase, or, for a transaction, one that runs single
 * statements inside it (so a job is enqueued with the change that causes it).
 */
export function sqlClientOf(db: Database): SqlClient {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteClient(client);
  if (typeof client === 'function' && 'reserve' in client) return postgresClient(client as Sql);
  return drizzleClient(db);
}
