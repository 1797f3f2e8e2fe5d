import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationList,
  OrderMessageMarker,
  OrderMessageThread,
  SupplierOrder,
  SupplierOrderList,
  SupplierOverview,
  VenueOrderList,
  VenueOverview,
  type Order,
} from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { TestSocket } from '../../../test/support/realtime-kit';
import {
  deleteMessageTesting,
  deleteProfileTesting,
  deleteSupplierOrderTesting,
  findMessageTesting,
  rewriteMessageTesting,
} from '../../../test/support/queries/order-messages-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { writeOrderSystemEntry } from './order-messages.service';

// Messages on an order (docs/domain.md, Messages on an order): a thread per supplier order that only its two sides'
// members read and write, a platform admin reads; messages never change; each side's unread count moves when any of
// its members reads; the order's steps read as entries of the thread.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let venueOwner: Person;
let rep: Person;
let otherVenueStaff: Person;
let otherSupplierRep: Person;
let admin: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const threadUrl = (supplierOrderId: string) => `/api/supplier-orders/${supplierOrderId}/messages`;
const post = (person: Person | null, supplierOrderId: string, body: unknown) => call(person, 'POST', threadUrl(supplierOrderId), body);
const thread = async (person: Person, supplierOrderId: string) =>
  parseAnswer(await call(person, 'GET', threadUrl(supplierOrderId)), 200, OrderMessageThread);
const markRead = async (person: Person, supplierOrderId: string) =>
  parseAnswer(await call(person, 'POST', `${threadUrl(supplierOrderId)}/read`), 200, OrderMessageMarker);
