import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@tapline/db';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { AuthContext } from './auth-context';
import { authFetch, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { countOutboxMessages, latestOutboxMessage, recoveryJobsDone } from '../../../test/support/queries/auth-testing.queries';
import { recover, RECOVERY_QUEUE } from './recovery.service';

/**
 * /recover took about twice as long (PGlite) to 2.5 times (PostgreSQL) for an address with an
 * account, which told anyone who had one. Not a timed test (it would be flaky): the request's work is observed instead.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Runs the request's handler with a database that refuses every use and a queue that records what is enqueued (and
 * passes it on to the real one): whatever the handler does before answering is in the record.
 */
async function workBeforeAnswering(email: string) {
  const ctx = t.app.supabaseAuth.context;
  const touched: string[] = [];
  const db = new Proxy({} as Database, {
    get(_target, property) {
      touched.push(String(property));
      throw new Error(`the request used the database (${String(property)}) before answering`);
    },
  });
  const enqueued: unknown[] = [];
  const queue = {
    enqueue: async (_tx: Database, name: string, data: object) => {
      enqueued.push({ name, data });
      await ctx.queue.enqueue(ctx.db, name, data);
    },
    wake: () => {},
  } as unknown as AuthContext['queue'];
  const answer = await recover({ ...ctx, db, queue }, { email }, undefined);
  return { answer, touched, enqueued };
}

describe('POST /auth/v1/recover', () => {
  it('does the same work before answering for a known and an unknown address: it only enqueues the address', async () => {
    const { email } = await signedInUser(t);
    const nobody = uniqueEmail('nobody');
    const known = await workBeforeAnswering(email);
    const unknown = await workBeforeAnswering(nobody);
    expect(known).toEqual({ answer: {}, touched: [], enqueued: [{ name: RECOVERY_QUEUE, data: { email, redirectTo: null } }] });
    expect(unknown).toEqual({ answer: {}, touched: [], enqueued: [{ name: RECOVERY_QUEUE, data: { email: nobody, redirectTo: null } }] });
    // the mail is written by the job, after the answer: for the account only
    await recoveryJobsDone(t.database.db);
    expect(await latestOutboxMessage(t.database.db, email)).toMatchObject({ template: 'recovery' });
    expect(await countOutboxMessages(t.database.db, nobody)).toBe(0);
  });

  it('over HTTP too: the answer is {} at once, and the mail appears once the worker ran', async () => {
    const { email } = await signedInUser(t);
    const response = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    await expect
      .poll(async () => (await latestOutboxMessage(t.database.db, email))?.template, { timeout: 15_000, interval: 50 })
      .toBe('recovery');
    // a malformed address is still refused in the request
    expect((await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: 'not-an-address' }) })).status).toBe(400);
  });
});
