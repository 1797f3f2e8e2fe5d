import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createDatabase, migrationsFolder, type DatabaseHandle } from '../src/client';

/** A test file's database: dropped on close; `connectAgain` opens a second handle onto it (a second app instance). */
export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL: a new pool onto the same database; PGlite (one connection): the same instance, closed with this one */
  connectAgain(): Promise<DatabaseHandle>;
}

/**
 * What the migrated template is made from: the committed migrations and the PGlite build that ran them. A change
 * to either makes a new template; an unchanged one is reused by later runs.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // the package's exports hide package.json from import/require; read it from the workspace's node_modules
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules/@electric-sql/pglite/package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    dir = path.dirname(dir);
  }
  return 'unknown';
}

const pgliteTemplatePath = (key: string) => path.join(tmpdir(), 'tapline-test-templates', `pglite-${key}.tar`);
const postgresTemplateName = (key: string) => `tapline_template_${key}`;

/** Migrates an in-memory PGlite once and keeps its data directory as a tar file (written whole, then renamed into place). */
async function preparePgliteTemplate(key: string): Promise<string> {
  const file = pgliteTemplatePath(key);
  if (existsSync(file)) return file;
  const handle = await createDatabase({ kind: 'pglite', dataDir: 'memory' });
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

/**
 * A migrated embedded database in a directory on disk (from the run's template), open and holding the directory,
 * for a test of what happens to the directory itself (backups).
 */
export async function createTestDataDir(dataDir: string): Promise<DatabaseHandle> {
  const template = new Blob([await readFile(await preparePgliteTemplate(templateKey()))]);
  return createDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
}

/**
 * Makes the migrated template database on the server once, under an advisory lock so that workers and runs
 * starting together wait for one builder. It refuses connections, so nothing changes it after it is made.
 */
async function preparePostgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = postgresTemplateName(key);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext('tapline test template'))`;
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) {
      const building = `${name}_building`;
      await admin.unsafe(`drop database if exists "${building}" with (force)`);
      await admin.unsafe(`create database "${building}"`);
      const handle = await createDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building), maxConnections: 1 });
      await handle.migrate();
      await handle.close();
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
      await admin.unsafe(`alter database "${name}" with is_template true allow_connections false`);
    }
    await admin`select pg_advisory_unlock(hashtext('tapline test template'))`;
  } finally {
    await admin.end({ timeout: 5 });
  }
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the run's migrated template (vitest globalSetup calls it once before the workers start). */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  const key = templateKey();
  await (serverUrl ? preparePostgresTemplate(serverUrl, key) : preparePgliteTemplate(key));
}

/**
 * A clean, migrated database for one test file, copied from a template migrated once (decision 0039): an
 * in-memory PGlite loaded from the template's data directory, or, when TEST_DATABASE_URL is set, a new database
 * on that server made with `create database … template …`, dropped on close. (A database per file rather than a
 * schema: drizzle-kit's migrations name the public schema.)
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  const key = templateKey();
  if (!serverUrl) {
    const template = new Blob([await readFile(await preparePgliteTemplate(key))]);
    const handle = await createDatabase({ kind: 'pglite', dataDir: 'memory', loadDataDir: template });
    return { ...handle, connectAgain: async () => ({ ...handle, close: async () => {} }) };
  }
  const template = await preparePostgresTemplate(serverUrl, key);
  const name = `tapline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = databaseUrl(serverUrl, name);
  const handle = await createDatabase({ kind: 'postgres', url, maxConnections: 4 });
  const others: DatabaseHandle[] = [];
  return {
    ...handle,
    async connectAgain() {
      const other = await createDatabase({ kind: 'postgres', url, maxConnections: 4 });
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all([handle.close(), ...others.map((other) => other.close())]);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
