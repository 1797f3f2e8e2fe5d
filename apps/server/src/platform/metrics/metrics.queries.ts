import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';

export interface JobQueueStats {
  queue: string;
  /** jobs whose start time has come (new ones, and retries due) */
  waiting: number;
  /** jobs whose start is later (a retry backing off, a job put off) */
  deferred: number;
  /** how long the oldest of `waiting` has been due; 0 when none is */
  oldestWaitingSeconds: number;
}

/**
 * Every queue's waiting jobs, from pg-boss's table: a job not yet taken is `created` or `retry` (states below
 * `active`), which pg-boss's partial index on (name, start_after) covers, so this reads the index and no job data.
 */
export async function readJobQueueStats(db: Database): Promise<JobQueueStats[]> {
  const rows = await executeRows<{ queue: string; waiting: number; deferred: number; oldest: number }>(
    db,
    sql`select q.name as queue,
          count(j.id) filter (where j.start_after <= now())::int as waiting,
          count(j.id) filter (where j.start_after > now())::int as deferred,
          coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8 as oldest
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name and j.state < 'active'
        group by q.name
        order by q.name`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    deferred: Number(row.deferred),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest)),
  }));
}
