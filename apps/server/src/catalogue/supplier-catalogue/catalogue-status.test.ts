import { describe, expect, it } from 'vitest';
import {
  BulkProductStatusResult,
  CatalogueProduct,
  CatalogueProductList,
  ProductList,
  UnpublishableDetails,
  VenueOverview,
} from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { catalogueTestKit } from '../../../test/support/catalogue-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

const { kit, call, mine, newProduct, newSku } = catalogueTestKit();

describe('status changes', () => {
  it('publishing needs an active SKU; archiving takes the product out of search and its page, and past orders still read', async () => {
    const product = await newProduct(kit.member, { name: 'Tidal Stout', style: 'Stout' });
    const refused = parseError(await call(kit.member, 'POST', mine(`/products/${product.id}/publish`)), 409);
    expect(refused.message).toContain('at least one active SKU');
    expect(UnpublishableDetails.parse(refused.details).products).toEqual([
      expect.objectContaining({ id: product.id, name: 'Tidal Stout' }),
    ]);

    const sku = await newSku(kit.member, product.id, { code: 'TS-K50', name: '50 L keg', unitPriceCents: 31000 });
    const published = parseAnswer(await call(kit.member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct);
    expect(published).toMatchObject({ status: 'active', version: 2 });
    expect(parseAnswer(await kit.t.api('/api/products?q=tidal'), 200, ProductList).items.map((item) => item.id)).toEqual([product.id]);

    const venue = await createVenue(kit.t.database.db);
    await createOrder(kit.t.database.db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: kit.supplier.id, lines: [{ sku, productName: 'Tidal Stout', qty: 2 }] }],
    });

    parseAnswer(await call(kit.member, 'POST', mine(`/products/${product.id}/archive`)), 200, CatalogueProduct);
    expect(parseAnswer(await kit.t.api('/api/products?q=tidal'), 200, ProductList).items).toEqual([]);
    expect((await kit.t.api(`/api/products/${product.slug}`)).statusCode).toBe(404);
    expect(parseAnswer(await kit.t.api(`/api/suppliers/${kit.supplier.slug}/products?q=tidal`), 200, ProductList).items).toEqual([]);
    // the order placed before still reads, with its line as it was (snapshots)
    const venueOwner = await signedInUser(kit.t);
    await call(venueOwner, 'GET', '/api/me');
    await createMembership(kit.t.database.db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
    const overview = parseAnswer(await call(venueOwner, 'GET', `/api/venues/${venue.id}/overview`), 200, VenueOverview);
    expect(overview.recentOrders).toHaveLength(1);

    // and back: archived → draft → active
    expect(parseAnswer(await call(kit.member, 'POST', mine(`/products/${product.id}/unpublish`)), 200, CatalogueProduct).status).toBe(
      'draft',
    );
    expect(parseAnswer(await call(kit.member, 'POST', mine(`/products/${product.id}/publish`)), 200, CatalogueProduct).status).toBe(
      'active',
    );
  });

  it('bulk publish is all or nothing and names the products that cannot be published', async () => {
    const ready = await newProduct(kit.member, { name: 'Bulk Ready' });
    await newSku(kit.member, ready.id, { code: 'BR-1', name: '50 L keg', unitPriceCents: 1000 });
    const empty = await newProduct(kit.member, { name: 'Bulk Empty' });
    const before = await catalogueSnapshot(kit.t.database.db, kit.supplier.id);
    const refused = parseError(
      await call(kit.member, 'POST', mine('/products/bulk-status'), { productIds: [ready.id, empty.id], status: 'active' }),
      409,
    );
    expect(UnpublishableDetails.parse(refused.details).products.map((product) => product.name)).toEqual(['Bulk Empty']);
    expect(await catalogueSnapshot(kit.t.database.db, kit.supplier.id)).toEqual(before);

    const theirs = await createProduct(kit.t.database.db, { supplierId: kit.rivalSupplier.id });
    expect(
      parseError(
        await call(kit.member, 'POST', mine('/products/bulk-status'), { productIds: [ready.id, theirs.id], status: 'archived' }),
        404,
      ).details,
    ).toEqual({
      productIds: [theirs.id],
    });
    expect(await catalogueSnapshot(kit.t.database.db, kit.supplier.id)).toEqual(before);

    const archived = parseAnswer(
      await call(kit.owner, 'POST', mine('/products/bulk-status'), { productIds: [empty.id, ready.id], status: 'archived' }),
      200,
      BulkProductStatusResult,
    );
    expect(archived.items).toEqual([
      { id: empty.id, status: 'archived', version: 2 },
      { id: ready.id, status: 'archived', version: 2 },
    ]);
  });
});

describe('the Products table', () => {
  it('lists every status with SKU count, price range and stock warning; searches, filters, sorts and pages', async () => {
    const table = await createSupplier(kit.t.database.db, { slug: 'table-brewing' });
    await createMembership(kit.t.database.db, { organisationId: table.id, userId: kit.member.userId, organisationRole: 'member' });
    const db = kit.t.database.db;
    const alpha = await createProduct(db, { supplierId: table.id, name: 'Alpha IPA', status: 'active' });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A1', unitPriceCents: 9000, stockOnHand: 0 });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A2', unitPriceCents: 30000 });
    await createSku(db, { productId: alpha.id, supplierId: table.id, code: 'TB-A3', unitPriceCents: 1, status: 'archived' });
    const beta = await createProduct(db, { supplierId: table.id, name: 'Beta Lager', status: 'draft' });
    await createSku(db, { productId: beta.id, supplierId: table.id, code: 'TB-B1', unitPriceCents: 5000, stockOnHand: 3 });
    await createProduct(db, { supplierId: table.id, name: 'Gamma Old Ale', status: 'archived' });
    await createProduct(db, { supplierId: kit.rivalSupplier.id, name: 'Not Mine' });

    const list = async (query: string) =>
      parseAnswer(await call(kit.member, 'GET', `/api/suppliers/${table.id}/catalogue${query}`), 200, CatalogueProductList);
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
    expect(parseError(await call(kit.member, 'GET', `/api/suppliers/${table.id}/catalogue?status=deleted`), 400).details).toEqual([
      expect.objectContaining({ field: 'status' }),
    ]);
  });
});
