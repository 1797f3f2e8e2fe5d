import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf, callAs, signedInUser } from '../../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { concurrencySnapshot } from '../../../../test/support/queries/cart-testing.queries';

// A cart line changed or removed while its cart checks out. Whatever order they meet in, an edit
// that was acknowledged is not lost: a PUT answered 200 is the order's quantity or the cart's, a DELETE answered 204
// is on no order; when the checkout took the line first, the edit answers 404 and the order has the line as it was.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let supplierId: string;
let productId: string;

const ROUNDS = 16;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  staff = await signedInUser(t);
  await callAs(t, staff, 'GET', '/api/me');
  const supplier = await createSupplier(t.database.db);
  supplierId = supplier.id;
  productId = (await createProduct(t.database.db, { supplierId })).id;
});
afterAll(async () => {
  await t.close();
});

describe('a cart edited while it checks out', () => {
  it(`keeps every acknowledged edit, over ${ROUNDS} rounds of PUT and DELETE racing the checkout`, { timeout: 180_000 }, async () => {
    const db = t.database.db;
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const venue = await createVenue(db);
      await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
      const skus = [];
      for (let index = 0; index < 6; index += 1) skus.push(await createSku(db, { productId, supplierId, name: `Pack ${round}-${index}` }));
      const items = [];
      for (const sku of skus) items.push(await createCartItem(db, { userId: staff.userId, venueId: venue.id, skuId: sku.id, qty: 1 }));
      const [changed, removed] = [items[0]!, items[1]!];
      // the edits leave a little after the checkout, a different little each round
      const lag = round % 8;
      const [checkout, put, del] = await Promise.all([
        t.api({
          method: 'POST',
          url: `/api/users/${staff.userId}/cart/checkout`,
          payload: { userId: staff.userId, venueId: venue.id },
          headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
        }),
        sleep(lag).then(() => callAs(t, staff, 'PUT', `/api/cart/items/${changed.id}`, { qty: 7 })),
        sleep(lag).then(() => callAs(t, staff, 'DELETE', `/api/cart/items/${removed.id}`)),
      ]);
      expect([checkout.statusCode, put.statusCode, del.statusCode].filter((status) => status >= 500)).toEqual([]);
      expect(checkout.statusCode).toBe(201);
      expect([200, 404]).toContain(put.statusCode);
      expect([204, 404]).toContain(del.statusCode);

      const after = await concurrencySnapshot(db, { skuId: changed.skuId, venueIds: [venue.id] });
      const ordered = after.orders[0]?.lines ?? [];
      const inCart = after.cartItems.map((item) => `${item.skuId}:${item.qty}`);
      if (put.statusCode === 200 && !ordered.includes(`${changed.skuId}:7`) && !inCart.includes(`${changed.skuId}:7`)) {
        lost.push(
          `round ${round}: PUT answered 200, the order has ${ordered.find((line) => line.startsWith(changed.skuId)) ?? 'no line'} of it`,
        );
      }
      if (put.statusCode === 404 && !ordered.includes(`${changed.skuId}:1`))
        lost.push(`round ${round}: PUT answered 404, yet the order hasn’t the line as it was`);
      if (del.statusCode === 204 && ordered.some((line) => line.startsWith(removed.skuId)))
        lost.push(`round ${round}: DELETE answered 204 for a line that was ordered`);
      if (del.statusCode === 404 && !ordered.some((line) => line.startsWith(removed.skuId)))
        lost.push(`round ${round}: DELETE answered 404, yet the line is on no order`);
    }
    expect(lost).toEqual([]);
  });
});
