import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalRequest, ApprovalRequestList, ApprovalSettings, Cart, Order, TeamMemberList } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import {
  overwriteSnapshotTesting,
  readApprovalRequestTesting,
  setSpendLimitsTesting,
} from '../../../test/support/queries/approvals-testing.queries';
import { setSkuFields } from '../../../test/support/queries/cart-testing.queries';
import { toldOfTesting } from '../../../test/support/queries/notifications-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Roles and approvals (docs/domain.md, Approvals; decisions 0183 and 0184): staff send orders for approval, a buyer
// over a limit does too; owners and admins approve (the frozen snapshot placed once, through checkout) or decline.

let t: TestApp;
const call = apiCaller(() => t);
type Person = Awaited<ReturnType<typeof signedInUser>>;
type Role = 'owner' | 'admin' | 'buyer' | 'staff' | 'member';

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

/** A venue with its owner, admin, a buyer and a staff member, and a supplier's keg at $300 ex GST ($330 inc). */
async function approvalWorld() {
  const db = t.database.db;
  const memberOf = async (organisationId: string, organisationRole: Role) => {
    const person = await signedInUser(t, { name: `A ${organisationRole}` });
    await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId, userId: person.userId, organisationRole });
    return person;
  };
  const venue = await createVenue(db, { name: 'The Local' });
  const supplier = await createSupplier(db, { name: 'Harbour Brewing' });
  const [owner, admin, buyer, staff] = [
    await memberOf(venue.id, 'owner'),
    await memberOf(venue.id, 'admin'),
    await memberOf(venue.id, 'buyer'),
    await memberOf(venue.id, 'staff'),
  ];
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, { productId: product.id, supplierId: supplier.id, name: '50 L keg', unitPriceCents: 30_000 });
  const fill = (person: Person, qty = 1) => createCartItem(db, { userId: person.userId, venueId: venue.id, skuId: keg.id, qty });
  const checkout = (person: Person) =>
    call(
      person,
      'POST',
      `/api/users/${person.userId}/cart/checkout`,
      { userId: person.userId, venueId: venue.id },
      { 'idempotency-key': randomUUID() },
    );
  const ask = async (person: Person) =>
    parseAnswer(await call(person, 'POST', `/api/venues/${venue.id}/approval-requests`, {}), 201, ApprovalRequest);
  const cartOf = async (person: Person) =>
    parseAnswer(await call(person, 'GET', `/api/users/${person.userId}/cart?venueId=${venue.id}`), 200, Cart);
  const limit = (person: Person, limits: { orderLimitCents?: number | null; weekLimitCents?: number | null }) =>
    setSpendLimitsTesting(db, { venueId: venue.id, userId: person.userId, ...limits });
  return { db, memberOf, venue, supplier, owner, admin, buyer, staff, keg, fill, checkout, ask, cartOf, limit };
}

