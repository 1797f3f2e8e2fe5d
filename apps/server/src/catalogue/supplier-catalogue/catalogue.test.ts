import { describe, expect, it } from 'vitest';
import { CatalogueProduct, CatalogueSkuList, ProductDetail, StaleProductDetails } from '@tapline/contracts';
import { createProduct } from '@tapline/db/testing';
import { catalogueTestKit } from '../../../test/support/catalogue-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

const { kit, call, mine, newProduct, newSku, expectRefused } = catalogueTestKit();

describe('products', () => {
  it('a member creates a draft with a slug made from its name; tags are folded to lower case', async () => {
    const product = await newProduct(kit.member, {
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
    expect((await kit.t.api(`/api/products/${product.slug}`)).statusCode).toBe(404);
    // the same name again gets the supplier's slug appended (decision 0003), then a number
    expect((await newProduct(kit.member, { name: 'Sea Spray Gose' })).slug).toBe('sea-spray-gose-harbour-brewing');
    expect((await newProduct(kit.member, { name: 'Sea Spray Gose' })).slug).toBe('sea-spray-gose-harbour-brewing-2');
  });

  it('refuses a taken slug, a tag with a comma, a bad abv and unknown fields, naming the field and changing nothing', async () => {
    await newProduct(kit.member, { name: 'Taken', slug: 'taken-slug' });
    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: 'Other', slug: 'taken-slug' }), 409, 'slug');
    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: 'Commas', tags: ['hazy', 'pale, ale'] }), 400, 'tags.1');
    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: 'Strong', abv: -1 }), 400, 'abv');
    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: '   ' }), 400, 'name');
    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: 'Active already', status: 'active' }), 400, '(root)');
  });

  it('refuses a tag with a comma in the database too', async () => {
    await expect(createProduct(kit.t.database.db, { supplierId: kit.supplier.id, tags: ['a,b'] })).rejects.toThrow();
    await expect(createProduct(kit.t.database.db, { supplierId: kit.supplier.id, tags: ['Hazy'] })).rejects.toThrow();
  });

  it('changes fields with the version read; a stale version is 409 with what is stored now', async () => {
    const product = await newProduct(kit.member, { name: 'Reef Lager' });
    const changed = parseAnswer(
      await call(kit.owner, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'Crisp', tags: ['crisp'] }),
      200,
      CatalogueProduct,
    );
    expect(changed).toMatchObject({ version: 2, description: 'Crisp', tags: ['crisp'], name: 'Reef Lager', slug: 'reef-lager' });

    const before = await catalogueSnapshot(kit.t.database.db, kit.supplier.id);
    const stale = parseError(
      await call(kit.member, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'Overwritten' }),
      409,
    );
    expect(stale.code).toBe('conflict');
    expect(StaleProductDetails.parse(stale.details).current).toMatchObject({ version: 2, description: 'Crisp' });
    expect(await catalogueSnapshot(kit.t.database.db, kit.supplier.id)).toEqual(before);
  });

  it('two reps saving the same version at once: one wins, the other gets the conflict', async () => {
    const product = await newProduct(kit.member, { name: 'Race Ale' });
    const [a, b] = await Promise.all([
      call(kit.member, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'From A' }),
      call(kit.owner, 'PATCH', mine(`/products/${product.id}`), { version: 1, description: 'From B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'From A' : 'From B';
    const loser = parseError(a.statusCode === 409 ? a : b, 409);
    expect(StaleProductDetails.parse(loser.details).current).toMatchObject({ version: 2, description: winner });
    const stored = parseAnswer(await call(kit.member, 'GET', mine(`/products/${product.id}`)), 200, CatalogueProduct);
    expect(stored).toMatchObject({ version: 2, description: winner });
  });

  it('ten products named alike at once all get a slug of their own; ten SKUs with one code: one is created', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, () => call(kit.member, 'POST', mine('/products'), { name: 'Burst Pilsner' })),
    );
    const slugs = created.map((response) => parseAnswer(response, 201, CatalogueProduct).slug);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('burst-pilsner');

    const product = await newProduct(kit.member, { name: 'Burst Sku Ale' });
    const skus = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(kit.member, 'POST', `/api/products/${product.id}/skus`, { code: 'BURST-1', name: 'Keg', unitPriceCents: 100 }),
      ),
    );
    expect(skus.map((response) => response.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    for (const response of skus.filter((answer) => answer.statusCode === 409)) {
      expect(parseError(response, 409).details).toEqual([expect.objectContaining({ field: 'code' })]);
    }
    expect(parseAnswer(await call(kit.member, 'GET', `/api/products/${product.id}/skus`), 200, CatalogueSkuList).items).toHaveLength(1);
  });

  it('a renamed slug keeps the old one leading to the product, publicly and privately; the old one stays reserved', async () => {
    const product = await newProduct(kit.member, { name: 'Old Name Ale' });
    await newSku(kit.member, product.id, { code: 'ONA-K50', name: '50 L keg', unitPriceCents: 30000, volumeMl: 50000 });
    parseAnswer(await call(kit.member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct);
    const renamed = parseAnswer(
      await call(kit.member, 'PATCH', mine(`/products/${product.id}`), { version: 2, name: 'New Name Ale', slug: 'new-name-ale' }),
      200,
      CatalogueProduct,
    );
    expect(renamed.slug).toBe('new-name-ale');

    const viaOldSlug = parseAnswer(await kit.t.api('/api/products/old-name-ale'), 200, ProductDetail);
    expect(viaOldSlug).toMatchObject({ id: product.id, slug: 'new-name-ale', name: 'New Name Ale' });
    expect(viaOldSlug.skus[0]).toMatchObject({ volumeMl: 50000, venuePriceCents: null });
    expect(parseAnswer(await call(kit.member, 'GET', mine('/products/old-name-ale')), 200, CatalogueProduct).id).toBe(product.id);

    await expectRefused(() => call(kit.member, 'POST', mine('/products'), { name: 'Squatter', slug: 'old-name-ale' }), 409, 'slug');
    await expectRefused(
      () => call(kit.rival, 'POST', `/api/suppliers/${kit.rivalSupplier.slug}/products`, { name: 'Squatter', slug: 'new-name-ale' }),
      409,
      'slug',
    );
    // and the product may take its old slug back
    const back = parseAnswer(
      await call(kit.member, 'PATCH', mine(`/products/${product.id}`), { version: 3, slug: 'old-name-ale' }),
      200,
      CatalogueProduct,
    );
    expect(back.slug).toBe('old-name-ale');
    expect(parseAnswer(await kit.t.api('/api/products/new-name-ale'), 200, ProductDetail).slug).toBe('old-name-ale');
  });
});

