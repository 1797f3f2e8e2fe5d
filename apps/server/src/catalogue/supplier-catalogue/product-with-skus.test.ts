import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueProduct, CatalogueSku, ProductDetail, StaleProductDetails, UnpublishableDetails } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { catalogueRowCounts, catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

// Decision 0140: the product form saves a product with its SKUs (the packs) in one call, and may
// publish it in the same transaction; a refused pack is named by its place in the list, and nothing is written.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let member: Person;
let rival: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let rivalSupplier: Awaited<ReturnType<typeof createSupplier>>;

const call = apiCaller(() => t);
const mine = (path = '') => `/api/suppliers/${supplier.slug}${path}`;
const keg = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  name: '50 L keg',
  unitsPerPack: 1,
  volumeMl: 50000,
  unitPriceCents: 29000,
  ...over,
});
const cans = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  name: '24 × 375 mL cans',
  unitsPerPack: 24,
  volumeMl: 375,
  unitPriceCents: 8100,
  stockOnHand: 40,
  ...over,
});

/** a refused save: the answer names the field, and nothing of the catalogue changed */
async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>, status: number, field: string) {
  const before = await catalogueSnapshot(t.database.db, supplier.id);
  const counts = await catalogueRowCounts(t.database.db);
  const error = parseError((await send()) as never, status);
  expect(error.details, error.message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  expect(await catalogueRowCounts(t.database.db)).toEqual(counts);
  return error;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Form Brewing', slug: 'form-brewing' });
  rivalSupplier = await createSupplier(db, { name: 'Rival Form Brewing', slug: 'rival-form-brewing' });
  [member, rival] = [await signedInUser(t), await signedInUser(t)];
  for (const person of [member, rival]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: rivalSupplier.id, userId: rival.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('creating a product with its packs', () => {
  it('creates the product and its SKUs in their order, as a draft; with publish it is public at once', async () => {
    const draft = parseAnswer(
      await call(member, 'POST', mine('/products'), { name: 'Form Draft Ale', skus: [keg('FDA-K50'), cans('FDA-C24')] }),
      201,
      CatalogueProduct,
    );
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    expect(draft.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.stockOnHand, sku.taxRateBasisPoints, sku.status])).toEqual([
      ['FDA-K50', 29000, null, 1000, 'active'],
      ['FDA-C24', 8100, 40, 1000, 'active'],
    ]);
    expect((await t.api(`/api/products/${draft.slug}`)).statusCode).toBe(404);

    const published = parseAnswer(
      await call(member, 'POST', mine('/products'), {
        name: 'Form Published Pale',
        style: 'Pale Ale',
        skus: [keg('FPP-K50'), cans('FPP-C24')],
        publish: true,
      }),
      201,
      CatalogueProduct,
    );
    expect(published).toMatchObject({ status: 'active', slug: 'form-published-pale' });
    const shown = parseAnswer(await t.api('/api/products/form-published-pale'), 200, ProductDetail);
    expect(shown.skus.map((sku) => sku.name)).toEqual(['50 L keg', '24 × 375 mL cans']);
  });

  it('a pack the contract refuses, two packs with one code, or a code the supplier already uses: named by the pack, nothing created', async () => {
    await expectRefused(
      () => call(member, 'POST', mine('/products'), { name: 'Half Saved', skus: [keg('HS-K50'), cans('HS-C24', { unitPriceCents: -1 })] }),
      400,
      'skus.1.unitPriceCents',
    );
    await expectRefused(
      () => call(member, 'POST', mine('/products'), { name: 'Half Saved', skus: [keg('HS-K50'), cans('HS-C24', { name: ' ' })] }),
      400,
      'skus.1.name',
    );
    const twice = await expectRefused(
      () => call(member, 'POST', mine('/products'), { name: 'Half Saved', skus: [keg('HS-SAME'), cans('HS-SAME')] }),
      400,
      'skus.1.code',
    );
    expect(JSON.stringify(twice.details)).toContain('pack 1');
    const taken = await createProduct(t.database.db, { supplierId: supplier.id, name: 'Code Holder' });
    await createSku(t.database.db, { productId: taken.id, supplierId: supplier.id, code: 'HS-TAKEN' });
    await expectRefused(
      () => call(member, 'POST', mine('/products'), { name: 'Half Saved', skus: [keg('HS-K50'), cans('HS-TAKEN')] }),
      409,
      'skus.1.code',
    );
    // another supplier's code is no obstacle
    const theirs = await createProduct(t.database.db, { supplierId: rivalSupplier.id });
    await createSku(t.database.db, { productId: theirs.id, supplierId: rivalSupplier.id, code: 'HS-THEIRS' });
    expect((await call(member, 'POST', mine('/products'), { name: 'Not Half Saved', skus: [keg('HS-THEIRS')] })).statusCode).toBe(201);
  });

  it('publish without an active pack is refused as the Publish button would be, and nothing is created', async () => {
    const error = await expectRefused(
      () => call(member, 'POST', mine('/products'), { name: 'Nothing To Sell', publish: true }),
      409,
      'skus',
    );
    expect(error.message).toContain('active SKU');
    await expectRefused(
      () =>
        call(member, 'POST', mine('/products'), { name: 'Nothing To Sell', skus: [keg('NTS-1', { status: 'archived' })], publish: true }),
      409,
      'skus',
    );
  });
});

describe('editing a product with its packs', () => {
  async function productWithKeg(name: string, code: string) {
    return parseAnswer(await call(member, 'POST', mine('/products'), { name, skus: [keg(code)] }), 201, CatalogueProduct);
  }

  it('one save changes the product, a pack, adds a pack and publishes, all at once', async () => {
    const product = await productWithKeg('Edit All Ale', 'EAA-K50');
    const [stored] = product.skus;
    const saved = parseAnswer(
      await call(member, 'PATCH', mine(`/products/${product.id}`), {
        version: product.version,
        description: 'Now with cans',
        skuChanges: [{ id: stored!.id, version: stored!.version, unitPriceCents: 30000, stockOnHand: 6 }],
        newSkus: [cans('EAA-C24')],
        publish: true,
      }),
      200,
      CatalogueProduct,
    );
    expect(saved).toMatchObject({ description: 'Now with cans', status: 'active' });
    expect(saved.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.stockOnHand, sku.version])).toEqual([
      ['EAA-K50', 30000, 6, 2],
      ['EAA-C24', 8100, 40, 1],
    ]);
    expect(parseAnswer(await t.api(`/api/products/${product.slug}`), 200, ProductDetail).skus).toHaveLength(2);

    // only packs: the product's own version is checked and its fields stay
    const packsOnly = parseAnswer(
      await call(member, 'PATCH', mine(`/products/${product.id}`), {
        version: saved.version,
        skuChanges: [{ id: stored!.id, version: 2, name: 'Keg (50 L)' }],
      }),
      200,
      CatalogueProduct,
    );
    expect(packsOnly.skus[0]).toMatchObject({ name: 'Keg (50 L)', version: 3 });
    expect(packsOnly.description).toBe('Now with cans');
  });

  it('a stale pack is 409 with the whole product as stored now; nothing of the save is written', async () => {
    const product = await productWithKeg('Stale Pack Ale', 'SPA-K50');
    const sku = product.skus[0]!;
    parseAnswer(
      await call(member, 'PATCH', `/api/products/${product.id}/skus/${sku.id}`, { version: 1, unitPriceCents: 31000 }),
      200,
      CatalogueSku,
    );
    const before = await catalogueSnapshot(t.database.db, supplier.id);
    const counts = await catalogueRowCounts(t.database.db);
    const stale = parseError(
      await call(member, 'PATCH', mine(`/products/${product.id}`), {
        version: product.version,
        description: 'Lost?',
        skuChanges: [{ id: sku.id, version: 1, unitPriceCents: 1 }],
        newSkus: [cans('SPA-C24')],
      }),
      409,
    );
    // the editor shows it as it shows a stale product (decision 0076): what is stored now, packs and all
    expect(StaleProductDetails.parse(stale.details).current).toMatchObject({
      id: product.id,
      description: '',
      skus: [expect.objectContaining({ unitPriceCents: 31000, version: 2 })],
    });
    expect(stale.message).toContain('50 L keg');
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
    expect(await catalogueRowCounts(t.database.db)).toEqual(counts);
  });

  it('names the pack: a code taken, two new packs with one code, the last active pack of a published product archived', async () => {
    const product = await productWithKeg('Named Pack Ale', 'NPA-K50');
    const sku = product.skus[0]!;
    await productWithKeg('Named Pack Other', 'NPA-OTHER');
    const patch = (body: Record<string, unknown>) => () =>
      call(member, 'PATCH', mine(`/products/${product.id}`), { version: product.version, ...body });
    await expectRefused(patch({ newSkus: [cans('NPA-C24'), cans('NPA-OTHER')] }), 409, 'newSkus.1.code');
    await expectRefused(patch({ skuChanges: [{ id: sku.id, version: 1, code: 'NPA-OTHER' }] }), 409, 'skuChanges.0.code');
    await expectRefused(patch({ newSkus: [cans('NPA-C24'), cans('NPA-C24')] }), 400, 'newSkus.1.code');
    await expectRefused(
      patch({ skuChanges: [{ id: sku.id, version: 1, code: 'NPA-NEW' }], newSkus: [cans('NPA-NEW')] }),
      400,
      'newSkus.0.code',
    );
    // a code freed by a pack in the same save may be taken by a new one
    const swapped = parseAnswer(
      await patch({ skuChanges: [{ id: sku.id, version: 1, code: 'NPA-K50-OLD' }], newSkus: [keg('NPA-K50')] })(),
      200,
      CatalogueProduct,
    );
    expect(swapped.skus.map((row) => row.code)).toEqual(['NPA-K50-OLD', 'NPA-K50']);

    const published = parseAnswer(await call(member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct);
    const [first, second] = published.skus;
    const last = await expectRefused(
      () =>
        call(member, 'PATCH', mine(`/products/${product.id}`), {
          version: published.version,
          skuChanges: [
            { id: first!.id, version: first!.version, status: 'archived' },
            { id: second!.id, version: second!.version, status: 'archived' },
          ],
        }),
      409,
      'skuChanges.1.status',
    );
    expect(last.message).toContain('last active SKU');
  });

  it('publishing in the save without an active pack is refused and writes nothing', async () => {
    const product = parseAnswer(await call(member, 'POST', mine('/products'), { name: 'Empty Publish' }), 201, CatalogueProduct);
    const error = await expectRefused(
      () => call(member, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'Ready?', publish: true }),
      409,
      'skus',
    );
    expect(UnpublishableDetails.safeParse(error.details).success).toBe(false);
  });

  it('a SKU of another product, or another supplier’s, is not found and nothing is written', async () => {
    const product = await productWithKeg('Own Pack Ale', 'OPA-K50');
    const other = await productWithKeg('Other Pack Ale', 'OPA-OTHER');
    const before = await catalogueSnapshot(t.database.db, supplier.id);
    const foreign = other.skus[0]!;
    const response = await call(member, 'PATCH', mine(`/products/${product.id}`), {
      version: 1,
      description: 'x',
      skuChanges: [{ id: foreign.id, version: 1, unitPriceCents: 1 }],
    });
    expect(response.statusCode).toBe(404);
    expect((await call(rival, 'PATCH', mine(`/products/${product.id}`), { version: 1, newSkus: [keg('RIVAL-1')] })).statusCode).toBe(404);
    expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  });
});
