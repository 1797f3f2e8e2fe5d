import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseConfig } from './client';
import { poolStatsOf, type PoolStats } from './pool-stats';

const url = process.env.TEST_DATABASE_URL?.trim();

/** a promise and the way to settle it: a transaction holds its connection until the test lets it go */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** holds `holders` transactions open, then asks for one statement more, and reads the stats at each step */
async function crowd(config: DatabaseConfig, holders: number) {
  const handle = await createDatabase(config);
  const stats = poolStatsOf(handle.db) as PoolStats;
  const waits: number[] = [];
  const stop = stats.onAcquired((seconds) => waits.push(seconds));
  const release = gate();
  try {
    const idle = { inUse: stats.inUse(), waiting: stats.waiting() };
    const held = Array.from({ length: holders }, () =>
      handle.db.transaction(async (tx: Database) => {
        await tx.execute(sql`select 1`);
        await release.opened;
      }),
    );
    await until(() => waits.length === holders);
    // drizzle sends a statement when it is awaited
    const extra = handle.db.execute(sql`select 2`).then(() => undefined);
    await until(() => stats.waiting() === 1);
    const crowded = { inUse: stats.inUse(), waiting: stats.waiting() };
    release.open();
    await Promise.all([...held, extra]);
    const after = { inUse: stats.inUse(), waiting: stats.waiting() };
    return { stats, idle, crowded, after, waits };
  } finally {
    release.open();
    stop();
    await handle.close();
  }
}

describe('pool stats', () => {
  it('on the embedded database: one connection in use, and everything asked for behind it waiting', async () => {
    const seen = await crowd({ kind: 'pglite', dataDir: 'memory' }, 1);
    expect(seen.stats.maxConnections).toBe(1);
    expect(seen.idle).toEqual({ inUse: 0, waiting: 0 });
    expect(seen.crowded).toEqual({ inUse: 1, waiting: 1 });
    expect(seen.after).toEqual({ inUse: 0, waiting: 0 });
    expect(seen.waits).toHaveLength(1);
    expect(seen.waits[0]).toBeGreaterThanOrEqual(0);
  });

  it.skipIf(!url)('on PostgreSQL: held connections in use, a statement beyond the pool waiting, and each acquisition timed', async () => {
    const seen = await crowd({ kind: 'postgres', url: url!, maxConnections: 2 }, 2);
    expect(seen.stats.maxConnections).toBe(2);
    expect(seen.idle).toEqual({ inUse: 0, waiting: 0 });
    expect(seen.crowded).toEqual({ inUse: 2, waiting: 1 });
    expect(seen.after).toEqual({ inUse: 0, waiting: 0 });
    expect(seen.waits).toHaveLength(2);
  });

  it('is not known for a database made otherwise', () => {
    expect(poolStatsOf({})).toBeUndefined();
  });
});
