import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, CatalogueSku, CatalogueSkuList, KegType, KegTypeRemoval, Order, SupplierOrder } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, bearerOf, signedInUser } from '../../../../test/support/auth-kit';
import { parseAnswer } from '../../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { orderLineKegsTesting } from '../../../../test/support/queries/keg-types-testing.queries';

// Keg deposits on carts and orders (issue 37): a keg SKU's order line snapshots its keg type, kegs per unit (the SKU's
// units per pack), the deposit (none for a pool keg) and its GST rate; the cart group and the supplier order carry a
// deposit line per keg type, in the subtotal and GST but never in the minimum order; accepting short recomputes them.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let rep: Person;
let venueId: string;
let supplierId: string;
const kegTypes = {} as Record<'fifty' | 'twenty' | 'kegstar', KegType>;
const skus = {} as Record<'keg' | 'twin' | 'pool' | 'cans', { id: string; productId: string }>;

const call = apiCaller(() => t);

async function cartOf(lines: { skuId: string; qty: number }[]) {
  expect((await call(staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venueId}`)).statusCode).toBe(204);
  for (const line of lines) parseAnswer(await call(staff, 'POST', '/api/cart/items', { venueId, ...line }), 200, Cart);
  return parseAnswer(await call(staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venueId}`), 200, Cart);
}

async function checkout() {
  const answer = await t.api({
    method: 'POST',
    url: `/api/users/${staff.userId}/cart/checkout`,
    payload: { userId: staff.userId, venueId },
    headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
  });
  return parseAnswer(answer, 201, Order).supplierOrders[0]!;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  // a $600.00 minimum order ex GST
  const supplier = await createSupplier(db, { name: 'Harbour Brewing', minimumOrderCents: 60_000 });
  supplierId = supplier.id;
  venueId = (await createVenue(db, { name: 'The Local' })).id;
  staff = await signedInUser(t, { name: 'Sam Staff' });
  rep = await signedInUser(t, { name: 'Rita Rep' });
  for (const person of [staff, rep]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venueId, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: supplierId, userId: rep.userId, organisationRole: 'owner' });
  const addKegType = async (body: object) =>
    parseAnswer(await call(rep, 'POST', `/api/suppliers/${supplierId}/keg-types`, body), 201, KegType);
  kegTypes.fifty = await addKegType({ name: '50 L keg', litres: 50, depositCents: 5_000 });
  kegTypes.twenty = await addKegType({ name: '20 L keg', litres: 20, depositCents: 3_000, depositTaxable: false });
  kegTypes.kegstar = await addKegType({ name: 'Kegstar 30 L', litres: 30, ownerKind: 'pool', poolName: 'Kegstar' });
  const haze = await createProduct(db, { supplierId, name: 'Harbour Haze', status: 'active' });
  const sku = (code: string, name: string, unitPriceCents: number, extra: object = {}) =>
    createSku(db, { productId: haze.id, supplierId, code, name, unitPriceCents, ...extra });
  skus.keg = await sku('HH-K50', '50 L keg', 30_000, { kegTypeId: kegTypes.fifty.id });
  skus.twin = await sku('HH-2K20', '2 × 20 L kegs', 40_000, { kegTypeId: kegTypes.twenty.id, unitsPerPack: 2 });
  skus.pool = await sku('HH-K30', '30 L keg (Kegstar)', 20_000, { kegTypeId: kegTypes.kegstar.id });
  skus.cans = await sku('HH-C24', '24 × 375 mL cans', 7_000);
});
afterAll(async () => {
  await t?.close();
});

