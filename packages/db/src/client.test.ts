import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, PLANNER_SETTINGS, type DatabaseConfig } from './client';

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
