import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, DeliveryZone, Order, SupplierOrder, type CartGroup } from '@tapline/contracts';
import { createAddress, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, bearerOf, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTradeAccountTesting, supplierOrderZoneTesting } from '../../../test/support/queries/delivery-zones-testing.queries';

// Delivering by zone (decision 0172), through the cart, checkout and the supplier's accept: a venue is delivered in
// the zone its trade account names, else the one its delivery address falls in (postcode and suburb beat postcode
// alone), on that zone's days and with its fee as a line of the order's own; never on a public holiday of the state
// its address names (never its postcode's) nor on the supplier's closures; outside every zone, not at all.
// The app's clock: Wednesday 29 September 2027, 10:00 in Sydney. NSW's Labour Day is Monday 4 October 2027;
// Victoria's was in March. Canberra Day is Monday 8 March 2027.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let now = new Date('2027-09-29T00:00:00Z');
let staff: Person;
let rep: Person;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let cidery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cider: Awaited<ReturnType<typeof createSku>>;
const venues = {} as Record<'erskineville' | 'newtown' | 'fitzroy' | 'oaksEstate' | 'queanbeyan' | 'fremantle' | 'nowhere', string>;
const zoneIds = {} as Record<string, string>;

const call = apiCaller(() => t);

async function cartGroup(venueId: string, skuId: string, qty: number): Promise<CartGroup> {
  expect((await call(staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venueId}`)).statusCode).toBe(204);
  parseAnswer(await call(staff, 'POST', '/api/cart/items', { venueId, skuId, qty }), 200, Cart);
  const cart = parseAnswer(await call(staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venueId}`), 200, Cart);
  return cart.groups[0]!;
}

function checkout(venueId: string, deliveryDates?: Record<string, string>) {
  return t.api({
    method: 'POST',
    url: `/api/users/${staff.userId}/cart/checkout`,
    payload: { userId: staff.userId, venueId, ...(deliveryDates ? { deliveryDates } : {}) },
    headers: { ...bearerOf(staff), 'idempotency-key': randomUUID() },
  });
}

