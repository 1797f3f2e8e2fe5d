import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, CheckoutRefusal, Order } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf, callAs, signedInUser } from '../../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { setSkuFields } from '../../../../test/support/queries/cart-testing.queries';

// Checkout's day rules through the API, with the app's clock set: the cut-off at its boundary minute in
// the venue's time zone on the day daylight saving starts in Sydney (4 October 2026, 02:00 → 03:00), lead days,
// and an inactive SKU.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let now = new Date();
let staff: Person;
let venueId: string;
let cutoffSupplier: Awaited<ReturnType<typeof createSupplier>>;
let leadSupplier: Awaited<ReturnType<typeof createSupplier>>;
let cutoffSku: Awaited<ReturnType<typeof createSku>>;
let leadSku: Awaited<ReturnType<typeof createSku>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now });
  const db = t.database.db;
  // orders by 14:00 Sydney time, delivered the next day or later, any day
  cutoffSupplier = await createSupplier(db, { name: 'Cut-off Brewing', orderCutoffTime: '14:00', leadDays: 1, deliveryWeekdays: [] });
  leadSupplier = await createSupplier(db, { name: 'Slow Cider', leadDays: 3, deliveryWeekdays: [] });
  const venue = await createVenue(db, { timeZone: 'Australia/Sydney' });
  venueId = venue.id;
  const ale = await createProduct(db, { supplierId: cutoffSupplier.id });
  cutoffSku = await createSku(db, { productId: ale.id, supplierId: cutoffSupplier.id });
  const cider = await createProduct(db, { supplierId: leadSupplier.id });
  leadSku = await createSku(db, { productId: cider.id, supplierId: leadSupplier.id });
  staff = await signedInUser(t);
  await callAs(t, staff, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

async function checkoutAt(at: string, skuId: string, supplierId: string, date: string) {
  now = new Date(at);
  await callAs(t, staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venueId}`);
  await createCartItem(t.database.db, { userId: staff.userId, venueId, skuId, qty: 1 });
  return t.api({
    method: 'POST',
    url: `/api/users/${staff.userId}/cart/checkout`,
    payload: { userId: staff.userId, venueId, deliveryDates: { [supplierId]: date } },
    headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
  });
}

const refusal = async (answer: Awaited<ReturnType<typeof checkoutAt>>) => CheckoutRefusal.parse(parseError(answer, 422).details).problems;

describe('checkout’s day rules, in the venue’s time zone', () => {
  it('takes tomorrow until 13:59 and refuses it from 14:00 on the day daylight saving starts (14:00 AEDT is 03:00 UTC)', async () => {
    // 13:59 AEDT on Sunday 4 October: before the cut-off, so Monday 5 October can be asked for
    const before = await checkoutAt('2026-10-04T02:59:00Z', cutoffSku.id, cutoffSupplier.id, '2026-10-05');
    expect(parseAnswer(before, 201, Order).supplierOrders[0]!.requestedDeliveryDate).toBe('2026-10-05');
    // 14:00 AEDT (had the server used the standard-time offset, this would still be 13:00)
    const problems = await refusal(await checkoutAt('2026-10-04T03:00:00Z', cutoffSku.id, cutoffSupplier.id, '2026-10-05'));
    expect(problems).toEqual([
      {
        code: 'delivery_date',
        supplierId: cutoffSupplier.id,
        cartItemId: null,
        message: 'Cut-off Brewing: 2026-10-05 is too soon: an order sent now can be delivered from 2026-10-06 (cut-off 14:00, 1 lead days)',
      },
    ]);
    // the cart, at that minute, offers the 6th first
    const cart = parseAnswer(await callAs(t, staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venueId}`), 200, Cart);
    expect(cart.groups[0]!.deliveryDates[0]).toBe('2026-10-06');
    parseAnswer(await checkoutAt('2026-10-04T03:00:00Z', cutoffSku.id, cutoffSupplier.id, '2026-10-06'), 201, Order);
  });

  it('counts lead days from the day the order is sent', async () => {
    // Wednesday 25 November 09:00 AEDT, three lead days: Saturday the 28th at the earliest
    expect((await refusal(await checkoutAt('2026-11-24T22:00:00Z', leadSku.id, leadSupplier.id, '2026-11-27')))[0]!.message).toMatch(
      /from 2026-11-28/,
    );
    parseAnswer(await checkoutAt('2026-11-24T22:00:00Z', leadSku.id, leadSupplier.id, '2026-11-28'), 201, Order);
  });

  it('refuses a SKU archived since it went into the cart, naming the line', async () => {
    now = new Date('2026-11-24T22:00:00Z');
    await callAs(t, staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venueId}`);
    const item = await createCartItem(t.database.db, { userId: staff.userId, venueId, skuId: leadSku.id, qty: 2 });
    await setSkuFields(t.database.db, leadSku.id, { status: 'archived' });
    const answer = await t.api({
      method: 'POST',
      url: `/api/users/${staff.userId}/cart/checkout`,
      payload: { userId: staff.userId, venueId },
      headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
    });
    expect(await refusal(answer)).toEqual([
      {
        code: 'sku_archived',
        supplierId: leadSupplier.id,
        cartItemId: item.id,
        message: expect.stringMatching(/This pack is no longer sold$/),
      },
    ]);
    await setSkuFields(t.database.db, leadSku.id, { status: 'active' });
  });
});
