import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  SupplierOrder,
  WebhookCatalogue,
  WebhookDeliveryList,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookSecret,
} from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

// The whole flow from a real order step to a loopback receiver (allowed in test mode only), verified with the
// standardwebhooks package as an outside oracle; and organisation A's endpoints never get B's events.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let receiver: WebhookReceiver;
let buyer: Person;
let ownerA: Person;
let ownerB: Person;
let memberA: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let supplierA: Awaited<ReturnType<typeof createSupplier>>;
let supplierB: Awaited<ReturnType<typeof createSupplier>>;
let skuA: Awaited<ReturnType<typeof createSku>>;
let skuB: Awaited<ReturnType<typeof createSku>>;
const call = apiCaller(() => t);
const endpointsOf = (supplierId: string) => `/api/suppliers/${supplierId}/webhooks/endpoints`;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await createTestApp({ listen: true, webhooks: { allowLoopback: true } });
  const db = t.database.db;
  venue = await createVenue(db, { name: 'The Local' });
  supplierA = await createSupplier(db, { name: 'Alpha Brewing' });
  supplierB = await createSupplier(db, { name: 'Beta Brewing' });
  const productA = await createProduct(db, { supplierId: supplierA.id, name: 'Alpha Ale' });
  const productB = await createProduct(db, { supplierId: supplierB.id, name: 'Beta Bock' });
  skuA = await createSku(db, { productId: productA.id, supplierId: supplierA.id, code: 'AA-50', name: '50 L keg', unitPriceCents: 20_000 });
  skuB = await createSku(db, { productId: productB.id, supplierId: supplierB.id, code: 'BB-50', name: '50 L keg', unitPriceCents: 25_000 });
  [buyer, ownerA, ownerB, memberA] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [buyer, ownerA, ownerB, memberA]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: buyer.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplierA.id, userId: ownerA.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplierA.id, userId: memberA.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: supplierB.id, userId: ownerB.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('webhooks from a real order step', () => {
  it('delivers order.placed and supplier_order.accepted to the supplier’s endpoint, signed as Standard Webhooks says, and only its own', async () => {
    const types = ['order.placed', 'supplier_order.accepted'];
    const a = parseAnswer(
      await call(ownerA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/a'), eventTypes: types }),
      201,
      WebhookEndpointCreated,
    );
    const b = parseAnswer(
      await call(ownerB, 'POST', endpointsOf(supplierB.id), { url: receiver.url('/b'), eventTypes: types }),
      201,
      WebhookEndpointCreated,
    );
    expect(a.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // a member is not an owner or admin
    expect((await call(memberA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/m'), eventTypes: types })).statusCode).toBe(403);

    const order = await orderThrough(t, buyer, venue.id, [{ skuId: skuA.id, qty: 2 }]);
    const supplierOrderId = order.supplierOrders[0]!.id;
    parseAnswer(await call(ownerA, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {}), 200, SupplierOrder);

    const toA = () => receiver.received.filter((request) => request.path === '/a');
    await expect.poll(() => toA().length, { timeout: 15_000 }).toBe(2);
    const verifier = new Webhook(a.secret);
    const payloads = toA().map(
      (request) =>
        verifier.verify(request.body, request.headers as Record<string, string>) as {
          id: string;
          type: string;
          sequence: number;
          data: { supplierOrderId: string; status: string; lines: unknown[] };
        },
    );
    expect(payloads.map((payload) => payload.type).sort()).toEqual(['order.placed', 'supplier_order.accepted']);
    const placed = payloads.find((payload) => payload.type === 'order.placed')!;
    const accepted = payloads.find((payload) => payload.type === 'supplier_order.accepted')!;
    expect(placed.data).toMatchObject({ supplierOrderId, status: 'submitted', lines: [expect.objectContaining({ qty: 2 })] });
    expect(accepted.data).toMatchObject({ supplierOrderId, status: 'accepted' });
    expect(accepted.sequence).toBeGreaterThan(placed.sequence);
    expect(toA()[0]!.headers['webhook-id']).toBe(toA()[0]!.body.match(/"id":"(evt_[0-9a-f]{32})"/)?.[1]);

    // a body changed on the way fails the oracle's check
    const first = toA()[0]!;
    expect(() => verifier.verify(first.body.replace('"qty":2', '"qty":3'), first.headers as Record<string, string>)).toThrow();
    // B's endpoint never heard of A's order; B's secret does not verify A's deliveries
    expect(receiver.received.filter((request) => request.path === '/b')).toHaveLength(0);
    expect(() => new Webhook(b.secret).verify(first.body, first.headers as Record<string, string>)).toThrow();

    // B's own order goes to B alone
    await orderThrough(t, buyer, venue.id, [{ skuId: skuB.id, qty: 1 }]);
    await expect.poll(() => receiver.received.filter((request) => request.path === '/b').length, { timeout: 15_000 }).toBe(1);
    expect(toA()).toHaveLength(2);

    // the delivery log shows each attempt's request and answer
    const log = parseAnswer(await call(ownerA, 'GET', `${endpointsOf(supplierA.id)}/${a.id}/deliveries`), 200, WebhookDeliveryList);
    expect(log.items).toHaveLength(2);
    expect(log.items.every((item) => item.status === 'succeeded' && item.attempts.length === 1)).toBe(true);
    expect(log.items[0]!.attempts[0]).toMatchObject({ responseStatus: 200, responseExcerpt: '{"ok":true}' });
    expect(log.items[0]!.attempts[0]!.requestHeaders['webhook-signature']).toMatch(/^v1,/);
    // the endpoints' list: its day's success rate; B's counts B's own
    const listed = parseAnswer(await call(ownerA, 'GET', endpointsOf(supplierA.id)), 200, WebhookEndpointList).items.find(
      (item) => item.id === a.id,
    );
    expect(listed).toMatchObject({ successRate: 1, failingSince: null, enabled: true });
  });

  it('sends a test event, rotates the secret with both signatures valid for the grace, reveals it to owners only', async () => {
    const created = parseAnswer(
      await call(ownerA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/rot'), eventTypes: ['webhook.test'] }),
      201,
      WebhookEndpointCreated,
    );
    const rotated = parseAnswer(await call(ownerA, 'POST', `${endpointsOf(supplierA.id)}/${created.id}/rotate-secret`), 200, WebhookSecret);
    expect(rotated.previousSecret).toBe(created.secret);
    expect(rotated.secret).not.toBe(created.secret);
    expect((await call(ownerA, 'POST', `${endpointsOf(supplierA.id)}/${created.id}/test`)).statusCode).toBe(204);
    const toRot = () => receiver.received.filter((request) => request.path === '/rot');
    await expect.poll(() => toRot().length, { timeout: 15_000 }).toBe(1);
    const request = toRot()[0]!;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [created.secret, rotated.secret])
      expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    expect((await call(memberA, 'GET', `${endpointsOf(supplierA.id)}/${created.id}/secret`)).statusCode).toBe(403);
    expect(parseAnswer(await call(ownerA, 'GET', `${endpointsOf(supplierA.id)}/${created.id}/secret`), 200, WebhookSecret).secret).toBe(
      rotated.secret,
    );
    // another organisation's owner can't reach it
    expect((await call(ownerB, 'GET', `/api/suppliers/${supplierB.id}/webhooks/endpoints/${created.id}/secret`)).statusCode).toBe(404);
  });

  it('delivers supplier_order.updated with the new lines when the venue accepts a change', async () => {
    const created = parseAnswer(
      await call(ownerA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/changed'), eventTypes: ['supplier_order.updated'] }),
      201,
      WebhookEndpointCreated,
    );
    const order = await orderThrough(t, buyer, venue.id, [{ skuId: skuA.id, qty: 3 }]);
    const supplierOrder = order.supplierOrders[0]!;
    const proposed = await call(ownerA, 'POST', `/api/supplier-orders/${supplierOrder.id}/changes`, {
      kind: 'quantity',
      lineId: supplierOrder.lines[0]!.id,
      qty: 1,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(receiver.received.filter((request) => request.path === '/changed')).toHaveLength(0);
    const accepted = await call(buyer, 'POST', `/api/order-changes/${(proposed.json() as { id: string }).id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const toChanged = () => receiver.received.filter((request) => request.path === '/changed');
    await expect.poll(() => toChanged().length, { timeout: 15_000 }).toBe(1);
    const payload = new Webhook(created.secret).verify(toChanged()[0]!.body, toChanged()[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'supplier_order.updated',
      data: { supplierOrderId: supplierOrder.id, lines: [{ qty: 1 }] },
    });
  });

  it('delivers supplier_order.updated when a delivery attempt fails at the door', async () => {
    const created = parseAnswer(
      await call(ownerA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/door'), eventTypes: ['supplier_order.updated'] }),
      201,
      WebhookEndpointCreated,
    );
    const order = await orderThrough(t, buyer, venue.id, [{ skuId: skuA.id, qty: 1 }]);
    const accepted = parseAnswer(
      await call(ownerA, 'POST', `/api/supplier-orders/${order.supplierOrders[0]!.id}/accept`, {}),
      200,
      SupplierOrder,
    );
    const stop = `/api/suppliers/${supplierA.id}/run-sheets/${accepted.requestedDeliveryDate}/stops/${venue.id}/outcome`;
    const failed = await call(ownerA, 'POST', stop, { outcome: 'failed', reason: 'Venue closed' });
    expect(failed.statusCode, failed.body).toBe(200);
    // every order of the stop still on its way (earlier tests' accepted ones too) gets its event
    const verifier = new Webhook(created.secret);
    const toDoor = () =>
      receiver.received
        .filter((request) => request.path === '/door')
        .map(
          (request) =>
            verifier.verify(request.body, request.headers as Record<string, string>) as { type: string; data: { supplierOrderId: string } },
        );
    await expect.poll(() => toDoor().some((payload) => payload.data.supplierOrderId === accepted.id), { timeout: 15_000 }).toBe(true);
    expect(toDoor().find((payload) => payload.data.supplierOrderId === accepted.id)).toMatchObject({
      type: 'supplier_order.updated',
      data: { status: 'accepted', note: 'Delivery attempt failed: Venue closed' },
    });
  });

  it('delivers product.changed with list prices to the supplier’s own endpoints when a pack’s price changes', async () => {
    const created = parseAnswer(
      await call(ownerA, 'POST', endpointsOf(supplierA.id), { url: receiver.url('/product'), eventTypes: ['product.changed'] }),
      201,
      WebhookEndpointCreated,
    );
    const packs = (await call(ownerA, 'GET', `/api/products/${skuA.productId}/skus`)).json() as {
      items: { id: string; version: number }[];
    };
    const pack = packs.items.find((item) => item.id === skuA.id)!;
    const changed = await call(ownerA, 'PATCH', `/api/products/${skuA.productId}/skus/${skuA.id}`, {
      version: pack.version,
      unitPriceCents: 21_500,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const toProduct = () => receiver.received.filter((request) => request.path === '/product');
    await expect.poll(() => toProduct().length, { timeout: 15_000 }).toBe(1);
    const payload = new Webhook(created.secret).verify(toProduct()[0]!.body, toProduct()[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'product.changed',
      data: { productId: skuA.productId, supplierId: supplierA.id, skus: [{ skuId: skuA.id, listPriceCents: 21_500 }] },
    });
  });

  it('delivers menu.updated with the tap list as it stands when the venue changes it, to the venue alone', async () => {
    const venueEndpoints = `/api/venues/${venue.id}/webhooks/endpoints`;
    const created = parseAnswer(
      await call(buyer, 'POST', venueEndpoints, { url: receiver.url('/menu'), eventTypes: ['menu.updated'] }),
      201,
      WebhookEndpointCreated,
    );
    const added = await call(buyer, 'POST', `/api/venues/${venue.id}/available-at`, {
      guest: { name: 'Saltbush Gose', brewery: 'Little Bay' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const toMenu = () => receiver.received.filter((request) => request.path === '/menu');
    await expect.poll(() => toMenu().length, { timeout: 15_000 }).toBe(1);
    const payload = new Webhook(created.secret).verify(toMenu()[0]!.body, toMenu()[0]!.headers as Record<string, string>) as {
      type: string;
      data: unknown;
    };
    expect(payload).toMatchObject({
      type: 'menu.updated',
      data: { venueId: venue.id, taps: [{ name: 'Saltbush Gose', producer: 'Little Bay', status: 'pouring' }] },
    });
  });

  it('refuses private, loopback-by-name, link-local and metadata URLs at creation', async () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:192.168.1.1]/x',
      'https://[fd00:ec2::254]/',
      'https://100.100.100.200/',
      'ftp://example.com/x',
    ]) {
      const answer = await call(ownerA, 'POST', endpointsOf(supplierA.id), { url, eventTypes: ['webhook.test'] });
      expect(answer.statusCode, url).toBe(400);
    }
  });

  it('publishes the event catalogue, each example valid by its schema', async () => {
    const catalogue = parseAnswer(await t.api('/api/webhooks/event-types'), 200, WebhookCatalogue);
    expect(catalogue.items.map((item) => item.type)).toContain('supplier_order.delivered');
  });
});

describe('the OpenAPI document', () => {
  it('has a webhooks section made from the payloads’ zod schemas', async () => {
    const document = (await t.api('/api/openapi.json')).json() as {
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>;
    };
    const placed = document.webhooks['order.placed']!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(placed.properties).sort()).toEqual(['data', 'id', 'sequence', 'timestamp', 'type']);
    expect(JSON.stringify(placed.properties.data)).toContain('supplierOrderId');
    expect(Object.keys(document.webhooks)).toContain('webhook.test');
  });
});
