import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type DatabaseHandle } from './client';
import { executeRows } from './sql-client';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first (drizzle's journal; each is applied once, in `when` order). */
function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

export interface MigrationState {
  /** the code's migrations not yet applied to this database */
  pending: string[];
  /** applied migrations newer than the code's newest: a newer Tapline migrated this database */
  unknown: number;
}

/** Where a database stands against this code's migrations (drizzle records each one applied by its journal time). */
export async function migrationStateOf(db: Database): Promise<MigrationState> {
  const known = knownMigrations();
  const [table] = await executeRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  const applied = table?.exists
    ? (await executeRows<{ when: string }>(db, sql`select created_at::text as when from drizzle.__drizzle_migrations`)).map((row) =>
        Number(row.when),
      )
    : [];
  const newestApplied = Math.max(0, ...applied);
  const newestKnown = Math.max(0, ...known.map((entry) => entry.when));
  return {
    pending: known.filter((entry) => entry.when > newestApplied).map((entry) => entry.tag),
    unknown: applied.filter((when) => when > newestKnown).length,
  };
}

export class MigrationsError extends Error {}

/**
 * Brings a database to this code's migrations before an instance serves it, or says why it won't: a database a
 * newer Tapline migrated is never served by older code; one behind is migrated here only when `migrate` (the
 * embedded default, MIGRATE_ON_START), else `npm run migrate` does it first, as a step of its own.
 */
export async function ensureMigrations(handle: DatabaseHandle, { migrate }: { migrate: boolean }): Promise<void> {
  const state = await migrationStateOf(handle.db);
  if (state.unknown > 0) {
    throw new MigrationsError(
      `The database has ${state.unknown} migration(s) newer than this code knows (its newest is ${knownMigrations().at(-1)?.tag}): run the Tapline version that migrated it, or a newer one`,
    );
  }
  if (state.pending.length === 0) return;
  if (!migrate) {
    throw new MigrationsError(
      `The database is ${state.pending.length} migration(s) behind this code (next: ${state.pending[0]}): run \`npm run migrate\` first (MIGRATE_ON_START is off)`,
    );
  }
  await handle.migrate();
}
