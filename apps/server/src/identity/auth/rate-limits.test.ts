import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Readiness } from '@tapline/contracts';
import { rateLimitCounters } from '@tapline/db';
import { parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { AuthSettings } from './auth-settings';
import { fakeClock, projectKeys, signedInUser } from '../../../test/support/auth-kit';
import * as passwords from './passwords';
import { databaseRateCounter, heldRateCounter, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './rate-limits';

/**
 * Rate limits are counted where every instance sees them (decision 0038): two apps on one database (a pool each on
 * PostgreSQL) share one budget, in the database or, with REDIS_URL, in Redis. TEST_REDIS_URL adds the Redis runs.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();
const backends: Array<[string, Partial<AuthSettings>]> = [
  ['the database', {}],
  ...(redisUrl ? [['Redis', { redisUrl }] as [string, Partial<AuthSettings>]] : []),
];

async function passwordGrant(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress,
    headers: { apikey: (await projectKeys(t)).anon },
    payload: { email, password },
  });
}

describe.each(backends)('two instances counting in %s', (_name, settings: Partial<AuthSettings>) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // each run its own Redis namespace, so runs in parallel never share a budget
    const auth = { ...settings, redisKeyPrefix: `tapline-test:${randomBytes(6).toString('hex')}:`, rateLimitApiPerMinute: 5 };
    a = await createTestApp({ listen: true, auth });
    b = await createTestApp({ sameDatabaseAs: a, auth });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('check their counter store when ready is asked (Redis, when configured), and never limit the probes', async () => {
    // more probes than the budget of 5: a limited probe would take the instance out of the load balancer
    for (let probe = 0; probe < 8; probe += 1) {
      const response = await a.app.inject('/api/health/ready');
      expect(response.statusCode).toBe(200);
      expect(Object.keys(Readiness.parse(response.json()).checks).includes('redis')).toBe(Boolean(settings.redisUrl));
    }
  });

  it('share the /api budget: B answers 429 after 3 calls through A and 2 through B, with Retry-After; A once it added its hits', async () => {
    // the /api limit's hits after a window's first are held by each instance and added every API_HITS_FLUSH_MS
    // (decision 0038, amended): B knows of A's once A added them, and A of B's once it adds its next
    // (Redis counts every hit at once)
    const held = !settings.redisUrl;
    const sharedHits = async () =>
      (await a.database.db.select().from(rateLimitCounters)).find((row) => row.key === 'api-ip:127.0.0.1')?.hits ?? 0;
    for (let call = 1; call <= 3; call += 1) expect((await a.api('/api/health')).statusCode).toBe(200);
    if (held) await vi.waitFor(async () => expect(await sharedHits()).toBe(3), { timeout: 5_000, interval: 50 });
    for (let call = 1; call <= 2; call += 1) expect((await b.api('/api/health')).statusCode).toBe(200);
    const limited = await b.api('/api/health');
    expect(parseError(limited, 429).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    if (!held) {
      expect((await a.api('/api/health')).statusCode).toBe(429);
      return;
    }
    // A has not heard of B's calls yet: its own next one passes, and adding it tells A the shared count
    expect((await a.api('/api/health')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await sharedHits()).toBeGreaterThanOrEqual(7), { timeout: 5_000, interval: 50 });
    await vi.waitFor(async () => expect((await a.api('/api/health')).statusCode).toBe(429), { timeout: 5_000, interval: 300 });
  });

  it('share the wrong-password budget of an account: the 11th attempt is refused, whichever instance gets it', async () => {
    const { email, password } = await signedInUser(a);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS / 2; attempt += 1) {
      expect((await passwordGrant(a, email, 'wrong-password-1')).statusCode).toBe(400);
      expect((await passwordGrant(b, email, 'wrong-password-2')).statusCode).toBe(400);
    }
    const limited = await passwordGrant(b, email, password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await passwordGrant(a, email, password)).statusCode).toBe(429);
  });

  it('count simultaneous wrong passwords before checking them: of 30 at once, 10 are checked and 20 get 429', async () => {
    const { email } = await signedInUser(a);
    const checks = vi.spyOn(passwords, 'verifyPassword');
    let checked: number;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => passwordGrant(index % 2 ? a : b, email, `wrong-password-${index}`)),
    ).finally(() => {
      checked = checks.mock.calls.length;
      checks.mockRestore();
    });
    expect(checked!, 'passwords checked').toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });
});

describe('the counters in the database', () => {
  const time = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, clock: time.clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a right password resets the count; a locked account opens again when its window ends, and ended windows are swept', async () => {
    const { email, password } = await signedInUser(t);
    for (let attempt = 1; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1)
      expect((await passwordGrant(t, email, 'wrong-password')).statusCode).toBe(400);
    expect((await passwordGrant(t, email, password)).statusCode).toBe(200);
    // the right answer started the count again: ten more wrong ones are checked, then the account is locked
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1)
      expect((await passwordGrant(t, email, 'wrong-password')).statusCode).toBe(400);
    const locked = await passwordGrant(t, email, password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(290);

    const key = `auth-password:${email}@127.0.0.1`;
    const counterOf = async () => (await t.database.db.select().from(rateLimitCounters)).find((row) => row.key === key);
    expect(await counterOf()).toMatchObject({ hits: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS + 1 });
    time.advance(5 * 60_000);
    expect(await databaseRateCounter(t.database.db, time.clock).sweep()).toBeGreaterThan(0);
    expect(await counterOf()).toBeUndefined();
    expect((await passwordGrant(t, email, password)).statusCode).toBe(200);
  });
});

describe('the /api limit held by an instance (heldRateCounter)', () => {
  const time = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, clock: time.clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts hits at once exactly (each its own count), adds them to the shared row, and starts again when the window ends', async () => {
    const counter = heldRateCounter(t.database.db, time.clock, 60_000);
    const key = `api-test:${randomBytes(4).toString('hex')}`;
    const shared = async () => (await t.database.db.select().from(rateLimitCounters)).find((row) => row.key === key)?.hits;
    try {
      const first = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
      expect(first.map((hit) => hit.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(first.every((hit) => hit.resetsInMs > 59_000 && hit.resetsInMs <= 60_000)).toBe(true);
      // only the window's first hit has reached the database; the flush adds the other 19
      expect(await shared()).toBe(1);
      await counter.flush();
      expect(await shared()).toBe(20);
      // another instance's hits are learnt at the next flush of this one's
      await databaseRateCounter(t.database.db, time.clock).hit(key, 60_000);
      expect((await counter.hit(key, 60_000)).hits).toBe(21);
      await counter.flush();
      expect((await counter.hit(key, 60_000)).hits).toBe(23);
      time.advance(60_000);
      expect((await counter.hit(key, 60_000)).hits).toBe(1);
      await counter.flush();
      expect(await shared()).toBe(1);
    } finally {
      await counter.close();
    }
  });
});

describe('wrong passwords lock an account for their address, and for all addresses only past a larger count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ten wrong passwords from one address do not keep the right one from another address out', async () => {
    const { email, password } = await signedInUser(t);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      expect((await passwordGrant(t, email, 'wrong-password', '203.0.113.7')).statusCode).toBe(400);
    }
    expect((await passwordGrant(t, email, password, '203.0.113.7')).statusCode).toBe(429);
    expect((await passwordGrant(t, email, password, '198.51.100.20')).statusCode).toBe(200);
  });

  it("guessing from many addresses stops at the account's limit, for every address, the right password too", async () => {
    const { email, password } = await signedInUser(t);
    const addresses = MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let address = 1; address <= addresses; address += 1) {
      const answers = await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS }, (_, index) =>
          passwordGrant(t, email, `wrong-${index}`, `192.0.2.${address}`),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(400));
    }
    const locked = await passwordGrant(t, email, password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(300);
  });
});
