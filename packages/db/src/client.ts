import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { cancelQueriesOnAbort, prioritiseStatements } from './cancellation';
import { lockDataDir } from './data-dir-lock';
import { watchPglite, watchPostgresPool } from './pool-stats';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: queries are written once against the shared PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConfig =
  /**
   * preparedStatements: whether statements planned once (executePlannedOnceRows) are kept as named prepared statements
   * (the default); off for a pooler that does not keep them between transactions (decision 0123). onStatement sees
   * each statement's text and parameters as they are sent (the search bench records what the app runs with it)
   */
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      preparedStatements?: boolean;
      onStatement?: (text: string, parameters: unknown[]) => void;
    }
  /** loadDataDir: start from a data directory dumped by PGlite's dumpDataDir (tests start from a migrated one) */
  | { kind: 'pglite'; dataDir: string | 'memory'; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Planner settings for every connection the product opens (decision 0120), on either engine:
 * - no parallel workers: the product runs many small statements at once, and a search that took two workers on a
 *   2-core machine spent three processes' CPU to answer one person (the uncached search mix went 71 → 106 req/s);
 * - random reads cost about what sequential ones do, as they do when the catalogue's pages are in memory or on SSD:
 *   with PostgreSQL's disk-era default (4) a word in a sixth of the products was answered by reading every product.
 */
export const PLANNER_SETTINGS = { max_parallel_workers_per_gather: '0', random_page_cost: '1.1' } as const;

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const maxConnections = config.maxConnections ?? 10;
    const { onStatement } = config;
    const client = postgres(config.url, {
      max: maxConnections,
      // off: every statement is sent unnamed, whatever executePlannedOnceRows asks
      prepare: config.preparedStatements ?? true,
      onnotice: () => {},
      // sent in each connection's startup message, so every pooled connection has them from its first statement
      connection: PLANNER_SETTINGS,
      ...(onStatement ? { debug: (_connection: number, text: string, parameters: unknown[]) => onStatement(text, parameters) } : {}),
    });
    // first: a cancellable read's own connection is then an acquisition, and its statements are not counted twice
    watchPostgresPool(client, maxConnections);
    cancelQueriesOnAbort(client);
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let unlock: (() => Promise<void>) | undefined;
  if (config.dataDir !== 'memory') {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = await lockDataDir(config.dataDir);
  }
  return openPglite(config.dataDir, { loadDataDir: config.loadDataDir, release: unlock });
}

/**
 * PGlite in memory or on a directory this process already holds (lockDataDir); `release` lets the directory go when
 * the handle closes, or when it could not be opened.
 */
export async function openPglite(
  dataDir: string | 'memory',
  { loadDataDir, release }: { loadDataDir?: Blob; release?: () => Promise<void> } = {},
): Promise<DatabaseHandle> {
  // PGlite.create (not the constructor) so the pg_trgm bundle is loaded before the first query
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, { extensions: { pg_trgm }, loadDataDir }).catch(
    async (error: unknown) => {
      await release?.();
      throw error;
    },
  );
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.query('select set_config($1, $2, false)', [name, value]);
  prioritiseStatements(client);
  watchPglite(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