describe('keg deposits', () => {
  it('the cart shows a deposit line per keg type, in its totals but never in the minimum; a pool keg has none', async () => {
    // $300 + $200 of kegs: short of the $600 minimum by $100, whatever the $50 deposit adds
    const short = (
      await cartOf([
        { skuId: skus.keg.id, qty: 1 },
        { skuId: skus.pool.id, qty: 1 },
      ])
    ).groups[0]!;
    expect(short.deposits).toEqual([expect.objectContaining({ kegTypeId: kegTypes.fifty.id, kegs: 1, totalCents: 5_000, taxCents: 500 })]);
    expect(short).toMatchObject({ subtotalCents: 55_000, taxCents: 5_500, shortOfMinimumCents: 10_000, canCheckout: false });
    expect(short.problems.map((problem) => problem.code)).toEqual(['below_minimum']);

    const group = (
      await cartOf([
        { skuId: skus.keg.id, qty: 3 },
        { skuId: skus.twin.id, qty: 2 },
        { skuId: skus.pool.id, qty: 1 },
        { skuId: skus.cans.id, qty: 1 },
      ])
    ).groups[0]!;
    // two 2-keg packs are four 20 L kegs, their deposit GST-free; by the keg type's name
    expect(group.deposits).toEqual([
      {
        kegTypeId: kegTypes.twenty.id,
        name: '20 L keg',
        litres: 20,
        kegs: 4,
        depositCents: 3_000,
        taxRateBasisPoints: 0,
        totalCents: 12_000,
        taxCents: 0,
      },
      {
        kegTypeId: kegTypes.fifty.id,
        name: '50 L keg',
        litres: 50,
        kegs: 3,
        depositCents: 5_000,
        taxRateBasisPoints: 1_000,
        totalCents: 15_000,
        taxCents: 1_500,
      },
    ]);
    // lines $900 + $800 + $200 + $70 = $1,970; deposits $270
    expect(group).toMatchObject({ subtotalCents: 224_000, taxCents: 19_700 + 1_500, totalCents: 245_200, canCheckout: true });
  });

  it('checkout snapshots each line’s keg and deposit, the order carries the cart’s deposit lines, and a later deposit change leaves it', async () => {
    const cart = await cartOf([
      { skuId: skus.keg.id, qty: 3 },
      { skuId: skus.twin.id, qty: 2 },
      { skuId: skus.pool.id, qty: 1 },
      { skuId: skus.cans.id, qty: 1 },
    ]);
    const placed = await checkout();
    expect(placed.deposits).toEqual(cart.groups[0]!.deposits);
    expect(placed).toMatchObject({ subtotalCents: cart.subtotalCents, taxCents: cart.taxCents, totalCents: cart.totalCents });
    expect(await orderLineKegsTesting(t.database.db, placed.id)).toEqual({
      'HH-K50': { kegTypeId: kegTypes.fifty.id, kegsPerUnit: 1, depositCents: 5_000, depositTaxRateBasisPoints: 1_000 },
      'HH-2K20': { kegTypeId: kegTypes.twenty.id, kegsPerUnit: 2, depositCents: 3_000, depositTaxRateBasisPoints: 0 },
      // a pool keg is counted, never charged
      'HH-K30': { kegTypeId: kegTypes.kegstar.id, kegsPerUnit: 1, depositCents: 0, depositTaxRateBasisPoints: 1_000 },
      'HH-C24': { kegTypeId: null, kegsPerUnit: 0, depositCents: 0, depositTaxRateBasisPoints: 0 },
    });

    const { id: _id, archivedAt: _archived, skuCount: _skus, updatedAt: _updated, ...fifty } = kegTypes.fifty;
    parseAnswer(await call(rep, 'PUT', `/api/keg-types/${kegTypes.fifty.id}`, { ...fifty, depositCents: 6_000 }), 200, KegType);
    const read = parseAnswer(await call(staff, 'GET', `/api/supplier-orders/${placed.id}`), 200, SupplierOrder);
    expect(read.deposits).toEqual(placed.deposits);
    expect(read.totalCents).toBe(placed.totalCents);
    parseAnswer(await call(rep, 'PUT', `/api/keg-types/${kegTypes.fifty.id}`, fifty), 200, KegType);
  });

  it('accepting short recomputes the deposits from the kegs sent', async () => {
    await cartOf([
      { skuId: skus.keg.id, qty: 3 },
      { skuId: skus.twin.id, qty: 2 },
    ]);
    const placed = await checkout();
    const lineOf = (code: string) => placed.lines.find((line) => line.skuCode === code)!.id;
    const accepted = parseAnswer(
      await call(rep, 'POST', `/api/supplier-orders/${placed.id}/accept`, {
        lines: [
          { lineId: lineOf('HH-K50'), qty: 2 },
          { lineId: lineOf('HH-2K20'), qty: 0 },
        ],
      }),
      200,
      SupplierOrder,
    );
    // two 50 L kegs sent, no 20 L ones: $600 of beer and a $100 deposit, GST $60 and $10
    expect(accepted.deposits).toEqual([
      expect.objectContaining({ kegTypeId: kegTypes.fifty.id, kegs: 2, totalCents: 10_000, taxCents: 1_000 }),
    ]);
    expect(accepted).toMatchObject({ subtotalCents: 70_000, taxCents: 7_000, totalCents: 77_000 });
    const order = parseAnswer(await call(staff, 'GET', `/api/orders/${placed.orderId}`), 200, Order);
    expect(order).toMatchObject({ subtotalCents: 70_000, taxCents: 7_000, totalCents: 77_000 });
  });

  it('a keg type only orders name is archived, not deleted', async () => {
    const twin = parseAnswer(await call(rep, 'GET', `/api/products/${skus.twin.productId}/skus`), 200, CatalogueSkuList).items.find(
      (item) => item.id === skus.twin.id,
    )!;
    const cleared = parseAnswer(
      await call(rep, 'PATCH', `/api/products/${twin.productId}/skus/${twin.id}`, { version: twin.version, kegTypeId: null }),
      200,
      CatalogueSku,
    );
    expect(cleared.kegTypeId).toBeNull();
    expect(parseAnswer(await call(rep, 'DELETE', `/api/keg-types/${kegTypes.twenty.id}`), 200, KegTypeRemoval)).toEqual({
      outcome: 'archived',
      message: '20 L keg is archived, not deleted: it is named by orders. No SKU can take it now; what names it keeps it.',
    });
  });
});
