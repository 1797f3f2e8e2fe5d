import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { acceptTestOrderSlowly, monthlyMismatches, testMonthlyRows } from '../../test/support/queries/insight-testing.queries';
import { splitByMonths } from './insight-products.queries';

// The months of sales_monthly (decision 0194): how a period is cut into whole months and days, and two transactions
// changing the same product's month at once (PostgreSQL: PGlite runs one transaction at a time).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('splitByMonths', () => {
  it('reads whole months and only the days at the ends', () => {
    expect(splitByMonths('2026-01-01', '2026-12-31')).toEqual({ months: ['2026-01-01', '2026-12-01'], days: [] });
    expect(splitByMonths('2025-12-02', '2026-12-01')).toEqual({
      months: ['2026-01-01', '2026-11-01'],
      days: [
        ['2025-12-02', '2025-12-31'],
        ['2026-12-01', '2026-12-01'],
      ],
    });
    expect(splitByMonths('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02-01', '2024-02-01'], days: [] });
    expect(splitByMonths('2026-11-03', '2026-11-30')).toEqual({ months: null, days: [['2026-11-03', '2026-11-30']] });
    expect(splitByMonths('2026-10-15', '2026-11-14')).toEqual({ months: null, days: [['2026-10-15', '2026-11-14']] });
  });
});

describe('sales_monthly under concurrent changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(onPostgres)('counts both of two orders of one product accepted at the same time for two venues', async () => {
    const db = t.database.db;
    const supplier = await createSupplier(db, { slug: 'monthly-brewery', name: 'Monthly Brewery', timeZone: 'Australia/Sydney' });
    const product = await createProduct(db, { supplierId: supplier.id, name: 'Monthly Lager', style: 'Lager' });
    const sku = await createSku(db, { productId: product.id, supplierId: supplier.id, unitPriceCents: 5_000, taxRateBasisPoints: 1000 });
    const placed = [];
    for (const slug of ['monthly-bar', 'monthly-pub']) {
      const venue = await createVenue(db, { slug, name: slug, timeZone: 'Australia/Sydney' });
      placed.push(
        await createOrder(db, {
          venueId: venue.id,
          createdAt: new Date('2026-10-14T02:00:00Z'),
          supplierOrders: [{ supplierId: supplier.id, lines: [{ sku, qty: 3 }] }],
        }),
      );
    }
    const [first, second] = placed.map((order) => order.supplierOrders[0]!.id) as [string, string];
    // the first holds its transaction open after its change; the second changes the same month meanwhile
    let changed!: () => void;
    const firstChanged = new Promise<void>((resolve) => (changed = resolve));
    const accepting = acceptTestOrderSlowly(db, first, 300, changed);
    await firstChanged;
    await Promise.all([accepting, acceptTestOrderSlowly(db, second, 0)]);
    expect(await testMonthlyRows(db, supplier.id)).toEqual([`2026-10-01|${product.id}|2|6`]);
    expect(await monthlyMismatches(db)).toEqual([]);
  });
});
