import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';
import { ensureMigrations, migrationStateOf } from './migration-state';

const open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await createDatabase({ kind: 'pglite', dataDir: 'memory' });
  open.push(handle);
  return handle;
}

describe('a database against the code’s migrations', () => {
  it('behind: refused without MIGRATE_ON_START, naming the next migration and the command; migrated with it', async () => {
    const handle = await emptyDatabase();
    const { pending } = await migrationStateOf(handle.db);
    expect(pending[0]).toBe('0000_extensions');
    await expect(ensureMigrations(handle, { migrate: false })).rejects.toThrow(
      /migration\(s\) behind this code \(next: 0000_extensions\): run `npm run migrate` first/,
    );
    await ensureMigrations(handle, { migrate: true });
    expect(await migrationStateOf(handle.db)).toEqual({ pending: [], unknown: 0 });
    // current: nothing to do either way
    await ensureMigrations(handle, { migrate: false });
  });

  it('ahead (a newer Tapline migrated it): refused, even with MIGRATE_ON_START', async () => {
    const handle = await emptyDatabase();
    await ensureMigrations(handle, { migrate: true });
    await handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${Date.now() + 86_400_000})`);
    expect((await migrationStateOf(handle.db)).unknown).toBe(1);
    await expect(ensureMigrations(handle, { migrate: true })).rejects.toThrow(/1 migration\(s\) newer than this code knows/);
  });
});
