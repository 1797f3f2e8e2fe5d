import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf, callAs, signedInUser } from '../../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { concurrencySnapshot } from '../../../../test/support/queries/cart-testing.queries';

// 50 checkouts at once from different venues for the last units of a tracked SKU, and 20 replays of one
// key: exactly one order per distinct key, stock never below zero, no cart item lost or ordered twice.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

describe('checkouts at once', () => {
  it('sell the last 7 units to 7 of 50 venues; 20 replays of one key make no second order', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const supplier = await createSupplier(db);
    const product = await createProduct(db, { supplierId: supplier.id });
    const last = await createSku(db, { productId: product.id, supplierId: supplier.id, stockOnHand: 7 });
    const plenty = await createSku(db, { productId: product.id, supplierId: supplier.id });
    // five people, each buying for ten venues
    const people: Person[] = [];
    for (let index = 0; index < 5; index += 1) {
      const person = await signedInUser(t);
      await callAs(t, person, 'GET', '/api/me');
      people.push(person);
    }
    const buyers: { person: Person; venueId: string; key: string }[] = [];
    for (let index = 0; index < 50; index += 1) {
      const person = people[index % people.length]!;
      const venue = await createVenue(db);
      await createMembership(db, { organisationId: venue.id, userId: person.userId, organisationRole: 'member' });
      await createCartItem(db, { userId: person.userId, venueId: venue.id, skuId: last.id, qty: 1 });
      await createCartItem(db, { userId: person.userId, venueId: venue.id, skuId: plenty.id, qty: 2 });
      buyers.push({ person, venueId: venue.id, key: randomUUID() });
    }
    const send = (buyer: (typeof buyers)[number]) =>
      t.api({
        method: 'POST',
        url: `/api/users/${buyer.person.userId}/cart/checkout`,
        payload: { userId: buyer.person.userId, venueId: buyer.venueId },
        headers: { ...bearerOf(buyer.person), 'idempotency-key': buyer.key },
      });
    const replayed = buyers[0]!;
    const answers = await Promise.all([...buyers.map(send), ...Array.from({ length: 20 }, () => send(replayed))]);

    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    for (const answer of answers) expect([201, 409, 422]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 422).every((answer) => answer.json().error.code === 'checkout_refused')).toBe(
      true,
    );
    // every 201 of the replayed key is one order (the first answer again); a refused first attempt releases its key,
    // so a replay may place it later, but never a second one
    const orderIds = (from: typeof answers) => from.flatMap((answer) => (answer.statusCode === 201 ? [Order.parse(answer.json()).id] : []));
    const ofReplayedKey = new Set(orderIds([answers[0]!, ...answers.slice(50)]));
    expect(ofReplayedKey.size).toBeLessThanOrEqual(1);
    const placed = new Set(orderIds(answers));
    expect(placed.size).toBe(7);

    const after = await concurrencySnapshot(db, { skuId: last.id, venueIds: buyers.map((buyer) => buyer.venueId) });
    expect(after.stockOnHand).toBe(0);
    // exactly the orders answered, one per venue
    expect(after.orders.map((order) => order.id).sort()).toEqual([...placed].sort());
    expect(new Set(after.orders.map((order) => order.venueId)).size).toBe(7);
    // every venue that ordered has an empty cart and its two lines on the order; every other keeps both items
    for (const buyer of buyers) {
      const ordered = after.orders.find((order) => order.venueId === buyer.venueId);
      const cart = after.cartItems.filter((item) => item.venueId === buyer.venueId);
      if (ordered) {
        expect(cart).toEqual([]);
        expect(ordered.lines.sort()).toEqual([`${last.id}:1`, `${plenty.id}:2`].sort());
      } else {
        expect(cart.map((item) => `${item.skuId}:${item.qty}`).sort()).toEqual([`${last.id}:1`, `${plenty.id}:2`].sort());
      }
    }
  });
});
