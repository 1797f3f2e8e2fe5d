import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  BulkProductStatusResult,
  CatalogueProduct,
  CatalogueProductList,
  CatalogueSku,
  CatalogueSkuList,
  ProductDetail,
  ProductList,
  StaleProductDetails,
  StaleSkuDetails,
  UnpublishableDetails,
  VenueOverview,
} from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { callAs, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { catalogueRowCounts, catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let member: Person;
let owner: Person;
let rival: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let rivalSupplier: Awaited<ReturnType<typeof createSupplier>>;

const call = (person: Person | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
  callAs(t, person, method, url, payload);

const mine = (path = '') => `/api/suppliers/${supplier.slug}${path}`;

async function newProduct(person: Person, body: Record<string, unknown>) {
  return parseAnswer(await call(person, 'POST', mine('/products'), body), 201, CatalogueProduct);
}

async function newSku(person: Person, productId: string, body: Record<string, unknown>) {
  return parseAnswer(await call(person, 'POST', `/api/products/${productId}/skus`, body), 201, CatalogueSku);
}

/** a refused change: the answer names the field, and nothing of the supplier's catalogue changed */
async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>, status: number, field: string) {
  const before = await catalogueSnapshot(t.database.db, supplier.id);
  const counts = await catalogueRowCounts(t.database.db);
  const response = await send();
  const error = parseError(response as never, status);
  expect(error.details, error.message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  expect(await catalogueRowCounts(t.database.db)).toEqual(counts);
  return error;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  rivalSupplier = await createSupplier(db, { name: 'Rival Brewing', slug: 'rival-brewing' });
  [member, owner, rival] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [member, owner, rival]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: rivalSupplier.id, userId: rival.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('products', () => {
  it('a member creates a draft with a slug made from its name; tags are folded to lower case', async () => {
    const product = await newProduct(member, {
      name: 'Sea Spray Gose',
      style: 'Gose',
      tags: ['Sour', ' salty ', 'sour'],
      abv: 4.2,
      ibu: 8,
      origin: 'Manly, NSW',
    });
    expect(product).toMatchObject({
      slug: 'sea-spray-gose',
      status: 'draft',
      version: 1,
      tags: ['sour', 'salty'],
      abv: 4.2,
      ibu: 8,
      skus: [],
    });
    expect(product.supplier.slug).toBe('harbour-brewing');
    // a draft is not public
    expect((await t.api(`/api/products/${product.slug}`)).statusCode).toBe(404);
    // the same name again gets the supplier's slug appended (decision 0003), then a number
    expect((await newProduct(member, { name: 'Sea Spray Gose' })).slug).toBe('sea-spray-gose-harbour-brewing');
    expect((await newProduct(member, { name: 'Sea Spray Gose' })).slug).toBe('sea-spray-gose-harbour-brewing-2');
  });

  it('refuses a taken slug, a tag with a comma, a bad abv and unknown fields, naming the field and changing nothing', async () => {
    await newProduct(member, { name: 'Taken', slug: 'taken-slug' });
    await expectRefused(() => call(member, 'POST', mine('/products'), { name: 'Other', slug: 'taken-slug' }), 409, 'slug');
    await expectRefused(() => call(member, 'POST', mine('/products'), { name: 'Commas', tags: ['hazy', 'pale, ale'] }), 400, 'tags.1');
    await expectRefused(() => call(member, 'POST', mine('/products'), { name: 'Strong', abv: -1 }), 400, 'abv');
    await expectRefused(() => call(member, 'POST', mine('/products'), { name: '   ' }), 400, 'name');
    await expectRefused(() => call(member, 'POST', mine('/products'), { name: 'Active already', status: 'active' }), 400, '(root)');
  });

  it('refuses a tag with a comma in the database too', async () => {
    await expect(createProduct(t.database.db, { supplierId: supplier.id, tags: ['a,b'] })).rejects.toThrow();
    await expect(createProduct(t.database.db, { supplierId: supplier.id, tags: ['Hazy'] })).rejects.toThrow();
  });

  it('changes fields with the version read; a stale version is 409 with what is stored now', async () => {
    const product = await newProduct(member, { name: 'Reef Lager' });
    const changed = parseAnswer(
      await call(owner, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'Crisp', tags: ['crisp'] }),
      200,
      CatalogueProduct,
    );
    expect(changed).toMatchObject({ version: 2, description: 'Crisp', tags: ['crisp'], name: 'Reef Lager', slug: 'reef-lager' });

    const before = await catalogueSnapshot(t.database.db, supplier.id);
    const stale = parseError(await call(member, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'Overwritten' }), 409);
    expect(stale.code).toBe('conflict');
    expect(StaleProductDetails.parse(stale.details).current).toMatchObject({ version: 2, description: 'Crisp' });
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  });

  it('two reps saving the same version at once: one wins, the other gets the conflict', async () => {
    const product = await newProduct(member, { name: 'Race Ale' });
    const [a, b] = await Promise.all([
      call(member, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'From A' }),
      call(owner, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'From B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'From A' : 'From B';
    const loser = parseError(a.statusCode === 409 ? a : b, 409);
    expect(StaleProductDetails.parse(loser.details).current).toMatchObject({ version: 2, description: winner });
    const stored = parseAnswer(await call(member, 'GET', mine(`/products/${product.id}`)), 200, CatalogueProduct);
    expect(stored).toMatchObject({ version: 2, description: winner });
  });

  it('ten products named alike at once all get a slug of their own; ten SKUs with one code: one is created', async () => {
    const created = await Promise.all(Array.from({ length: 10 }, () => call(member, 'POST', mine('/products'), { name: 'Burst Pilsner' })));
    const slugs = created.map((response) => parseAnswer(response, 201, CatalogueProduct).slug);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('burst-pilsner');

    const product = await newProduct(member, { name: 'Burst Sku Ale' });
    const skus = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(member, 'POST', `/api/products/${product.id}/skus`, { code: 'BURST-1', name: 'Keg', unitPriceCents: 100 }),
      ),
    );
    expect(skus.map((response) => response.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    for (const response of skus.filter((answer) => answer.statusCode === 409)) {
      expect(parseError(response, 409).details).toEqual([expect.objectContaining({ field: 'code' })]);
    }
    expect(parseAnswer(await call(member, 'GET', `/api/products/${product.id}/skus`), 200, CatalogueSkuList).items).toHaveLength(1);
  });

  it('a renamed slug keeps the old one leading to the product, publicly and privately; the old one stays reserved', async () => {
    const product = await newProduct(member, { name: 'Old Name Ale' });
    await newSku(member, product.id, { code: 'ONA-K50', name: '50 L keg', unitPriceCents: 30000, volumeMl: 50000 });
    parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct);
    const renamed = parseAnswer(
      await call(member, 'PATCH', mine(`/products/${product.id}`), { version: 2, name: 'New Name Ale', slug: 'new-name-ale' }),
      200,
      CatalogueProduct,
    );
    expect(renamed.slug).toBe('new-name-ale');

    const viaOldSlug = parseAnswer(await t.api('/api/products/old-name-ale'), 200, ProductDetail);
    expect(viaOldSlug).toMatchObject({ id: product.id, slug: 'new-name-ale', name: 'New Name Ale' });
    expect(viaOldSlug.skus[0]).toMatchObject({ volumeMl: 50000, venuePriceCents: null });
    expect(parseAnswer(await call(member, 'GET', mine('/products/old-name-ale')), 200, CatalogueProduct).id).toBe(product.id);

    await expectRefused(() => call(member, 'POST', mine('/products'), { name: 'Squatter', slug: 'old-name-ale' }), 409, 'slug');
    await expectRefused(
      () => call(rival, 'POST', `/api/suppliers/${rivalSupplier.slug}/products`, { name: 'Squatter', slug: 'new-name-ale' }),
      409,
      'slug',
    );
    // and the product may take its old slug back
    const back = parseAnswer(
      await call(member, 'PATCH', mine(`/products/${product.id}`), { version: 3, slug: 'old-name-ale' }),
      200,
      CatalogueProduct,
    );
    expect(back.slug).toBe('old-name-ale');
    expect(parseAnswer(await t.api('/api/products/new-name-ale'), 200, ProductDetail).slug).toBe('old-name-ale');
  });
});

describe('status changes', () => {
  it('publishing needs an active SKU; archiving takes the product out of search and its page, and past orders still read', async () => {
    const product = await newProduct(member, { name: 'Tidal Stout', style: 'Stout' });
    const refused = parseError(await call(member, 'POST', mine(`/products/${product.id}/publish`)), 409);
    expect(refused.message).toContain('at least one active SKU');
    expect(UnpublishableDetails.parse(refused.details).products).toEqual([
      expect.objectContaining({ id: product.id, name: 'Tidal Stout' }),
    ]);

    const sku = await newSku(member, product.id, { code: 'TS-K50', name: '50 L keg', unitPriceCents: 31000 });
    const published = parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct);
    expect(published).toMatchObject({ status: 'active', version: 2 });
    expect(parseAnswer(await t.api('/api/products?q=tidal'), 200, ProductList).items.map((item) => item.id)).toEqual([product.id]);

    const venue = await createVenue(t.database.db);
    await createOrder(t.database.db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: supplier.id, lines: [{ sku, productName: 'Tidal Stout', qty: 2 }] }],
    });

    parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/archive`)), 200, CatalogueProduct);
    expect(parseAnswer(await t.api('/api/products?q=tidal'), 200, ProductList).items).toEqual([]);
    expect((await t.api(`/api/products/${product.slug}`)).statusCode).toBe(404);
    expect(parseAnswer(await t.api(`/api/suppliers/${supplier.slug}/products?q=tidal`), 200, ProductList).items).toEqual([]);
    // the order placed before still reads, with its line as it was (snapshots)
    const venueOwner = await signedInUser(t);
    await call(venueOwner, 'GET', '/api/me');
    await createMembership(t.database.db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
    const overview = parseAnswer(await call(venueOwner, 'GET', `/api/venues/${venue.id}/overview`), 200, VenueOverview);
    expect(overview.recentOrders).toHaveLength(1);

    // and back: archived → draft → active
    expect(parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/unpublish`)), 200, CatalogueProduct).status).toBe('draft');
    expect(parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct).status).toBe('active');
  });

  it('bulk publish is all or nothing and names the products that cannot be published', async () => {
    const ready = await newProduct(member, { name: 'Bulk Ready' });
    await newSku(member, ready.id, { code: 'BR-1', name: '50 L keg', unitPriceCents: 1000 });
    const empty = await newProduct(member, { name: 'Bulk Empty' });
    const before = await catalogueSnapshot(t.database.db, supplier.id);
    const refused = parseError(
      await call(member, 'POST', mine('/products/bulk-status'), { productIds: [ready.id, empty.id], status: 'active' }),
      409,
    );
    expect(UnpublishableDetails.parse(refused.details).products.map((product) => product.name)).toEqual(['Bulk Empty']);
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);

    const theirs = await createProduct(t.database.db, { supplierId: rivalSupplier.id });
    expect(
      parseError(await call(member, 'POST', mine('/products/bulk-status'), { productIds: [ready.id, theirs.id], status: 'archived' }), 404)
        .details,
    ).toEqual({
      productIds: [theirs.id],
    });
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);

    const archived = parseAnswer(
      await call(owner, 'POST', mine('/products/bulk-status'), { productIds: [empty.id, ready.id], status: 'archived' }),
      200,
      BulkProductStatusResult,
    );
    expect(archived.items).toEqual([
      { id: empty.id, status: 'archived', version: 2 },
      { id: ready.id, status: 'archived', version: 2 },
    ]);
  });
});

