import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceList, PriceListList } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTradeAccountTesting, priceListsSnapshot } from '../../../test/support/queries/price-lists-testing.queries';

// A supplier's price lists as it keeps them (docs/domain.md, Price lists): what they price is price-list-pricing.test.ts.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let rival: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;
let theirSku: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const lists = (supplierIdOrSlug = supplier.slug) => `/api/suppliers/${supplierIdOrSlug}/price-lists`;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const other = await createSupplier(db, { name: 'Rival Brewing', slug: 'rival-brewing' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 36_000 });
  cans = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-C24', name: '24 cans', unitPriceCents: 8_900 });
  const theirs = await createProduct(db, { supplierId: other.id });
  theirSku = await createSku(db, { productId: theirs.id, supplierId: other.id });
  [owner, admin, member, rival] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, member, rival]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: rival.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('price lists', () => {
  it('an owner makes a percentage list and a fixed list with a break; members read them by name', async () => {
    const trade = parseAnswer(
      await call(owner, 'POST', lists(), { name: 'Trade 12.5', kind: 'percent_off', percentOffBasisPoints: 1250 }),
      201,
      PriceList,
    );
    expect(trade).toMatchObject({ name: 'Trade 12.5', kind: 'percent_off', percentOffBasisPoints: 1250, label: '12.5 % off list' });
    expect(trade).toMatchObject({ items: [], accountCount: 0 });

    const gold = parseAnswer(
      await call(admin, 'POST', lists(), {
        name: 'Gold',
        kind: 'fixed',
        items: [
          { skuId: keg.id, minQty: 5, unitPriceCents: 31_000 },
          { skuId: keg.id, minQty: 1, unitPriceCents: 33_000 },
        ],
      }),
      201,
      PriceList,
    );
    expect(gold.label).toBe('Fixed prices');
    expect(gold.items).toEqual([
      {
        skuId: keg.id,
        skuCode: 'HH-K50',
        skuName: '50 L keg',
        productName: 'Harbour Haze',
        listPriceCents: 36_000,
        minQty: 1,
        unitPriceCents: 33_000,
      },
      {
        skuId: keg.id,
        skuCode: 'HH-K50',
        skuName: '50 L keg',
        productName: 'Harbour Haze',
        listPriceCents: 36_000,
        minQty: 5,
        unitPriceCents: 31_000,
      },
    ]);

    const read = parseAnswer(await call(member, 'GET', lists()), 200, PriceListList);
    expect(read.items.map((list) => list.name)).toEqual(['Gold', 'Trade 12.5']);
    expect(parseAnswer(await call(member, 'GET', `/api/price-lists/${gold.id}`), 200, PriceList)).toEqual(gold);
  });

  it('saves a list whole: name, kind and items replaced in one go', async () => {
    const list = parseAnswer(
      await call(owner, 'POST', lists(), { name: 'Summer', kind: 'fixed', items: [{ skuId: keg.id, minQty: 1, unitPriceCents: 30_000 }] }),
      201,
      PriceList,
    );
    const saved = parseAnswer(
      await call(owner, 'PUT', `/api/price-lists/${list.id}`, {
        name: 'Summer 5',
        kind: 'percent_off',
        percentOffBasisPoints: 500,
        items: [{ skuId: cans.id, minQty: 10, unitPriceCents: 8_000 }],
      }),
      200,
      PriceList,
    );
    expect(saved).toMatchObject({ id: list.id, name: 'Summer 5', kind: 'percent_off', percentOffBasisPoints: 500, label: '5 % off list' });
    expect(saved.items.map((item) => [item.skuCode, item.minQty, item.unitPriceCents])).toEqual([['HH-C24', 10, 8_000]]);
  });

  it('refuses another supplier’s SKU naming the item, a second list of a name, and a percentage on a fixed list; nothing changes', async () => {
    const before = await priceListsSnapshot(t.database.db, supplier.id);
    const foreign = parseError(
      await call(owner, 'POST', lists(), {
        name: 'Mixed',
        kind: 'fixed',
        items: [
          { skuId: cans.id, minQty: 1, unitPriceCents: 8_000 },
          { skuId: theirSku.id, minQty: 1, unitPriceCents: 1 },
        ],
      }),
      400,
    );
    expect(foreign.details).toEqual([{ field: 'items.1.skuId', message: 'is not a SKU of Harbour Brewing' }]);

    const taken = parseError(await call(owner, 'POST', lists(), { name: 'Gold', kind: 'percent_off', percentOffBasisPoints: 100 }), 409);
    expect(taken.details).toEqual([expect.objectContaining({ field: 'name' })]);
    const summer = parseAnswer(await call(member, 'GET', lists()), 200, PriceListList).items.find((list) => list.name === 'Summer 5')!;
    const renamed = parseError(await call(owner, 'PUT', `/api/price-lists/${summer.id}`, { name: 'Gold', kind: 'fixed' }), 409);
    expect(renamed.details).toEqual([expect.objectContaining({ field: 'name' })]);
    const foreignSave = parseError(
      await call(owner, 'PUT', `/api/price-lists/${summer.id}`, {
        name: 'Summer 5',
        kind: 'fixed',
        items: [{ skuId: theirSku.id, minQty: 2, unitPriceCents: 1 }],
      }),
      400,
    );
    expect(foreignSave.details).toEqual([expect.objectContaining({ field: 'items.0.skuId' })]);

    const mixedUp = parseError(await call(owner, 'POST', lists(), { name: 'Odd', kind: 'fixed', percentOffBasisPoints: 1000 }), 400);
    expect(mixedUp.details).toEqual([expect.objectContaining({ field: 'percentOffBasisPoints' })]);
    const twice = parseError(
      await call(owner, 'POST', lists(), {
        name: 'Twice',
        kind: 'fixed',
        items: [
          { skuId: cans.id, minQty: 5, unitPriceCents: 1 },
          { skuId: cans.id, minQty: 5, unitPriceCents: 2 },
        ],
      }),
      400,
    );
    expect(twice.details).toEqual([expect.objectContaining({ field: 'items' })]);
    expect(await priceListsSnapshot(t.database.db, supplier.id)).toEqual(before);
  });

  it('a member reads but may not write (403); another supplier’s member gets 404', async () => {
    const [gold] = parseAnswer(await call(member, 'GET', lists()), 200, PriceListList).items;
    const before = await priceListsSnapshot(t.database.db, supplier.id);
    const refused = parseError(await call(member, 'POST', lists(), { name: 'Mine', kind: 'percent_off', percentOffBasisPoints: 100 }), 403);
    expect(refused.message).toMatch(/owner or admin/);
    expect((await call(member, 'PUT', `/api/price-lists/${gold!.id}`, { name: 'Mine', kind: 'fixed' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/api/price-lists/${gold!.id}`)).statusCode).toBe(403);

    expect((await call(rival, 'GET', lists())).statusCode).toBe(404);
    expect((await call(rival, 'GET', `/api/price-lists/${gold!.id}`)).statusCode).toBe(404);
    expect((await call(rival, 'PUT', `/api/price-lists/${gold!.id}`, { name: 'Mine', kind: 'fixed' })).statusCode).toBe(404);
    expect((await call(rival, 'DELETE', `/api/price-lists/${gold!.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/price-lists/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(null, 'GET', lists())).statusCode).toBe(401);
    expect(await priceListsSnapshot(t.database.db, supplier.id)).toEqual(before);
  });

  it('deletes a list no account names; one that accounts name is 409 saying how many', async () => {
    const db = t.database.db;
    const { items } = parseAnswer(await call(owner, 'GET', lists()), 200, PriceListList);
    const gold = items.find((list) => list.name === 'Gold')!;
    for (const venue of [await createVenue(db), await createVenue(db)]) {
      await insertTradeAccountTesting(db, { supplierId: supplier.id, venueId: venue.id, priceListId: gold.id });
    }
    expect(parseAnswer(await call(owner, 'GET', `/api/price-lists/${gold.id}`), 200, PriceList).accountCount).toBe(2);
    const inUse = parseError(await call(owner, 'DELETE', `/api/price-lists/${gold.id}`), 409);
    expect(inUse.message).toMatch(/^2 trade accounts name this price list/);
    expect(inUse.details).toEqual({ accountCount: 2 });

    const summer = items.find((list) => list.name === 'Summer 5')!;
    expect((await call(admin, 'DELETE', `/api/price-lists/${summer.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/price-lists/${summer.id}`)).statusCode).toBe(404);
    expect(parseAnswer(await call(owner, 'GET', lists()), 200, PriceListList).items.map((list) => list.name)).toEqual([
      'Gold',
      'Trade 12.5',
    ]);
  });
});
