import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import {
  deleteTestProduct,
  directNotReordered,
  directProducts,
  directRhythms,
  directSales,
  monthlyMismatches,
  mutateTestOrders,
  setTestTimeZone,
  type DirectWindow,
} from '../../test/support/queries/insight-testing.queries';
import { addDays } from '../shared/calendar';
import { sumProducts } from './insight-products.queries';
import { listVenueRhythms, sumSales, type InsightSide } from './insight.queries';

// The sales rollups (decision 0193) against the order lines: after random orders in zones a day apart, placed around
// their midnights, and random status changes, shorts, changes, added and removed lines, released holds, a deleted
// product and moved zones, every figure insight reads from the rollups equals the one summed from the lines.

type Org = Awaited<ReturnType<typeof createSupplier>>;
let t: TestApp;
const suppliers: Org[] = [];
const venues: Org[] = [];
const zones = new Map<string, string>();
const productIds: string[] = [];
const TODAY = '2026-10-28';

/** a stable pseudo-random sequence (mulberry32): the same orders and writes every run */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = sequence(39_0193);
const pickOf = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const text = (values: unknown[]) =>
  values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)))
    .join('|');

async function expectSame(side: InsightSide, organisation: Org, from: string, to: string) {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  const window = { organisationId: organisation.id, previousFrom: addDays(from, -days), from, to };
  const direct: DirectWindow = { ...window, side, timeZone: zones.get(organisation.id)! };
  const db = t.database.db;
  const label = `${side} ${organisation.slug} ${from}..${to}`;
  const sales = (await sumSales(db, side, window)).map((row) =>
    text([row.kind, row.current, row.day, row.partyId, row.qty, row.exCents, row.incCents, row.orders]),
  );
  expect(sales.sort(), label).toEqual(await directSales(db, direct));
  const sums = await sumProducts(db, side, window, 1000);
  const products = sums.flatMap((row) =>
    row.kind === 'product'
      ? [text(['product', row.productId, row.name, row.partyId, row.qty, row.exCents, row.incCents, row.previousExCents])]
      : row.kind === 'style'
        ? [text(['style', row.style, row.qty, row.exCents, row.incCents, row.previousExCents])]
        : [],
  );
  expect(products.sort(), label).toEqual(await directProducts(db, direct));
  if (side === 'venue') return;
  const rhythmsOf = async (kept: boolean) =>
    (await listVenueRhythms(db, window, kept))
      .map((row) => text([row.venueId, row.orderDays, row.firstDay, row.lastDay, row.medianGap]))
      .sort();
  expect(await rhythmsOf(false), label).toEqual(await directRhythms(db, direct));
  // the kept rhythms: over every order day (no order is placed after the day after today anywhere)
  expect(await rhythmsOf(true), label).toEqual(await directRhythms(db, { ...direct, to: addDays(TODAY, 2) }));
  const once = sums.filter((row) => row.kind === 'once').map((row) => text([row.productId, row.name, row.venues, row.qty]));
  expect(once.sort(), label).toEqual(await directNotReordered(db, direct));
}

async function expectAllSame() {
  expect(await monthlyMismatches(t.database.db)).toEqual([]);
  // whole months of a supplier are read from sales_monthly (decision 0194): periods with none, with one in the
  // previous period, with one in each, and with whole months at either end
  for (const [from, to] of [
    [addDays(TODAY, -27), TODAY],
    [addDays(TODAY, -59), addDays(TODAY, -10)],
    [addDays(TODAY, -6), TODAY],
    ['2026-09-01', TODAY],
    ['2026-09-01', '2026-09-30'],
    ['2026-08-19', '2026-10-31'],
  ] as const) {
    for (const supplier of suppliers) await expectSame('supplier', supplier, from, to);
    for (const venue of venues) await expectSame('venue', venue, from, to);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [slug, timeZone] of [
    ['rollup-sydney', 'Australia/Sydney'],
    ['rollup-auckland', 'Pacific/Auckland'],
  ] as const) {
    const supplier = await createSupplier(db, { slug, name: slug, timeZone });
    suppliers.push(supplier);
    zones.set(supplier.id, timeZone);
  }
  for (const [slug, timeZone] of [
    ['rollup-bar', 'Australia/Sydney'],
    ['rollup-perth', 'Australia/Perth'],
    ['rollup-pub', 'Australia/Sydney'],
    ['rollup-la', 'America/Los_Angeles'],
  ] as const) {
    const venue = await createVenue(db, { slug, name: slug, timeZone });
    venues.push(venue);
    zones.set(venue.id, timeZone);
  }
  const skus: { supplierId: string; sku: Awaited<ReturnType<typeof createSku>> }[] = [];
  for (const [index, supplier] of suppliers.entries())
    for (const style of ['Lager', 'Stout']) {
      const product = await createProduct(db, { supplierId: supplier.id, name: `${style} ${index}`, style });
      productIds.push(product.id);
      const unitPriceCents = 1_000 + Math.floor(random() * 50_000);
      const sku = await createSku(db, { productId: product.id, supplierId: supplier.id, unitPriceCents, taxRateBasisPoints: 1000 });
      skus.push({ supplierId: supplier.id, sku });
    }
  const statuses = ['submitted', 'accepted', 'dispatched', 'delivered', 'delivered', 'cancelled'] as const;
  for (let n = 0; n < 70; n++) {
    // within 70 days of today, and a third of them within an hour of a midnight somewhere
    const at = Date.parse(`${TODAY}T00:00:00Z`) - Math.floor(random() * 70) * 86_400_000 + Math.floor(random() * 24) * 3_600_000;
    const chosen = [...new Set([pickOf(suppliers), pickOf(suppliers)])];
    await createOrder(db, {
      venueId: pickOf(venues).id,
      createdAt: new Date(at + Math.floor(random() * 3_600_000)),
      supplierOrders: chosen.map((supplier) => ({
        supplierId: supplier.id,
        status: pickOf(statuses),
        lines: [...new Set([0, 1].map(() => pickOf(skus.filter((sku) => sku.supplierId === supplier.id)).sku))].map((sku) => ({
          sku,
          qty: 1 + Math.floor(random() * 6),
        })),
      })),
    });
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the sales rollups', () => {
  it('hold what the order lines sum to, for every supplier and venue, both periods', async () => {
    await expectAllSame();
  });

  it('stay exact through status changes, shorts, changes, added and removed lines and released holds', async () => {
    for (let round = 0; round < 4; round++) {
      for (let n = 0; n < 30; n++) await mutateTestOrders(t.database.db, Math.floor(random() * 6), random);
      await expectAllSame();
    }
  });

  it('follow a deleted product and an organisation moved to another time zone', async () => {
    await deleteTestProduct(t.database.db, productIds[0]!);
    await expectAllSame();
    for (const [organisation, timeZone] of [
      [suppliers[0]!, 'Australia/Perth'],
      [venues[1]!, 'Asia/Tokyo'],
    ] as const) {
      await setTestTimeZone(t.database.db, organisation.id, timeZone);
      zones.set(organisation.id, timeZone);
    }
    await expectAllSame();
  });
});