describe('SKUs', () => {
  it('creates, lists and changes SKUs; refuses bad values naming the field, changing nothing', async () => {
    const product = await newProduct(member, { name: 'Pack Test Pale' });
    const keg = await newSku(member, product.id, {
      code: 'PTP-K50',
      name: '50 L keg',
      unitPriceCents: 29000,
      volumeMl: 50000,
      stockOnHand: 4,
    });
    expect(keg).toMatchObject({ unitsPerPack: 1, taxRateBasisPoints: 1000, status: 'active', stockOnHand: 4, version: 1 });
    await newSku(member, product.id, { code: 'PTP-C24', name: '24 × 375 mL cans', unitPriceCents: 8900, unitsPerPack: 24, volumeMl: 375 });

    const skus = `/api/products/${product.id}/skus`;
    await expectRefused(() => call(member, 'POST', skus, { code: 'PTP-NEG', name: 'Keg', unitPriceCents: -1 }), 400, 'unitPriceCents');
    await expectRefused(
      () => call(member, 'POST', skus, { code: 'PTP-STK', name: 'Keg', unitPriceCents: 100, stockOnHand: -3 }),
      400,
      'stockOnHand',
    );
    await expectRefused(() => call(member, 'POST', skus, { code: 'PTP-K50', name: 'Again', unitPriceCents: 100 }), 409, 'code');
    await expectRefused(() => call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, stockOnHand: -1 }), 400, 'stockOnHand');
    await expectRefused(() => call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: -500 }), 400, 'unitPriceCents');
    // a pack holds at least one unit of at least 1 mL
    await expectRefused(
      () => call(member, 'POST', skus, { code: 'PTP-QTY', name: 'Keg', unitPriceCents: 100, unitsPerPack: 0 }),
      400,
      'unitsPerPack',
    );
    await expectRefused(() => call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitsPerPack: -24 }), 400, 'unitsPerPack');
    await expectRefused(() => call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, volumeMl: -375 }), 400, 'volumeMl');
    // the code is unique across the supplier's products, not only this one's
    const other = await newProduct(member, { name: 'Pack Test Lager' });
    await expectRefused(
      () => call(member, 'POST', `/api/products/${other.id}/skus`, { code: 'PTP-C24', name: 'Cans', unitPriceCents: 100 }),
      409,
      'code',
    );
    const otherSku = await newSku(member, other.id, { code: 'PTL-1', name: 'Cans', unitPriceCents: 100 });
    await expectRefused(
      () => call(member, 'PATCH', `/api/products/${other.id}/skus/${otherSku.id}`, { version: 1, code: 'PTP-K50' }),
      409,
      'code',
    );
    // another supplier may use the same code
    const theirs = await createProduct(t.database.db, { supplierId: rivalSupplier.id, status: 'draft' });
    parseAnswer(
      await call(rival, 'POST', `/api/products/${theirs.id}/skus`, { code: 'PTP-K50', name: 'Theirs', unitPriceCents: 100 }),
      201,
      CatalogueSku,
    );

    const changed = parseAnswer(
      await call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: 30000, stockOnHand: 0 }),
      200,
      CatalogueSku,
    );
    expect(changed).toMatchObject({ unitPriceCents: 30000, stockOnHand: 0, version: 2, volumeMl: 50000 });
    const stale = parseError(await call(owner, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: 1 }), 409);
    expect(StaleSkuDetails.parse(stale.details).current).toMatchObject({ unitPriceCents: 30000, version: 2 });

    const list = parseAnswer(await call(member, 'GET', skus), 200, CatalogueSkuList);
    expect(list.items.map((sku) => sku.code)).toEqual(['PTP-K50', 'PTP-C24']);
  });

  it('refuses archiving the last active SKU of a published product; archives one of two', async () => {
    const product = await newProduct(member, { name: 'Last Sku Ale' });
    const keg = await newSku(member, product.id, { code: 'LSA-K50', name: '50 L keg', unitPriceCents: 29000 });
    const cans = await newSku(member, product.id, { code: 'LSA-C24', name: 'Cans', unitPriceCents: 8000 });
    await call(member, 'POST', mine(`/products/${product.id}/publish`));
    const skus = `/api/products/${product.id}/skus`;
    expect(
      parseAnswer(await call(member, 'PATCH', `${skus}/${cans.id}`, { version: 1, status: 'archived' }), 200, CatalogueSku).status,
    ).toBe('archived');
    const error = await expectRefused(() => call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, status: 'archived' }), 409, 'status');
    expect(error.message).toContain('last active SKU');
    // a draft's last SKU may go
    await call(member, 'POST', mine(`/products/${product.id}/unpublish`));
    expect(
      parseAnswer(await call(member, 'PATCH', `${skus}/${keg.id}`, { version: 1, status: 'archived' }), 200, CatalogueSku).status,
    ).toBe('archived');
  });
});

