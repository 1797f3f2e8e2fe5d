import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing/test-database';
import { createProduct, createProfile, createSku, createSupplier, createVenue } from '../testing/factories';
import { cartItems, organisations, products, skus } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** The database refuses invalid data itself, whatever code path wrote it. */
describe('constraints in the database', () => {
  it('keeps organisation slugs unique and URL-safe', async () => {
    await createSupplier(handle.db, { slug: 'taken' });
    await expect(createVenue(handle.db, { slug: 'taken' })).rejects.toThrow();
    await expect(createVenue(handle.db, { slug: 'has spaces' })).rejects.toThrow();
    await expect(createVenue(handle.db, { slug: 'UPPER' })).rejects.toThrow();
  });

  it('refuses negative money and out-of-range quantities', async () => {
    const supplier = await createSupplier(handle.db);
    const product = await createProduct(handle.db, { supplierId: supplier.id });
    await expect(createSku(handle.db, { productId: product.id, supplierId: supplier.id, unitPriceCents: -1 })).rejects.toThrow();
    const sku = await createSku(handle.db, { productId: product.id, supplierId: supplier.id });
    const venue = await createVenue(handle.db);
    const person = await createProfile(handle.db);
    for (const qty of [0, 10000]) {
      await expect(
        handle.db.insert(cartItems).values({ userId: person.id, venueId: venue.id, skuId: sku.id, qty }),
      ).rejects.toThrow();
    }
    await handle.db.insert(cartItems).values({ userId: person.id, venueId: venue.id, skuId: sku.id, qty: 9999 });
  });

  it('keeps SKU codes unique per supplier, and a SKU with its own product’s supplier', async () => {
    const harbour = await createSupplier(handle.db);
    const hillside = await createSupplier(handle.db);
    const ipa = await createProduct(handle.db, { supplierId: harbour.id });
    await createSku(handle.db, { productId: ipa.id, supplierId: harbour.id, code: 'K50' });
    await expect(createSku(handle.db, { productId: ipa.id, supplierId: harbour.id, code: 'K50' })).rejects.toThrow();
    const cider = await createProduct(handle.db, { supplierId: hillside.id });
    await createSku(handle.db, { productId: cider.id, supplierId: hillside.id, code: 'K50' });
    await expect(
      handle.db.insert(skus).values({ productId: ipa.id, supplierId: hillside.id, code: 'X1', name: 'keg', unitPriceCents: 1 }),
    ).rejects.toThrow();
  });

  it('refuses unknown statuses and types', async () => {
    await expect(
      handle.db.insert(organisations).values({ type: 'brewery' as never, slug: 'odd-one', name: 'Odd' }),
    ).rejects.toThrow();
    const supplier = await createSupplier(handle.db);
    await expect(
      handle.db.insert(products).values({ supplierId: supplier.id, slug: 'p-odd', name: 'Odd', status: 'live' as never }),
    ).rejects.toThrow();
  });
});
