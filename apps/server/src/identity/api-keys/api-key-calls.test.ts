import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, OnTapList, Order, SupplierOrder, SupplierOrderList, VenueSpend } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { callWithKey, createApiKeyThrough } from '../../../test/support/api-keys-kit';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A key calling the existing routes (decision 0195): only the routes whose scope it holds, only for its organisation,
// and refused on every instance once revoked (decision 0196).

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let second: TestApp;
let buyer: Person;
let rep: Person;
let rivalOwner: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let rival: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let rivalKeg: Awaited<ReturnType<typeof createSku>>;
const call = apiCaller(() => t);
const supplierSide = () => ({ type: 'supplier' as const, id: brewery.id });

async function placeOrder(skuId: string): Promise<Order> {
  await call(buyer, 'DELETE', `/api/users/${buyer.userId}/cart?venueId=${venue.id}`);
  parseAnswer(await call(buyer, 'POST', '/api/cart/items', { venueId: venue.id, skuId, qty: 1 }), 200, Cart);
  const body = { userId: buyer.userId, venueId: venue.id };
  return parseAnswer(
    await call(buyer, 'POST', `/api/users/${buyer.userId}/cart/checkout`, body, { 'idempotency-key': randomUUID() }),
    201,
    Order,
  );
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  second = await createTestApp({ sameDatabaseAs: t });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  rival = await createSupplier(db, { name: 'Rival Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, {
    productId: haze.id,
    supplierId: brewery.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
    stockOnHand: 100,
  });
  const stout = await createProduct(db, { supplierId: rival.id, name: 'Rival Stout' });
  rivalKeg = await createSku(db, { productId: stout.id, supplierId: rival.id, code: 'RS-K30', name: '30 L keg', unitPriceCents: 20_000 });
  [buyer, rep, rivalOwner] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [buyer, rep, rivalOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: buyer.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: rival.id, userId: rivalOwner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('scopes', () => {
  it('lets an orders:read key list and read orders but refuses it an order step (403), changing nothing', async () => {
    const order = await placeOrder(keg.id);
    const soId = order.supplierOrders[0]!.id;
    const key = await createApiKeyThrough(t, rep, supplierSide(), { name: 'ERP read', scopes: ['orders:read'] });
    const listed = parseAnswer(await callWithKey(t, key.secret, 'GET', `/api/suppliers/${brewery.id}/orders`), 200, SupplierOrderList);
    expect(listed.items.map((item) => item.id)).toContain(soId);
    expect(parseAnswer(await callWithKey(t, key.secret, 'GET', `/api/supplier-orders/${soId}`), 200, SupplierOrder).status).toBe(
      'submitted',
    );

    const refused = parseError(await callWithKey(t, key.secret, 'POST', `/api/supplier-orders/${soId}/accept`, {}), 403);
    expect(refused.message).toMatch(/orders:write scope/);
    expect(parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${soId}`), 200, SupplierOrder).status).toBe('submitted');
  });

  it('lets an orders:write key take the step, recorded under the key’s name', async () => {
    const order = await placeOrder(keg.id);
    const soId = order.supplierOrders[0]!.id;
    const key = await createApiKeyThrough(t, rep, supplierSide(), { name: 'ERP', scopes: ['orders:write'] });
    const accepted = parseAnswer(await callWithKey(t, key.secret, 'POST', `/api/supplier-orders/${soId}/accept`, {}), 200, SupplierOrder);
    expect(accepted.status).toBe('accepted');
    expect(accepted.events.at(-1)?.actor).toMatchObject({ name: 'API key “ERP”' });
    // write without read: reading orders needs orders:read
    expect((await callWithKey(t, key.secret, 'GET', `/api/suppliers/${brewery.id}/orders`)).statusCode).toBe(403);
  });

  it('lets a venue’s orders:write key fill its own cart and check out, the order placed by the key', async () => {
    const key = await createApiKeyThrough(
      t,
      buyer,
      { type: 'venue', id: venue.id },
      { name: 'Till', scopes: ['orders:read', 'orders:write'] },
    );
    parseAnswer(await callWithKey(t, key.secret, 'POST', '/api/cart/items', { venueId: venue.id, skuId: keg.id, qty: 2 }), 200, Cart);
    const placed = await t.api({
      method: 'POST',
      url: `/api/users/${key.id}/cart/checkout`,
      payload: { userId: key.id, venueId: venue.id },
      headers: { authorization: `Bearer ${key.secret}`, 'idempotency-key': randomUUID() },
    });
    const order = parseAnswer(placed, 201, Order);
    expect(order.placedBy).toMatchObject({ id: key.id, name: 'API key “Till”' });
    // another person's cart stays theirs
    expect((await callWithKey(t, key.secret, 'GET', `/api/users/${buyer.userId}/cart?venueId=${venue.id}`)).statusCode).toBe(404);
  });

  it('opens the catalogue, menu and analytics routes only to their scopes', async () => {
    const catalogue = await createApiKeyThrough(t, rep, supplierSide(), { name: 'PIM', scopes: ['catalogue:read'] });
    expect((await callWithKey(t, catalogue.secret, 'GET', `/api/suppliers/${brewery.id}/catalogue`)).statusCode).toBe(200);
    expect((await callWithKey(t, catalogue.secret, 'GET', `/api/products/${keg.productId}/skus`)).statusCode).toBe(200);
    const create = await callWithKey(t, catalogue.secret, 'POST', `/api/suppliers/${brewery.id}/products`, { name: 'Nope' });
    expect(parseError(create, 403).message).toMatch(/catalogue:write/);
    expect((await callWithKey(t, catalogue.secret, 'GET', `/api/suppliers/${brewery.id}/analytics`)).statusCode).toBe(403);

    const venueKey = await createApiKeyThrough(
      t,
      buyer,
      { type: 'venue', id: venue.id },
      { name: 'POS', scopes: ['menu:read', 'analytics:read'] },
    );
    parseAnswer(await callWithKey(t, venueKey.secret, 'GET', `/api/venues/${venue.id}/available-at`), 200, OnTapList);
    parseAnswer(await callWithKey(t, venueKey.secret, 'GET', `/api/venues/${venue.id}/spend`), 200, VenueSpend);
    expect((await callWithKey(t, venueKey.secret, 'POST', `/api/venues/${venue.id}/available-at`, {})).statusCode).toBe(403);
    expect((await callWithKey(t, venueKey.secret, 'GET', `/api/venues/${venue.id}/orders`)).statusCode).toBe(403);
  });

  it('never reaches team, keys, integrations, settings or personal routes, whatever its scopes', async () => {
    const key = await createApiKeyThrough(t, rep, supplierSide(), {
      name: 'Everything',
      scopes: ['orders:read', 'orders:write', 'catalogue:read', 'catalogue:write', 'analytics:read', 'webhooks:manage'],
    });
    const base = `/api/suppliers/${brewery.id}`;
    for (const [method, url, body] of [
      ['GET', `${base}/users`],
      ['DELETE', `${base}/users/${rep.userId}`],
      ['GET', `${base}/api-keys`],
      ['POST', `${base}/api-keys`, { name: 'Child', scopes: ['orders:read'] }],
      ['GET', `${base}/integrations/xero`],
      ['GET', `${base}/settings`],
      ['PATCH', base, { name: 'Renamed' }],
      ['GET', '/api/me'],
    ] as const) {
      const answer = await callWithKey(t, key.secret, method, url, body);
      expect([answer.statusCode, url]).toEqual([403, url]);
      expect(parseError(answer, 403).message).toMatch(/API keys can.t call/);
    }
  });
});

describe('one organisation only', () => {
  it('gets 404 for another organisation’s lists and orders, as a stranger would', async () => {
    const order = await placeOrder(rivalKeg.id);
    const rivalSo = order.supplierOrders[0]!.id;
    const key = await createApiKeyThrough(t, rep, supplierSide(), {
      name: 'Ours',
      scopes: ['orders:read', 'orders:write', 'catalogue:read'],
    });
    expect((await callWithKey(t, key.secret, 'GET', `/api/suppliers/${rival.id}/orders`)).statusCode).toBe(404);
    expect((await callWithKey(t, key.secret, 'GET', `/api/supplier-orders/${rivalSo}`)).statusCode).toBe(404);
    expect((await callWithKey(t, key.secret, 'POST', `/api/supplier-orders/${rivalSo}/accept`, {})).statusCode).toBe(404);
    expect((await callWithKey(t, key.secret, 'GET', `/api/suppliers/${rival.id}/catalogue`)).statusCode).toBe(404);
    // the venue that ordered from us is another organisation too
    expect((await callWithKey(t, key.secret, 'GET', `/api/venues/${venue.id}/orders`)).statusCode).toBe(404);
    expect((await callWithKey(t, key.secret, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe('revocation on every instance', () => {
  it('refuses a revoked key at once on a second instance of the same database', async () => {
    const key = await createApiKeyThrough(t, rep, supplierSide(), { name: 'Twice', scopes: ['orders:read'] });
    const url = `/api/suppliers/${brewery.id}/orders`;
    expect((await callWithKey(t, key.secret, 'GET', url)).statusCode).toBe(200);
    expect((await callWithKey(second, key.secret, 'GET', url)).statusCode).toBe(200);
    expect((await call(rep, 'DELETE', `/api/suppliers/${brewery.id}/api-keys/${key.id}`)).statusCode).toBe(204);
    expect(parseError(await callWithKey(second, key.secret, 'GET', url), 401).code).toBe('unauthorized');
    expect(parseError(await callWithKey(t, key.secret, 'GET', url), 401).code).toBe('unauthorized');
  });
});

describe('the OpenAPI document', () => {
  it('states each scoped operation’s scope, and the key’s security scheme; routes without one have neither', async () => {
    const document = (await t.api('/api/openapi.json')).json();
    const accept = document.paths['/api/supplier-orders/{id}/accept'].post;
    expect(accept['x-tapline-scope']).toBe('orders:write');
    expect(accept.security).toContainEqual({ functionsKey: [], apiKey: ['orders:write'] });
    expect(document.paths['/api/venues/{id}/orders'].get['x-tapline-scope']).toBe('orders:read');
    expect(document.paths['/api/suppliers/{id}/products'].post['x-tapline-scope']).toBe('catalogue:write');
    expect(document.paths['/api/venues/{id}/available-at'].get['x-tapline-scope']).toBe('menu:read');
    expect(document.paths['/api/suppliers/{id}/analytics'].get['x-tapline-scope']).toBe('analytics:read');
    const team = document.paths['/api/suppliers/{id}/users'].get;
    expect(team['x-tapline-scope']).toBeUndefined();
    expect(JSON.stringify(team.security)).not.toContain('apiKey');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
