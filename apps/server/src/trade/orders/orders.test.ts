import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, Order, ReorderResult, ServedVenueList, SupplierOrder, SupplierOrderList, VenueOrderList } from '@tapline/contracts';
import { addresses } from '@tapline/db';
import { createMembership, createProduct, createSku, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { setSkuFields } from '../../../test/support/queries/cart-testing.queries';
import { orderTestingSnapshot } from '../../../test/support/queries/orders-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let rep: Person;
let otherRep: Person;
let otherStaff: Person;
let admin: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let otherVenue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let rival: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;
let rivalKeg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);

/** A placed order: the lines into the person's cart, then checkout. */
async function placeOrder(person: Person, lines: { skuId: string; qty: number }[], venueId = venue.id): Promise<Order> {
  await call(person, 'DELETE', `/api/users/${person.userId}/cart?venueId=${venueId}`);
  for (const line of lines) parseAnswer(await call(person, 'POST', '/api/cart/items', { venueId, ...line }), 200, Cart);
  return parseAnswer(
    await call(
      person,
      'POST',
      `/api/users/${person.userId}/cart/checkout`,
      { userId: person.userId, venueId },
      { 'idempotency-key': randomUUID() },
    ),
    201,
    Order,
  );
}

const move = (person: Person, supplierOrderId: string, action: string, body: unknown = {}) =>
  call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  rival = await createSupplier(db, { name: 'Rival Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  otherVenue = await createVenue(db, { name: 'Other Bar' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, {
    productId: haze.id,
    supplierId: brewery.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
    stockOnHand: 100,
  });
  cans = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-C24', name: '24 cans', unitPriceCents: 8_000 });
  const stout = await createProduct(db, { supplierId: rival.id, name: 'Rival Stout' });
  rivalKeg = await createSku(db, { productId: stout.id, supplierId: rival.id, code: 'RS-K30', name: '30 L keg', unitPriceCents: 20_000 });
  [staff, rep, otherRep, otherStaff, admin] = [
    await signedInUser(t, { name: 'Sam Staff' }),
    await signedInUser(t, { name: 'Rita Rep' }),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
  ];
  for (const person of [staff, rep, otherRep, otherStaff, admin]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: otherVenue.id, userId: otherStaff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: rival.id, userId: otherRep.userId, organisationRole: 'member' });
  await makePlatformAdmin(db, admin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('the supplier order lifecycle', () => {
  it('accepts with a line short (totals recomputed, stock returned, venue mailed), dispatches and delivers, each with its event', async () => {
    const order = await placeOrder(staff, [
      { skuId: keg.id, qty: 4 },
      { skuId: cans.id, qty: 2 },
    ]);
    const so = order.supplierOrders[0]!;
    expect(so.actions).toEqual(['cancel']); // the venue's view
    const seen = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${so.id}`), 200, SupplierOrder);
    expect(seen.actions).toEqual(['accept', 'reject', 'cancel']);
    const kegLine = seen.lines.find((line) => line.skuCode === 'HH-K50')!;
    const canLine = seen.lines.find((line) => line.skuCode === 'HH-C24')!;
    expect((await orderTestingSnapshot(t.database.db, keg.id, so.id)).stockOnHand).toBe(96);

    const accepted = parseAnswer(
      await move(rep, so.id, 'accept', {
        lines: [
          { lineId: kegLine.id, qty: 1 },
          { lineId: canLine.id, qty: 0 },
        ],
        note: 'Only one keg left',
      }),
      200,
      SupplierOrder,
    );
    expect(accepted.status).toBe('accepted');
    expect(accepted.lines.map((line) => [line.skuCode, line.qty, line.orderedQty, line.lineTotalCents])).toEqual([
      ['HH-C24', 0, 2, 0],
      ['HH-K50', 1, 4, 30_000],
    ]);
    expect(accepted).toMatchObject({ subtotalCents: 30_000, taxCents: 3_000, totalCents: 33_000, supplierNote: 'Only one keg left' });
    const afterAccept = await orderTestingSnapshot(t.database.db, keg.id, order.id);
    expect(afterAccept.stockOnHand).toBe(99);
    expect(afterAccept.mail).toEqual([
      {
        to: staff.email,
        template: 'order_accept',
        body: expect.stringMatching(/Sent short: Harbour Haze \(24 cans\) 0 of 2; Harbour Haze \(50 L keg\) 1 of 4/),
      },
    ]);
    // the venue sees the order's totals follow
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${order.id}`), 200, Order)).toMatchObject({
      status: 'in_progress',
      subtotalCents: 30_000,
      totalCents: 33_000,
    });

    expect(parseAnswer(await move(rep, so.id, 'dispatch'), 200, SupplierOrder).actions).toEqual(['deliver']);
    const delivered = parseAnswer(await move(rep, so.id, 'deliver', { note: 'Left in the cellar' }), 200, SupplierOrder);
    expect(delivered.events.map((event) => [event.fromStatus, event.toStatus, event.actor?.name, event.note])).toEqual([
      [null, 'submitted', 'Sam Staff', null],
      ['submitted', 'accepted', 'Rita Rep', 'Only one keg left'],
      ['accepted', 'dispatched', 'Rita Rep', null],
      ['dispatched', 'delivered', 'Rita Rep', 'Left in the cellar'],
    ]);
    expect(delivered.actions).toEqual([]);
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${order.id}`), 200, Order).status).toBe('completed');
  });

  it('refuses steps off the diagram with 409 and the current status, and steps of the other side with 403', async () => {
    const so = (await placeOrder(staff, [{ skuId: cans.id, qty: 1 }])).supplierOrders[0]!;
    expect(parseError(await move(staff, so.id, 'accept'), 403).message).toMatch(/its supplier does/);
    const early = parseError(await move(rep, so.id, 'deliver'), 409);
    expect(early).toMatchObject({ code: 'conflict', details: { status: 'submitted' } });
    expect(parseError(await move(rep, so.id, 'reject', {}), 400).details).toEqual([{ field: 'reason', message: expect.any(String) }]);
    expect(parseError(await move(rep, so.id, 'reject', { reason: '  ' }), 400).details).toEqual([
      { field: 'reason', message: 'reason is required' },
    ]);
    parseAnswer(await move(rep, so.id, 'accept'), 200, SupplierOrder);
    // the venue cancels only while submitted; the supplier may before dispatch
    expect(parseError(await move(staff, so.id, 'cancel', { reason: 'Changed our mind' }), 409).details).toEqual({ status: 'accepted' });
    const cancelled = parseAnswer(await move(rep, so.id, 'cancel', { reason: 'Truck broke down' }), 200, SupplierOrder);
    expect(cancelled).toMatchObject({ status: 'cancelled', supplierNote: 'Truck broke down' });
    expect(parseError(await move(rep, so.id, 'dispatch'), 409).details).toEqual({ status: 'cancelled' });
  });

  it('refuses an accept that names a line twice with 400, and puts back no stock that was never taken', async () => {
    const so = (await placeOrder(staff, [{ skuId: keg.id, qty: 2 }])).supplierOrders[0]!;
    const line = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${so.id}`), 200, SupplierOrder).lines[0]!;
    const before = (await orderTestingSnapshot(t.database.db, keg.id, null)).stockOnHand!;
    const twice = parseError(
      await move(rep, so.id, 'accept', {
        lines: [
          { lineId: line.id, qty: 0 },
          { lineId: line.id, qty: 2 },
        ],
      }),
      400,
    );
    expect(twice.details).toEqual([{ field: 'lines.1.lineId', message: 'names a line already named: each line once' }]);
    expect((await orderTestingSnapshot(t.database.db, keg.id, null)).stockOnHand).toBe(before);
    const after = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${so.id}`), 200, SupplierOrder);
    expect(after).toMatchObject({ status: 'submitted', subtotalCents: 60_000 });
    expect(after.lines.map((row) => [row.qty, row.orderedQty])).toEqual([[2, 2]]);
  });

  it('lets exactly one of two steps taken at once win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const so = (await placeOrder(staff, [{ skuId: keg.id, qty: 1 }])).supplierOrders[0]!;
      const answers = await Promise.all([
        move(rep, so.id, 'accept'),
        move(rep, so.id, 'reject', { reason: 'No stock' }),
        move(staff, so.id, 'cancel', { reason: 'Oops' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const final = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${so.id}`), 200, SupplierOrder);
      expect(final.events).toHaveLength(2);
    }
  });

  it('returns the stock of a cancelled or rejected order', async () => {
    const before = (await orderTestingSnapshot(t.database.db, keg.id, null)).stockOnHand!;
    const first = (await placeOrder(staff, [{ skuId: keg.id, qty: 3 }])).supplierOrders[0]!;
    const second = (await placeOrder(staff, [{ skuId: keg.id, qty: 2 }])).supplierOrders[0]!;
    expect((await orderTestingSnapshot(t.database.db, keg.id, null)).stockOnHand).toBe(before - 5);
    parseAnswer(await move(staff, first.id, 'cancel', { reason: 'Ordered twice' }), 200, SupplierOrder);
    parseAnswer(await move(rep, second.id, 'reject', { reason: 'Out of kegs' }), 200, SupplierOrder);
    expect((await orderTestingSnapshot(t.database.db, keg.id, null)).stockOnHand).toBe(before);
  });
});