describe('other tenants', () => {
  it('get 404 for every catalogue call on a product that is not theirs, and change nothing', async () => {
    const product = await newProduct(kit.member, { name: 'Private Draft' });
    const sku = await newSku(kit.member, product.id, { code: 'PD-1', name: 'Keg', unitPriceCents: 100 });
    const before = await catalogueSnapshot(kit.t.database.db, kit.supplier.id);
    expect((await call(kit.rival, 'GET', mine('/catalogue'))).statusCode).toBe(404);
    expect((await call(kit.rival, 'GET', mine(`/products/${product.id}`))).statusCode).toBe(404);
    expect((await call(kit.rival, 'PATCH', mine(`/products/${product.id}`), { version: 1, name: 'Mine' })).statusCode).toBe(404);
    // a supplier's own path naming another's product
    expect((await call(kit.rival, 'GET', `/api/suppliers/${kit.rivalSupplier.slug}/products/${product.id}`)).statusCode).toBe(404);
    expect(
      (await call(kit.rival, 'PATCH', `/api/suppliers/${kit.rivalSupplier.slug}/products/${product.id}`, { version: 1, name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await call(kit.rival, 'POST', `/api/suppliers/${kit.rivalSupplier.slug}/products/${product.id}/archive`)).statusCode).toBe(404);
    expect((await call(kit.rival, 'GET', `/api/products/${product.id}/skus`)).statusCode).toBe(404);
    expect(
      (await call(kit.rival, 'POST', `/api/products/${product.id}/skus`, { code: 'X-1', name: 'Keg', unitPriceCents: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call(kit.rival, 'PATCH', `/api/products/${product.id}/skus/${sku.id}`, { version: 1, unitPriceCents: 1 })).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', `/api/products/${product.id}/skus`)).statusCode).toBe(401);
    expect(await catalogueSnapshot(kit.t.database.db, kit.supplier.id)).toEqual(before);
  });
});
