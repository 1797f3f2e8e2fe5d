import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, CART_LINES_MAX, CART_QTY_MAX, Order, PRICE_CENTS_MAX, SupplierOrderList, VenueOrderList } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf, callAs, signedInUser } from '../../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createSkusTesting } from '../../../../test/support/queries/cart-testing.queries';

// The largest order the contracts allow is placed and read back to the cent (it was a 500:
// PostgreSQL 22003, integer cents columns), and a cart holds at most CART_LINES_MAX lines, so no order's total
// passes what the columns and a JSON number hold exactly.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let rep: Person;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [staff, rep] = [await signedInUser(t), await signedInUser(t)];
  for (const person of [staff, rep]) await callAs(t, person, 'GET', '/api/me');
});
afterAll(async () => {
  await t.close();
});

describe('money at the contracts’ limits', () => {
  it('places two lines at the largest price, quantity and tax rate, and reads the order back to the cent', async () => {
    const db = t.database.db;
    const supplier = await createSupplier(db, { name: 'Dear Brewing' });
    const venue = await createVenue(db);
    await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: supplier.id, userId: rep.userId, organisationRole: 'member' });
    const product = await createProduct(db, { supplierId: supplier.id, name: 'Gold Ale' });
    for (const name of ['A keg', 'B keg']) {
      const sku = await createSku(db, {
        productId: product.id,
        supplierId: supplier.id,
        name,
        unitPriceCents: PRICE_CENTS_MAX,
        taxRateBasisPoints: 10_000,
      });
      parseAnswer(await callAs(t, staff, 'POST', '/api/cart/items', { venueId: venue.id, skuId: sku.id, qty: CART_QTY_MAX }), 200, Cart);
    }
    const line = PRICE_CENTS_MAX * CART_QTY_MAX; // 999,900,000,000 cents, taxed at 100 %
    const cart = parseAnswer(await callAs(t, staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venue.id}`), 200, Cart);
    expect(cart).toMatchObject({ subtotalCents: 2 * line, taxCents: 2 * line, totalCents: 4 * line });

    const answer = await t.api({
      method: 'POST',
      url: `/api/users/${staff.userId}/cart/checkout`,
      payload: { userId: staff.userId, venueId: venue.id },
      headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
    });
    const order = parseAnswer(answer, 201, Order);
    expect(order).toMatchObject({ subtotalCents: 2 * line, taxCents: 2 * line, totalCents: 4 * line });
    expect(order.supplierOrders[0]!.lines.map((orderLine) => orderLine.lineTotalCents)).toEqual([line, line]);
    expect(parseAnswer(await callAs(t, staff, 'GET', `/api/orders/${order.id}`), 200, Order)).toEqual(order);
    const venueList = parseAnswer(await callAs(t, staff, 'GET', `/api/venues/${venue.id}/orders`), 200, VenueOrderList);
    expect(venueList.items.map((item) => item.totalCents)).toEqual([4 * line]);
    const supplierList = parseAnswer(await callAs(t, rep, 'GET', `/api/suppliers/${supplier.id}/orders`), 200, SupplierOrderList);
    expect(supplierList.items.map((item) => item.totalCents)).toEqual([4 * line]);
  });

  it(`holds at most ${CART_LINES_MAX} lines, so the largest order stays a safe integer of cents`, async () => {
    // every line at the largest price, quantity and tax rate: the cart's and the order's totals stay exact in JSON
    expect(CART_LINES_MAX * PRICE_CENTS_MAX * CART_QTY_MAX * 2).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    const db = t.database.db;
    const supplier = await createSupplier(db);
    const venue = await createVenue(db);
    await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
    const product = await createProduct(db, { supplierId: supplier.id });
    const skus = await createSkusTesting(db, { productId: product.id, supplierId: supplier.id }, CART_LINES_MAX + 1);
    for (const sku of skus.slice(0, CART_LINES_MAX))
      await createCartItem(db, { userId: staff.userId, venueId: venue.id, skuId: sku.id, qty: 1 });
    const add = (skuId: string) => callAs(t, staff, 'POST', '/api/cart/items', { venueId: venue.id, skuId, qty: 1 });
    const refused = parseError(await add(skus[CART_LINES_MAX]!.id), 400);
    expect(refused.details).toEqual([
      { field: 'skuId', message: `a cart holds at most ${CART_LINES_MAX} lines: send or remove some first` },
    ]);
    // a line already there still takes more
    expect(parseAnswer(await add(skus[0]!.id), 200, Cart).lineCount).toBe(CART_LINES_MAX);
  });
});
