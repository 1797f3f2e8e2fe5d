import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetail, ProductList, VenuePriceList } from '@tapline/contracts';
import {
  createMembership,
  createOnTapEntry,
  createOrder,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  createVenuePrice,
} from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let rep: Person;
let localStaff: Person;
let otherStaff: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let local: Awaited<ReturnType<typeof createVenue>>;
let other: Awaited<ReturnType<typeof createVenue>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;
let theirSku: Awaited<ReturnType<typeof createSku>>;
let product: Awaited<ReturnType<typeof createProduct>>;

const call = apiCaller(() => t);

const prices = (venue = local.slug) => `/api/suppliers/${supplier.slug}/venues/${venue}/prices`;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const rival = await createSupplier(db, { slug: 'rival-brewing' });
  local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  product = await createProduct(db, { supplierId: supplier.id, slug: 'harbour-haze', name: 'Harbour Haze' });
  keg = await createSku(db, { productId: product.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 36000 });
  cans = await createSku(db, { productId: product.id, supplierId: supplier.id, code: 'HH-C24', name: '24 cans', unitPriceCents: 8900 });
  const theirProduct = await createProduct(db, { supplierId: rival.id });
  theirSku = await createSku(db, { productId: theirProduct.id, supplierId: rival.id });
  await createOnTapEntry(db, { venueId: local.id, productId: product.id });
  [rep, localStaff, otherStaff] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [rep, localStaff, otherStaff]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: local.id, userId: localStaff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: otherStaff.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('venue prices', () => {
  it('a supplier member lists its SKUs for a venue, sets prices (all or nothing) and removes one', async () => {
    const empty = parseAnswer(await call(rep, 'GET', prices()), 200, VenuePriceList);
    expect(empty.venue).toMatchObject({ id: local.id, slug: 'the-local' });
    expect(empty.items.map((row) => [row.skuCode, row.listPriceCents, row.venuePriceCents])).toEqual([
      ['HH-C24', 8900, null],
      ['HH-K50', 36000, null],
    ]);

    const set = parseAnswer(await call(rep, 'PUT', prices(), { prices: [{ skuId: keg.id, priceCents: 33000 }] }), 200, VenuePriceList);
    expect(set.items.find((row) => row.skuId === keg.id)).toMatchObject({ venuePriceCents: 33000, listPriceCents: 36000 });

    // a SKU of another supplier refuses the whole list, naming it; nothing changes
    const before = await catalogueSnapshot(t.database.db, supplier.id);
    const refused = parseError(
      await call(rep, 'PUT', prices(), {
        prices: [
          { skuId: cans.id, priceCents: 8000 },
          { skuId: theirSku.id, priceCents: 1 },
        ],
      }),
      400,
    );
    expect(refused.details).toEqual([expect.objectContaining({ field: 'prices.1.skuId' })]);
    const negative = parseError(await call(rep, 'PUT', prices(), { prices: [{ skuId: cans.id, priceCents: -1 }] }), 400);
    expect(negative.details).toEqual([expect.objectContaining({ field: 'prices.0.priceCents' })]);
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);

    expect((await call(rep, 'DELETE', `${prices()}/${cans.id}`)).statusCode).toBe(204);
    expect((await call(rep, 'DELETE', `${prices()}/${theirSku.id}`)).statusCode).toBe(404);
    expect((await call(rep, 'GET', prices('no-such-venue'))).statusCode).toBe(404);
    expect((await call(localStaff, 'GET', prices())).statusCode).toBe(404);
    expect((await call(null, 'GET', prices())).statusCode).toBe(401);
  });

  it('the venue sees its own price on the product page and lists; another venue and the public see the list price', async () => {
    await createVenuePrice(t.database.db, { venueId: local.id, skuId: cans.id, unitPriceCents: 7000 });
    const detail = parseAnswer(await call(localStaff, 'GET', `/api/products/harbour-haze?venueId=${local.id}`), 200, ProductDetail);
    expect(detail.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.venuePriceCents])).toEqual([
      ['HH-C24', 8900, 7000],
      ['HH-K50', 36000, 33000],
    ]);
    expect(detail.fromPriceCents).toBe(7000);

    const searched = parseAnswer(await call(localStaff, 'GET', `/api/products?q=harbour&venueId=${local.id}`), 200, ProductList);
    expect(searched.items[0]).toMatchObject({ id: product.id, fromPriceCents: 7000 });
    // the card's packs, cheapest first, at the venue's prices (chips, not only a "from" price)
    const [first, second] = detail.skus;
    expect(searched.items[0]?.packs).toEqual([
      { skuId: first!.id, name: first!.name, unitPriceCents: 7000, inStock: true },
      { skuId: second!.id, name: second!.name, unitPriceCents: 33000, inStock: true },
    ]);
    expect(detail.packs).toEqual(searched.items[0]?.packs);
    const listed = parseAnswer(await t.api('/api/products?q=harbour'), 200, ProductList);
    expect(listed.items[0]?.packs.map((pack) => pack.unitPriceCents)).toEqual([8900, 36000]);

    // "ordered before": only for the venue asking for its own prices, and only once it has ordered
    expect(searched.items[0]?.orderedBefore).toBe(false);
    expect(listed.items[0]).not.toHaveProperty('orderedBefore');
    await createOrder(t.database.db, {
      venueId: local.id,
      supplierOrders: [{ supplierId: supplier.id, status: 'delivered', lines: [{ sku: keg, qty: 1 }] }],
    });
    const afterOrder = parseAnswer(await call(localStaff, 'GET', `/api/products?q=harbour&venueId=${local.id}`), 200, ProductList);
    expect(afterOrder.items[0]?.orderedBefore).toBe(true);
    const otherVenue = parseAnswer(await call(otherStaff, 'GET', `/api/products?q=harbour&venueId=${other.id}`), 200, ProductList);
    expect(otherVenue.items[0]?.orderedBefore).toBe(false);
    const supplierList = parseAnswer(
      await call(localStaff, 'GET', `/api/suppliers/${supplier.slug}/products?venueId=${local.id}`),
      200,
      ProductList,
    );
    expect(supplierList.items[0]?.fromPriceCents).toBe(7000);
    const poured = parseAnswer(await call(localStaff, 'GET', `/api/venues/${local.slug}/products?venueId=${local.id}`), 200, ProductList);
    expect(poured.items[0]?.fromPriceCents).toBe(7000);

    // another venue asking for its own prices gets the list price; the public too
    const theirs = parseAnswer(await call(otherStaff, 'GET', `/api/products/harbour-haze?venueId=${other.id}`), 200, ProductDetail);
    expect(theirs.skus.map((sku) => sku.venuePriceCents)).toEqual([null, null]);
    expect(theirs.fromPriceCents).toBe(8900);
    const anonymous = parseAnswer(await t.api('/api/products/harbour-haze'), 200, ProductDetail);
    expect(anonymous.skus.map((sku) => sku.venuePriceCents)).toEqual([null, null]);
    expect(anonymous.fromPriceCents).toBe(8900);

    // asking for a venue one doesn't belong to is refused, never answered with list prices
    expect((await call(otherStaff, 'GET', `/api/products/harbour-haze?venueId=${local.id}`)).statusCode).toBe(404);
    expect((await call(otherStaff, 'GET', `/api/products?venueId=${local.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/products/harbour-haze?venueId=${local.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/suppliers/${supplier.slug}/products?venueId=${local.id}`)).statusCode).toBe(401);
  });

  it('prices only for active venues', async () => {
    const closed = await createVenue(t.database.db, { slug: 'closed-venue', status: 'suspended' });
    expect((await call(rep, 'GET', prices(closed.slug))).statusCode).toBe(404);
    expect((await call(rep, 'PUT', prices(closed.slug), { prices: [{ skuId: keg.id, priceCents: 1 }] })).statusCode).toBe(404);
  });
});