describe('who sees what', () => {
  it('keeps each tenant to its own orders: others get 404', async () => {
    const order = await placeOrder(staff, [{ skuId: cans.id, qty: 1 }]);
    const so = order.supplierOrders[0]!;
    parseError(await call(otherStaff, 'GET', `/api/orders/${order.id}`), 404);
    parseError(await call(rep, 'GET', `/api/orders/${order.id}`), 404); // the supplier reads its part, not the order
    parseError(await call(otherRep, 'GET', `/api/supplier-orders/${so.id}`), 404);
    parseError(await move(otherRep, so.id, 'accept'), 404);
    parseError(await call(otherStaff, 'POST', `/api/orders/${order.id}/reorder`), 404);
    parseError(await call(otherStaff, 'GET', `/api/venues/${venue.id}/orders`), 404);
    parseError(await call(otherRep, 'GET', `/api/suppliers/${brewery.id}/orders`), 404);
    parseError(await call(null, 'GET', `/api/orders/${order.id}`), 401);
    // a platform admin reads, and takes no step
    expect(parseAnswer(await call(admin, 'GET', `/api/supplier-orders/${so.id}`), 200, SupplierOrder).actions).toEqual([]);
    parseError(await move(admin, so.id, 'accept'), 403);
  });
});

describe('lists', () => {
  it('a venue’s orders filter by status, number, supplier and day; a supplier’s by status with counts and venue', async () => {
    const mixed = await placeOrder(staff, [
      { skuId: cans.id, qty: 1 },
      { skuId: rivalKeg.id, qty: 1 },
    ]);
    await placeOrder(otherStaff, [{ skuId: cans.id, qty: 1 }], otherVenue.id);
    const all = parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?pageSize=50`), 200, VenueOrderList);
    expect(all.items[0]).toMatchObject({ id: mixed.id, status: 'submitted', placedBy: { id: staff.userId } });
    expect(all.items[0]!.supplierOrders.map((so) => so.supplierName)).toEqual(['Harbour Brewing', 'Rival Brewing']);
    expect(all.items.every((item) => item.id !== undefined)).toBe(true);
    const digits = mixed.number.replace(/^TL-0*/, '');
    expect(
      parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?q=${digits}`), 200, VenueOrderList).items.map((item) => item.id),
    ).toEqual([mixed.id]);
    expect(
      parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?q=rival`), 200, VenueOrderList).items.map((item) => item.id),
    ).toEqual([mixed.id]);
    const completed = parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?status=completed`), 200, VenueOrderList);
    expect(completed.items.every((item) => item.status === 'completed')).toBe(true);
    expect(completed.total).toBeGreaterThan(0);
    expect(
      parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?from=2000-01-01&to=2000-12-31`), 200, VenueOrderList).total,
    ).toBe(0);
    expect(parseError(await call(staff, 'GET', `/api/venues/${venue.id}/orders?from=yesterday`), 400).details).toEqual([
      { field: 'from', message: expect.any(String) },
    ]);

    const queue = parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/orders?status=submitted`), 200, SupplierOrderList);
    expect(queue.items.every((item) => item.status === 'submitted')).toBe(true);
    expect(queue.counts.submitted).toBe(queue.total);
    expect(queue.counts.delivered).toBeGreaterThan(0);
    // new orders oldest first
    const times = queue.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    const theirs = parseAnswer(
      await call(rep, 'GET', `/api/suppliers/${brewery.id}/orders?venueId=${otherVenue.id}`),
      200,
      SupplierOrderList,
    );
    expect(theirs.items.map((item) => item.venue.name)).toEqual(['Other Bar']);
    // the tabs' counts follow the venue filter
    expect(Object.values(theirs.counts).reduce((sum, count) => sum + count, 0)).toBe(1);

    const served = parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/venues`), 200, ServedVenueList);
    expect(served.items.map((row) => row.venue.name).sort()).toEqual(['Other Bar', 'The Local']);
    expect(served.items.find((row) => row.venue.name === 'Other Bar')).toMatchObject({ orderCount: 1, spendCents: 8_000 });
  });
});

describe('reorder', () => {
  it('copies what can still be ordered into the cart at today’s prices and reports the rest', async () => {
    const order = await placeOrder(staff, [
      { skuId: cans.id, qty: 3 },
      { skuId: rivalKeg.id, qty: 2 },
    ]);
    await setSkuFields(t.database.db, rivalKeg.id, { status: 'archived' });
    await setSkuFields(t.database.db, cans.id, { unitPriceCents: 8_500 });
    const result = parseAnswer(await call(staff, 'POST', `/api/orders/${order.id}/reorder`), 200, ReorderResult);
    expect(result).toEqual({
      added: [{ skuId: cans.id, productName: 'Harbour Haze', skuName: '24 cans', qty: 3 }],
      skipped: [{ productName: 'Rival Stout', skuName: '30 L keg', reason: 'this pack is no longer sold' }],
    });
    const cart = parseAnswer(await call(staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venue.id}`), 200, Cart);
    expect(cart.groups[0]!.lines.map((line) => [line.skuId, line.qty, line.unitPriceCents])).toEqual([[cans.id, 3, 8_500]]);
    await setSkuFields(t.database.db, rivalKeg.id, { status: 'active' });
  });
});

