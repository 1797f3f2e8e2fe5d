import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSupplier } from '@tapline/db/testing';
import { paginated, ProductList, SupplierDetail, SupplierSummary } from '@tapline/contracts';
import { parseAnswer } from '../../testing/parse-answer';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const harbour = await createSupplier(db, {
    name: 'Harbour Brewing',
    slug: 'harbour-brewing',
    minimumOrderCents: 25000,
    deliveryWeekdays: [4, 2],
    orderCutoffTime: '14:00',
    leadDays: 1,
  });
  await createSupplier(db, { name: 'Asleep Brewing', slug: 'asleep-brewing', status: 'suspended' });
  await createSupplier(db, { name: 'Empty Cellars', slug: 'empty-cellars' });
  await createProduct(db, { supplierId: harbour.id, slug: 'harbour-haze-ipa', name: 'Harbour Haze IPA', tags: ['hazy'] });
  await createProduct(db, { supplierId: harbour.id, slug: 'dock-lager', name: 'Dock Lager', tags: ['crisp'] });
  await createProduct(db, { supplierId: harbour.id, slug: 'draft-ale', name: 'Draft Ale', status: 'draft' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/suppliers', () => {
  it('lists active suppliers with their public product counts', async () => {
    const body = parseAnswer(await t.api('/api/suppliers'), 200, paginated(SupplierSummary));
    expect(body.total).toBe(2);
    expect(body.items.map((s) => [s.slug, s.productCount])).toEqual([
      ['empty-cellars', 0],
      ['harbour-brewing', 2],
    ]);
  });
});

describe('GET /api/suppliers/{id}', () => {
  it('shows the ordering rules a venue cares about', async () => {
    expect(parseAnswer(await t.api('/api/suppliers/harbour-brewing'), 200, SupplierDetail).orderingRules).toEqual({
      minimumOrderCents: 25000,
      deliveryWeekdays: [2, 4],
      orderCutoffTime: '14:00',
      leadDays: 1,
      currency: 'AUD',
    });
  });

  it('hides a suspended supplier', async () => {
    expect((await t.api('/api/suppliers/asleep-brewing')).statusCode).toBe(404);
    expect((await t.api('/api/suppliers/asleep-brewing/products')).statusCode).toBe(404);
  });
});

describe('GET /api/suppliers/{id}/products', () => {
  it('lists its active products with search and tags', async () => {
    const all = parseAnswer(await t.api('/api/suppliers/harbour-brewing/products'), 200, ProductList);
    expect(all.items.map((p) => p.slug)).toEqual(['dock-lager', 'harbour-haze-ipa']);
    const hazy = parseAnswer(await t.api('/api/suppliers/harbour-brewing/products?tags=hazy'), 200, ProductList);
    expect(hazy.items.map((p) => p.slug)).toEqual(['harbour-haze-ipa']);
  });
});