describe('who places and who asks', () => {
  it('refuses a staff member’s checkout with 403 naming the role, and sends their cart for approval instead', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 2);
    const cart = await w.cartOf(w.staff);
    expect(cart.approval).toMatchObject({ role: 'staff' });
    const refused = parseError(await w.checkout(w.staff), 403);
    expect(refused.message).toBe('Staff can’t place orders: send it for approval');
    const request = await w.ask(w.staff);
    expect(request).toMatchObject({ status: 'pending', reason: 'staff', requestedBy: { id: w.staff.userId } });
    expect(request.snapshot).toMatchObject({ subtotalCents: 60_000, taxCents: 6_000, totalCents: 66_000 });
    expect(request.snapshot.groups[0]!.lines).toEqual([
      expect.objectContaining({ skuId: w.keg.id, qty: 2, unitPriceCents: 30_000, lineTotalCents: 60_000 }),
    ]);
    // the items sent left the cart; the owner and admin were told in the bell and by mail
    expect((await w.cartOf(w.staff)).lineCount).toBe(0);
    const told = await toldOfTesting(w.db, `/dash/venues/${w.venue.slug}/approvals/${request.id}`, request.id);
    expect(told.notifications.map((row) => row.userId).sort()).toEqual([w.owner.userId, w.admin.userId].sort());
    expect(told.mail.map((row) => row.template)).toEqual(['approval_requested', 'approval_requested']);
  });

  it('lets a buyer within their limits place directly, and asks for approval over the order limit', async () => {
    const w = await approvalWorld();
    await w.limit(w.buyer, { orderLimitCents: 50_000 });
    await w.fill(w.buyer, 1);
    expect(parseAnswer(await w.checkout(w.buyer), 201, Order).totalCents).toBe(33_000);
    await w.fill(w.buyer, 2);
    const refused = parseError(await w.checkout(w.buyer), 403);
    expect(refused.message).toBe('Over your $500.00 limit per order: send it for approval');
    expect((await w.cartOf(w.buyer)).lineCount).toBe(1);
    const request = await w.ask(w.buyer);
    expect(request).toMatchObject({ reason: 'order_limit', reasonText: 'Over your $500.00 limit per order' });
    // an owner, or a buyer within limits, places it themselves
    await w.fill(w.owner, 1);
    expect(parseError(await call(w.owner, 'POST', `/api/venues/${w.venue.id}/approval-requests`, {}), 409).message).toMatch(/yourself/);
  });

  it('counts the week’s placed orders and pending requests against the weekly limit', async () => {
    const w = await approvalWorld();
    // $1,000 a week and $600 an order: a $330 order placed, then a $660 request pending (over the order limit)
    await w.limit(w.buyer, { weekLimitCents: 100_000, orderLimitCents: 60_000 });
    await w.fill(w.buyer, 1);
    parseAnswer(await w.checkout(w.buyer), 201, Order);
    await w.fill(w.buyer, 2); // $660: over the order limit, a pending request
    expect((await w.ask(w.buyer)).reason).toBe('order_limit');
    // $330 placed + $660 pending = $990: one more keg passes $1,000
    await w.fill(w.buyer, 1);
    expect((await w.cartOf(w.buyer)).approval).toMatchObject({ role: 'buyer', weekSpentCents: 99_000, weekLimitCents: 100_000 });
    expect(parseError(await w.checkout(w.buyer), 403).message).toBe('Over your $1,000.00 weekly limit: send it for approval');
    expect((await w.ask(w.buyer)).reason).toBe('week_limit');
  });
});

describe('the frozen snapshot', () => {
  it('keeps the lines and prices sent, whatever the cart and the price do, and refuses a direct change', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 2);
    const request = await w.ask(w.staff);
    await w.fill(w.staff, 5);
    await setSkuFields(w.db, w.keg.id, { unitPriceCents: 29_000 });
    const read = parseAnswer(await call(w.owner, 'GET', `/api/approval-requests/${request.id}`), 200, ApprovalRequest);
    expect(read.snapshot).toEqual(request.snapshot);
    await expect(overwriteSnapshotTesting(w.db, request.id, { ...request.snapshot, totalCents: 1 })).rejects.toThrow();
    expect((await readApprovalRequestTesting(w.db, request.id))!.totalCents).toBe(66_000);
  });
});

