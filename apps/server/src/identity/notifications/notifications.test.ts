import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationList,
  NotificationPreference,
  NotificationPreferenceList,
  SupplierOrder,
  UnreadCount,
  type Order,
} from '@tapline/contracts';
import { createInvite, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { orderThrough } from '../../../test/support/checkout-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { toldOfTesting } from '../../../test/support/queries/notifications-testing.queries';

// The notification centre (decision 0108): who is told of what, reading and marking one's own, and mail
// preferences that stop the mail but not the notification.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let staffTwo: Person;
let rep: Person;
let repTwo: Person;
let stranger: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let other: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const list = async (person: Person, query = '') =>
  parseAnswer(await call(person, 'GET', `/api/notifications${query}`), 200, NotificationList);
const supplierLink = (so: { id: string }) => `/dash/suppliers/${brewery.id}/orders/${so.id}`;
const venueLink = (order: { id: string }) => `/dash/venues/${venue.id}/orders/${order.id}`;

async function placeOrder(person: Person, qty = 1): Promise<Order> {
  await call(person, 'DELETE', `/api/users/${person.userId}/cart?venueId=${venue.id}`);
  return orderThrough(t, person, venue.id, [{ skuId: keg.id, qty }]);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  other = await createSupplier(db, { name: 'Other Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [staff, staffTwo, rep, repTwo, stranger] = [
    await signedInUser(t, { name: 'Sam Staff' }),
    await signedInUser(t, { name: 'Sue Staff' }),
    await signedInUser(t, { name: 'Rita Rep' }),
    await signedInUser(t, { name: 'Ray Rep' }),
    await signedInUser(t, { name: 'Otto Other' }),
  ];
  for (const person of [staff, staffTwo, rep, repTwo, stranger]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: staffTwo.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: repTwo.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('who is told', () => {
  it('tells each member of the supplier of a placed order, once, and nobody else', async () => {
    const order = await placeOrder(staff);
    const so = order.supplierOrders[0]!;
    const told = await toldOfTesting(t.database.db, supplierLink(so), so.id);
    expect(told.notifications.map((row) => row.userId).sort()).toEqual([rep.userId, repTwo.userId].sort());
    expect(told.notifications[0]).toMatchObject({ kind: 'order_placed', title: `New order ${order.number} from The Local` });
    expect(told.mail.map((row) => row.to).sort()).toEqual([rep.email, repTwo.email].sort());

    const seen = await list(rep);
    expect(seen.items[0]).toMatchObject({
      kind: 'order_placed',
      organisation: { id: brewery.id, type: 'supplier', name: 'Harbour Brewing' },
      link: supplierLink(so),
      readAt: null,
    });
    expect(seen.items[0]!.body).toMatch(/^1 line, \$300\.00 ex GST, for delivery [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/);
    // the venue's people and another supplier's see nothing of it
    for (const person of [staff, staffTwo, stranger])
      expect((await list(person)).items.some((item) => item.link === supplierLink(so))).toBe(false);
  });

  it('tells the venue of accepted and rejected (with the reason), and the supplier of the venue’s cancellation', async () => {
    const accepted = await placeOrder(staff);
    parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${accepted.supplierOrders[0]!.id}/accept`, {}), 200, SupplierOrder);
    const rejected = await placeOrder(staff);
    parseAnswer(
      await call(rep, 'POST', `/api/supplier-orders/${rejected.supplierOrders[0]!.id}/reject`, { reason: 'Out of kegs this week' }),
      200,
      SupplierOrder,
    );

    const forAccept = await toldOfTesting(t.database.db, venueLink(accepted), accepted.id);
    expect(forAccept.notifications.map((row) => row.userId).sort()).toEqual([staff.userId, staffTwo.userId].sort());
    expect(forAccept.notifications[0]).toMatchObject({
      kind: 'order_accepted',
      title: `Harbour Brewing accepted order ${accepted.number}`,
    });
    const forReject = await toldOfTesting(t.database.db, venueLink(rejected), rejected.id);
    expect(forReject.notifications).toHaveLength(2);
    expect(forReject.notifications[0]).toMatchObject({ kind: 'order_rejected', body: 'Reason: Out of kegs this week' });

    const seen = await list(staffTwo);
    expect(seen.items.slice(0, 2).map((item) => item.kind)).toEqual(['order_rejected', 'order_accepted']);
    expect(seen.unreadCount).toBe(2);
    // the supplier's people are not told of their own steps
    expect((await list(rep)).items.some((item) => item.link.startsWith('/dash/venues/'))).toBe(false);

    const cancelled = await placeOrder(staff);
    const so = cancelled.supplierOrders[0]!;
    parseAnswer(await call(staff, 'POST', `/api/supplier-orders/${so.id}/cancel`, { reason: 'Ordered twice' }), 200, SupplierOrder);
    const forCancel = await toldOfTesting(t.database.db, supplierLink(so), so.id);
    expect(
      forCancel.notifications
        .filter((row) => row.kind === 'order_cancelled')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([rep.userId, repTwo.userId].sort());
    expect(forCancel.notifications.find((row) => row.kind === 'order_cancelled')).toMatchObject({
      title: `The Local cancelled order ${cancelled.number}`,
      body: 'Reason: Ordered twice',
    });
  });

  it('tells the owners and admins, not plain members, when an invite is accepted', async () => {
    const invitee = await signedInUser(t, { name: 'Nina New' });
    await call(invitee, 'GET', '/api/me');
    const { token } = await createInvite(t.database.db, { organisationId: brewery.id, email: invitee.email, organisationRole: 'member' });
    expect((await call(invitee, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(200);
    expect((await list(rep)).items[0]).toMatchObject({
      kind: 'invite_accepted',
      title: 'Nina New joined Harbour Brewing',
      link: '/dash/team',
    });
    expect((await list(repTwo)).items.some((item) => item.kind === 'invite_accepted')).toBe(false);
    expect((await list(invitee)).items).toEqual([]);
  });
});

describe('reading and marking', () => {
  it('pages newest first by cursor, marks some and all read, and never touches another person’s', async () => {
    for (let index = 0; index < 3; index += 1) await placeOrder(staff);
    const first = await list(repTwo, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(repTwo, `?limit=2&before=${first.nextCursor}`);
    const all = await list(repTwo, '?limit=50');
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(all.items.slice(0, 4).map((item) => item.id));
    const times = all.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const before = all.unreadCount;
    expect(before).toBe(all.items.filter((item) => item.readAt === null).length);
    const marked = parseAnswer(await call(repTwo, 'POST', '/api/notifications/read', { ids: [all.items[0]!.id] }), 200, UnreadCount);
    expect(marked.unreadCount).toBe(before - 1);
    expect((await list(repTwo)).items[0]!.readAt).not.toBeNull();

    // rep's ids sent by repTwo: silently unchanged
    const repsBefore = await list(rep);
    const repsId = repsBefore.items.find((item) => item.readAt === null)!.id;
    parseAnswer(await call(repTwo, 'POST', '/api/notifications/read', { ids: [repsId] }), 200, UnreadCount);
    expect((await list(rep)).unreadCount).toBe(repsBefore.unreadCount);

    expect(parseAnswer(await call(repTwo, 'POST', '/api/notifications/read', { all: true }), 200, UnreadCount).unreadCount).toBe(0);
    expect((await list(repTwo)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await list(rep)).unreadCount).toBe(repsBefore.unreadCount);
  });

  it('answers 400 naming the field, and 401 signed out', async () => {
    expect(parseError(await call(rep, 'GET', '/api/notifications?limit=0'), 400).details).toEqual([
      { field: 'limit', message: expect.any(String) },
    ]);
    expect(parseError(await call(rep, 'GET', '/api/notifications?before=bm90LWEtY3Vyc29y'), 400).details).toEqual([
      { field: 'before', message: expect.any(String) },
    ]);
    expect(parseError(await call(rep, 'POST', '/api/notifications/read', {}), 400).details).toEqual([
      { field: 'ids', message: expect.any(String) },
    ]);
    expect(parseError(await call(rep, 'POST', '/api/notifications/read', { ids: ['nope'] }), 400).details).toEqual([
      { field: 'ids.0', message: expect.any(String) },
    ]);
    expect(parseError(await call(rep, 'POST', '/api/notifications/read', { all: false }), 400).details).toEqual([
      { field: 'all', message: expect.any(String) },
    ]);
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('mail preferences', () => {
  it('lists one per organisation, sets only one’s own organisations’ (404 otherwise), and validates', async () => {
    const mine = parseAnswer(await call(rep, 'GET', '/api/notifications/preferences'), 200, NotificationPreferenceList);
    expect(mine.items).toEqual([
      {
        organisation: { id: brewery.id, type: 'supplier', slug: brewery.slug, name: 'Harbour Brewing' },
        newOrders: true,
        statusChanges: true,
        dailyDigest: false,
      },
    ]);
    expect(
      parseError(await call(rep, 'PUT', `/api/notifications/preferences/${other.id}`, { newOrders: false, statusChanges: true }), 404).code,
    ).toBe('not_found');
    expect(
      parseError(await call(rep, 'PUT', `/api/notifications/preferences/${brewery.id}`, { newOrders: 'no', statusChanges: true }), 400)
        .details,
    ).toEqual([{ field: 'newOrders', message: expect.any(String) }]);
    expect(
      parseError(await call(rep, 'PUT', '/api/notifications/preferences/not-a-uuid', { newOrders: false, statusChanges: true }), 400)
        .details,
    ).toEqual([{ field: 'organisationId', message: expect.any(String) }]);
  });

  it('turned off: no mail to that person, the notification is still stored', async () => {
    parseAnswer(
      await call(repTwo, 'PUT', `/api/notifications/preferences/${brewery.id}`, { newOrders: false, statusChanges: true }),
      200,
      NotificationPreference,
    );
    parseAnswer(
      await call(staffTwo, 'PUT', `/api/notifications/preferences/${venue.id}`, { newOrders: true, statusChanges: false }),
      200,
      NotificationPreference,
    );
    expect(
      parseAnswer(await call(repTwo, 'GET', '/api/notifications/preferences'), 200, NotificationPreferenceList).items[0],
    ).toMatchObject({
      newOrders: false,
      statusChanges: true,
    });

    const order = await placeOrder(staff);
    const so = order.supplierOrders[0]!;
    const placed = await toldOfTesting(t.database.db, supplierLink(so), so.id);
    // (the brewery has a third member by now, who joined by invite above)
    expect(placed.mail.map((row) => row.to)).toContain(rep.email);
    expect(placed.mail.map((row) => row.to)).not.toContain(repTwo.email);
    expect(placed.notifications.map((row) => row.userId)).toEqual(expect.arrayContaining([rep.userId, repTwo.userId]));

    parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${so.id}/accept`, {}), 200, SupplierOrder);
    const accepted = await toldOfTesting(t.database.db, venueLink(order), order.id);
    expect(accepted.mail.filter((row) => row.template === 'order_accept').map((row) => row.to)).toEqual([staff.email]);
    expect(accepted.notifications.map((row) => row.userId).sort()).toEqual([staff.userId, staffTwo.userId].sort());
  });
});
