import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, openPglite, type Database, type DatabaseConfig } from '../client';
import { executeRows } from '../sql-client';
import { BackupError } from './backup-error';
import { dumpDataDir, holdsEmbeddedDatabase, requestDataDirDump } from './data-dir-dump';
import { databaseFactsOf, type DatabaseFacts } from './database-facts';
import { describePostgres, runTool, toolMajorVersion } from './postgres-tools';

/** How a backup's database was written, in its manifest: what a restore needs to read it back. */
export type DatabaseCopy =
  | { engine: 'postgres'; file: string; serverVersion: string; pgDumpMajor: number }
  | { engine: 'pglite'; file: string; takenFrom: 'running server' | 'data directory' };

export interface DatabaseBackup {
  copy: DatabaseCopy;
  facts: DatabaseFacts;
}

const POSTGRES_FILE = 'database.pgdump';
const PGLITE_FILE = 'database.tar.gz';

/**
 * pg_dump's custom format, taken in a snapshot exported by a transaction that counts the rows in the same
 * snapshot, so the counts are the dump's.
 */
async function backUpPostgres(url: string, directory: string): Promise<DatabaseBackup> {
  const pgDumpMajor = await toolMajorVersion('pg_dump');
  const handle = await createDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    const [server] = await executeRows<{ version: string; number: number }>(
      handle.db,
      sql`select current_setting('server_version') as version, current_setting('server_version_num')::int as number`,
    );
    const serverMajor = Math.floor(server!.number / 10_000);
    if (pgDumpMajor < serverMajor) {
      throw new BackupError(
        `pg_dump ${pgDumpMajor} can't dump ${describePostgres(url)}, a PostgreSQL ${serverMajor} server: install pg_dump ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}) and put it first in PATH`,
      );
    }
    const facts = await handle.db.transaction(
      async (tx) => {
        const [exported] = await executeRows<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`);
        await runTool('pg_dump', url, [
          '--format=custom',
          `--snapshot=${exported!.snapshot}`,
          `--file=${path.join(directory, POSTGRES_FILE)}`,
        ]);
        return databaseFactsOf(tx as unknown as Database);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { copy: { engine: 'postgres', file: POSTGRES_FILE, serverVersion: server!.version, pgDumpMajor }, facts };
  } finally {
    await handle.close();
  }
}

/**
 * A copy of the embedded database's directory (PGlite's dump): from the server holding it when one runs, else
 * opened here. The copy is then opened in memory: a copy that does not open fails the backup, and the counts are
 * the copy's own.
 */
async function backUpEmbedded(dataDir: string, directory: string): Promise<DatabaseBackup> {
  if (!holdsEmbeddedDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up`);
  let bytes = await requestDataDirDump(dataDir);
  const takenFrom = bytes ? 'running server' : 'data directory';
  if (!bytes) {
    const handle = await createDatabase({ kind: 'pglite', dataDir });
    try {
      bytes = await dumpDataDir(handle);
    } finally {
      await handle.close();
    }
  }
  await writeFile(path.join(directory, PGLITE_FILE), bytes);
  const copy = await openPglite('memory', { loadDataDir: new Blob([bytes]) });
  try {
    return { copy: { engine: 'pglite', file: PGLITE_FILE, takenFrom }, facts: await databaseFactsOf(copy.db) };
  } finally {
    await copy.close();
  }
}

/** Writes the configured database's copy into `directory` (which exists); answers what it wrote and holds. */
export function backUpDatabase(config: DatabaseConfig, directory: string): Promise<DatabaseBackup> {
  if (config.kind === 'postgres') return backUpPostgres(config.url, directory);
  if (config.dataDir === 'memory') throw new Error('An in-memory database has nothing on disk to back up');
  return backUpEmbedded(config.dataDir, directory);
}