describe('approving', () => {
  it('places one order when two approvers approve at once; the other is 409', async () => {
    const w = await approvalWorld();
    // the line's substitution preference travels with the snapshot to the order's line
    await createCartItem(w.db, { userId: w.staff.userId, venueId: w.venue.id, skuId: w.keg.id, qty: 2, substitutionPreference: 'never' });
    const request = await w.ask(w.staff);
    expect(request.snapshot.groups[0]!.lines[0]!.substitutionPreference).toBe('never');
    const answers = await Promise.all(
      [w.owner, w.admin].map((person) => call(person, 'POST', `/api/approval-requests/${request.id}/approve`, {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approved = parseAnswer(
      answers.find((answer) => answer.statusCode === 200)!,
      200,
      ApprovalRequest,
    );
    expect(approved).toMatchObject({ status: 'approved', orderId: expect.any(String) });
    const order = parseAnswer(await call(w.owner, 'GET', `/api/orders/${approved.orderId}`), 200, Order);
    expect(order).toMatchObject({ placedBy: { id: w.staff.userId }, totalCents: 66_000 });
    expect(order.supplierOrders[0]!.lines.map((line) => line.substitutionPreference)).toEqual(['never']);
    const orders = await call(w.owner, 'GET', `/api/venues/${w.venue.id}/orders`);
    expect((orders.json() as { items: unknown[] }).items).toHaveLength(1);
    const told = await toldOfTesting(w.db, `/dash/venues/${w.venue.slug}/approvals/${request.id}`, request.id);
    expect(told.notifications.filter((row) => row.kind === 'approval_decided').map((row) => row.userId)).toEqual([w.staff.userId]);
  });

  it('answers 409 with the reasons when the snapshot can no longer be placed, and leaves it pending', async () => {
    const w = await approvalWorld();
    await setSkuFields(w.db, w.keg.id, { stockOnHand: 5 });
    await w.fill(w.staff, 2);
    const request = await w.ask(w.staff);
    await setSkuFields(w.db, w.keg.id, { stockOnHand: 1 });
    const refused = parseError(await call(w.owner, 'POST', `/api/approval-requests/${request.id}/approve`, {}), 409);
    expect(refused.details).toMatchObject({ problems: [expect.objectContaining({ code: 'not_enough_stock' })] });
    const read = parseAnswer(await call(w.owner, 'GET', `/api/approval-requests/${request.id}`), 200, ApprovalRequest);
    expect(read).toMatchObject({ status: 'pending', actions: { approve: true, decline: true, withdraw: false } });
  });

  it('sends it back to the requester when a price rose more than 5 %, naming the lines; 5 % is within', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 1);
    const within = await w.ask(w.staff);
    await w.fill(w.staff, 1);
    const beyond = await w.ask(w.staff);
    await setSkuFields(w.db, w.keg.id, { unitPriceCents: 31_500 }); // +5 %
    expect(parseAnswer(await call(w.owner, 'POST', `/api/approval-requests/${within.id}/approve`, {}), 200, ApprovalRequest).status).toBe(
      'approved',
    );
    await setSkuFields(w.db, w.keg.id, { unitPriceCents: 31_501 });
    const returned = parseAnswer(await call(w.owner, 'POST', `/api/approval-requests/${beyond.id}/approve`, {}), 200, ApprovalRequest);
    expect(returned).toMatchObject({ status: 'returned', orderId: null, returnedLines: ['Harbour Haze (50 L keg): $315.01, was $300.00'] });
  });

  it('the venue’s owners and admins set the allowance: at 10 %, a 5 % rise is approved; a buyer may not; 51 % is refused', async () => {
    const w = await approvalWorld();
    const settings = `/api/venues/${w.venue.id}/approval-settings`;
    expect(parseError(await call(w.buyer, 'PUT', settings, { priceRisePercent: 10 }), 403).message).toMatch(/owner|admin/);
    expect(parseError(await call(w.owner, 'PUT', settings, { priceRisePercent: 51 }), 400).details).toEqual([
      expect.objectContaining({ field: 'priceRisePercent', message: 'priceRisePercent must be at most 50' }),
    ]);
    expect(parseAnswer(await call(w.admin, 'PUT', settings, { priceRisePercent: 10 }), 200, ApprovalSettings)).toEqual({
      priceRisePercent: 10,
    });
    const list = parseAnswer(await call(w.staff, 'GET', `/api/venues/${w.venue.id}/approval-requests`), 200, ApprovalRequestList);
    expect(list.priceRisePercent).toBe(10);
    await w.fill(w.staff, 1);
    const request = await w.ask(w.staff);
    await setSkuFields(w.db, w.keg.id, { unitPriceCents: 32_400 }); // +8 %
    expect(parseAnswer(await call(w.owner, 'POST', `/api/approval-requests/${request.id}/approve`, {}), 200, ApprovalRequest).status).toBe(
      'approved',
    );
  });
});

describe('declining and withdrawing', () => {
  it('declines with a note only, and tells the requester', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 1);
    const request = await w.ask(w.staff);
    const path = `/api/approval-requests/${request.id}/decline`;
    expect(parseError(await call(w.admin, 'POST', path, { note: ' ' }), 400).details).toEqual([expect.objectContaining({ field: 'note' })]);
    const forbidden = parseError(await call(w.buyer, 'POST', path, { note: 'No' }), 404);
    expect(forbidden.code).toBe('not_found'); // a colleague's request is not the buyer's to see
    const declined = parseAnswer(await call(w.admin, 'POST', path, { note: 'Enough kegs this week' }), 200, ApprovalRequest);
    expect(declined).toMatchObject({ status: 'declined', decisionNote: 'Enough kegs this week', decidedBy: { id: w.admin.userId } });
    expect(parseError(await call(w.owner, 'POST', `/api/approval-requests/${request.id}/approve`, {}), 409).details).toEqual({
      status: 'declined',
    });
  });

  it('lets the requester withdraw, and refuses an owner with 403 naming why', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 1);
    const request = await w.ask(w.staff);
    const path = `/api/approval-requests/${request.id}/withdraw`;
    expect(parseError(await call(w.owner, 'POST', path), 403).message).toMatch(/Only the person who sent/);
    expect(parseAnswer(await call(w.staff, 'POST', path), 200, ApprovalRequest).status).toBe('withdrawn');
    // a staff member approving is 403 naming the role
    await w.fill(w.staff, 1);
    const next = await w.ask(w.staff);
    expect(parseError(await call(w.staff, 'POST', `/api/approval-requests/${next.id}/approve`, {}), 403).message).toMatch(
      /you are a staff/,
    );
  });

  it('hides another tenant’s requests (404) and lists a buyer’s own only', async () => {
    const w = await approvalWorld();
    await w.fill(w.staff, 1);
    const request = await w.ask(w.staff);
    const stranger = await w.memberOf((await createVenue(w.db)).id, 'owner');
    expect(parseError(await call(stranger, 'GET', `/api/approval-requests/${request.id}`), 404).code).toBe('not_found');
    expect(parseError(await call(stranger, 'POST', `/api/approval-requests/${request.id}/approve`, {}), 404).code).toBe('not_found');
    const owners = parseAnswer(await call(w.owner, 'GET', `/api/venues/${w.venue.id}/approval-requests`), 200, ApprovalRequestList);
    expect(owners).toMatchObject({ approves: true, items: [expect.objectContaining({ id: request.id })] });
    const buyers = parseAnswer(await call(w.buyer, 'GET', `/api/venues/${w.venue.id}/approval-requests`), 200, ApprovalRequestList);
    expect(buyers).toEqual({ approves: false, items: [], priceRisePercent: 5 });
  });
});