describe('the Products table', () => {
  it('lists every status with SKU count, price range and stock warning; searches, filters, sorts and pages', async () => {
    const table = await createSupplier(t.database.db, { slug: 'table-brewing' });
    await createMembership(t.database.db, { organisationId: table.id, userId: member.userId, organisationRole: 'member' });
    const db = t.database.db;
    const alpha = await createProduct(db, { supplierId: table.id, name: 'Alpha IPA', status: 'active' });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A1', unitPriceCents: 9000, stockOnHand: 0 });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A2', unitPriceCents: 30000 });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A3', unitPriceCents: 1, status: 'archived' });
    const beta = await createProduct(db, { supplierId: table.id, name: 'Beta Lager', status: 'draft' });
    await createSku(db, { productId: beta.id, supplierId: table.id, code: 'TB-B1', unitPriceCents: 5000, stockOnHand: 3 });
    await createProduct(db, { supplierId: table.id, name: 'Gamma Old Ale', status: 'archived' });
    await createProduct(db, { supplierId: rivalSupplier.id, name: 'Not Mine' });

    const list = async (query: string) =>
      parseAnswer(await call(member, 'GET', `/api/suppliers/${table.id}/catalogue${query}`), 200, CatalogueProductList);
    const all = await list('');
    expect(all.items.map((row) => [row.name, row.status, row.skuCount, row.priceRange, row.stockWarning])).toEqual([
      ['Alpha IPA', 'active', 2, { minCents: 9000, maxCents: 30000 }, 'out'],
      ['Beta Lager', 'draft', 1, { minCents: 5000, maxCents: 5000 }, 'low'],
      ['Gamma Old Ale', 'archived', 0, null, null],
    ]);
    expect(all).toMatchObject({ total: 3, statusCounts: { draft: 1, active: 1, archived: 1 }, currency: 'AUD' });
    expect((await list('?status=archived')).items.map((row) => row.name)).toEqual(['Gamma Old Ale']);
    expect((await list('?q=tb-b1')).items.map((row) => row.name)).toEqual(['Beta Lager']);
    expect((await list('?sort=price-desc')).items.map((row) => row.name)).toEqual(['Alpha IPA', 'Beta Lager', 'Gamma Old Ale']);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items.map((row) => row.name)).toEqual(['Gamma Old Ale']);
    expect(parseError(await call(member, 'GET', `/api/suppliers/${table.id}/catalogue?status=deleted`), 400).details).toEqual([
      expect.objectContaining({ field: 'status' }),
    ]);
  });
});