/** The clock moved: each person signs in again (a session's age is the app's clock's). */
async function moveClockTo(at: string) {
  now = new Date(at);
  for (const person of [staff, rep]) {
    const { data, error } = await person.client.auth.signInWithPassword({ email: person.email, password: person.password });
    if (error) throw error;
    person.session = data.session;
  }
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now });
  const db = t.database.db;
  // its own days are Tuesday and Thursday; its zones have their own
  brewery = await createSupplier(db, { name: 'Harbour Brewing', deliveryWeekdays: [2, 4], leadDays: 1 });
  // no zones: delivers anywhere on its own days, without a fee
  cidery = await createSupplier(db, { name: 'Orchard Cider', deliveryWeekdays: [1] });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  const dry = await createProduct(db, { supplierId: cidery.id, name: 'Dry Apple' });
  cider = await createSku(db, { productId: dry.id, supplierId: cidery.id, code: 'DA-K20', name: '20 L keg', unitPriceCents: 15_000 });
  staff = await signedInUser(t, { name: 'Sam Staff' });
  rep = await signedInUser(t, { name: 'Rita Rep' });
  for (const person of [staff, rep]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'owner' });
  const place = async (
    key: keyof typeof venues,
    name: string,
    timeZone: string,
    address?: { suburb: string; state: string; postcode: string },
  ) => {
    const venue = await createVenue(db, { name, timeZone });
    if (address) await createAddress(db, { organisationId: venue.id, ...address });
    await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
    venues[key] = venue.id;
    return venue.id;
  };
  await place('erskineville', 'The Erko', 'Australia/Sydney', { suburb: 'Erskineville', state: 'NSW', postcode: '2042' });
  // its delivery address is what counts, its case and spaces aside; its physical address is elsewhere
  const newtown = await place('newtown', 'The Newtown', 'Australia/Sydney', { suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
  await createAddress(db, { organisationId: newtown, kind: 'delivery', suburb: ' NEWTOWN ', state: 'NSW', postcode: '2042' });
  await place('fitzroy', 'The Fitzroy', 'Australia/Melbourne', { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' });
  // 2620 is both sides of the border: Oaks Estate is in the ACT, Queanbeyan in NSW
  await place('oaksEstate', 'The Oaks', 'Australia/Sydney', { suburb: 'Oaks Estate', state: 'ACT', postcode: '2620' });
  await place('queanbeyan', 'The Queanbeyan', 'Australia/Sydney', { suburb: 'Queanbeyan', state: 'NSW', postcode: '2620' });
  await place('fremantle', 'The Freo', 'Australia/Perth', { suburb: 'Fremantle', state: 'WA', postcode: '6160' });
  await place('nowhere', 'The Pop-up', 'Australia/Sydney');

  const zone = async (body: object) => {
    const created = parseAnswer(await call(rep, 'POST', `/api/suppliers/${brewery.id}/delivery-zones`, body), 201, DeliveryZone);
    zoneIds[created.name] = created.id;
  };
  await zone({ name: 'Inner West', deliveryWeekdays: [1], localities: [{ postcode: '2042' }] });
  await zone({
    name: 'Newtown',
    deliveryWeekdays: [1, 3],
    minimumOrderCents: 50_000,
    deliveryFeeCents: 2_500,
    localities: [{ postcode: '2042', suburb: 'Newtown' }],
  });
  await zone({ name: 'Melbourne', deliveryWeekdays: [1], leadDays: 2, localities: [{ postcode: '3065' }] });
  await zone({ name: 'Canberra', deliveryWeekdays: [1], localities: [{ postcode: '2620' }] });
});
afterAll(async () => {
  await t?.close();
});

describe('public holidays by the venue’s state', () => {
  it('NSW’s Labour Day takes the Sydney zone’s Monday away, not the Melbourne zone’s; checkout refuses it by name', async () => {
    const sydney = await cartGroup(venues.erskineville, keg.id, 1);
    expect(sydney.zone).toEqual({ id: zoneIds['Inner West'], name: 'Inner West' });
    expect(sydney.deliveryDates.slice(0, 3)).toEqual(['2027-10-11', '2027-10-18', '2027-10-25']);
    expect(sydney.closedDays).toEqual([{ date: '2027-10-04', reason: 'Labour Day (NSW)' }]);
    expect(sydney).toMatchObject({ deliveryFeeCents: 0, subtotalCents: 30_000, taxCents: 3_000, canCheckout: true });

    const melbourne = await cartGroup(venues.fitzroy, keg.id, 1);
    expect(melbourne.zone?.name).toBe('Melbourne');
    expect(melbourne.deliveryDates.slice(0, 2)).toEqual(['2027-10-04', '2027-10-11']);
    expect(melbourne.closedDays).toEqual([]);

    const refused = parseError(await checkout(venues.erskineville, { [brewery.id]: '2027-10-04' }), 422);
    expect(refused.details).toEqual({
      problems: [
        {
          code: 'delivery_date',
          message: 'Harbour Brewing: 2027-10-04 is Labour Day (NSW): no deliveries',
          supplierId: brewery.id,
          cartItemId: null,
        },
      ],
    });
    const placed = parseAnswer(await checkout(venues.fitzroy, { [brewery.id]: '2027-10-04' }), 201, Order);
    expect(placed.supplierOrders[0]).toMatchObject({ requestedDeliveryDate: '2027-10-04', deliveryFeeCents: 0, totalCents: 33_000 });
    expect(await supplierOrderZoneTesting(t.database.db, placed.supplierOrders[0]!.id)).toEqual({
      zoneId: zoneIds.Melbourne,
      deliveryFeeCents: 0,
    });
  });

  it('the supplier’s accept offers the zone’s days without the holiday and its closures, and refuses the holiday', async () => {
    // closed for a stocktake on Monday 18 October: a closure is every venue's
    await call(rep, 'POST', `/api/suppliers/${brewery.id}/closures`, { date: '2027-10-18', reason: 'Stocktake' });
    const sydney = await cartGroup(venues.erskineville, keg.id, 1);
    expect(sydney.deliveryDates.slice(0, 2)).toEqual(['2027-10-11', '2027-10-25']);
    expect(sydney.closedDays).toEqual([
      { date: '2027-10-04', reason: 'Labour Day (NSW)' },
      { date: '2027-10-18', reason: 'Closed: Stocktake' },
    ]);
    const order = parseAnswer(await checkout(venues.erskineville), 201, Order);
    const supplierOrderId = order.supplierOrders[0]!.id;
    expect(order.supplierOrders[0]!.requestedDeliveryDate).toBe('2027-10-11');
    const seen = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
    expect(seen.deliveryDates?.slice(0, 3)).toEqual(['2027-10-11', '2027-10-25', '2027-11-01']);
    const onHoliday = await call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, { deliveryDate: '2027-10-04' });
    expect(parseError(onHoliday, 400).details).toEqual([
      { field: 'deliveryDate', message: '2027-10-04 is Labour Day (NSW): no deliveries' },
    ]);
    const onClosure = await call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, { deliveryDate: '2027-10-18' });
    expect(parseError(onClosure, 400).details).toEqual([
      { field: 'deliveryDate', message: '2027-10-18: the supplier is closed (Stocktake), no deliveries' },
    ]);
    // a Tuesday is the supplier's own day, not the zone's
    const ownDay = await call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, { deliveryDate: '2027-10-12' });
    expect(parseError(ownDay, 400).details).toEqual([
      { field: 'deliveryDate', message: "2027-10-12 is not one of the supplier's delivery days" },
    ]);
    // a supplier without zones keeps its own days, the venue's holidays and its closures aside, and charges no fee
    const cidergroup = await cartGroup(venues.erskineville, cider.id, 1);
    expect(cidergroup).toMatchObject({ zone: null, deliveryFeeCents: 0, canCheckout: true });
    expect(cidergroup.deliveryDates[0]).toBe('2027-10-11');
  });

  it('a venue in the ACT gets the ACT’s holidays whatever its postcode; one across the border in NSW does not', async () => {
    await moveClockTo('2027-03-03T00:00:00Z');
    try {
      const act = await cartGroup(venues.oaksEstate, keg.id, 1);
      expect(act.zone?.name).toBe('Canberra');
      expect(act.deliveryDates.slice(0, 2)).toEqual(['2027-03-15', '2027-03-22']);
      // Easter Monday and Anzac Day's substitute are both states' Mondays off
      expect(act.closedDays.slice(0, 2)).toEqual([
        { date: '2027-03-08', reason: 'Canberra Day (ACT)' },
        { date: '2027-03-29', reason: 'Easter Monday (ACT)' },
      ]);
      const nsw = await cartGroup(venues.queanbeyan, keg.id, 1);
      expect(nsw.zone?.name).toBe('Canberra');
      expect(nsw.deliveryDates.slice(0, 2)).toEqual(['2027-03-08', '2027-03-15']);
      expect(nsw.closedDays[0]).toEqual({ date: '2027-03-29', reason: 'Easter Monday (NSW)' });
    } finally {
      await moveClockTo('2027-09-29T00:00:00Z');
    }
  });
});

