import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelQueriesOnAbort, prioritiseStatements, QUERY_CANCELED, runCancellable } from './cancellation';

// Load shedding on PostgreSQL (decision 0103): cancelling reads never costs the pool a connection.
const url = process.env.TEST_DATABASE_URL?.trim();

/** `promise`'s outcome, or 'still waiting' after `ms` */
function within<T>(promise: Promise<T>, ms = 3000): Promise<T | 'still waiting'> {
  return Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}

const outcome = (query: Promise<unknown>) =>
  query.then(
    () => 'done',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe.skipIf(!url)('cancelQueriesOnAbort (PostgreSQL)', () => {
  let client: postgres.Sql;
  beforeAll(() => {
    client = postgres(url!, { max: 2, onnotice: () => {} });
    cancelQueriesOnAbort(client);
  });
  afterAll(() => client.end({ timeout: 1 }));

  it("refuses a query whose reader had gone before it was sent, and keeps the pool's connections", async () => {
    const gone = AbortSignal.abort();
    // more refused queries than the pool has connections: each used to keep one for ever
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await outcome(runCancellable(gone, async () => client.unsafe('select 1')))).toBe(QUERY_CANCELED);
    }
    expect(await within(client.unsafe('select 1 as one').then((rows) => rows[0]?.one))).toBe(1);
  });

  it('stops running and queued reads when their reader goes, and the pool still answers', async () => {
    for (let round = 0; round < 3; round += 1) {
      const controller = new AbortController();
      const reads = Array.from({ length: 8 }, () =>
        outcome(runCancellable(controller.signal, async () => client.unsafe('select pg_sleep(1)'))),
      );
      setTimeout(() => controller.abort(), 50 + round * 40);
      const started = Date.now();
      expect(new Set(await Promise.all(reads))).toEqual(new Set([QUERY_CANCELED]));
      // eight one-second sleeps on two connections would take four seconds
      expect(Date.now() - started).toBeLessThan(900);
      expect(await within(client.unsafe('select 2 as two').then((rows) => rows[0]?.two))).toBe(2);
    }
  });

  it('leaves a read that finished alone when its reader goes afterwards', async () => {
    const controller = new AbortController();
    const rows = await runCancellable(controller.signal, async () => client.unsafe('select 3 as three'));
    controller.abort();
    expect(rows[0]?.three).toBe(3);
    // the connection it used runs the next statement to its end, not cancelled by a late cancel request
    expect(await outcome(client.unsafe('select pg_sleep(0.2)'))).toBe('done');
  });

  it("never stops another caller's statement, however the cancels fall", async () => {
    // short statements of other requests, all the while reads on the same pool are cancelled at random moments
    const others: Promise<string>[] = [];
    const reads: Promise<string>[] = [];
    for (let step = 0; step < 60; step += 1) {
      others.push(outcome(client.unsafe('select pg_sleep(0.003)')));
      const controller = new AbortController();
      reads.push(outcome(runCancellable(controller.signal, async () => client.unsafe('select pg_sleep(0.01)'))));
      setTimeout(() => controller.abort(), Math.random() * 15);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    }
    expect(new Set(await Promise.all(others))).toEqual(new Set(['done']));
    // the reads either finished or were cancelled, nothing else
    for (const read of await Promise.all(reads)) expect(['done', QUERY_CANCELED]).toContain(read);
    expect(await within(client.unsafe('select 4 as four').then((rows) => rows[0]?.four))).toBe(4);
  });
});

describe('prioritiseStatements (PGlite)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    prioritiseStatements(client);
  });
  afterAll(() => client.close());

  const never = new AbortController().signal;
  /** a heavy read of three statements asked for at once, each noting when it ends */
  const heavyRead = (order: string[], signal = never) =>
    runCancellable(signal, () => Promise.all([1, 2, 3].map((n) => client.query(`select ${n}`).then(() => order.push(`heavy ${n}`)))), {
      heavy: true,
    });

  it("lets other work's statements go before a heavy read's, and runs the heavy ones one at a time", async () => {
    const order: string[] = [];
    const heavy = heavyRead(order);
    const other = client.query('select 0').then(() => order.push('other'));
    await Promise.all([heavy, other]);
    // PGlite alone runs them in the order asked: heavy 1, 2, 3, then the other
    expect(order).toEqual(['other', 'heavy 1', 'heavy 2', 'heavy 3']);
  });

  it('makes a statement asked for while a heavy one runs wait for that one only', async () => {
    const order: string[] = [];
    let firstEnded = () => {};
    // another request, begun outside the read: it asks for its statement once the first heavy one has ended
    const other = (async () => {
      await new Promise<void>((resolve) => (firstEnded = resolve));
      await client.query('select 0');
      order.push('other');
    })();
    const heavy = runCancellable(
      never,
      () =>
        Promise.all(
          [1, 2, 3].map((n) =>
            client.query(`select ${n}`).then(() => {
              order.push(`heavy ${n}`);
              if (n === 1) firstEnded();
            }),
          ),
        ),
      { heavy: true },
    );
    await Promise.all([heavy, other]);
    expect(order).toEqual(['heavy 1', 'other', 'heavy 2', 'heavy 3']);
  });

  it('does not start the statements of a read whose signal aborted while they waited, and goes on with the next', async () => {
    const controller = new AbortController();
    const order: string[] = [];
    const other = client.query('select 0').then(() => order.push('other'));
    const gone = outcome(heavyRead(order, controller.signal));
    controller.abort();
    expect(await gone).toBe(QUERY_CANCELED);
    await other;
    expect(order).toEqual(['other']);
    expect((await client.query<{ four: number }>('select 4 as four')).rows[0]?.four).toBe(4);
    const after: string[] = [];
    await heavyRead(after);
    expect(after).toEqual(['heavy 1', 'heavy 2', 'heavy 3']);
  });
});
