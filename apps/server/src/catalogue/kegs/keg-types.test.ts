import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueProduct, CatalogueSku, KegSettings, KegType, KegTypeList, KegTypeRemoval } from '@tapline/contracts';
import { createMembership, createSupplier } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { kegTypeCountTesting } from '../../../test/support/queries/keg-types-testing.queries';

// A supplier's keg types (issue 37, decision 0175): its members read them, its owners and admins change them; a name
// is unique among its unarchived types (409); a pool keg names its pool and carries no deposit (422); a type in use is
// archived, not deleted; a SKU names one of its supplier's own types in use (422 otherwise); another tenant gets 404.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let other: Awaited<ReturnType<typeof createSupplier>>;

const call = apiCaller(() => t);
const kegTypes = (supplierId: string) => `/api/suppliers/${supplierId}/keg-types`;
const ownKeg = { name: '50 L keg', litres: 50, depositCents: 5_000 };
const kegstar = { name: 'Kegstar 50 L', litres: 50, ownerKind: 'pool', poolName: 'Kegstar' };

async function addKegType(person: Person, supplierId: string, body: Record<string, unknown>) {
  return parseAnswer(await call(person, 'POST', kegTypes(supplierId), body), 201, KegType);
}

/** A refusal that names `field` and writes nothing. */
async function expectRefused(send: () => ReturnType<typeof call>, status: number, field: string) {
  const before = await kegTypeCountTesting(t.database.db);
  const error = parseError(await send(), status);
  expect(error.details, error.message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(await kegTypeCountTesting(t.database.db)).toEqual(before);
  return error;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing' });
  other = await createSupplier(db, { name: 'Faraway Cider' });
  [owner, admin, member, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, member, stranger]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

describe('keg types', () => {
  it('an owner adds its own keg (GST on the deposit by default) and a pool keg, members read them, an admin changes one', async () => {
    const own = await addKegType(owner, supplier.id, ownKeg);
    expect(own).toMatchObject({
      name: '50 L keg',
      litres: 50,
      ownerKind: 'supplier',
      poolName: null,
      depositCents: 5_000,
      depositTaxable: true,
      archivedAt: null,
      skuCount: 0,
    });
    const pool = await addKegType(admin, supplier.id, kegstar);
    expect(pool).toMatchObject({ ownerKind: 'pool', poolName: 'Kegstar', depositCents: 0 });

    // by slug too, as every supplier route; by name
    const listed = parseAnswer(await call(member, 'GET', kegTypes(supplier.slug)), 200, KegTypeList);
    expect(listed.items.map((kegType) => kegType.name)).toEqual(['50 L keg', 'Kegstar 50 L']);

    const changed = parseAnswer(
      await call(admin, 'PUT', `/api/keg-types/${own.id}`, { ...ownKeg, litres: 49.5, depositCents: 4_500, depositTaxable: false }),
      200,
      KegType,
    );
    expect(changed).toMatchObject({ id: own.id, litres: 49.5, depositCents: 4_500, depositTaxable: false });
  });

  it('refuses a name taken by an unarchived type (409, case-blind), and a pool keg with a deposit or without its pool (422)', async () => {
    const db = t.database.db;
    const fresh = await createSupplier(db, { name: 'Fresh Brewing' });
    await createMembership(db, { organisationId: fresh.id, userId: owner.userId, organisationRole: 'owner' });
    const thirty = await addKegType(owner, fresh.id, { name: '30 L keg', litres: 30, depositCents: 4_000 });

    const clash = await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { name: '30 l KEG', litres: 30 }), 409, 'name');
    expect(clash.message).toContain('30 l KEG');
    await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { ...kegstar, depositCents: 3_000 }), 422, 'depositCents');
    await expectRefused(
      () => call(owner, 'POST', kegTypes(fresh.id), { name: 'Konvoy 30 L', litres: 30, ownerKind: 'pool' }),
      422,
      'poolName',
    );
    await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { ...ownKeg, poolName: 'Kegstar' }), 422, 'poolName');
    await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { ...ownKeg, litres: 0 }), 400, 'litres');
    await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { ...ownKeg, litres: 50.25 }), 400, 'litres');
    await expectRefused(() => call(owner, 'POST', kegTypes(fresh.id), { ...ownKeg, depositCents: -1 }), 400, 'depositCents');
    const fifty = await addKegType(owner, fresh.id, ownKeg);
    await expectRefused(() => call(owner, 'PUT', `/api/keg-types/${fifty.id}`, { ...ownKeg, name: '30 L KEG' }), 409, 'name');

    // archived, its name is free again; and the archived one keeps it (two of that name, one in use)
    expect(parseAnswer(await call(owner, 'DELETE', `/api/keg-types/${thirty.id}`), 200, KegTypeRemoval).outcome).toBe('deleted');
    const again = await addKegType(owner, fresh.id, { name: '30 L keg', litres: 30 });
    expect(again.depositCents).toBe(0);
  });

  it('lets only owners and admins change them, and is 404 to another supplier’s people', async () => {
    const own = await addKegType(owner, supplier.id, { name: '20 L keg', litres: 20, depositCents: 3_000 });
    expect(parseError(await call(member, 'POST', kegTypes(supplier.id), { name: '10 L keg', litres: 10 }), 403).code).toBe('forbidden');
    expect(parseError(await call(member, 'PUT', `/api/keg-types/${own.id}`, { ...ownKeg, name: '20 L keg' }), 403).code).toBe('forbidden');
    expect(parseError(await call(member, 'DELETE', `/api/keg-types/${own.id}`), 403).code).toBe('forbidden');

    expect(parseError(await call(stranger, 'GET', kegTypes(supplier.id)), 404).code).toBe('not_found');
    expect(parseError(await call(stranger, 'PUT', `/api/keg-types/${own.id}`, ownKeg), 404).message).toBe('Keg type not found');
    expect(parseError(await call(stranger, 'DELETE', `/api/keg-types/${own.id}`), 404).message).toBe('Keg type not found');
    expect(parseError(await call(stranger, 'GET', `/api/suppliers/${supplier.id}/keg-settings`), 404).code).toBe('not_found');
    const listed = parseAnswer(await call(owner, 'GET', kegTypes(supplier.id)), 200, KegTypeList);
    expect(listed.items.find((kegType) => kegType.id === own.id)).toMatchObject({ name: '20 L keg', depositCents: 3_000 });
  });

  it('a SKU names one of its supplier’s keg types in use; a type a SKU names is archived, not deleted, and says so', async () => {
    const db = t.database.db;
    const brewery = await createSupplier(db, { name: 'Keg Street Brewing' });
    await createMembership(db, { organisationId: brewery.id, userId: owner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: brewery.id, userId: member.userId, organisationRole: 'member' });
    const fifty = await addKegType(owner, brewery.id, ownKeg);
    const thirty = await addKegType(owner, brewery.id, { name: '30 L keg', litres: 30, depositCents: 5_000 });
    const foreign = await addKegType(stranger, other.id, { name: '50 L keg', litres: 50, depositCents: 5_000 });

    // the product form: a new product's pack names its keg; another supplier's keg type is 422 naming the pack
    const pack = { code: 'KS-K50', name: '50 L keg', unitPriceCents: 28_000 };
    const refused = parseError(
      await call(member, 'POST', `/api/suppliers/${brewery.id}/products`, {
        name: 'Lane Lager',
        skus: [{ ...pack, kegTypeId: foreign.id }],
      }),
      422,
    );
    expect(refused).toMatchObject({
      code: 'keg_refused',
      details: [{ field: 'skus.0.kegTypeId', message: 'is not a keg type of this supplier' }],
    });
    const product = parseAnswer(
      await call(member, 'POST', `/api/suppliers/${brewery.id}/products`, { name: 'Lane Lager', skus: [{ ...pack, kegTypeId: fifty.id }] }),
      201,
      CatalogueProduct,
    );
    expect(product.skus.map((sku) => sku.kegTypeId)).toEqual([fifty.id]);

    // a SKU of its own (POST …/skus), and one changed (PATCH …/skus/{id})
    const cans = parseAnswer(
      await call(member, 'POST', `/api/products/${product.id}/skus`, { code: 'KS-C24', name: '24 cans', unitPriceCents: 7_000 }),
      201,
      CatalogueSku,
    );
    expect(cans.kegTypeId).toBeNull();
    const skuOf = (skuId: string) => `/api/products/${product.id}/skus/${skuId}`;
    const keg30 = parseAnswer(
      await call(member, 'POST', `/api/products/${product.id}/skus`, {
        code: 'KS-K30',
        name: '30 L keg',
        unitPriceCents: 19_000,
        kegTypeId: thirty.id,
      }),
      201,
      CatalogueSku,
    );
    expect(parseError(await call(member, 'PATCH', skuOf(cans.id), { version: cans.version, kegTypeId: foreign.id }), 422).details).toEqual([
      { field: 'kegTypeId', message: 'is not a keg type of this supplier' },
    ]);

    // the 30 L type is archived (its SKU names it): no other SKU may take it, the one naming it keeps it through edits
    const removal = parseAnswer(await call(owner, 'DELETE', `/api/keg-types/${thirty.id}`), 200, KegTypeRemoval);
    expect(removal).toEqual({
      outcome: 'archived',
      message: '30 L keg is archived, not deleted: it is named by 1 SKU. No SKU can take it now; what names it keeps it.',
    });
    expect(parseError(await call(member, 'PATCH', skuOf(cans.id), { version: cans.version, kegTypeId: thirty.id }), 422).details).toEqual([
      { field: 'kegTypeId', message: 'is an archived keg type: choose one in use' },
    ]);
    const kept = parseAnswer(
      await call(member, 'PATCH', skuOf(keg30.id), { version: keg30.version, kegTypeId: thirty.id, unitPriceCents: 19_500 }),
      200,
      CatalogueSku,
    );
    expect(kept).toMatchObject({ kegTypeId: thirty.id, unitPriceCents: 19_500 });
    const listed = parseAnswer(await call(member, 'GET', kegTypes(brewery.id)), 200, KegTypeList);
    expect(listed.items.map((kegType) => [kegType.name, kegType.skuCount, kegType.archivedAt !== null])).toEqual([
      ['50 L keg', 1, false],
      ['30 L keg', 1, true],
    ]);

    // the product form's save changes a stored pack's keg and clears another's
    const saved = parseAnswer(
      await call(member, 'PATCH', `/api/suppliers/${brewery.id}/products/${product.id}`, {
        version: product.version,
        skuChanges: [
          { id: product.skus[0]!.id, version: product.skus[0]!.version, kegTypeId: null },
          { id: kept.id, version: kept.version, kegTypeId: fifty.id },
        ],
      }),
      200,
      CatalogueProduct,
    );
    expect(Object.fromEntries(saved.skus.map((sku) => [sku.code, sku.kegTypeId]))).toEqual({
      'KS-K50': null,
      'KS-C24': null,
      'KS-K30': fifty.id,
    });
    // nothing names the archived 30 L type now: it is deleted
    expect(parseAnswer(await call(owner, 'DELETE', `/api/keg-types/${thirty.id}`), 200, KegTypeRemoval)).toEqual({
      outcome: 'deleted',
      message: '30 L keg is deleted',
    });
  });

  it('keeps the supplier’s keg settings: 7 and 60 days until changed; owners and admins change them', async () => {
    const settings = `/api/suppliers/${supplier.id}/keg-settings`;
    expect(parseAnswer(await call(member, 'GET', settings), 200, KegSettings)).toEqual({ collectionPromiseDays: 7, kegOutDays: 60 });
    expect(parseError(await call(member, 'PUT', settings, { collectionPromiseDays: 3, kegOutDays: 30 }), 403).code).toBe('forbidden');
    expect(parseError(await call(admin, 'PUT', settings, { collectionPromiseDays: 0, kegOutDays: 30 }), 400).details).toEqual([
      expect.objectContaining({ field: 'collectionPromiseDays' }),
    ]);
    expect(parseAnswer(await call(admin, 'PUT', settings, { collectionPromiseDays: 3, kegOutDays: 30 }), 200, KegSettings)).toEqual({
      collectionPromiseDays: 3,
      kegOutDays: 30,
    });
    expect(parseAnswer(await call(member, 'GET', settings), 200, KegSettings)).toEqual({ collectionPromiseDays: 3, kegOutDays: 30 });
  });
});