describe('zones', () => {
  it('the suburb’s zone wins over the postcode’s: its days, minimum and fee, the fee a line of the order’s own', async () => {
    const short = await cartGroup(venues.newtown, keg.id, 1);
    expect(short.zone).toEqual({ id: zoneIds.Newtown, name: 'Newtown' });
    // Monday and Wednesday, Labour Day aside
    expect(short.deliveryDates.slice(0, 3)).toEqual(['2027-10-06', '2027-10-11', '2027-10-13']);
    // the minimum counts the lines alone: the fee is in the totals, not toward the minimum
    expect(short).toMatchObject({
      deliveryFeeCents: 2_500,
      subtotalCents: 32_500,
      taxCents: 3_250,
      totalCents: 35_750,
      minimumOrderCents: 50_000,
      shortOfMinimumCents: 20_000,
      canCheckout: false,
    });
    expect(short.problems.map((problem) => problem.code)).toEqual(['below_minimum']);

    const group = await cartGroup(venues.newtown, keg.id, 2);
    expect(group).toMatchObject({ subtotalCents: 62_500, taxCents: 6_250, totalCents: 68_750, canCheckout: true });
    const order = parseAnswer(await checkout(venues.newtown), 201, Order);
    const [supplierOrder] = order.supplierOrders;
    expect(supplierOrder).toMatchObject({ deliveryFeeCents: 2_500, subtotalCents: 62_500, taxCents: 6_250, totalCents: 68_750 });
    expect(order).toMatchObject({ subtotalCents: 62_500, taxCents: 6_250, totalCents: 68_750 });
    expect(await supplierOrderZoneTesting(t.database.db, supplierOrder!.id)).toEqual({ zoneId: zoneIds.Newtown, deliveryFeeCents: 2_500 });

    // sent short, the fee stays: the delivery still happens
    const [line] = supplierOrder!.lines;
    const accepted = parseAnswer(
      await call(rep, 'POST', `/api/supplier-orders/${supplierOrder!.id}/accept`, { lines: [{ lineId: line!.id, qty: 1 }] }),
      200,
      SupplierOrder,
    );
    expect(accepted).toMatchObject({ deliveryFeeCents: 2_500, subtotalCents: 32_500, taxCents: 3_250, totalCents: 35_750 });
    const whole = parseAnswer(await call(staff, 'GET', `/api/orders/${order.id}`), 200, Order);
    expect(whole).toMatchObject({ subtotalCents: 32_500, taxCents: 3_250, totalCents: 35_750 });
  });

  it('a trade account’s zone wins over the address’s', async () => {
    await insertTradeAccountTesting(t.database.db, { supplierId: brewery.id, venueId: venues.erskineville, zoneId: zoneIds.Newtown! });
    const group = await cartGroup(venues.erskineville, keg.id, 2);
    expect(group).toMatchObject({ zone: { id: zoneIds.Newtown, name: 'Newtown' }, deliveryFeeCents: 2_500 });
  });

  it('outside every zone: the cart and checkout say the supplier doesn’t deliver there; a supplier without zones still does', async () => {
    const far = await cartGroup(venues.fremantle, keg.id, 1);
    expect(far).toMatchObject({ zone: null, deliveryFeeCents: 0, canCheckout: false });
    const outside = {
      code: 'outside_delivery_area',
      message: 'Harbour Brewing doesn’t deliver to Fremantle 6160',
      supplierId: brewery.id,
      cartItemId: null,
    };
    expect(far.problems).toEqual([outside]);
    expect(parseError(await checkout(venues.fremantle), 422).details).toEqual({ problems: [outside] });

    const noAddress = await cartGroup(venues.nowhere, keg.id, 1);
    expect(noAddress.problems.map((problem) => problem.message)).toEqual([
      'Harbour Brewing delivers only to the areas it serves, and The Pop-up has no delivery address: add one in its settings',
    ]);
    const cidergroup = await cartGroup(venues.fremantle, cider.id, 1);
    expect(cidergroup).toMatchObject({ zone: null, deliveryFeeCents: 0, canCheckout: true, problems: [] });
  });
});
