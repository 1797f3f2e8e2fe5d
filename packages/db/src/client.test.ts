import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, PLANNER_SETTINGS, type DatabaseConfig } from './client';
import { executePlannedOnceRows, executeRows } from './sql-client';

// Decision 0120: every connection the product opens plans without parallel workers and with in-memory page costs.
const url = process.env.TEST_DATABASE_URL?.trim();

interface SettingsRow extends Record<string, unknown> {
  pid: number;
  workers: string;
  pageCost: string;
}

async function settingsSeen(config: DatabaseConfig, statements: number): Promise<SettingsRow[]> {
  const handle = await createDatabase(config);
  try {
    // at once, and each holding its connection a moment, so a pool answers them on several connections
    const answers = await Promise.all(
      Array.from({ length: statements }, () =>
        handle.db.execute<SettingsRow>(sql`select pg_backend_pid() as pid, current_setting('max_parallel_workers_per_gather') as workers,
          current_setting('random_page_cost') as "pageCost", pg_sleep(0.05)`),
      ),
    );
    // postgres.js answers the rows, PGlite an object holding them
    return answers.map((answer) => (Array.isArray(answer) ? answer[0] : (answer as unknown as { rows: SettingsRow[] }).rows[0])!);
  } finally {
    await handle.close();
  }
}

describe('planner settings', () => {
  it('are set on the embedded database', async () => {
    const [row] = await settingsSeen({ kind: 'pglite', dataDir: 'memory' }, 1);
    expect(row).toMatchObject({ workers: PLANNER_SETTINGS.max_parallel_workers_per_gather, pageCost: PLANNER_SETTINGS.random_page_cost });
  });

  it.skipIf(!url)('are set on every pooled PostgreSQL connection', async () => {
    const rows = await settingsSeen({ kind: 'postgres', url: url!, maxConnections: 3 }, 6);
    expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatchObject({ workers: '0', pageCost: '1.1' });
  });
});

// Decision 0123: a statement whose best plan does not depend on its values is kept by the connection and planned once.
describe('statements planned once', () => {
  // the statement reads its own entry: a prepared statement is listed while it runs, an unnamed one never
  const ownEntry = sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
    where statement like ${'%planned once, test%'} -- planned once, test`;

  it.skipIf(!url)('are kept by the PostgreSQL connection, which plans them once for every value after a few runs', async () => {
    const handle = await createDatabase({ kind: 'postgres', url: url!, maxConnections: 1 });
    try {
      expect(await executeRows(handle.db, ownEntry)).toEqual([]);
      const runs: { generic: number; custom: number }[][] = [];
      for (let run = 0; run < 7; run += 1) runs.push(await executePlannedOnceRows(handle.db, ownEntry));
      expect(runs[0]).toEqual([{ generic: 0, custom: 1 }]);
      expect(runs[6]![0]!.generic).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('answer as any statement does on the embedded database', async () => {
    const handle = await createDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      const statement = sql`select ${41}::int + 1 as answer`;
      expect(await executePlannedOnceRows(handle.db, statement)).toEqual([{ answer: 42 }]);
      expect(await executeRows(handle.db, statement)).toEqual([{ answer: 42 }]);
    } finally {
      await handle.close();
    }
  });
});