describe('where a supplier order goes', () => {
  it('names the venue’s delivery address (its physical one when it set none) and phone for the packing slip', async () => {
    const db = t.database.db;
    const corner = await createVenue(db, { name: 'Corner Pub', contactPhone: '02 9555 0101' });
    const barman = await signedInUser(t);
    await call(barman, 'GET', '/api/me');
    await createMembership(db, { organisationId: corner.id, userId: barman.userId, organisationRole: 'member' });
    const street = { line1: '12 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' };
    await db.insert(addresses).values([
      { organisationId: corner.id, kind: 'physical', ...street },
      { organisationId: corner.id, kind: 'delivery', ...street, line1: '2 Rear Lane', line2: 'Cellar door' },
      { organisationId: corner.id, kind: 'billing', ...street, line1: 'PO Box 9' },
      { organisationId: otherVenue.id, kind: 'physical', ...street, line1: '40 Other Rd' },
    ]);
    const slipOf = async (person: Person, venueId: string) => {
      const order = await placeOrder(person, [{ skuId: rivalKeg.id, qty: 1 }], venueId);
      // the venue's whole order (checkout's answer too) leaves it off
      expect(order.supplierOrders[0]!.deliverTo).toBeUndefined();
      return parseAnswer(await call(otherRep, 'GET', `/api/supplier-orders/${order.supplierOrders[0]!.id}`), 200, SupplierOrder);
    };

    const toCorner = await slipOf(barman, corner.id);
    expect(toCorner.deliverTo).toEqual({
      address: {
        kind: 'delivery',
        line1: '2 Rear Lane',
        line2: 'Cellar door',
        suburb: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        country: 'AU',
      },
      phone: '02 9555 0101',
    });
    // a step's answer carries it too (the page shows the answer at once)
    expect(parseAnswer(await move(otherRep, toCorner.id, 'accept'), 200, SupplierOrder).deliverTo).toEqual(toCorner.deliverTo);
    expect((await slipOf(otherStaff, otherVenue.id)).deliverTo).toEqual({
      address: expect.objectContaining({ kind: 'physical', line1: '40 Other Rd' }),
      phone: null,
    });
    expect((await slipOf(staff, venue.id)).deliverTo).toEqual({ address: null, phone: null });
  });
});
