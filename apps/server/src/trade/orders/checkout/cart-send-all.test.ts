import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, Order } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../../test/support/auth-kit';
import { parseAnswer } from '../../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

// The cart's totals are exactly what "Send all" sends. A group checkout would refuse (below
// its minimum, a line over the stock on hand) says why and is left out of the cart's totals; fixing the line
// ("order the 2 available") makes it sendable; the orders then hold what the cart said, to the cent.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let venueId: string;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let cidery: Awaited<ReturnType<typeof createSupplier>>;
let distiller: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cider: Awaited<ReturnType<typeof createSku>>;
let gin: Awaited<ReturnType<typeof createSku>>;
let rare: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const getCart = async () => parseAnswer(await call(staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venueId}`), 200, Cart);
/** What the web's "Send all" sends: the groups the cart says can be sent. */
const sendAll = (cart: Cart) =>
  call(
    staff,
    'POST',
    `/api/users/${staff.userId}/cart/checkout`,
    { userId: staff.userId, venueId, supplierIds: cart.groups.filter((group) => group.canCheckout).map((group) => group.supplier.id) },
    { 'idempotency-key': randomUUID() },
  );

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing', minimumOrderCents: 50_000 });
  cidery = await createSupplier(db, { name: 'Orchard Cider', minimumOrderCents: 40_000 });
  distiller = await createSupplier(db, { name: 'Ridge Distilling' });
  const venue = await createVenue(db, { name: 'The Local' });
  venueId = venue.id;
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, name: '50 L keg', unitPriceCents: 30_000 });
  const apple = await createProduct(db, { supplierId: cidery.id, name: 'Dry Apple' });
  cider = await createSku(db, { productId: apple.id, supplierId: cidery.id, name: '24 cans', unitPriceCents: 14_550 });
  const dry = await createProduct(db, { supplierId: distiller.id, name: 'Ridge Dry Gin' });
  gin = await createSku(db, { productId: dry.id, supplierId: distiller.id, name: '6 × 700 mL', unitPriceCents: 15_000 });
  const barrel = await createProduct(db, { supplierId: distiller.id, name: 'Barrel Gin' });
  rare = await createSku(db, {
    productId: barrel.id,
    supplierId: distiller.id,
    name: '6 × 700 mL',
    unitPriceCents: 10_000,
    stockOnHand: 2,
  });
  staff = await signedInUser(t);
  await call(staff, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('the cart’s totals are what Send all sends', () => {
  it('leaves out a group below its minimum and a group with a line over stock, each saying why; the orders match the cart to the cent', async () => {
    for (const [skuId, qty] of [
      [keg.id, 2],
      [cider.id, 1],
      [gin.id, 3],
      [rare.id, 3],
    ] as const) {
      parseAnswer(await call(staff, 'POST', '/api/cart/items', { venueId, skuId, qty }), 200, Cart);
    }
    const cart = await getCart();
    const group = (supplierId: string) => cart.groups.find((candidate) => candidate.supplier.id === supplierId)!;
    const overLine = group(distiller.id).lines.find((line) => line.skuId === rare.id)!;
    expect(overLine).toMatchObject({ qty: 3, stockOnHand: 2, problem: { reason: 'not_enough_stock', message: 'Only 2 on hand' } });

    expect(group(brewery.id)).toMatchObject({
      canCheckout: true,
      problems: [],
      subtotalCents: 60_000,
      taxCents: 6_000,
      totalCents: 66_000,
    });
    expect(group(cidery.id)).toMatchObject({
      canCheckout: false,
      problems: [
        {
          code: 'below_minimum',
          supplierId: cidery.id,
          cartItemId: null,
          message: 'Orchard Cider has a minimum order of $400.00 ex GST: add $254.50 more',
        },
      ],
    });
    // the line over stock holds its group back (checkout would refuse it), naming the line
    expect(group(distiller.id)).toMatchObject({
      canCheckout: false,
      problems: [
        { code: 'not_enough_stock', supplierId: distiller.id, cartItemId: overLine.id, message: 'Barrel Gin (6 × 700 mL): Only 2 on hand' },
      ],
    });
    // the cart's totals: the sendable groups only
    expect(cart).toMatchObject({ subtotalCents: 60_000, taxCents: 6_000, totalCents: 66_000, lineCount: 4 });

    // "order the 2 available": the group can be sent, and the cart's totals follow
    const fixed = parseAnswer(await call(staff, 'PUT', `/api/cart/items/${overLine.id}`, { qty: 2 }), 200, Cart);
    const gins = fixed.groups.find((candidate) => candidate.supplier.id === distiller.id)!;
    expect(gins).toMatchObject({ canCheckout: true, problems: [], subtotalCents: 65_000, taxCents: 6_500, totalCents: 71_500 });
    expect(fixed).toMatchObject({ subtotalCents: 125_000, taxCents: 12_500, totalCents: 137_500 });

    const order = parseAnswer(await sendAll(fixed), 201, Order);
    expect(order).toMatchObject({ subtotalCents: fixed.subtotalCents, taxCents: fixed.taxCents, totalCents: fixed.totalCents });
    for (const sent of fixed.groups.filter((candidate) => candidate.canCheckout)) {
      const supplierOrder = order.supplierOrders.find((candidate) => candidate.supplier.id === sent.supplier.id)!;
      expect(supplierOrder).toMatchObject({ subtotalCents: sent.subtotalCents, taxCents: sent.taxCents, totalCents: sent.totalCents });
      expect(supplierOrder.lines.map((line) => [line.skuId, line.qty, line.lineTotalCents]).sort()).toEqual(
        sent.lines.map((line) => [line.skuId, line.qty, line.lineTotalCents]).sort(),
      );
    }
    // the cidery's group stays in the cart, still held back, and adds nothing to its totals
    const after = await getCart();
    expect(after.groups.map((candidate) => [candidate.supplier.id, candidate.canCheckout])).toEqual([[cidery.id, false]]);
    expect(after).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0, lineCount: 1 });
  });
});
