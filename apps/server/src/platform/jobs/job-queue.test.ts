import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { sqlClientOf, type DatabaseHandle } from '@tapline/db';
import { createTestDatabase, type TestDatabase } from '@tapline/db/testing';
import { JobQueue, type QueueDefinition } from './job-queue';

// Instances of a deployment start together on a database none of them has run on (a new deployment, or a release
// that adds queues): each creates the queues it needs at start, at the same moment as the others.

let database: TestDatabase;
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const handle of handles) await handle.close();
  await database?.close();
});

it('several instances starting at once on a new database each start, and make every queue once', { timeout: 120_000 }, async () => {
  const log = pino({ level: 'silent' });
  // a dead-letter queue and six that send to it, as the app's are (without the fix, three instances deadlocked every time)
  const definitions: QueueDefinition[] = [
    { name: 'starting-dead' },
    ...Array.from({ length: 6 }, (_, index) => ({
      name: `starting-${index}`,
      retryLimit: 3,
      retryDelaySeconds: 1,
      deadLetter: 'starting-dead',
    })),
  ];
  const instances = await Promise.all(
    Array.from({ length: 3 }, async () => {
      // each instance through a pool of its own (PostgreSQL); the embedded database is one connection
      const handle = await database.connectAgain();
      if (handle !== database) handles.push(handle);
      const queue = new JobQueue(handle.db, log);
      queues.push(queue);
      return queue;
    }),
  );
  await Promise.all(instances.map((queue) => queue.start(definitions)));
  const { rows } = await sqlClientOf(database.db).executeSql("select name, retry_limit from pgboss.queue where name like 'starting-%'", []);
  expect(rows).toHaveLength(7);
  expect(rows.every((row) => row.retry_limit === (row.name === 'starting-dead' ? 0 : 3))).toBe(true);
});

it('retries a failed attempt, however soon its queue asks, and never takes the retry for done', { timeout: 60_000 }, async () => {
  const queue = new JobQueue(database.db, pino({ level: 'silent' }));
  queues.push(queue);
  // no delay asked: the retry may start at once (pg-boss completes a batch without waiting, and that completion once
  // landed on the retry fetched meanwhile, which then counted as done: its failure and the retries after it lost)
  await queue.start([{ name: 'retried-at-once', retryLimit: 4 }]);
  const attempts: number[] = [];
  await queue.work<{ n: number }>('retried-at-once', async (job) => {
    attempts.push(job.retryCount);
    if (job.retryCount < 3) throw new Error(`attempt ${job.retryCount} fails`);
  });
  for (let n = 0; n < 3; n += 1) await queue.enqueue(database.db, 'retried-at-once', { n });
  queue.wake('retried-at-once');
  await expect
    .poll(
      async () =>
        (
          await sqlClientOf(database.db).executeSql(
            "select state, retry_count from pgboss.job where name = 'retried-at-once' order by data->>'n'",
            [],
          )
        ).rows.map((row) => [row.state, row.retry_count]),
      { timeout: 30_000 },
    )
    .toEqual(Array.from({ length: 3 }, () => ['completed', 3]));
  expect(attempts).toHaveLength(12);
});
