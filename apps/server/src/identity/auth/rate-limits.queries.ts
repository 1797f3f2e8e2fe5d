import { eq, lte, sql } from 'drizzle-orm';
import { rateLimitCounters, type Database } from '@tapline/db';

/**
 * Counts `count` hits (one by default) in the key's fixed window, atomically (one statement): a new key or an ended
 * window starts at `count`, a running one adds it. Concurrent hits from any instance each see their own count.
 */
export async function hitRateLimitCounter(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
  count = 1,
): Promise<{ hits: number; resetsAt: Date }> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitCounters.resetsAt} <= ${nowValue}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: count, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
  return row!;
}

export async function deleteRateLimitCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Takes one hit back from a key's running window (never below zero). */
export async function undoRateLimitHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/** Forgets every window that has ended; answers how many. */
export async function deleteEndedRateLimitCounters(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}
