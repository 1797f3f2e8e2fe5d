import { describe, expect, it } from 'vitest';
import { CatalogueSku, CatalogueSkuList, StaleSkuDetails } from '@tapline/contracts';
import { createProduct } from '@tapline/db/testing';
import { catalogueTestKit } from '../../../test/support/catalogue-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';

const { kit, call, mine, newProduct, newSku, expectRefused } = catalogueTestKit();

describe('SKUs', () => {
  it('creates, lists and changes SKUs; refuses bad values naming the field, changing nothing', async () => {
    const product = await newProduct(kit.member, { name: 'Pack Test Pale' });
    const keg = await newSku(kit.member, product.id, {
      code: 'PTP-K50',
      name: '50 L keg',
      unitPriceCents: 29000,
      volumeMl: 50000,
      stockOnHand: 4,
    });
    expect(keg).toMatchObject({ unitsPerPack: 1, taxRateBasisPoints: 1000, status: 'active', stockOnHand: 4, version: 1 });
    await newSku(kit.member, product.id, {
      code: 'PTP-C24',
      name: '24 × 375 mL cans',
      unitPriceCents: 8900,
      unitsPerPack: 24,
      volumeMl: 375,
    });

    const skus = `/api/products/${product.id}/skus`;
    await expectRefused(() => call(kit.member, 'POST', skus, { code: 'PTP-NEG', name: 'Keg', unitPriceCents: -1 }), 400, 'unitPriceCents');
    await expectRefused(
      () => call(kit.member, 'POST', skus, { code: 'PTP-STK', name: 'Keg', unitPriceCents: 100, stockOnHand: -3 }),
      400,
      'stockOnHand',
    );
    await expectRefused(() => call(kit.member, 'POST', skus, { code: 'PTP-K50', name: 'Again', unitPriceCents: 100 }), 409, 'code');
    await expectRefused(() => call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, stockOnHand: -1 }), 400, 'stockOnHand');
    await expectRefused(() => call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: -500 }), 400, 'unitPriceCents');
    // a pack holds at least one unit of at least 1 mL
    await expectRefused(
      () => call(kit.member, 'POST', skus, { code: 'PTP-QTY', name: 'Keg', unitPriceCents: 100, unitsPerPack: 0 }),
      400,
      'unitsPerPack',
    );
    await expectRefused(() => call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitsPerPack: -24 }), 400, 'unitsPerPack');
    await expectRefused(() => call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, volumeMl: -375 }), 400, 'volumeMl');
    // the code is unique across the supplier's products, not only this one's
    const other = await newProduct(kit.member, { name: 'Pack Test Lager' });
    await expectRefused(
      () => call(kit.member, 'POST', `/api/products/${other.id}/skus`, { code: 'PTP-C24', name: 'Cans', unitPriceCents: 100 }),
      409,
      'code',
    );
    const otherSku = await newSku(kit.member, other.id, { code: 'PTL-1', name: 'Cans', unitPriceCents: 100 });
    await expectRefused(
      () => call(kit.member, 'PATCH', `/api/products/${other.id}/skus/${otherSku.id}`, { version: 1, code: 'PTP-K50' }),
      409,
      'code',
    );
    // another supplier may use the same code
    const theirs = await createProduct(kit.t.database.db, { supplierId: kit.rivalSupplier.id, status: 'draft' });
    parseAnswer(
      await call(kit.rival, 'POST', `/api/products/${theirs.id}/skus`, { code: 'PTP-K50', name: 'Theirs', unitPriceCents: 100 }),
      201,
      CatalogueSku,
    );

    const changed = parseAnswer(
      await call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: 30000, stockOnHand: 0 }),
      200,
      CatalogueSku,
    );
    expect(changed).toMatchObject({ unitPriceCents: 30000, stockOnHand: 0, version: 2, volumeMl: 50000 });
    const stale = parseError(await call(kit.owner, 'PATCH', `${skus}/${keg.id}`, { version: 1, unitPriceCents: 1 }), 409);
    expect(StaleSkuDetails.parse(stale.details).current).toMatchObject({ unitPriceCents: 30000, version: 2 });

    const list = parseAnswer(await call(kit.member, 'GET', skus), 200, CatalogueSkuList);
    expect(list.items.map((sku) => sku.code)).toEqual(['PTP-K50', 'PTP-C24']);
  });

  it('refuses archiving the last active SKU of a published product; archives one of two', async () => {
    const product = await newProduct(kit.member, { name: 'Last Sku Ale' });
    const keg = await newSku(kit.member, product.id, { code: 'LSA-K50', name: '50 L keg', unitPriceCents: 29000 });
    const cans = await newSku(kit.member, product.id, { code: 'LSA-C24', name: 'Cans', unitPriceCents: 8000 });
    await call(kit.member, 'POST', mine(`/products/${product.id}/publish`));
    const skus = `/api/products/${product.id}/skus`;
    expect(
      parseAnswer(await call(kit.member, 'PATCH', `${skus}/${cans.id}`, { version: 1, status: 'archived' }), 200, CatalogueSku).status,
    ).toBe('archived');
    const error = await expectRefused(
      () => call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, status: 'archived' }),
      409,
      'status',
    );
    expect(error.message).toContain('last active SKU');
    // a draft's last SKU may go
    await call(kit.member, 'POST', mine(`/products/${product.id}/unpublish`));
    expect(
      parseAnswer(await call(kit.member, 'PATCH', `${skus}/${keg.id}`, { version: 1, status: 'archived' }), 200, CatalogueSku).status,
    ).toBe('archived');
  });
});
