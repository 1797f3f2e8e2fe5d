import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_KEY_HEADER, ProductDetail, ProductList } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue, createVenuePrice } from '@tapline/db/testing';
import { callAs, signedInUser } from '../../../test/support/auth-kit';
import { setProductName } from '../../../test/support/queries/pages-testing.queries';
import { leaveTrace, sleepInDatabase, sleepingStatements, traceCount } from '../../../test/support/slow-statement.queries';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';

// The public catalogue's answers, kept in the server under the catalogue's version (decision 0101).
let t: TestApp;
let second: TestApp;
let venueId: string;
let staff: Awaited<ReturnType<typeof signedInUser>>;
/** how often the test route's handler ran, and what it waits for */
let slowCalls = 0;
let releaseSlow: () => void = () => {};
let releaseTraced: () => void = () => {};
let tracedArrived = false;
let tracedClientGone = false;
let tracedRead: 'ran' | 'refused' | undefined;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    // the production default (the test app's is 0)
    publicCache: { seconds: 30, versionMaxAgeMs: 250 },
    routes: (app) => {
      app.get('/api/test/slow', { config: { publicAnswer: true } }, async () => {
        slowCalls += 1;
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return { calls: slowCalls };
      });
      app.get('/api/test/traced', { config: { publicAnswer: true } }, async (_request, reply) => {
        reply.raw.once('close', () => (tracedClientGone = true));
        tracedArrived = true;
        await new Promise<void>((resolve) => (releaseTraced = resolve));
        tracedRead = await leaveTrace(t.database.db, 'traced-read').then(
          () => 'ran',
          () => 'refused',
        );
        return {};
      });
      app.get('/api/test/sleep', { config: { publicAnswer: true } }, async () => {
        await sleepInDatabase(t.database.db, 60);
        return {};
      });
    },
  });
  second = await createTestApp({ sameDatabaseAs: t, publicCache: { seconds: 30, versionMaxAgeMs: 250 } });
  const db = t.database.db;
  const supplier = await createSupplier(db, { slug: 'cached-brewing', name: 'Cached Brewing' });
  const product = await createProduct(db, { supplierId: supplier.id, slug: 'cached-ale', name: 'Cached Ale' });
  const sku = await createSku(db, { productId: product.id, supplierId: supplier.id, unitPriceCents: 10000 });
  const venue = await createVenue(db, { slug: 'cached-venue' });
  venueId = venue.id;
  await createVenuePrice(db, { venueId: venue.id, skuId: sku.id, unitPriceCents: 7000 });
  staff = await signedInUser(t);
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('public answer cache', () => {
  it('marks an anonymous answer public with an ETag, and answers 304 to If-None-Match', async () => {
    const first = await t.api('/api/products/cached-ale');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(first.headers.vary).toContain('Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await t.api({ url: '/api/products/cached-ale', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.api({ url: '/api/products/cached-ale', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(parseAnswer(other, 200, ProductDetail).name).toBe('Cached Ale');
  });

  it('drops the answer when the catalogue changes elsewhere (another instance, a job, SQL) within the version age', async () => {
    const before = await t.api('/api/products/cached-ale');
    expect(parseAnswer(await second.api('/api/products/cached-ale'), 200, ProductDetail).name).toBe('Cached Ale');
    await setProductName(t.database.db, 'cached-ale', 'Cached Ale Renamed');

    // both instances see it once their version read is older than versionMaxAgeMs (250 ms)
    const nameOn = async (app: TestApp) => parseAnswer(await app.api('/api/products/cached-ale'), 200, ProductDetail).name;
    await expect.poll(() => nameOn(t), { timeout: 2000, interval: 50 }).toBe('Cached Ale Renamed');
    await expect.poll(() => nameOn(second), { timeout: 2000, interval: 50 }).toBe('Cached Ale Renamed');
    const after = await t.api({ url: '/api/products/cached-ale', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = parseAnswer(await t.api('/api/products?q=cached'), 200, ProductList);
    expect(listed.items.map((item) => item.name)).toEqual(['Cached Ale Renamed']);
  });

  it("sees this instance's own write at once, however young its version read", async () => {
    const slow = await createTestApp({ sameDatabaseAs: t, listen: true, publicCache: { seconds: 30, versionMaxAgeMs: 60_000 } });
    try {
      const supplier = await createSupplier(slow.database.db, { slug: 'own-write-brewing', name: 'Own Write Brewing' });
      const product = await createProduct(slow.database.db, { supplierId: supplier.id, slug: 'own-write-ale', name: 'Own Write Ale' });
      const owner = await signedInUser(slow);
      await createMembership(slow.database.db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
      const nameNow = async () => parseAnswer(await slow.api('/api/products/own-write-ale'), 200, ProductDetail).name;
      expect(await nameNow()).toBe('Own Write Ale');
      // changed by SQL, not through this instance: its minute-old version read keeps the answer
      await setProductName(slow.database.db, 'own-write-ale', 'Changed Behind Its Back');
      expect(await nameNow()).toBe('Own Write Ale');
      // a write through it: the next read asks the version again
      const renamed = await callAs(slow, owner, 'PATCH', `/api/suppliers/${supplier.slug}/products/${product.id}`, {
        version: 1,
        description: 'Now edited',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await nameNow()).toBe('Changed Behind Its Back');
    } finally {
      await slow.close();
    }
  });

  it('never keeps nor shares an answer that depends on who asks', async () => {
    const own = await callAs(t, staff, 'GET', `/api/products/cached-ale?venueId=${venueId}`);
    expect(parseAnswer(own, 200, ProductDetail).skus[0]?.venuePriceCents).toBe(7000);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    const withBearer = await callAs(t, staff, 'GET', '/api/products/cached-ale');
    expect(withBearer.headers['cache-control']).toBe('no-store');
    expect(withBearer.headers.etag).toBeUndefined();
    const anonymous = parseAnswer(await t.api('/api/products/cached-ale'), 200, ProductDetail);
    expect(anonymous.skus[0]?.venuePriceCents).toBeNull();
  });

  it('runs one handler for concurrent misses of one key, the query string normalised', async () => {
    slowCalls = 0;
    const asking = [t.api('/api/test/slow?b=1&a=2'), t.api('/api/test/slow?a=2&b=1'), t.api('/api/test/slow?a=2&b=1')];
    await expect.poll(() => slowCalls).toBe(1);
    releaseSlow();
    const answers = await Promise.all(asking);
    expect(answers.map((answer) => answer.json())).toEqual([{ calls: 1 }, { calls: 1 }, { calls: 1 }]);
    expect(slowCalls).toBe(1);
  });
});

/** sends a GET over a socket of its own; the function it returns closes the socket, as a client that gives up */
function askThenLeave(path: string): () => void {
  const url = new URL(t.baseUrl!);
  const socket = connect(Number(url.port), url.hostname);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${FUNCTIONS_KEY_HEADER}: ${TEST_FUNCTIONS_KEY}\r\nConnection: close\r\n\r\n`);
  return () => socket.destroy();
}

describe('load shedding (decision 0103)', () => {
  it('does not start the read of a client that has gone', async () => {
    const leave = askThenLeave('/api/test/traced');
    await expect.poll(() => tracedArrived).toBe(true);
    leave();
    // once the server has seen the connection close, the handler goes on: its query must not run
    await expect.poll(() => tracedClientGone).toBe(true);
    releaseTraced();
    await expect.poll(() => tracedRead).toBe('refused');
    expect(await traceCount(t.database.db, 'traced-read')).toBe(0);
  });

  it.runIf(onPostgres)('cancels the running query of a client that has gone (PostgreSQL; PGlite cannot stop a running query)', async () => {
    const leave = askThenLeave('/api/test/sleep');
    await expect.poll(() => sleepingStatements(t.database.db)).toBe(1);
    leave();
    await expect.poll(() => sleepingStatements(t.database.db)).toBe(0);
  });

  it.runIf(onPostgres)('answers 503 when a public read runs out of time, and stops it', async () => {
    const quick = await createTestApp({
      sameDatabaseAs: t,
      publicCache: { seconds: 30, readTimeoutMs: 200 },
      routes: (app) =>
        app.get('/api/test/sleep', { config: { publicAnswer: true } }, async () => sleepInDatabase(quick.database.db, 60).then(() => ({}))),
    });
    try {
      const response = await quick.api('/api/test/sleep');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      await expect.poll(() => sleepingStatements(t.database.db)).toBe(0);
    } finally {
      await quick.close();
    }
  });
});

describe('heavy reads take turns (decision 0103, amended)', () => {
  /** an app with a line of one for heavy reads: each search (`?n=`) is noted when it starts and ends when released */
  async function linedApp(readTimeoutMs?: number) {
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const app = await createTestApp({
      sameDatabaseAs: t,
      publicCache: { seconds: 30, heavyReadConcurrency: 1, ...(readTimeoutMs ? { readTimeoutMs } : {}) },
      routes: (routes) => {
        routes.get('/api/test/search', { config: { publicAnswer: true, heavyRead: true } }, async (request) => {
          const name = (request.query as { n: string }).n;
          started.push(name);
          await new Promise<void>((resolve) => release.set(name, resolve));
          return { name };
        });
        routes.get('/api/test/detail', { config: { publicAnswer: true } }, async () => ({ detail: true }));
      },
    });
    return { started, release, lined: app };
  }

  it('runs one search at a time here, the next when it ends, while a cheap read goes straight through', async () => {
    const { started, release, lined } = await linedApp();
    try {
      const first = lined.api('/api/test/search?n=first');
      await expect.poll(() => started).toEqual(['first']);
      const second = lined.api('/api/test/search?n=second');
      // the cheap read does not wait for the searches, and the second search waits for the first
      expect((await lined.api('/api/test/detail')).statusCode).toBe(200);
      expect(started).toEqual(['first']);
      release.get('first')!();
      expect((await first).json()).toEqual({ name: 'first' });
      await expect.poll(() => started).toEqual(['first', 'second']);
      release.get('second')!();
      expect((await second).json()).toEqual({ name: 'second' });
    } finally {
      for (const resolve of release.values()) resolve();
      await lined.close();
    }
  });
  it('keeps a turn until its read has settled, and a read whose time ran out while it waited never runs', async () => {
    // a read's time starts when its request reaches the line, which on a busy machine (CI runs test files side by
    // side on two cores) can be a few hundred ms after it was sent: the margins below are wider than that
    const { started, release, lined } = await linedApp(1000);
    try {
      const first = lined.api('/api/test/search?n=first');
      await expect.poll(() => started).toEqual(['first']);
      const second = lined.api('/api/test/search?n=second');
      // past both reads' time: the first is cancelled but still running, the second gave up waiting
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const third = lined.api('/api/test/search?n=third');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(started).toEqual(['first']);
      release.get('first')!();
      await first;
      await expect.poll(() => started).toEqual(['first', 'third']);
      expect((await second).statusCode).toBe(503);
      release.get('third')!();
      expect((await third).json()).toEqual({ name: 'third' });
    } finally {
      for (const resolve of release.values()) resolve();
      await lined.close();
    }
  });
});