const place = async (qty = 1): Promise<{ order: Order; soId: string }> => {
  const order = await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty }]);
  return { order, soId: order.supplierOrders[0]!.id };
};
const venueRow = async (orderId: string, query = '') =>
  parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?pageSize=100${query}`), 200, VenueOrderList).items.find(
    (row) => row.id === orderId,
  );
const supplierRow = async (soId: string, query = '') =>
  parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/orders?pageSize=100${query}`), 200, SupplierOrderList).items.find(
    (row) => row.id === soId,
  );

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  const otherVenue = await createVenue(db, { name: 'Elsewhere Bar' });
  const otherSupplier = await createSupplier(db, { name: 'Other Cider' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [staff, venueOwner, rep, otherVenueStaff, otherSupplierRep, admin] = [
    await signedInUser(t, { name: 'Sam Staff' }),
    await signedInUser(t, { name: 'Vera Owner' }),
    await signedInUser(t, { name: 'Rita Rep' }),
    await signedInUser(t, { name: 'Olly Other' }),
    await signedInUser(t, { name: 'Cal Cider' }),
    await signedInUser(t, { name: 'Ada Admin' }),
  ];
  for (const person of [staff, venueOwner, rep, otherVenueStaff, otherSupplierRep, admin]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: otherVenue.id, userId: otherVenueStaff.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: otherSupplier.id, userId: otherSupplierRep.userId, organisationRole: 'owner' });
  await makePlatformAdmin(db, admin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('a thread per supplier order', () => {
  it('both sides write and read it, oldest first, with the order’s steps in it and each side’s name', async () => {
    const { order, soId } = await place();
    const asked = parseAnswer(await post(staff, soId, { body: '  Can you bring the kegs before 10 am?  ' }), 201, OrderMessageThread);
    expect(asked.entries.at(-1)).toMatchObject({
      kind: 'message',
      side: 'venue',
      author: { id: staff.userId, name: 'Sam Staff' },
      body: 'Can you bring the kegs before 10 am?',
    });
    parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${soId}/accept`, { note: 'On the first run' }), 200, SupplierOrder);
    parseAnswer(await post(rep, soId, { body: 'Yes, first drop of the day.' }), 201, OrderMessageThread);

    for (const person of [staff, venueOwner, rep]) {
      const read = await thread(person, soId);
      expect(read).toMatchObject({
        orderId: order.id,
        orderNumber: order.number,
        venue: { id: venue.id, name: 'The Local' },
        supplier: { id: brewery.id, name: 'Harbour Brewing' },
      });
      expect(read.entries.map((entry) => [entry.kind, entry.side, entry.body])).toEqual([
        ['step', 'venue', 'Placed'],
        ['message', 'venue', 'Can you bring the kegs before 10 am?'],
        ['step', 'supplier', 'Accepted: On the first run'],
        ['message', 'supplier', 'Yes, first drop of the day.'],
      ]);
      expect(read.entries[2]).toMatchObject({ step: 'accepted', author: { name: 'Rita Rep' } });
    }
  });

  it('lines sent short and the other modules’ system entries sit in the thread, read by both and unread for neither', async () => {
    const { soId } = await place(3);
    const placed = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${soId}`), 200, SupplierOrder);
    parseAnswer(
      await call(rep, 'POST', `/api/supplier-orders/${soId}/accept`, { lines: [{ lineId: placed.lines[0]!.id, qty: 2 }] }),
      200,
      SupplierOrder,
    );
    await writeOrderSystemEntry(t.database.db, { supplierOrderId: soId, body: 'Proposed: 2 × 20 L instead of 50 L' });
    const read = await thread(staff, soId);
    expect(read.entries.map((entry) => [entry.kind, entry.side, entry.body])).toEqual([
      ['step', 'venue', 'Placed'],
      ['step', 'supplier', 'Accepted'],
      ['system', null, 'Sent short: Harbour Haze (50 L keg) 2 of 3.'],
      ['system', null, 'Proposed: 2 × 20 L instead of 50 L'],
    ]);
    expect(read.marker).toMatchObject({ side: 'venue', unread: 0 });
    expect((await thread(rep, soId)).marker).toMatchObject({ side: 'supplier', unread: 0 });
  });

  it('refuses an empty message and one over 4,000 characters, naming the field, and writes nothing', async () => {
    const { soId } = await place();
    for (const body of ['', '   \n  ', 'x'.repeat(4001)]) {
      const refused = parseError(await post(staff, soId, { body }), 400);
      expect(refused).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ field: 'body' })] });
    }
    expect(parseError(await post(staff, soId, {}), 400).details).toEqual([expect.objectContaining({ field: 'body' })]);
    parseAnswer(await post(staff, soId, { body: 'y'.repeat(4000) }), 201, OrderMessageThread);
    expect((await thread(rep, soId)).entries.filter((entry) => entry.kind === 'message')).toHaveLength(1);
  });

  it('is another tenant’s 404 on every route, a platform admin reads it without a marker and writes nothing, signed out is 401', async () => {
    const { soId } = await place();
    parseAnswer(await post(staff, soId, { body: 'Only for Harbour Brewing' }), 201, OrderMessageThread);
    for (const outsider of [otherVenueStaff, otherSupplierRep]) {
      expect(parseError(await call(outsider, 'GET', threadUrl(soId)), 404).code).toBe('not_found');
      expect(parseError(await post(outsider, soId, { body: 'Hello?' }), 404).code).toBe('not_found');
      expect(parseError(await call(outsider, 'POST', `${threadUrl(soId)}/read`), 404).code).toBe('not_found');
    }
    const read = await thread(admin, soId);
    expect(read.marker).toBeNull();
    expect(read.entries.map((entry) => entry.body)).toContain('Only for Harbour Brewing');
    expect(parseError(await post(admin, soId, { body: 'Admin here' }), 403).code).toBe('forbidden');
    expect(parseError(await call(admin, 'POST', `${threadUrl(soId)}/read`), 403).code).toBe('forbidden');
    // the admin's read moved nobody's marker
    expect((await thread(rep, soId)).marker).toMatchObject({ unread: 1 });
    expect((await call(null, 'GET', threadUrl(soId))).statusCode).toBe(401);
    expect((await post(null, soId, { body: 'Anyone?' })).statusCode).toBe(401);
    expect(parseError(await call(staff, 'GET', threadUrl('00000000-0000-4000-8000-000000000000')), 404).code).toBe('not_found');
  });
});

