import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createProduct, createSupplier, makePlatformAdmin } from '@tapline/db/testing';
import { paginated, ProductList, SupplierDetail, SupplierSummary } from '@tapline/contracts';
import { signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let asleepMember: Person;
let harbourMember: Person;
let platformAdmin: Person;
let asleepId: string;

function getAs(person: Person, url: string) {
  return t.api({ url, headers: { authorization: `Bearer ${person.session.access_token}` } });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  const harbour = await createSupplier(db, {
    name: 'Harbour Brewing',
    slug: 'harbour-brewing',
    minimumOrderCents: 25000,
    deliveryWeekdays: [4, 2],
    orderCutoffTime: '14:00',
    leadDays: 1,
  });
  const asleep = await createSupplier(db, { name: 'Asleep Brewing', slug: 'asleep-brewing', status: 'suspended' });
  asleepId = asleep.id;
  await createSupplier(db, { name: 'Empty Cellars', slug: 'empty-cellars' });
  await createProduct(db, { supplierId: asleep.id, slug: 'sleepy-stout', name: 'Sleepy Stout' });
  await createProduct(db, { supplierId: asleep.id, slug: 'dreamy-draft', name: 'Dreamy Draft', status: 'draft' });
  [asleepMember, harbourMember, platformAdmin] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [asleepMember, harbourMember, platformAdmin]) await getAs(person, `/api/users/${person.userId}/suppliers`);
  await createMembership(db, { organisationId: asleep.id, userId: asleepMember.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: harbour.id, userId: harbourMember.userId, organisationRole: 'owner' });
  await makePlatformAdmin(db, platformAdmin.userId);
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

  it("gives a suspended supplier's own members, and platform admins, its active products; others still get 404", async () => {
    for (const person of [asleepMember, platformAdmin]) {
      for (const id of ['asleep-brewing', asleepId]) {
        const response = await getAs(person, `/api/suppliers/${id}/products`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().items.map((p: { slug: string }) => p.slug)).toEqual(['sleepy-stout']);
      }
    }
    expect((await getAs(harbourMember, '/api/suppliers/asleep-brewing/products')).statusCode).toBe(404);
    expect((await t.api('/api/suppliers/asleep-brewing/products')).statusCode).toBe(404);
    // signed in, a member sees any active supplier's list like everyone else
    const other = await getAs(asleepMember, '/api/suppliers/harbour-brewing/products');
    expect(other.json().items.map((p: { slug: string }) => p.slug)).toEqual(['dock-lager', 'harbour-haze-ipa']);
  });
});
