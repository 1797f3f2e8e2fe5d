import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, createSupplier, createTestDatabase, createTestDataDir } from '../../test';
import { createDatabase, type Database } from '../client';
import { DataDirInUseError } from '../data-dir-lock';
import { BackupError } from './backup-error';
import { serveDataDirDumps } from './data-dir-dump';
import { backUpDatabase, type DatabaseCopy } from './database-backup';
import { checkDatabaseRestore, restoreDatabase } from './database-restore';
import { toolMajorVersion } from './postgres-tools';

const made: string[] = [];
async function folder(name: string): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), `tapline-${name}-`));
  made.push(directory);
  return directory;
}
afterAll(async () => {
  for (const directory of made) await rm(directory, { recursive: true, force: true });
});

// each test opens the embedded database on disk several times: tens of seconds on a busy 2-core machine
const onDisk = { timeout: 240_000 };

describe('a backup of the embedded database', onDisk, () => {
  it('is copied by the process that holds the directory, after the transaction running when it was asked for', async () => {
    const dataDir = path.join(await folder('held'), 'pglite');
    const handle = await createTestDataDir(dataDir);
    const dumps = await serveDataDirDumps(handle, dataDir);
    try {
      let finish!: () => void;
      const halfway = new Promise<void>((resolve) => (finish = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await createSupplier(tx as unknown as Database, { slug: 'first-half' });
        await halfway;
        await createSupplier(tx as unknown as Database, { slug: 'second-half' });
      });
      const backup = backUpDatabase({ kind: 'pglite', dataDir }, await folder('backup'));
      setTimeout(finish, 1000);
      const [{ copy, facts }] = await Promise.all([backup, transaction]);
      expect(copy).toEqual({ engine: 'pglite', file: 'database.tar.gz', takenFrom: 'running server' });
      // both halves, never one: the copy waits for the transaction
      expect(facts.counts.organisations).toBe(2);
      expect(facts.migrations.newest).toMatch(/^\d{4}_/);
    } finally {
      await dumps.close();
      await handle.close();
    }
  });

  it('is taken from the directory itself when no process holds it', async () => {
    const dataDir = path.join(await folder('idle'), 'pglite');
    const handle = await createTestDataDir(dataDir);
    await createSupplier(handle.db, { slug: 'only-one' });
    await handle.close();
    const { copy, facts } = await backUpDatabase({ kind: 'pglite', dataDir }, await folder('backup'));
    expect(copy).toMatchObject({ takenFrom: 'data directory' });
    expect(facts.counts.organisations).toBe(1);
  });

  it('is refused, naming the directory, while a process holds it without answering for a copy', async () => {
    const dataDir = path.join(await folder('silent'), 'pglite');
    const handle = await createTestDataDir(dataDir);
    try {
      // the lock is waited for a little over its 10 s staleness first
      await expect(backUpDatabase({ kind: 'pglite', dataDir }, await folder('backup'))).rejects.toThrow(DataDirInUseError);
    } finally {
      await handle.close();
    }
  });

  it('is not served from a directory whose socket path would be too long, which the server says at start', async () => {
    const handle = await createTestDatabase();
    const warnings: string[] = [];
    const dataDir = path.join(await folder('long'), 'd'.repeat(100), 'pglite');
    try {
      const dumps = await serveDataDirDumps(handle, dataDir, (message) => warnings.push(message));
      await dumps.close();
    } finally {
      await handle.close();
    }
    expect(warnings).toEqual([
      `Backups of the running embedded database are not available (${dataDir}.sock: longer than the 100 bytes a socket's path may have); stop the server to back it up`,
    ]);
    expect(existsSync(`${dataDir}.sock`)).toBe(false);
  });

  it('is refused for a directory without a database, making none', async () => {
    const dataDir = path.join(await folder('empty'), 'pglite');
    await expect(backUpDatabase({ kind: 'pglite', dataDir }, await folder('backup'))).rejects.toThrow(
      `There is no embedded database in ${dataDir}`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('restoring the embedded database', onDisk, () => {
  it('fills an empty directory, and refuses one that holds a database unless forced, which moves that one aside', async () => {
    const source = path.join(await folder('source'), 'pglite');
    const handle = await createTestDataDir(source);
    await createSupplier(handle.db, { slug: 'kept' });
    await handle.close();
    const backupDir = await folder('backup');
    const { copy, facts } = await backUpDatabase({ kind: 'pglite', dataDir: source }, backupDir);

    const targetRoot = await folder('target');
    const target = { kind: 'pglite', dataDir: path.join(targetRoot, 'pglite') } as const;
    expect(await restoreDatabase(target, copy, backupDir, { force: false })).toEqual(facts);
    await expect(restoreDatabase(target, copy, backupDir, { force: false })).rejects.toThrow(
      `${target.dataDir} already holds an embedded database: restore into another DATA_DIR, or pass --force`,
    );
    expect(await restoreDatabase(target, copy, backupDir, { force: true })).toEqual(facts);
    expect((await readdir(targetRoot)).filter((name) => name.startsWith('pglite.replaced-'))).toHaveLength(1);

    const restored = await createDatabase(target);
    await restored.close();
  });

  it('refuses a PostgreSQL backup, naming both engines', async () => {
    const copy: DatabaseCopy = { engine: 'postgres', file: 'database.pgdump', serverVersion: '15.20', pgDumpMajor: 15 };
    const dataDir = path.join(await folder('wrong-engine'), 'pglite');
    await expect(checkDatabaseRestore({ kind: 'pglite', dataDir }, copy, { force: true })).rejects.toThrow(
      'This backup holds PostgreSQL (DATABASE_URL), and the settings name the embedded database (DATA_DIR)',
    );
  });
});

describe("PostgreSQL's client tools", () => {
  it('are named, with what to install, when they are not on PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      await expect(toolMajorVersion('pg_dump')).rejects.toThrow(
        new BackupError(
          "pg_dump is not on PATH: install PostgreSQL's client tools of the server's major version (Debian: postgresql-client-<major>) or put their bin directory first in PATH",
        ),
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
describe.runIf(serverUrl)('a backup of a PostgreSQL database', () => {
  it('is restored into a new database with the same rows, and refused into one that is not empty unless forced', async () => {
    const source = await createEmptyPostgresDatabase(serverUrl!);
    const target = await createEmptyPostgresDatabase(serverUrl!);
    try {
      const handle = await createDatabase({ kind: 'postgres', url: source.url });
      await handle.migrate();
      await createSupplier(handle.db, { slug: 'on-the-server' });
      await handle.close();
      const backupDir = await folder('pg-backup');
      const { copy, facts } = await backUpDatabase({ kind: 'postgres', url: source.url }, backupDir);
      expect(copy).toMatchObject({ engine: 'postgres', file: 'database.pgdump' });
      expect(facts.counts.organisations).toBe(1);

      const config = { kind: 'postgres', url: target.url } as const;
      expect(await restoreDatabase(config, copy, backupDir, { force: false })).toEqual(facts);
      await expect(restoreDatabase(config, copy, backupDir, { force: false })).rejects.toThrow(
        /is not empty \(\d+ tables, views or sequences\)/,
      );
      expect(await restoreDatabase(config, copy, backupDir, { force: true })).toEqual(facts);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