describe('unread per side', () => {
  it('counts the other side’s messages since the side’s marker, in both order lists, and moves for every member when one reads', async () => {
    const { order, soId } = await place();
    await post(rep, soId, { body: 'Kegs are short this week.' });
    await post(rep, soId, { body: 'Would 30 L kegs do?' });
    // the writer's side has read its own; the venue has two unread, in its list and on the thread
    expect((await supplierRow(soId))?.unreadMessages).toBe(0);
    expect(await venueRow(order.id)).toMatchObject({ unreadMessages: 2, supplierOrders: [{ id: soId, unreadMessages: 2 }] });
    expect((await thread(staff, soId)).marker).toMatchObject({ side: 'venue', readThrough: null, unread: 2 });
    // the filter "with unread messages" on both sides
    expect(await venueRow(order.id, '&unread=true')).toBeDefined();
    expect(await supplierRow(soId, '&status=submitted&unread=true')).toBeUndefined();

    // the owner reads: the staff member's count goes too (one marker per side)
    const marker = await markRead(venueOwner, soId);
    expect(marker).toMatchObject({ side: 'venue', unread: 0, readThrough: expect.any(String) });
    expect((await venueRow(order.id))?.unreadMessages).toBe(0);
    expect(await venueRow(order.id, '&unread=true')).toBeUndefined();

    await post(staff, soId, { body: '30 L is fine.' });
    expect((await supplierRow(soId))?.unreadMessages).toBe(1);
    expect(await supplierRow(soId, '&status=submitted&unread=true')).toBeDefined();
    const list = parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/orders?unread=true`), 200, SupplierOrderList);
    expect(list.counts.submitted).toBeGreaterThanOrEqual(1);
    expect(list.items.every((row) => row.unreadMessages > 0)).toBe(true);
    await markRead(rep, soId);
    expect((await supplierRow(soId))?.unreadMessages).toBe(0);
    // the venue's count stayed where its own reading left it
    expect((await venueRow(order.id))?.unreadMessages).toBe(0);
  });

  it('the overviews count the orders with unread messages and the messages, for each side', async () => {
    const overviews = async () => ({
      venue: parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/overview`), 200, VenueOverview).unreadMessages,
      supplier: parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/overview`), 200, SupplierOverview).unreadMessages,
    });
    const before = await overviews();
    const first = await place();
    const second = await place();
    await post(rep, first.soId, { body: 'One' });
    await post(rep, first.soId, { body: 'Two' });
    await post(rep, second.soId, { body: 'Three' });
    await post(staff, second.soId, { body: 'Back to you' });
    expect(await overviews()).toEqual({
      venue: { orders: before.venue.orders + 1, messages: before.venue.messages + 2 },
      supplier: { orders: before.supplier.orders + 1, messages: before.supplier.messages + 1 },
    });
  });

  it('the other side’s bell holds one unread notice per order however many messages come; reading the thread reads it', async () => {
    const bell = async (person: Person) =>
      parseAnswer(await call(person, 'GET', '/api/notifications?limit=50'), 200, NotificationList).items.filter(
        (item) => item.kind === 'order_message',
      );
    const { order, soId } = await place();
    const venuePath = `/dash/venues/${venue.id}/orders/${order.id}`;
    const supplierPath = `/dash/suppliers/${brewery.id}/orders/${soId}`;
    await post(rep, soId, { body: 'Can we come at 10?' });
    await post(rep, soId, { body: 'Or  after\n lunch?' });
    const told = (await bell(venueOwner)).filter((item) => item.link === venuePath);
    expect(told).toEqual([
      expect.objectContaining({ title: `Harbour Brewing wrote about order ${order.number}`, body: 'Can we come at 10?', readAt: null }),
    ]);
    expect((await bell(staff)).filter((item) => item.link === venuePath)).toHaveLength(1);
    // the writer's side hears nothing of its own messages; another tenant nothing at all
    expect((await bell(rep)).filter((item) => item.link === supplierPath)).toEqual([]);
    expect((await bell(otherVenueStaff)).length).toBe(0);

    // the owner reads the thread: their notice is read, the staff member's stays theirs to read
    await markRead(venueOwner, soId);
    expect((await bell(venueOwner)).find((item) => item.link === venuePath)?.readAt).toEqual(expect.any(String));
    expect((await bell(staff)).find((item) => item.link === venuePath)?.readAt).toBeNull();
    // a message after it was read makes a new notice; the venue's answer reaches the supplier's bell
    await post(rep, soId, { body: 'See you at 10.' });
    expect((await bell(venueOwner)).filter((item) => item.link === venuePath && item.readAt === null)).toEqual([
      expect.objectContaining({ body: 'See you at 10.' }),
    ]);
    await post(staff, soId, { body: 'Thanks!' });
    expect((await bell(rep)).filter((item) => item.link === supplierPath)).toEqual([
      expect.objectContaining({ title: `The Local wrote about order ${order.number}`, body: 'Thanks!' }),
    ]);
  });

  it('refuses a junk unread filter, naming it', async () => {
    expect(parseError(await call(staff, 'GET', `/api/venues/${venue.id}/orders?unread=yes`), 400).details).toEqual([
      expect.objectContaining({ field: 'unread' }),
    ]);
  });
});

describe('live', () => {
  it('a message reaches both organisations’ sockets as order.message; a read reaches the reading side’s only; strangers hear nothing', async () => {
    const { order, soId } = await place();
    const repSocket = await TestSocket.of(t, rep, [brewery.id]);
    const staffSocket = await TestSocket.of(t, staff, [venue.id]);
    const strangerSocket = await TestSocket.of(t, otherVenueStaff);
    try {
      const written = parseAnswer(await post(staff, soId, { body: 'Live?' }), 201, OrderMessageThread);
      const event = { type: 'order.message', orderId: order.id, supplierOrderId: soId, venueId: venue.id, supplierId: brewery.id };
      const heard = await repSocket.next((message) => message.type === 'event' && message.event.type === 'order.message');
      expect(heard).toMatchObject({ event: { ...event, messageId: written.entries.at(-1)!.id } });
      await staffSocket.next((message) => message.type === 'event' && message.event.type === 'order.message');
      await markRead(rep, soId);
      const read = await repSocket.next(
        (message) => message.type === 'event' && message.event.type === 'order.message' && message.event.messageId === null,
      );
      expect(read).toMatchObject({ event: { ...event, organisationIds: [brewery.id] } });
      // the venue's sockets hear no read of the brewery's (sent at once with the brewery's, had it been sent)
      expect(staffSocket.events().filter((seen) => seen.type === 'order.message' && seen.messageId === null)).toEqual([]);
      expect(strangerSocket.events()).toEqual([]);
    } finally {
      for (const socket of [repSocket, staffSocket, strangerSocket]) socket.close();
    }
  });
});

describe('messages never change', () => {
  it('the database refuses to change or delete one; an account’s removal leaves its messages without their author', async () => {
    const { soId } = await place();
    const author = await signedInUser(t, { name: 'Leaving Soon' });
    await call(author, 'GET', '/api/me');
    await createMembership(t.database.db, { organisationId: venue.id, userId: author.userId, organisationRole: 'member' });
    const written = parseAnswer(await post(author, soId, { body: 'Written once' }), 201, OrderMessageThread);
    const id = written.entries.at(-1)!.id;
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/never changed nor deleted/) }) };
    await expect(rewriteMessageTesting(t.database.db, id, 'Written twice')).rejects.toMatchObject(refused);
    await expect(deleteMessageTesting(t.database.db, id)).rejects.toMatchObject(refused);
    expect(await findMessageTesting(t.database.db, id)).toEqual({ authorId: author.userId, body: 'Written once' });

    await deleteProfileTesting(t.database.db, author.userId);
    expect(await findMessageTesting(t.database.db, id)).toEqual({ authorId: null, body: 'Written once' });
    expect((await thread(rep, soId)).entries.at(-1)).toMatchObject({ body: 'Written once', side: 'venue', author: null });
    // the supplier order's own removal takes its thread
    expect(await deleteSupplierOrderTesting(t.database.db, soId)).toBe(0);
  });
});
