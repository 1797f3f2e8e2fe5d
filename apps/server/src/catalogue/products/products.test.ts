import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetail, ProductList, ProductVenue } from '@tapline/contracts';
import { z } from 'zod';
import { createOnTapEntry, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let harbour: Awaited<ReturnType<typeof createSupplier>>;
let hazyIpa: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const hillside = await createSupplier(db, { name: 'Hillside Cider', slug: 'hillside-cider' });
  const gone = await createSupplier(db, { name: 'Gone Brewing', slug: 'gone-brewing', status: 'suspended' });

  hazyIpa = await createProduct(db, {
    supplierId: harbour.id,
    slug: 'harbour-haze-ipa',
    name: 'Harbour Haze IPA',
    style: 'Hazy IPA',
    tags: ['hazy', 'hoppy'],
    abv: 6.5,
  });
  await createSku(db, { productId: hazyIpa.id, supplierId: harbour.id, code: 'HHI-K50', name: '50 L keg', unitPriceCents: 36000 });
  await createSku(db, {
    productId: hazyIpa.id,
    supplierId: harbour.id,
    code: 'HHI-C24',
    name: '24 × 375 mL cans',
    unitPriceCents: 8900,
    unitsPerPack: 24,
  });
  await createSku(db, {
    productId: hazyIpa.id,
    supplierId: harbour.id,
    code: 'HHI-OLD',
    name: 'Old keg',
    unitPriceCents: 100,
    status: 'archived',
  });

  const lager = await createProduct(db, {
    supplierId: harbour.id,
    slug: 'dock-lager',
    name: 'Dock Lager',
    style: 'Lager',
    tags: ['crisp'],
    abv: 4.2,
  });
  await createSku(db, { productId: lager.id, supplierId: harbour.id, code: 'DL-K50', name: '50 L keg', unitPriceCents: 29000 });
  const cider = await createProduct(db, {
    supplierId: hillside.id,
    slug: 'orchard-dry',
    name: 'Orchard Dry',
    style: 'Cider',
    tags: ['dry', 'gluten-free', 'hazy'],
    abv: 5.0,
  });
  await createSku(db, { productId: cider.id, supplierId: hillside.id, code: 'OD-C24', name: '24 × 330 mL bottles', unitPriceCents: 7200 });

  await createProduct(db, {
    supplierId: harbour.id,
    slug: 'secret-draft-ipa',
    name: 'Secret Draft IPA',
    style: 'IPA',
    tags: ['hazy'],
    status: 'draft',
  });
  await createProduct(db, {
    supplierId: harbour.id,
    slug: 'retired-ipa',
    name: 'Retired IPA',
    style: 'IPA',
    tags: ['hazy'],
    status: 'archived',
  });
  await createProduct(db, { supplierId: gone.id, slug: 'ghost-ipa', name: 'Ghost IPA', style: 'Hazy IPA', tags: ['hazy'] });

  const venue = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  const closed = await createVenue(db, { name: 'Closed Bar', slug: 'closed-bar', status: 'suspended' });
  await createOnTapEntry(db, { venueId: venue.id, productId: hazyIpa.id, tapNumber: 1 });
  await createOnTapEntry(db, { venueId: closed.id, productId: hazyIpa.id, tapNumber: 1 });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<ProductList> {
  return parseAnswer(await t.api(`/api/products${query}`), 200, ProductList);
}

describe('GET /api/products', () => {
  it('shows only active products of active suppliers, with the cheapest active SKU', async () => {
    const body = await list('');
    expect(body.items.map((p) => p.slug)).toEqual(['dock-lager', 'harbour-haze-ipa', 'orchard-dry']);
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 3 });
    const ipa = body.items.find((p) => p.slug === 'harbour-haze-ipa');
    expect(ipa).toMatchObject({
      fromPriceCents: 8900,
      currency: 'AUD',
      abv: 6.5,
      supplier: { id: harbour.id, slug: 'harbour-brewing', name: 'Harbour Brewing' },
    });
  });

  it('searches by words, by part of a name and by supplier', async () => {
    expect((await list('?q=ipa')).items.map((p) => p.slug)).toEqual(['harbour-haze-ipa']);
    expect((await list('?q=orch')).items.map((p) => p.slug)).toEqual(['orchard-dry']);
    expect((await list('?q=hillside')).items.map((p) => p.slug)).toEqual(['orchard-dry']);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('needs every tag to match, and counts tags for the chips', async () => {
    const hazy = await list('?tags=hazy');
    expect(hazy.items.map((p) => p.slug)).toEqual(['harbour-haze-ipa', 'orchard-dry']);
    expect(hazy.facets.tags).toEqual(
      expect.arrayContaining([
        { tag: 'hazy', count: 2 },
        { tag: 'hoppy', count: 1 },
      ]),
    );
    expect((await list('?tags=hazy,hoppy')).items.map((p) => p.slug)).toEqual(['harbour-haze-ipa']);
    expect((await list('?tags=HAZY, dry')).items.map((p) => p.slug)).toEqual(['orchard-dry']);
  });

  it('pages with base-10 page sizes and a total that survives a page past the end', async () => {
    const second = await list('?page=2&pageSize=02');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((p) => p.slug)).toEqual(['orchard-dry']);
    const beyond = await list('?page=9&pageSize=2');
    expect(beyond).toMatchObject({ items: [], page: 9, total: 3 });
  });

  it('sorts by price both ways', async () => {
    expect((await list('?sort=price-asc')).items.map((p) => p.slug)).toEqual(['orchard-dry', 'harbour-haze-ipa', 'dock-lager']);
    expect((await list('?sort=price-desc')).items.map((p) => p.slug)).toEqual(['dock-lager', 'harbour-haze-ipa', 'orchard-dry']);
  });

  it.each([
    ['pageSize=abc', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['sort=cheapest', 'sort'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const error = parseError(await t.api(`/api/products?${query}`), 400);
    expect((error.details as { field: string }[]).map((d) => d.field)).toEqual([field]);
  });

  it('treats search text as text, not as SQL or a LIKE pattern', async () => {
    expect((await list(`?q=${encodeURIComponent("%' or 1=1 --")}`)).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });
});

describe('GET /api/products/{id}', () => {
  it('finds a product by uuid or slug, with active SKUs in order and its supplier', async () => {
    const product = parseAnswer(await t.api('/api/products/harbour-haze-ipa'), 200, ProductDetail);
    expect(product.skus.map((s) => s.code)).toEqual(['HHI-C24', 'HHI-K50']);
    expect(product.onTapCount).toBe(1);
    expect(product.supplier.slug).toBe('harbour-brewing');
    expect(parseAnswer(await t.api(`/api/products/${hazyIpa.id}`), 200, ProductDetail)).toEqual(product);
  });

  it.each(['secret-draft-ipa', 'retired-ipa', 'ghost-ipa', 'no-such-product', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for %s',
    async (id) => {
      expect(parseError(await t.api(`/api/products/${id}`), 404)).toEqual({ code: 'not_found', message: 'Product not found' });
    },
  );

  it('refuses an id with characters no slug has', async () => {
    expect(parseError(await t.api('/api/products/bad%20id'), 400).details).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('GET /api/products/{id}/venues', () => {
  it('lists the active venues pouring it', async () => {
    const venues = parseAnswer(await t.api('/api/products/harbour-haze-ipa/venues'), 200, z.object({ items: z.array(ProductVenue) }));
    expect(venues.items.map((v) => v.slug)).toEqual(['the-local']);
  });
});
