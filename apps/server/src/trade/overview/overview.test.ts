import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCartItem,
  createMembership,
  createOnTapEntry,
  createOrder,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  createVenuePrice,
} from '@tapline/db/testing';
import { signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { Invite, OnTapList, SupplierOverview, VenueDetail, VenueMenu, VenueOverview } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { expireInvite } from '../../../test/support/queries/invites-testing.queries';
import { addDays, localDate } from '../../shared/calendar';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let member: Person;
let brewer: Person;
let stranger: Person;
let lateOwner: Person;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ids: Record<string, string> = {};

function get(person: Person | null, url: string) {
  return t.api({ url, headers: person ? { authorization: `Bearer ${person.session.access_token}` } : {} });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  member = await signedInUser(t, { name: 'Max Member' });
  brewer = await signedInUser(t, { name: 'Bea Brewer' });
  stranger = await signedInUser(t, { name: 'Sam Stranger' });
  lateOwner = await signedInUser(t, { name: 'Lee Late' });
  for (const person of [owner, member, brewer, stranger, lateOwner]) await get(person, `/api/users/${person.userId}/venues`);
  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local', timeZone: 'Australia/Sydney' });
  const other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing', timeZone: 'Australia/Sydney' });
  const hillside = await createSupplier(db, { name: 'Hillside Cider', slug: 'hillside-cider' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: harbour.id, userId: brewer.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });

  const paleProduct = await createProduct(db, { supplierId: harbour.id, name: 'Harbour Pale', slug: 'harbour-pale' });
  const lagerProduct = await createProduct(db, { supplierId: harbour.id, name: 'Harbour Lager', slug: 'harbour-lager' });
  await createProduct(db, { supplierId: harbour.id, name: 'Harbour Sour (soon)', slug: 'harbour-sour', status: 'draft' });
  const ciderProduct = await createProduct(db, { supplierId: hillside.id, name: 'Hillside Dry', slug: 'hillside-dry' });
  const pale = await createSku(db, { productId: paleProduct.id, supplierId: harbour.id, unitPriceCents: 30000 });
  const lager = await createSku(db, { productId: lagerProduct.id, supplierId: harbour.id, unitPriceCents: 20000 });
  const cider = await createSku(db, { productId: ciderProduct.id, supplierId: hillside.id, unitPriceCents: 15000 });
  ids.paleProduct = paleProduct.id;
  ids.lagerProduct = lagerProduct.id;

  const today = localDate(new Date(), 'Australia/Sydney');
  const line = (sku: typeof pale, qty: number, productName: string) => ({ sku, qty, productName });
  const order = async (
    name: string,
    venueId: string,
    createdAt: Date,
    date: string | null,
    parts: Parameters<typeof createOrder>[1]['supplierOrders'],
  ) => {
    const created = await createOrder(db, { venueId, number: `TL-${name}`, createdAt, requestedDeliveryDate: date, supplierOrders: parts });
    ids[name] = created.id;
  };
  await order('X', local.id, ago(DAY), addDays(today, 2), [
    { supplierId: harbour.id, status: 'accepted', lines: [line(pale, 2, 'Harbour Pale')] },
    { supplierId: hillside.id, status: 'submitted', lines: [line(cider, 1, 'Hillside Dry')] },
  ]);
  await order('Y', local.id, ago(2 * DAY), addDays(today, 10), [
    { supplierId: harbour.id, status: 'dispatched', lines: [line(lager, 3, 'Harbour Lager')] },
  ]);
  await order('Z', local.id, ago(3 * DAY), addDays(today, -1), [
    { supplierId: harbour.id, status: 'delivered', lines: [line(pale, 1, 'Harbour Pale')] },
  ]);
  await order('W', local.id, ago(4 * DAY), addDays(today, 1), [
    { supplierId: hillside.id, status: 'rejected', lines: [line(cider, 5, 'Hillside Dry')] },
  ]);
  await order('OLD', local.id, ago(40 * DAY), null, [
    { supplierId: harbour.id, status: 'delivered', lines: [line(lager, 50, 'Harbour Lager')] },
  ]);
  await order('P', other.id, ago(5 * HOUR), addDays(today, 3), [
    { supplierId: harbour.id, status: 'submitted', lines: [line(lager, 1, 'Harbour Lager')] },
  ]);
  await order('Q', other.id, ago(6 * DAY), addDays(today, -1), [
    { supplierId: harbour.id, status: 'accepted', lines: [line(pale, 4, 'Harbour Pale')] },
  ]);
  await order('R', other.id, ago(7 * DAY), null, [
    { supplierId: harbour.id, status: 'cancelled', lines: [line(pale, 100, 'Harbour Pale')] },
  ]);

  await createVenuePrice(db, { venueId: local.id, skuId: pale.id, unitPriceCents: 25000 });
  await createCartItem(db, { userId: member.userId, venueId: local.id, skuId: pale.id, qty: 2 });
  await createCartItem(db, { userId: member.userId, venueId: local.id, skuId: cider.id, qty: 1 });
  await createCartItem(db, { userId: member.userId, venueId: other.id, skuId: lager.id, qty: 9 }); // another venue's cart

  await createOnTapEntry(db, { venueId: local.id, productId: paleProduct.id, tapNumber: 1, since: ago(2 * DAY) });
  await createOnTapEntry(db, { venueId: local.id, productId: lagerProduct.id, tapNumber: 2, since: ago(HOUR) });

  // The Late Bar: deliveries that are overdue, due today and later; a cart with lines checkout would refuse
  const late = await createVenue(db, { name: 'Late Bar', slug: 'late-bar', timeZone: 'Australia/Sydney' });
  await createMembership(db, { organisationId: late.id, userId: lateOwner.userId, organisationRole: 'owner' });
  const freight = await createSupplier(db, { name: 'Slow Freight', slug: 'slow-freight', timeZone: 'Australia/Sydney' });
  const freightProduct = await createProduct(db, { supplierId: freight.id, name: 'Freight Stout', slug: 'freight-stout' });
  const stout = await createSku(db, { productId: freightProduct.id, supplierId: freight.id, unitPriceCents: 10000 });
  const delivery = (name: string, date: string, status: 'submitted' | 'accepted' | 'dispatched' | 'delivered') =>
    order(name, late.id, ago(DAY), date, [{ supplierId: freight.id, status, lines: [line(stout, 1, 'Freight Stout')] }]);
  await delivery('L1', addDays(today, -9), 'dispatched');
  await delivery('L2', addDays(today, -3), 'accepted');
  await delivery('L3', addDays(today, -2), 'submitted');
  await delivery('L4', addDays(today, -1), 'accepted');
  await delivery('L5', addDays(today, -1), 'delivered'); // delivered: not due any more
  await delivery('L6', today, 'accepted');
  await delivery('L7', today, 'dispatched');
  await delivery('L8', today, 'submitted');
  await delivery('L9', addDays(today, 3), 'accepted');
  await delivery('L10', addDays(today, 8), 'accepted'); // past the 7-day window

  const asleep = await createSupplier(db, { name: 'Asleep Brewing', slug: 'asleep-brewing', status: 'suspended' });
  const asleepProduct = await createProduct(db, { supplierId: asleep.id, name: 'Asleep Ale', slug: 'asleep-ale' });
  const asleepSku = await createSku(db, { productId: asleepProduct.id, supplierId: asleep.id, name: 'Slab', unitPriceCents: 5000 });
  const draftProduct = await createProduct(db, { supplierId: freight.id, name: 'Freight Porter', slug: 'freight-porter', status: 'draft' });
  const draftSku = await createSku(db, { productId: draftProduct.id, supplierId: freight.id, name: 'Keg', unitPriceCents: 7000 });
  const archivedSku = await createSku(db, {
    productId: freightProduct.id,
    supplierId: freight.id,
    name: 'Old keg',
    unitPriceCents: 8000,
    status: 'archived',
  });
  const scarceSku = await createSku(db, {
    productId: freightProduct.id,
    supplierId: freight.id,
    name: 'Cask',
    unitPriceCents: 9000,
    stockOnHand: 2,
  });
  const plentySku = await createSku(db, {
    productId: freightProduct.id,
    supplierId: freight.id,
    name: 'Case',
    unitPriceCents: 4000,
    stockOnHand: 10,
  });
  ids.asleepSku = asleepSku.id;
  ids.draftSku = draftSku.id;
  ids.archivedSku = archivedSku.id;
  ids.scarceSku = scarceSku.id;
  for (const [sku, qty] of [
    [stout, 2],
    [plentySku, 10],
    [asleepSku, 1],
    [draftSku, 1],
    [archivedSku, 1],
    [scarceSku, 3],
  ] as const) {
    await createCartItem(db, { userId: lateOwner.userId, venueId: late.id, skuId: sku.id, qty });
  }

  const invite = async (org: string) =>
    t.api({
      method: 'POST',
      url: `/api/${org}/invites`,
      payload: { email: uniqueEmail(), organisationRole: 'buyer' },
      headers: { authorization: `Bearer ${owner.session.access_token}` },
    });
  await invite('venues/the-local');
  const expired = await invite('venues/the-local');
  await expireInvite(db, parseAnswer(expired, 201, Invite).id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/venues/{id}/overview', () => {
  it("sums up the venue's orders, deliveries, the caller's cart, taps and team", async () => {
    const body = parseAnswer(await get(member, '/api/venues/the-local/overview'), 200, VenueOverview);
    const today = localDate(new Date(), 'Australia/Sydney');
    expect(body.openSupplierOrders).toEqual({ held: 0, submitted: 1, accepted: 1, dispatched: 1 });
    expect(body.deliveriesDue).toMatchObject({ count: 2, dueToday: 0, overdue: 0 });
    expect(
      body.deliveriesDue.next.map((d: { orderNumber: string; supplierName: string; status: string; requestedDeliveryDate: string }) => [
        d.orderNumber,
        d.supplierName,
        d.status,
        d.requestedDeliveryDate,
      ]),
    ).toEqual([
      ['TL-X', 'Harbour Brewing', 'accepted', addDays(today, 2)],
      ['TL-X', 'Hillside Cider', 'submitted', addDays(today, 2)],
    ]);
    expect(body.cart).toEqual({
      lineCount: 2,
      heldBack: [],
      unitCount: 3,
      supplierCount: 2,
      subtotalCents: 2 * 25000 + 15000,
      currency: 'AUD',
      problems: [],
    });
    expect(body.taps.count).toBe(2);
    expect(body.taps.recent.map((tap) => [tap.tapNumber, tap.name])).toEqual([
      [2, 'Harbour Lager'],
      [1, 'Harbour Pale'],
    ]);
    expect(body.teamSize).toBe(2);
    expect(body.pendingInvites).toBe(1);
    expect(body.recentOrders.map((o: { number: string; status: string }) => [o.number, o.status])).toEqual([
      ['TL-X', 'in_progress'],
      ['TL-Y', 'in_progress'],
      ['TL-Z', 'completed'],
      ['TL-W', 'rejected'], // its one supplier rejected it: rejected, not cancelled (decision 0128)
      ['TL-OLD', 'completed'],
    ]);
    expect(body.recentOrders[0]).toMatchObject({ id: ids.X, supplierNames: ['Harbour Brewing', 'Hillside Cider'], currency: 'AUD' });
    expect(body.recentOrders[0]!.totalCents).toBe(Math.round((60000 + 15000) * 1.1));
  });

  it('shows each member their own cart', async () => {
    expect(parseAnswer(await get(owner, '/api/venues/the-local/overview'), 200, VenueOverview).cart).toEqual({
      lineCount: 0,
      heldBack: [],
      unitCount: 0,
      supplierCount: 0,
      subtotalCents: 0,
      currency: 'AUD',
      problems: [],
    });
  });

  it('keeps overdue deliveries in the list, first, and counts those due today over the whole window', async () => {
    const response = await get(lateOwner, '/api/venues/late-bar/overview');
    expect(response.statusCode, response.body).toBe(200);
    const { deliveriesDue } = response.json();
    const today = localDate(new Date(), 'Australia/Sydney');
    // L1–L4 overdue, L6–L8 today, L9 in three days; L5 was delivered and L10 is past the window
    expect(deliveriesDue).toMatchObject({ count: 8, dueToday: 3, overdue: 4 });
    expect(
      deliveriesDue.next.map((d: { orderNumber: string; requestedDeliveryDate: string; overdue: boolean }) => [
        d.orderNumber,
        d.requestedDeliveryDate,
        d.overdue,
      ]),
    ).toEqual([
      ['TL-L1', addDays(today, -9), true],
      ['TL-L2', addDays(today, -3), true],
      ['TL-L3', addDays(today, -2), true],
      ['TL-L4', addDays(today, -1), true],
      ['TL-L6', today, false],
    ]);
  });

  it('sums up what "Send all" would send (whole supplier groups), holds back the groups checkout would refuse and names why each line would be', async () => {
    const { cart } = parseAnswer(await get(lateOwner, '/api/venues/late-bar/overview'), 200, VenueOverview);
    // Slow Freight's good lines (2 stout, 10 cases) stay with its refused ones: checkout takes a supplier's group whole
    expect(cart).toMatchObject({ lineCount: 0, unitCount: 0, supplierCount: 0, subtotalCents: 0, currency: 'AUD' });
    expect(cart.heldBack.map(({ supplierName, lineCount }) => [supplierName, lineCount]).sort()).toEqual([
      ['Asleep Brewing', 1],
      ['Slow Freight', 5],
    ]);
    expect(cart.heldBack.every(({ reason }) => reason.length > 0)).toBe(true);
    expect(
      cart.problems.map((p: { skuId: string; reason: string; qty: number; stockOnHand: number | null }) => [
        p.skuId,
        p.reason,
        p.qty,
        p.stockOnHand,
      ]),
    ).toEqual([
      [ids.asleepSku, 'supplier_suspended', 1, null],
      [ids.draftSku, 'product_unavailable', 1, null],
      [ids.scarceSku, 'not_enough_stock', 3, 2],
      [ids.archivedSku, 'sku_archived', 1, null],
    ]);
    expect(cart.problems[0]).toMatchObject({ productName: 'Asleep Ale', skuName: 'Slab', supplierName: 'Asleep Brewing' });
  });

  it('counts the taps as the On Tap page and the public page do: the guest beer, an unnumbered tap and a beer no longer listed too', async () => {
    const db = t.database.db;
    const bar = await createVenue(db, { name: 'Count Bar', slug: 'count-bar' });
    await createMembership(db, { organisationId: bar.id, userId: owner.userId, organisationRole: 'owner' });
    const supplier = await createSupplier(db, { name: 'Count Brewing', slug: 'count-brewing' });
    const [pale, retired, cask, soon, gone] = await Promise.all(
      ['Count Pale', 'Count Retired', 'Count Cask', 'Count Soon', 'Count Gone'].map((name, index) =>
        createProduct(db, {
          supplierId: supplier.id,
          name,
          slug: `count-${index}`,
          status: name === 'Count Retired' ? 'archived' : 'active',
        }),
      ),
    );
    await createOnTapEntry(db, { venueId: bar.id, productId: pale!.id, tapNumber: 1, since: ago(3 * DAY) });
    await createOnTapEntry(db, {
      venueId: bar.id,
      productId: null,
      guestName: 'Count Guest Gose',
      guestBrewery: 'Little Bay',
      tapNumber: 2,
      since: ago(HOUR),
    });
    await createOnTapEntry(db, { venueId: bar.id, productId: retired!.id, tapNumber: 3, since: ago(2 * DAY) });
    await createOnTapEntry(db, { venueId: bar.id, productId: cask!.id, tapNumber: null, position: 3, since: ago(4 * DAY) });
    await createOnTapEntry(db, { venueId: bar.id, productId: soon!.id, status: 'next', tapNumber: null, position: 0 });
    await createOnTapEntry(db, { venueId: bar.id, productId: gone!.id, tapNumber: 5, kickedAt: ago(DAY) });

    const overview = parseAnswer(await get(owner, '/api/venues/count-bar/overview'), 200, VenueOverview);
    const editor = parseAnswer(await get(owner, `/api/venues/${bar.id}/available-at`), 200, OnTapList);
    const menu = parseAnswer(await get(null, '/api/venues/count-bar/menu'), 200, VenueMenu);
    const venue = parseAnswer(await get(null, '/api/venues/count-bar'), 200, VenueDetail);
    expect(menu.items).toHaveLength(4);
    expect(overview.taps.count).toBe(menu.items.length);
    expect(editor.pouring).toHaveLength(menu.items.length);
    expect(venue.onTapCount).toBe(menu.items.length);
    // what changed on tap names every tap the count holds, newest first: the guest beer too, a beer not listed without its link
    expect(overview.taps.recent.map((tap) => [tap.tapNumber, tap.name, tap.productSlug])).toEqual([
      [2, 'Count Guest Gose', null],
      [3, 'Count Retired', null],
      [1, 'Count Pale', pale!.slug],
      [null, 'Count Cask', cask!.slug],
    ]);
  });

  it('answers outsiders, suppliers and unknown venues with 404, and the signed-out with 401', async () => {
    expect((await get(stranger, '/api/venues/the-local/overview')).statusCode).toBe(404);
    expect((await get(brewer, '/api/venues/the-local/overview')).statusCode).toBe(404);
    expect((await get(member, '/api/venues/nowhere/overview')).statusCode).toBe(404);
    expect((await get(null, '/api/venues/the-local/overview')).statusCode).toBe(401);
  });
});

describe('GET /api/suppliers/{id}/overview', () => {
  it('sums up new orders, dispatch, top products and venues of the last 30 days, products and team', async () => {
    const body = parseAnswer(await get(brewer, '/api/suppliers/harbour-brewing/overview'), 200, SupplierOverview);
    expect(body.newOrders.count).toBe(1);
    expect(Math.abs(Date.parse(body.newOrders.oldestSince!) - (Date.now() - 5 * HOUR))).toBeLessThan(60_000);
    expect(body.toDispatch).toEqual({ acceptedCount: 2, dueToday: 1 });
    expect(body.topProducts).toEqual([
      { productId: ids.paleProduct, name: 'Harbour Pale', qty: 7, totalCents: 7 * 30000 },
      { productId: ids.lagerProduct, name: 'Harbour Lager', qty: 4, totalCents: 4 * 20000 },
    ]);
    expect(
      body.topVenues.map((v: { name: string; spendCents: number; orderCount: number }) => [v.name, v.spendCents, v.orderCount]),
    ).toEqual([
      ['The Local', 150000, 3],
      ['Other Bar', 140000, 2],
    ]);
    expect(body.productCounts).toEqual({ draft: 1, active: 2, archived: 0 });
    expect(body.teamSize).toBe(1);
    expect(body.pendingInvites).toBe(0);
    expect(
      body.recentOrders.map((o: { orderNumber: string; venueName: string; status: string }) => [o.orderNumber, o.venueName, o.status]),
    ).toEqual([
      ['TL-P', 'Other Bar', 'submitted'],
      ['TL-X', 'The Local', 'accepted'],
      ['TL-Y', 'The Local', 'dispatched'],
      ['TL-Z', 'The Local', 'delivered'],
      ['TL-Q', 'Other Bar', 'accepted'],
    ]);
  });

  it('answers a venue member with 404', async () => {
    expect((await get(member, '/api/suppliers/harbour-brewing/overview')).statusCode).toBe(404);
    expect((await get(brewer, '/api/suppliers/hillside-cider/overview')).statusCode).toBe(404);
  });
});