describe('other tenants', () => {
  it('get 404 for every catalogue call on a product that is not theirs, and change nothing', async () => {
    const product = await newProduct(member, { name: 'Private Draft' });
    const sku = await newSku(member, product.id, { code: 'PD-1', name: 'Keg', unitPriceCents: 100 });
    const before = await catalogueSnapshot(t.database.db, supplier.id);
    expect((await call(rival, 'GET', mine('/catalogue'))).statusCode).toBe(404);
    expect((await call(rival, 'GET', mine(`/products/${product.id}`))).statusCode).toBe(404);
    expect((await call(rival, 'PATCH', mine(`/products/${product.id}`), { version: 1, name: 'Mine' })).statusCode).toBe(404);
    // a supplier's own path naming another's product
    expect((await call(rival, 'GET', `/api/suppliers/${rivalSupplier.slug}/products/${product.id}`)).statusCode).toBe(404);
    expect(
      (await call(rival, 'PATCH', `/api/suppliers/${rivalSupplier.slug}/products/${product.id}`, { version: 1, name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(rival, 'POST', `/api/suppliers/${rivalSupplier.slug}/products/${product.id}/archive`)).statusCode).toBe(404);
    expect((await call(rival, 'GET', `/api/products/${product.id}/skus`)).statusCode).toBe(404);
    expect(
      (await call(rival, 'POST', `/api/products/${product.id}/skus`, { code: 'X-1', name: 'Keg', unitPriceCents: 1 })).statusCode,
    ).toBe(404);
    expect((await call(rival, 'PATCH', `/api/products/${product.id}/skus/${sku.id}`, { version: 1, unitPriceCents: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/api/products/${product.id}/skus`)).statusCode).toBe(401);
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  });
});
