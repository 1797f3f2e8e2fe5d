import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookEndpointCreated, type WebhookEventType } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { webhookEventsTesting } from '../../../test/support/queries/webhooks-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

// product.changed to venues (decision 0197, amended): a catalogue write reaches each venue with an enabled endpoint
// wanting it while the product is public, each priced for that venue alone; nothing for a venue without such an
// endpoint, nor for a product venues can't see.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let receiver: WebhookReceiver;
let owner: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venues: Record<'a' | 'b' | 'c', Awaited<ReturnType<typeof createVenue>>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let hiddenKeg: Awaited<ReturnType<typeof createSku>>;
const secrets = new Map<string, string>();
const call = apiCaller(() => t);

interface Payload {
  type: string;
  data: { productId: string; skus: { skuId: string; listPriceCents: number; priceCents?: number }[] };
}
const received = (path: string): Payload[] =>
  receiver.received
    .filter((request) => request.path === path)
    .map((request) => new Webhook(secrets.get(path)!).verify(request.body, request.headers as Record<string, string>) as Payload);

/** A new price for the pack, through the SKU route (a catalogue write). */
async function reprice(sku: { id: string; productId: string }, unitPriceCents: number) {
  const packs = (await call(owner, 'GET', `/api/products/${sku.productId}/skus`)).json() as { items: { id: string; version: number }[] };
  const version = packs.items.find((item) => item.id === sku.id)!.version;
  const changed = await call(owner, 'PATCH', `/api/products/${sku.productId}/skus/${sku.id}`, { version, unitPriceCents });
  expect(changed.statusCode, changed.body).toBe(200);
}

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await createTestApp({ listen: true, webhooks: { allowLoopback: true } });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Gamma Brewing' });
  venues = {
    a: await createVenue(db, { name: 'Venue A' }),
    b: await createVenue(db, { name: 'Venue B' }),
    c: await createVenue(db, { name: 'Venue C' }),
  };
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Gamma Gold', status: 'active' });
  const draft = await createProduct(db, { supplierId: supplier.id, name: 'Gamma Secret', status: 'draft' });
  keg = await createSku(db, { productId: product.id, supplierId: supplier.id, code: 'GG-50', name: '50 L keg', unitPriceCents: 20_000 });
  hiddenKeg = await createSku(db, {
    productId: draft.id,
    supplierId: supplier.id,
    code: 'GS-50',
    name: '50 L keg',
    unitPriceCents: 30_000,
  });
  owner = await signedInUser(t);
  await call(owner, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  const endpoints: [string, string, string, WebhookEventType[]][] = [
    ['/supplier', 'suppliers', supplier.id, ['product.changed']],
    ['/a', 'venues', venues.a.id, ['product.changed']],
    ['/b', 'venues', venues.b.id, ['product.changed', 'menu.updated']],
    // C listens, but not to product.changed
    ['/c', 'venues', venues.c.id, ['menu.updated']],
  ];
  for (const [path, side, organisationId, eventTypes] of endpoints) {
    const person = side === 'suppliers' ? owner : await signedInUser(t);
    if (side === 'venues') {
      await call(person, 'GET', '/api/me');
      await createMembership(db, { organisationId, userId: person.userId, organisationRole: 'owner' });
    }
    const created = parseAnswer(
      await call(person, 'POST', `/api/${side}/${organisationId}/webhooks/endpoints`, { url: receiver.url(path), eventTypes }),
      201,
      WebhookEndpointCreated,
    );
    secrets.set(path, created.secret);
  }
  // A's own price for the keg; B has none (it pays the list price)
  const priced = await call(owner, 'PUT', `/api/suppliers/${supplier.id}/venues/${venues.a.id}/prices`, {
    prices: [{ skuId: keg.id, priceCents: 17_500 }],
  });
  expect(priced.statusCode, priced.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('product.changed to venues', () => {
  it('reaches each subscribed venue with the price THAT venue pays, and the supplier with its list price', async () => {
    await reprice(keg, 21_500);
    await expect.poll(() => ['/supplier', '/a', '/b'].map((path) => received(path).length), { timeout: 15_000 }).toEqual([1, 1, 1]);
    expect(received('/a')[0]).toMatchObject({
      type: 'product.changed',
      data: { productId: keg.productId, skus: [{ skuId: keg.id, listPriceCents: 21_500, priceCents: 17_500 }] },
    });
    expect(received('/b')[0]).toMatchObject({ data: { skus: [{ skuId: keg.id, listPriceCents: 21_500, priceCents: 21_500 }] } });
    // never another venue's price
    expect(receiver.received.find((request) => request.path === '/b')!.body).not.toContain('17500');
    // the supplier's own view: list prices, no venue's price
    expect(received('/supplier')[0]!.data.skus).toEqual([expect.not.objectContaining({ priceCents: expect.anything() })]);
    expect(received('/supplier')[0]!.data.skus[0]).toMatchObject({ skuId: keg.id, listPriceCents: 21_500 });
  });

  it('writes nothing for a venue whose endpoints don’t want product.changed', async () => {
    expect(receiver.received.filter((request) => request.path === '/c')).toHaveLength(0);
    expect(await webhookEventsTesting(t.database.db, venues.c.id)).toEqual([]);
  });

  it('writes nothing for venues when the product is one they can’t see (a draft); the supplier still hears of it', async () => {
    await reprice(hiddenKeg, 31_000);
    await expect
      .poll(() => received('/supplier').some((payload) => payload.data.productId === hiddenKeg.productId), { timeout: 15_000 })
      .toBe(true);
    for (const venue of [venues.a, venues.b]) {
      const events = await webhookEventsTesting(t.database.db, venue.id);
      expect(events.map((event) => event.resourceId)).not.toContain(hiddenKeg.productId);
      expect(events.map((event) => event.resourceId)).toContain(keg.productId);
    }
  });
});
