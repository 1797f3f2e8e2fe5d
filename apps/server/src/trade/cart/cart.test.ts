import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, CheckoutRefusal, Order } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue, createVenuePrice } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { cartTestingSnapshot, setOrganisationStatus, setSkuFields } from '../../../test/support/queries/cart-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let colleague: Person;
let stranger: Person;
let rep: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let cidery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;
let cider: Awaited<ReturnType<typeof createSku>>;
let limited: Awaited<ReturnType<typeof createSku>>;
let archived: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const cartUrl = (person: Person, venueId = venue.id) => `/api/users/${person.userId}/cart?venueId=${venueId}`;
const add = (person: Person, skuId: string, qty: number, venueId = venue.id) =>
  call(person, 'POST', '/api/cart/items', { venueId, skuId, qty });
const checkoutCall = (person: Person, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  call(
    person,
    'POST',
    `/api/users/${person.userId}/cart/checkout`,
    { userId: person.userId, venueId: venue.id, ...body },
    key === null ? {} : { 'idempotency-key': key },
  );

async function emptyCart(person: Person) {
  expect((await call(person, 'DELETE', `/api/users/${person.userId}/cart?venueId=${venue.id}`)).statusCode).toBe(204);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  // a Tuesday-to-Friday brewery with a $500 minimum; a cidery that delivers any day
  brewery = await createSupplier(db, { name: 'Harbour Brewing', minimumOrderCents: 50_000, deliveryWeekdays: [2, 3, 4, 5], leadDays: 1 });
  cidery = await createSupplier(db, { name: 'Orchard Cider' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  cans = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-C24', name: '24 cans', unitPriceCents: 8_000 });
  limited = await createSku(db, {
    productId: haze.id,
    supplierId: brewery.id,
    code: 'HH-LTD',
    name: 'Barrel-aged 20 L keg',
    unitPriceCents: 40_000,
    stockOnHand: 3,
  });
  archived = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-OLD', name: 'Old pack', unitPriceCents: 1_000 });
  const apple = await createProduct(db, { supplierId: cidery.id, name: 'Dry Apple' });
  cider = await createSku(db, { productId: apple.id, supplierId: cidery.id, code: 'DA-K30', name: '30 L keg', unitPriceCents: 20_000 });
  await createVenuePrice(db, { venueId: venue.id, skuId: keg.id, unitPriceCents: 27_500 });
  [staff, colleague, stranger, rep] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [staff, colleague, stranger, rep]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: colleague.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('the cart', () => {
  it('adds to a line, groups by supplier at the venue’s prices, with subtotal, GST, minimum and delivery days', async () => {
    await emptyCart(staff);
    parseAnswer(await add(staff, keg.id, 1), 200, Cart);
    parseAnswer(await add(staff, cans.id, 2), 200, Cart);
    const cart = parseAnswer(await add(staff, keg.id, 1), 200, Cart);
    expect(cart.venue).toMatchObject({ id: venue.id, name: 'The Local' });
    expect(cart.lineCount).toBe(2);
    const group = cart.groups[0]!;
    expect(group.supplier.name).toBe('Harbour Brewing');
    // the keg at the venue's own price, added twice
    expect(group.lines.map((line) => [line.skuCode, line.qty, line.unitPriceCents, line.listPriceCents, line.lineTotalCents])).toEqual([
      ['HH-C24', 2, 8_000, 8_000, 16_000],
      ['HH-K50', 2, 27_500, 30_000, 55_000],
    ]);
    expect(group).toMatchObject({
      subtotalCents: 71_000,
      taxCents: 7_100,
      totalCents: 78_100,
      minimumOrderCents: 50_000,
      shortOfMinimumCents: 0,
      canCheckout: true,
    });
    expect(group.deliveryDates.length).toBeGreaterThan(0);
    for (const date of group.deliveryDates) expect([2, 3, 4, 5]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
  });

  it('caps a SKU at 9999 with an error that says how many are there, and changes nothing', async () => {
    await emptyCart(staff);
    parseAnswer(await add(staff, cans.id, 9990), 200, Cart);
    const error = parseError(await add(staff, cans.id, 10), 400);
    expect(error.message).toMatch(/at most 9999 of a SKU, and it has 9990 already/);
    expect(error.details).toEqual([{ field: 'qty', message: expect.stringMatching(/9990/) }]);
    expect(parseAnswer(await call(staff, 'GET', cartUrl(staff)), 200, Cart).groups[0]!.lines[0]!.qty).toBe(9990);
    expect(parseError(await add(staff, cans.id, 10_000), 400).details).toEqual([{ field: 'qty', message: 'qty must be at most 9999' }]);
    expect(parseError(await add(staff, cans.id, 0), 400).details).toEqual([{ field: 'qty', message: 'qty must be at least 1' }]);
  });

  it('sets and removes lines; one person’s items are another’s 404, and only members have a cart', async () => {
    await emptyCart(staff);
    const cart = parseAnswer(await add(staff, cans.id, 1), 200, Cart);
    const itemId = cart.groups[0]!.lines[0]!.id;
    expect(parseAnswer(await call(staff, 'PUT', `/api/cart/items/${itemId}`, { qty: 5 }), 200, Cart).groups[0]!.lines[0]!.qty).toBe(5);
    // the colleague at the same venue has a cart of their own and can't touch this item
    expect(parseAnswer(await call(colleague, 'GET', cartUrl(colleague)), 200, Cart).lineCount).toBe(0);
    parseError(await call(colleague, 'PUT', `/api/cart/items/${itemId}`, { qty: 1 }), 404);
    parseError(await call(colleague, 'DELETE', `/api/cart/items/${itemId}`), 404);
    parseError(await call(colleague, 'GET', cartUrl(staff)), 404);
    // not a member of the venue; a supplier's rep neither
    parseError(await call(stranger, 'GET', cartUrl(stranger)), 404);
    parseError(await add(stranger, cans.id, 1), 404);
    parseError(await add(rep, cans.id, 1), 404);
    parseError(await call(null, 'GET', cartUrl(staff)), 401);
    expect((await call(staff, 'DELETE', `/api/cart/items/${itemId}`)).statusCode).toBe(204);
    expect(parseAnswer(await call(staff, 'GET', cartUrl(staff)), 200, Cart).lineCount).toBe(0);
  });

  it('refuses a SKU that can’t be ordered, and lists lines that became unorderable with their reason', async () => {
    await emptyCart(staff);
    await setSkuFields(t.database.db, archived.id, { status: 'archived' });
    expect(parseError(await add(staff, archived.id, 1), 400).details).toEqual([
      { field: 'skuId', message: 'this pack can’t be ordered now' },
    ]);
    expect(parseError(await add(staff, randomUUID(), 1), 400).details).toEqual([{ field: 'skuId', message: 'no such SKU' }]);
    parseAnswer(await add(staff, limited.id, 2), 200, Cart);
    await setSkuFields(t.database.db, limited.id, { stockOnHand: 1 });
    const line = parseAnswer(await call(staff, 'GET', cartUrl(staff)), 200, Cart).groups[0]!.lines[0]!;
    expect(line.problem).toEqual({ reason: 'not_enough_stock', message: 'Only 1 on hand' });
    await setSkuFields(t.database.db, limited.id, { stockOnHand: 3 });
  });
});

describe('checkout', () => {
  it('sends two suppliers’ groups as one order: snapshots, totals, events, stock taken, cart emptied, suppliers mailed', async () => {
    await emptyCart(staff);
    await add(staff, keg.id, 1);
    await add(staff, limited.id, 2);
    await add(staff, cider.id, 3);
    const cart = parseAnswer(await call(staff, 'GET', cartUrl(staff)), 200, Cart);
    const breweryDate = cart.groups.find((group) => group.supplier.id === brewery.id)!.deliveryDates[1]!;
    const response = await checkoutCall(staff, {
      deliveryDates: { [brewery.id]: breweryDate },
      notes: { [cidery.id]: 'Cellar door at the back' },
      purchaseOrderNumber: 'PO-77',
    });
    const order = parseAnswer(response, 201, Order);
    expect(order.number).toMatch(/^TL-\d{6}$/);
    expect(order).toMatchObject({ status: 'submitted', purchaseOrderNumber: 'PO-77', placedBy: { id: staff.userId } });
    const [fromBrewery, fromCidery] = [brewery, cidery].map((supplier) =>
      order.supplierOrders.find((so) => so.supplier.id === supplier.id)!,
    );
    expect(fromBrewery!.requestedDeliveryDate).toBe(breweryDate);
    expect(fromBrewery!.lines.map((line) => [line.skuCode, line.qty, line.unitPriceCents, line.lineTotalCents])).toEqual([
      ['HH-K50', 1, 27_500, 27_500],
      ['HH-LTD', 2, 40_000, 80_000],
    ]);
    expect(fromBrewery).toMatchObject({ subtotalCents: 107_500, taxCents: 10_750, totalCents: 118_250, status: 'submitted' });
    expect(fromCidery).toMatchObject({ venueNote: 'Cellar door at the back', subtotalCents: 60_000 });
    expect(order.totalCents).toBe(118_250 + 66_000);
    for (const so of order.supplierOrders)
      expect(so.events.map((event) => [event.fromStatus, event.toStatus, event.actor?.id])).toEqual([[null, 'submitted', staff.userId]]);
    const after = await cartTestingSnapshot(t.database.db, {
      userId: staff.userId,
      skuId: limited.id,
      supplierOrderIds: order.supplierOrders.map((so) => so.id),
    });
    expect(after).toMatchObject({ cartItems: 0, stockOnHand: 1, mailTo: [rep.email] });
    // the answer is built from what was written, not read back: it must be the order as it is read
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${order.id}`), 200, Order)).toEqual(order);
  });

  it('answers the order in the order its reads sort it, equal names of suppliers and packs too; mails every member', async () => {
    const db = t.database.db;
    const twins = [await createSupplier(db, { name: 'Twin Brewing' }), await createSupplier(db, { name: 'Twin Brewing' })];
    // the first twin has two people and the second one (the rep, who is also the brewery's)
    const [brewer, cellar] = [await signedInUser(t), await signedInUser(t)];
    for (const person of [brewer, cellar]) await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId: twins[0]!.id, userId: brewer!.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: twins[0]!.id, userId: cellar!.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: twins[1]!.id, userId: rep.userId, organisationRole: 'member' });
    await emptyCart(staff);
    for (const twin of twins) {
      for (let index = 0; index < 3; index += 1) {
        const product = await createProduct(db, { supplierId: twin.id, name: 'Twin Ale' });
        const sku = await createSku(db, { productId: product.id, supplierId: twin.id, name: '24 cans', unitPriceCents: 5_000 + index });
        await add(staff, sku.id, 1);
      }
    }
    const order = parseAnswer(await checkoutCall(staff, {}), 201, Order);
    expect(order.supplierOrders.map((so) => so.lines.length)).toEqual([3, 3]);
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${order.id}`), 200, Order)).toEqual(order);
    const mailed = async (supplierId: string) => {
      const supplierOrderIds = order.supplierOrders.filter((so) => so.supplier.id === supplierId).map((so) => so.id);
      return (await cartTestingSnapshot(db, { userId: staff.userId, skuId: keg.id, supplierOrderIds })).mailTo;
    };
    expect(await mailed(twins[0]!.id)).toEqual([brewer!.email, cellar!.email].sort());
    expect(await mailed(twins[1]!.id)).toEqual([rep.email]);
  });

  it('sends only the suppliers asked for; the rest stay in the cart', async () => {
    await emptyCart(staff);
    await add(staff, keg.id, 2);
    await add(staff, cider.id, 1);
    const order = parseAnswer(await checkoutCall(staff, { supplierIds: [cidery.id] }), 201, Order);
    expect(order.supplierOrders.map((so) => so.supplier.id)).toEqual([cidery.id]);
    const cart = parseAnswer(await call(staff, 'GET', cartUrl(staff)), 200, Cart);
    expect(cart.groups.map((group) => group.supplier.id)).toEqual([brewery.id]);
  });

  it('refuses with every problem at once, per supplier and line, and changes nothing', async () => {
    await emptyCart(staff);
    await add(staff, cans.id, 1); // $80 of a $500 minimum
    await add(staff, limited.id, 3);
    await add(staff, cider.id, 1);
    await setSkuFields(t.database.db, limited.id, { stockOnHand: 2 });
    await setOrganisationStatus(t.database.db, cidery.id, 'suspended');
    const before = await cartTestingSnapshot(t.database.db, { userId: staff.userId, skuId: limited.id, supplierOrderIds: [] });
    const error = parseError(await checkoutCall(staff, { deliveryDates: { [brewery.id]: '2020-01-07' } }), 422);
    expect(error.code).toBe('checkout_refused');
    const { problems } = CheckoutRefusal.parse(error.details);
    expect(problems.map((problem) => [problem.code, problem.supplierId])).toEqual(
      expect.arrayContaining([
        ['not_enough_stock', brewery.id],
        ['delivery_date', brewery.id],
        ['supplier_suspended', cidery.id],
      ]),
    );
    expect(problems.find((problem) => problem.code === 'not_enough_stock')).toMatchObject({
      message: expect.stringMatching(/Only 2 on hand/),
      cartItemId: expect.any(String),
    });
    expect(problems.find((problem) => problem.code === 'delivery_date')!.message).toMatch(/too soon/);
    expect(await cartTestingSnapshot(t.database.db, { userId: staff.userId, skuId: limited.id, supplierOrderIds: [] })).toEqual(before);
    await setOrganisationStatus(t.database.db, cidery.id, 'active');
    await setSkuFields(t.database.db, limited.id, { stockOnHand: 20 });

    // below the minimum alone
    await emptyCart(staff);
    await add(staff, cans.id, 1);
    const minimum = CheckoutRefusal.parse(parseError(await checkoutCall(staff, {}), 422).details).problems;
    expect(minimum).toEqual([
      {
        code: 'below_minimum',
        supplierId: brewery.id,
        cartItemId: null,
        message: 'Harbour Brewing has a minimum order of $500.00 ex GST: add $420.00 more',
      },
    ]);
    // a day the brewery doesn't deliver (a Monday), and one too far ahead
    await add(staff, keg.id, 2);
    const days = CheckoutRefusal.parse(
      parseError(await checkoutCall(staff, { deliveryDates: { [brewery.id]: '2099-01-05' } }), 422).details,
    ).problems;
    expect(days[0]!.message).toMatch(/too far ahead/);
    // an empty cart, a suspended venue
    await emptyCart(staff);
    expect(CheckoutRefusal.parse(parseError(await checkoutCall(staff, {}), 422).details).problems.map((p) => p.code)).toEqual(['empty']);
    await add(staff, cider.id, 1);
    await setOrganisationStatus(t.database.db, venue.id, 'suspended');
    expect(CheckoutRefusal.parse(parseError(await checkoutCall(staff, {}), 422).details).problems.map((p) => p.code)).toEqual([
      'venue_suspended',
    ]);
    await setOrganisationStatus(t.database.db, venue.id, 'active');
  });

  it('needs an Idempotency-Key; a replay answers the first order, another body with the key is 422', async () => {
    await emptyCart(staff);
    await add(staff, cider.id, 2);
    const missing = parseError(await checkoutCall(staff, {}, null), 400);
    expect(missing.details).toEqual([{ field: 'Idempotency-Key', message: expect.stringMatching(/required/) }]);
    const key = randomUUID();
    const first = await checkoutCall(staff, { purchaseOrderNumber: 'A-1' }, key);
    const order = parseAnswer(first, 201, Order);
    const replay = await checkoutCall(staff, { purchaseOrderNumber: 'A-1' }, key);
    expect(parseAnswer(replay, 201, Order)).toEqual(order);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = parseError(await checkoutCall(staff, { purchaseOrderNumber: 'A-2' }, key), 422);
    expect(other.code).toBe('idempotency_key_reused');
    // the key is the caller's own: the colleague's same key is a checkout of its own (of an empty cart here)
    expect(parseError(await checkoutCall(colleague, { purchaseOrderNumber: 'A-1' }, key), 422).code).toBe('checkout_refused');
  });

  it('is the caller’s own cart only', async () => {
    parseError(
      await call(
        staff,
        'POST',
        `/api/users/${colleague.userId}/cart/checkout`,
        { userId: colleague.userId, venueId: venue.id },
        { 'idempotency-key': randomUUID() },
      ),
      404,
    );
    expect(parseError(await checkoutCall(staff, { userId: colleague.userId }), 400).details).toEqual([
      { field: 'userId', message: 'must be the user in the path' },
    ]);
    parseError(await checkoutCall(stranger, {}), 404);
  });
});
