import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetail, ProductList } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue, createVenuePrice } from '@tapline/db/testing';
import { callAs, signedInUser } from '../auth/auth-test-helpers';
import { setProductName } from '../modules/pages/pages-testing.queries';
import { parseAnswer } from '../testing/parse-answer';
import { createTestApp, type TestApp } from '../testing/test-app';

// The public catalogue's answers, kept in the server under the catalogue's version (decision 0101).
let t: TestApp;
let second: TestApp;
let venueId: string;
let staff: Awaited<ReturnType<typeof signedInUser>>;
/** how often the test route's handler ran, and what it waits for */
let slowCalls = 0;
let releaseSlow: () => void = () => {};

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    routes: (app) => {
      app.get('/api/test/slow', { config: { publicAnswer: true } }, async () => {
        slowCalls += 1;
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return { calls: slowCalls };
      });
    },
  });
  second = await createTestApp({ sameDatabaseAs: t });
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

  it('drops the answer when the catalogue changes, on this instance and another one', async () => {
    const before = await t.api('/api/products/cached-ale');
    expect(parseAnswer(await second.api('/api/products/cached-ale'), 200, ProductDetail).name).toBe('Cached Ale');
    await setProductName(t.database.db, 'cached-ale', 'Cached Ale Renamed');

    const after = await t.api({ url: '/api/products/cached-ale', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(parseAnswer(after, 200, ProductDetail).name).toBe('Cached Ale Renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(parseAnswer(await second.api('/api/products/cached-ale'), 200, ProductDetail).name).toBe('Cached Ale Renamed');
    const listed = parseAnswer(await t.api('/api/products?q=cached'), 200, ProductList);
    expect(listed.items.map((item) => item.name)).toEqual(['Cached Ale Renamed']);
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
