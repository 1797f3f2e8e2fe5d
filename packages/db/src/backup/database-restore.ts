import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, openPglite, type DatabaseConfig } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { executeRows } from '../sql-client';
import { BackupError } from './backup-error';
import type { DatabaseCopy } from './database-backup';
import { databaseFactsOf, type DatabaseFacts } from './database-facts';
import { describePostgres, runTool, toolMajorVersion } from './postgres-tools';

export interface RestoreOptions {
  /** restore into a database that already holds something (PostgreSQL: the backup's objects are dropped and made again; embedded: the directory is moved aside) */
  force: boolean;
}

/** the tables, views and sequences a PostgreSQL database holds outside the system's schemas */
async function relationsIn(url: string): Promise<number> {
  const handle = await createDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    const [row] = await executeRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_toast%'
            and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return row!.count;
  } finally {
    await handle.close();
  }
}

async function entriesOf(directory: string): Promise<string[]> {
  return readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

const engineNames = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'the embedded database (DATA_DIR)' } as const;

/** Whether the configured database can take this copy, changing nothing: its engine, its tools, and that it is empty. */
export async function checkDatabaseRestore(config: DatabaseConfig, copy: DatabaseCopy, { force }: RestoreOptions): Promise<void> {
  if (config.kind !== copy.engine) {
    throw new BackupError(
      `This backup holds ${engineNames[copy.engine]}, and the settings name ${engineNames[config.kind]}: restore it with ${copy.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  }
  if (config.kind === 'postgres' && copy.engine === 'postgres') {
    const pgRestoreMajor = await toolMajorVersion('pg_restore');
    if (pgRestoreMajor < copy.pgDumpMajor) {
      throw new BackupError(
        `pg_restore ${pgRestoreMajor} can't read a dump made by pg_dump ${copy.pgDumpMajor}: install pg_restore ${copy.pgDumpMajor} or newer`,
      );
    }
    const relations = await relationsIn(config.url);
    if (relations > 0 && !force) {
      throw new BackupError(
        `${describePostgres(config.url)} is not empty (${relations} tables, views or sequences): restore into a new database (createdb), or pass --force to drop and remake what the backup holds`,
      );
    }
    return;
  }
  if (config.kind === 'pglite' && config.dataDir !== 'memory') {
    const entries = await entriesOf(config.dataDir);
    if (entries.length > 0 && !force) {
      throw new BackupError(
        `${config.dataDir} already holds an embedded database: restore into another DATA_DIR, or pass --force to move it aside (to ${config.dataDir}.replaced-<time>) and restore in its place`,
      );
    }
  }
}

/**
 * PGlite loads the copy into the directory, which this process holds (a running server is refused by the lock);
 * one already there is moved aside with --force, never deleted, and put back if the load fails.
 */
async function restoreEmbedded(dataDir: string, file: string, { force }: RestoreOptions): Promise<DatabaseFacts> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    let movedAside: string | undefined;
    if ((await entriesOf(dataDir)).length > 0) {
      if (!force) throw new BackupError(`${dataDir} already holds an embedded database (pass --force to move it aside)`);
      movedAside = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    }
    await mkdir(dataDir, { recursive: true });
    const handle = await openPglite(dataDir, { loadDataDir: new Blob([await readFile(file)]) }).catch(async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, dataDir);
      throw error;
    });
    try {
      return await databaseFactsOf(handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    await unlock();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the database as it was), without the backup's owners and grants
 * (the restoring role owns what it makes); --force adds --clean, dropping the backup's objects first.
 */
async function restorePostgres(url: string, file: string, { force }: RestoreOptions): Promise<DatabaseFacts> {
  await runTool('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(force ? ['--clean', '--if-exists'] : []),
    file,
  ]);
  const handle = await createDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    return await databaseFactsOf(handle.db);
  } finally {
    await handle.close();
  }
}

/** Restores the copy (its file in `directory`) into the configured database, checked first; answers what it now holds. */
export async function restoreDatabase(
  config: DatabaseConfig,
  copy: DatabaseCopy,
  directory: string,
  options: RestoreOptions,
): Promise<DatabaseFacts> {
  await checkDatabaseRestore(config, copy, options);
  const file = path.join(directory, copy.file);
  if (config.kind === 'postgres') return restorePostgres(config.url, file, options);
  if (config.dataDir === 'memory') throw new Error('A backup is restored into a database on disk');
  return restoreEmbedded(config.dataDir, file, options);
}
