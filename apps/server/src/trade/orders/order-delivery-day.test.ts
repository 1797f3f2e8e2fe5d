import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, SupplierOrder } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, callAs, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { toldOfTesting } from '../../../test/support/queries/notifications-testing.queries';
import { orderTestingSnapshot } from '../../../test/support/queries/orders-testing.queries';

// A supplier accepts an order on another delivery day, one of its own delivery days by its cut-off
// and lead time (the cart's rules), and must when the day the venue asked for has passed; the venue is told at once
// (its bell, live) and by mail. The app's clock is set: Wednesday 25 November 2026, 09:00 in Sydney.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let now = new Date('2026-11-24T22:00:00Z');
let staff: Person;
let rep: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const accept = (supplierOrderId: string, body: unknown) => call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, body);

/** A submitted order asking for delivery on `date`. */
async function orderFor(date: string) {
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    placedBy: staff.userId,
    requestedDeliveryDate: date,
    supplierOrders: [{ supplierId: brewery.id, lines: [{ sku: keg, productName: 'Harbour Haze', qty: 2 }] }],
  });
  return { orderId: order.id, id: order.supplierOrders[0]!.id };
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now });
  const db = t.database.db;
  // delivers Monday, Wednesday and Friday; orders by 14:00, one lead day
  brewery = await createSupplier(db, { name: 'Harbour Brewing', deliveryWeekdays: [1, 3, 5], orderCutoffTime: '14:00', leadDays: 1 });
  venue = await createVenue(db, { name: 'The Local', timeZone: 'Australia/Sydney' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  staff = await signedInUser(t, { name: 'Sam Staff' });
  rep = await signedInUser(t, { name: 'Rita Rep' });
  for (const person of [staff, rep]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('accepting on another delivery day', () => {
  it('offers the supplier only its own delivery days from today on, and the venue none', async () => {
    const overdue = await orderFor('2026-11-20');
    const seen = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${overdue.id}`), 200, SupplierOrder);
    // Thursday the 26th is the first day after the lead day, but not a delivery day
    expect(seen.deliveryDates).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
    ]);
    expect(seen.deliveryOverdue).toBe(true);
    const venueView = parseAnswer(await call(staff, 'GET', `/api/orders/${overdue.orderId}`), 200, Order).supplierOrders[0]!;
    expect(venueView.deliveryDates).toBeUndefined();
    // after the cut-off the first day moves on (signed in again at each hour: the app's clock decides a session's age)
    const firstDayAt = async (at: string) => {
      now = new Date(at);
      const { data, error } = await rep.client.auth.signInWithPassword({ email: rep.email, password: rep.password });
      if (error) throw error;
      return parseAnswer(await callAs(t, { session: data.session }, 'GET', `/api/supplier-orders/${overdue.id}`), 200, SupplierOrder)
        .deliveryDates?.[0];
    };
    try {
      expect(await firstDayAt('2026-11-25T03:30:00Z')).toBe('2026-11-27'); // 14:30 Wednesday: Friday is two days off
      expect(await firstDayAt('2026-11-26T03:30:00Z')).toBe('2026-11-30'); // 14:30 Thursday: Saturday at the earliest, so Monday
    } finally {
      now = new Date('2026-11-24T22:00:00Z');
    }
  });

  it('an overdue order is accepted only with a new day, one of the supplier’s; the venue is told by bell and by mail', async () => {
    const overdue = await orderFor('2026-11-20');
    const missing = parseError(await accept(overdue.id, {}), 400);
    expect(missing.details).toEqual([
      { field: 'deliveryDate', message: 'The Local asked for delivery on 2026-11-20, which has passed: choose a new delivery day' },
    ]);
    const notADeliveryDay = parseError(await accept(overdue.id, { deliveryDate: '2026-11-26' }), 400);
    expect(notADeliveryDay.details).toEqual([{ field: 'deliveryDate', message: "2026-11-26 is not one of the supplier's delivery days" }]);
    expect(parseError(await accept(overdue.id, { deliveryDate: '2026-11-25' }), 400).details).toEqual([
      {
        field: 'deliveryDate',
        message: expect.stringMatching(/^2026-11-25 is too soon: an order sent now can be delivered from 2026-11-26/),
      },
    ]);
    expect(parseError(await accept(overdue.id, { deliveryDate: '27/11/2026' }), 400).details).toEqual([
      { field: 'deliveryDate', message: expect.any(String) },
    ]);
    // refused, nothing changed
    expect(parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${overdue.id}`), 200, SupplierOrder)).toMatchObject({
      status: 'submitted',
      requestedDeliveryDate: '2026-11-20',
    });

    const accepted = parseAnswer(await accept(overdue.id, { deliveryDate: '2026-11-27' }), 200, SupplierOrder);
    expect(accepted).toMatchObject({
      status: 'accepted',
      requestedDeliveryDate: '2026-11-27',
      askedDeliveryDate: '2026-11-20',
      deliveryOverdue: false,
    });
    const venueView = parseAnswer(await call(staff, 'GET', `/api/orders/${overdue.orderId}`), 200, Order).supplierOrders[0]!;
    expect(venueView).toMatchObject({ requestedDeliveryDate: '2026-11-27', askedDeliveryDate: '2026-11-20' });

    const told = await toldOfTesting(t.database.db, `/dash/venues/${venue.id}/orders/${overdue.orderId}`, overdue.orderId);
    expect(told.notifications).toEqual([
      {
        userId: staff.userId,
        kind: 'order_accepted',
        title: expect.stringContaining('Harbour Brewing accepted order'),
        body: 'Delivery moved to Fri 27 Nov (you asked for Fri 20 Nov).',
      },
    ]);
    const mail = (await orderTestingSnapshot(t.database.db, keg.id, overdue.orderId)).mail;
    expect(mail).toEqual([
      {
        to: staff.email,
        template: 'order_accept',
        body: expect.stringContaining('Delivery moved to Fri 27 Nov (you asked for Fri 20 Nov).'),
      },
    ]);
  });

  it('an order not yet due keeps its day unless the supplier picks another of its days', async () => {
    const asIs = await orderFor('2026-11-30');
    expect(parseAnswer(await accept(asIs.id, {}), 200, SupplierOrder)).toMatchObject({
      requestedDeliveryDate: '2026-11-30',
      askedDeliveryDate: null,
    });
    const moved = await orderFor('2026-11-30');
    expect(parseError(await accept(moved.id, { deliveryDate: '2026-12-01' }), 400).details).toEqual([
      { field: 'deliveryDate', message: "2026-12-01 is not one of the supplier's delivery days" },
    ]);
    expect(parseAnswer(await accept(moved.id, { deliveryDate: '2026-12-02' }), 200, SupplierOrder)).toMatchObject({
      requestedDeliveryDate: '2026-12-02',
      askedDeliveryDate: '2026-11-30',
    });
    // asking for the day it already has moves nothing
    const same = await orderFor('2026-11-30');
    expect(parseAnswer(await accept(same.id, { deliveryDate: '2026-11-30' }), 200, SupplierOrder)).toMatchObject({
      requestedDeliveryDate: '2026-11-30',
      askedDeliveryDate: null,
    });
  });
});
