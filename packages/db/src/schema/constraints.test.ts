import { afterAll, beforeAll, describe, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { expectConstraintViolation, expectInvalidEnumValue } from '../../test/database-errors';
import { createTestDatabase } from '../../test/test-database';
import { createProduct, createProfile, createSku, createSupplier, createVenue } from '../../test/factories';
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
    await expectConstraintViolation(createVenue(handle.db, { slug: 'taken' }), 'organisations_slug_unique');
    await expectConstraintViolation(createVenue(handle.db, { slug: 'has spaces' }), 'organisations_slug_format');
    await expectConstraintViolation(createVenue(handle.db, { slug: 'UPPER' }), 'organisations_slug_format');
  });

  it('refuses negative money and out-of-range quantities', async () => {
    const supplier = await createSupplier(handle.db);
    const product = await createProduct(handle.db, { supplierId: supplier.id });
    await expectConstraintViolation(
      createSku(handle.db, { productId: product.id, supplierId: supplier.id, unitPriceCents: -1 }),
      'skus_price_nonnegative',
    );
    const sku = await createSku(handle.db, { productId: product.id, supplierId: supplier.id });
    const venue = await createVenue(handle.db);
    const person = await createProfile(handle.db);
    for (const qty of [0, 10000]) {
      await expectConstraintViolation(
        handle.db.insert(cartItems).values({ userId: person.id, venueId: venue.id, skuId: sku.id, qty }),
        'cart_items_qty_range',
      );
    }
    await handle.db.insert(cartItems).values({ userId: person.id, venueId: venue.id, skuId: sku.id, qty: 9999 });
  });

  it('keeps SKU codes unique per supplier, and a SKU with its own product’s supplier', async () => {
    const harbour = await createSupplier(handle.db);
    const hillside = await createSupplier(handle.db);
    const ipa = await createProduct(handle.db, { supplierId: harbour.id });
    await createSku(handle.db, { productId: ipa.id, supplierId: harbour.id, code: 'K50' });
    await expectConstraintViolation(
      createSku(handle.db, { productId: ipa.id, supplierId: harbour.id, code: 'K50' }),
      'skus_supplier_code_unique',
    );
    const cider = await createProduct(handle.db, { supplierId: hillside.id });
    await createSku(handle.db, { productId: cider.id, supplierId: hillside.id, code: 'K50' });
    await expectConstraintViolation(
      handle.db.insert(skus).values({ productId: ipa.id, supplierId: hillside.id, code: 'X1', name: 'keg', unitPriceCents: 1 }),
      'skus_product_supplier_fk',
    );
  });

  it('keeps tags lower-case words without commas, stock and volumes in range', async () => {
    const supplier = await createSupplier(handle.db);
    await expectConstraintViolation(createProduct(handle.db, { supplierId: supplier.id, tags: ['pale, ale'] }), 'products_tags_format');
    await expectConstraintViolation(createProduct(handle.db, { supplierId: supplier.id, tags: ['Hazy'] }), 'products_tags_format');
    await expectConstraintViolation(createProduct(handle.db, { supplierId: supplier.id, version: 0 }), 'products_version_positive');
    const product = await createProduct(handle.db, { supplierId: supplier.id, tags: ['hazy', 'gluten-free'] });
    await expectConstraintViolation(
      createSku(handle.db, { productId: product.id, supplierId: supplier.id, stockOnHand: -1 }),
      'skus_stock_nonnegative',
    );
    await expectConstraintViolation(
      createSku(handle.db, { productId: product.id, supplierId: supplier.id, volumeMl: 0 }),
      'skus_volume_range',
    );
    await createSku(handle.db, { productId: product.id, supplierId: supplier.id, volumeMl: 50000, stockOnHand: 0 });
  });

  it('refuses unknown statuses and types', async () => {
    await expectInvalidEnumValue(
      handle.db.insert(organisations).values({ type: 'brewery' as never, slug: 'odd-one', name: 'Odd' }),
      'organisation_type',
    );
    const supplier = await createSupplier(handle.db);
    await expectInvalidEnumValue(
      handle.db.insert(products).values({ supplierId: supplier.id, slug: 'p-odd', name: 'Odd', status: 'live' as never }),
      'product_status',
    );
  });
});
