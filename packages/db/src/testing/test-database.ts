import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type DatabaseHandle } from '../client';

/**
 * A clean, migrated database for one test file: a fresh in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped on close.
 * (A database per file rather than a schema: drizzle-kit's migrations name the public schema.)
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    const handle = await createDatabase({ kind: 'pglite', dataDir: 'memory' });
    await handle.migrate();
    return handle;
  }
  const name = `tapline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
