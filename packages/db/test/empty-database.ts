import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * A new, empty database on a PostgreSQL server, for a test that runs the real server on it (which migrates
 * and seeds it itself); drop() removes it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix = 'tapline_empty',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
