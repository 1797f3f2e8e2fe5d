import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type DatabaseHandle } from './client';
import { executeRows } from './sql-client';

export interface JournalEntry {
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

/** The journal times of the migrations applied to a database (none when it was never migrated). */
async function appliedTimes(db: Database): Promise<number[]> {
  const [table] = await executeRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return [];
  return (await executeRows<{ when: string }>(db, sql`select created_at::text as when from drizzle.__drizzle_migrations`)).map((row) =>
    Number(row.when),
  );
}

/** Where a database stands against this code's migrations (drizzle records each one applied by its journal time). */
export async function migrationStateOf(db: Database): Promise<MigrationState> {
  const known = knownMigrations();
  const applied = await appliedTimes(db);
  const newestApplied = Math.max(0, ...applied);
  const newestKnown = Math.max(0, ...known.map((entry) => entry.when));
  return {
    pending: known.filter((entry) => entry.when > newestApplied).map((entry) => entry.tag),
    unknown: applied.filter((when) => when > newestKnown).length,
  };
}

/** What a backup records of a database's migrations, to be compared with the code that restores it. */
export interface AppliedMigrations {
  count: number;
  /** the journal time of the newest one applied (0: none) */
  newestAt: number;
  /** its name in this code's journal; undefined when this code does not know it (a newer Tapline applied it) */
  newest: string | undefined;
}

export async function appliedMigrationsOf(db: Database): Promise<AppliedMigrations> {
  const applied = await appliedTimes(db);
  const newestAt = Math.max(0, ...applied);
  return { count: applied.length, newestAt, newest: knownMigrations().find((entry) => entry.when === newestAt)?.tag };
}

/** The code's migrations newer than a journal time: those a database migrated up to it is behind. */
export function migrationsAfter(when: number): string[] {
  return knownMigrations()
    .filter((entry) => entry.when > when)
    .map((entry) => entry.tag);
}

/** The newest migration this code knows, by name and journal time. */
export function newestKnownMigration(): JournalEntry | undefined {
  return knownMigrations().at(-1);
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
      `The database has ${state.unknown} migration(s) newer than this code knows (its newest is ${newestKnownMigration()?.tag}): run the Tapline version that migrated it, or a newer one`,
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
