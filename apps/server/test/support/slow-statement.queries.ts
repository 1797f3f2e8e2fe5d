import { sql } from 'drizzle-orm';
import { executeRows, rateLimitCounters, type Database } from '@tapline/db';

/** A read that takes `seconds` in the database (pg_sleep). */
export async function sleepInDatabase(db: Database, seconds: number): Promise<void> {
  await db.execute(sql`select pg_sleep(${seconds})`);
}

/** How many statements are sleeping in pg_sleep on the server now (PostgreSQL's pg_stat_activity). */
export async function sleepingStatements(db: Database): Promise<number> {
  const rows = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like 'select pg_sleep%'`,
  );
  return rows[0]?.n ?? 0;
}

/** A statement that leaves a trace (a counter row under `key`), to tell whether it ran. */
export async function leaveTrace(db: Database, key: string): Promise<void> {
  await db.insert(rateLimitCounters).values({ key, hits: 1, resetsAt: new Date() });
}

export async function traceCount(db: Database, key: string): Promise<number> {
  const rows = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key}`);
  return rows.length;
}