describe('roles by organisation type', () => {
  it('refuses a venue role for a supplier and a supplier role for a venue (400 naming the role), and keeps limits', async () => {
    const w = await approvalWorld();
    const venueRole = (role: string) =>
      call(w.owner, 'PUT', `/api/venues/${w.venue.id}/users/${w.staff.userId}/role`, { organisationRole: role });
    expect(parseError(await venueRole('member'), 400).details).toEqual([
      { field: 'organisationRole', message: 'a venue has no member role: it is one of owner, admin, buyer, staff' },
    ]);
    expect((await venueRole('buyer')).statusCode).toBe(204);
    const supplierOwner = await w.memberOf(w.supplier.id, 'owner');
    const invite = await call(supplierOwner, 'POST', `/api/suppliers/${w.supplier.id}/invites`, {
      email: 'someone@example.com',
      organisationRole: 'staff',
    });
    expect(parseError(invite, 400).details).toEqual([
      expect.objectContaining({ field: 'organisationRole', message: expect.stringMatching(/no staff role/) }),
    ]);
    const limits = await call(w.admin, 'PUT', `/api/venues/${w.venue.id}/users/${w.staff.userId}/spend-limits`, {
      orderLimitCents: 50_000,
      weekLimitCents: null,
    });
    expect(limits.statusCode).toBe(204);
    const team = parseAnswer(await call(w.owner, 'GET', `/api/venues/${w.venue.id}/users`), 200, TeamMemberList);
    expect(team.items.find((member) => member.userId === w.staff.userId)).toMatchObject({
      organisationRole: 'buyer',
      orderLimitCents: 50_000,
      weekLimitCents: null,
    });
  });
});
