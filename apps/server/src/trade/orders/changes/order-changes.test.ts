import { beforeAll, describe, expect, it } from 'vitest';
import {
  Cart,
  ErrorBody,
  GuideCartResult,
  OrderGuide,
  OrderGuideCreated,
  OrderMessageThread,
  ReorderResult,
  SupplierOrder,
} from '@tapline/contracts';
import { createMembership } from '@tapline/db/testing';
import { signedInUser } from '../../../../test/support/auth-kit';
import { orderChangesTestKit } from '../../../../test/support/order-changes-kit';
import { parseAnswer } from '../../../../test/support/parse-answer';
import { setStockTesting, stockOfTesting } from '../../../../test/support/queries/order-changes-testing.queries';

// Order changes and substitutions (docs/domain.md, Order lifecycle: changes; decisions 0181 and 0182).

const kit = orderChangesTestKit();
beforeAll(async () => {
  await kit.setUpPacks();
});

const refusal = async (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return ErrorBody.parse(JSON.parse(response.body)).error;
};

/** The thread's system entries, oldest first, as the venue reads them. */
const systemEntries = async (supplierOrderId: string) => {
  const thread = parseAnswer(
    await kit.call(kit.venueMember, 'GET', `/api/supplier-orders/${supplierOrderId}/messages`),
    200,
    OrderMessageThread,
  );
  return thread.entries.filter((entry) => entry.kind === 'system').map((entry) => entry.body);
};

describe('a substitute', () => {
  it('the venue accepts: the line keeps what was ordered and becomes what is supplied, the totals and deposits follow', async () => {
    const { packs } = kit;
    const supplierOrderId = await kit.placeOrder([{ skuId: packs.pale50.id, qty: 1 }]);
    const before = await kit.supplierOrder(supplierOrderId);
    const line = before.lines[0]!;
    // 1 × $200 + $50 deposit, GST 10 % on both
    expect(before).toMatchObject({ subtotalCents: 25_000, taxCents: 2_500, totalCents: 27_500, version: 0 });
    const change = await kit.propose(supplierOrderId, {
      kind: 'substitute',
      lineId: line.id,
      skuId: packs.pale20.id,
      qty: 2,
      note: 'Out of 50s',
    });
    expect(change).toMatchObject({
      status: 'open',
      before: { skuName: '50 L keg', qty: 1, unitPriceCents: 20_000, depositPerUnitCents: 5_000 },
      after: { skuName: '20 L keg', qty: 2, unitPriceCents: 9_000, depositPerUnitCents: 3_000 },
      baseVersion: 0,
      ifDeclinedQty: 0,
    });
    expect((await kit.supplierOrder(supplierOrderId, kit.venueMember)).openChanges).toBe(1);
    const preview = await kit.preview(change.id);
    expect(preview).toMatchObject({
      totalsBefore: { subtotalCents: 25_000, depositCents: 5_000, totalCents: 27_500 },
      // 2 × $90 + 2 × $30 deposit
      totalsAfter: { subtotalCents: 24_000, depositCents: 6_000, taxCents: 2_400, totalCents: 26_400 },
      flags: { priceUp: false, gstRateChanges: false, depositChanges: true, underMinimum: false },
      stale: false,
    });
    expect(await kit.decide(change.id, 'accept')).toMatchObject({ status: 'accepted', decidedBy: { id: kit.venueMember.userId } });
    const after = await kit.supplierOrder(supplierOrderId, kit.venueMember);
    expect(after).toMatchObject({ subtotalCents: 24_000, taxCents: 2_400, totalCents: 26_400, version: 1, openChanges: 0 });
    expect(after.lines[0]).toMatchObject({
      skuId: packs.pale20.id,
      skuName: '20 L keg',
      qty: 2,
      orderedQty: 2,
      ordered: { skuId: packs.pale50.id, skuName: '50 L keg', qty: 1, unitPriceCents: 20_000 },
    });
    expect(after.deposits).toEqual([expect.objectContaining({ kegs: 2, depositCents: 3_000 })]);
    // the order's message thread says what was proposed and what the venue did (decision 0179)
    expect(await systemEntries(supplierOrderId)).toEqual([
      'Change proposed: Harbour Pale (50 L keg) × 1 → substitute Harbour Pale (20 L keg) × 2 at $90.00 each ex GST. Note: Out of 50s',
      'Change accepted: Harbour Pale (50 L keg) × 1 → substitute Harbour Pale (20 L keg) × 2 at $90.00 each ex GST.',
    ]);
  });

  it('accepting after the order changed since it was proposed is 409, and the order stays as it is', async () => {
    const { packs } = kit;
    const supplierOrderId = await kit.placeOrder([
      { skuId: packs.pale50.id, qty: 2 },
      { skuId: packs.cans.id, qty: 3 },
    ]);
    const { lines } = await kit.supplierOrder(supplierOrderId);
    const keg = lines.find((line) => line.skuId === packs.pale50.id)!;
    const cans = lines.find((line) => line.skuId === packs.cans.id)!;
    const substitute = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: keg.id, skuId: packs.pale20.id });
    const fewer = await kit.propose(supplierOrderId, { kind: 'quantity', lineId: cans.id, qty: 2 });
    await kit.decide(fewer.id, 'accept');
    expect((await kit.preview(substitute.id)).stale).toBe(true);
    const error = await refusal(await kit.call(kit.venueMember, 'POST', `/api/order-changes/${substitute.id}/accept`), 409);
    expect(error.message).toMatch(/order changed since this was proposed/);
    const order = await kit.supplierOrder(supplierOrderId);
    expect(order.lines.find((line) => line.id === keg.id)).toMatchObject({ skuId: packs.pale50.id, qty: 2 });
  });

  it('declined, its line goes short to what the supplier can still send of it: stock back, deposits recomputed', async () => {
    const { packs, t } = kit;
    await setStockTesting(t.database.db, packs.pale50.id, 10);
    const supplierOrderId = await kit.placeOrder([{ skuId: packs.pale50.id, qty: 3 }]);
    expect(await stockOfTesting(t.database.db, packs.pale50.id)).toBe(7);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const change = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: line.id, skuId: packs.pale20.id, ifDeclinedQty: 1 });
    expect(await kit.decide(change.id, 'decline')).toMatchObject({ status: 'declined' });
    const after = await kit.supplierOrder(supplierOrderId);
    expect(after.lines[0]).toMatchObject({ skuId: packs.pale50.id, qty: 1, orderedQty: 3, ordered: null });
    expect(after).toMatchObject({ subtotalCents: 25_000, totalCents: 27_500 });
    expect(await stockOfTesting(t.database.db, packs.pale50.id)).toBe(9);
    await setStockTesting(t.database.db, packs.pale50.id, null);
  });

  it('expired at its time, it is declined by the expiry job and its line follows the short path', async () => {
    const { packs } = kit;
    const supplierOrderId = await kit.placeOrder([
      { skuId: packs.pale50.id, qty: 2 },
      { skuId: packs.cans.id, qty: 1 },
    ]);
    const keg = (await kit.supplierOrder(supplierOrderId)).lines.find((line) => line.skuId === packs.pale50.id)!;
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const change = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: keg.id, skuId: packs.pale20.id, expiresAt });
    expect(change.expiresAt).toBe(expiresAt);
    expect(await kit.expireAt(new Date(Date.now() + 30_000))).toBe(0);
    expect(await kit.expireAt(new Date(Date.now() + 120_000))).toBe(1);
    const [expired] = await kit.changes(supplierOrderId);
    expect(expired).toMatchObject({ status: 'expired', decidedBy: null });
    const after = await kit.supplierOrder(supplierOrderId);
    expect(after.lines.find((line) => line.id === keg.id)).toMatchObject({ qty: 0, orderedQty: 2 });
    // the cans alone: $60 + GST, no deposit left
    expect(after).toMatchObject({ subtotalCents: 6_000, totalCents: 6_600, deposits: [] });
    expect(await kit.expireAt(new Date(Date.now() + 180_000))).toBe(0);
  });

  it('an expiry after the delivery day’s cut-off is refused, naming the field', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.pale50.id, qty: 1 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const response = await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/changes`, {
      kind: 'substitute',
      lineId: line.id,
      skuId: kit.packs.pale20.id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const error = await refusal(response, 400);
    expect(error.details).toEqual([expect.objectContaining({ field: 'expiresAt' })]);
  });
});

describe('the venue’s substitution preference', () => {
  it('never: a substitute for the line is refused, naming the preference', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.pale50.id, qty: 1, preference: 'never' }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    expect(line.substitutionPreference).toBe('never');
    const response = await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/changes`, {
      kind: 'substitute',
      lineId: line.id,
      skuId: kit.packs.pale20.id,
    });
    expect((await refusal(response, 409)).message).toMatch(/Never substitute/);
    // another qty is still a change the venue may accept
    expect(await kit.propose(supplierOrderId, { kind: 'quantity', lineId: line.id, qty: 2 })).toMatchObject({ status: 'open' });
  });

  it('same price or less: a substitute that costs no more is accepted at once; one that costs more waits for the venue', async () => {
    const { packs } = kit;
    const supplierOrderId = await kit.placeOrder([{ skuId: packs.pale50.id, qty: 1, preference: 'same_or_cheaper' }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const dearer = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: line.id, skuId: packs.lager50.id });
    expect(dearer.status).toBe('open');
    await kit.decide(dearer.id, 'withdraw');
    const cheaper = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: line.id, skuId: packs.pale20.id, qty: 2 });
    expect(cheaper).toMatchObject({ status: 'accepted', decidedBy: null });
    const order = await kit.supplierOrder(supplierOrderId, kit.venueMember);
    expect(order.lines[0]).toMatchObject({ skuId: packs.pale20.id, qty: 2, ordered: { skuId: packs.pale50.id } });
  });

  it('a guide’s item gives the cart line it adds its preference, and checkout the order line', async () => {
    const { call, venueOwner, venue, packs } = kit;
    const created = parseAnswer(
      await call(venueOwner, 'POST', `/api/venues/${venue.id}/order-guides`, { name: 'Taps', supplierId: kit.brewery.id }),
      201,
      OrderGuideCreated,
    );
    const items = [{ skuId: packs.lager50.id, section: 'Taps', position: 0, parQty: 2, substitutionPreference: 'never' }];
    const guide = parseAnswer(await call(venueOwner, 'PUT', `/api/order-guides/${created.id}/items`, { items }), 200, OrderGuide);
    expect(guide.items[0]).toMatchObject({ skuId: packs.lager50.id, substitutionPreference: 'never' });
    const added = parseAnswer(
      await call(venueOwner, 'POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: [{ skuId: packs.lager50.id, qty: 1 }] }),
      200,
      GuideCartResult,
    );
    expect(added.skipped).toEqual([]);
    const cart = parseAnswer(await call(venueOwner, 'GET', `/api/users/${venueOwner.userId}/cart?venueId=${venue.id}`), 200, Cart);
    expect(cart.groups[0]!.lines).toEqual([expect.objectContaining({ skuId: packs.lager50.id, substitutionPreference: 'never' })]);
    const supplierOrderId = await kit.placeOrder([]);
    const placed = await kit.supplierOrder(supplierOrderId);
    expect(placed.lines[0]).toMatchObject({ skuId: packs.lager50.id, substitutionPreference: 'never' });
    // a reorder brings the line back with its preference
    parseAnswer(await call(venueOwner, 'POST', `/api/orders/${placed.orderId}/reorder`), 200, ReorderResult);
    const again = parseAnswer(await call(venueOwner, 'GET', `/api/users/${venueOwner.userId}/cart?venueId=${venue.id}`), 200, Cart);
    expect(again.groups[0]!.lines).toEqual([expect.objectContaining({ skuId: packs.lager50.id, substitutionPreference: 'never' })]);
    // the next test's order is its own
    expect((await call(venueOwner, 'DELETE', `/api/cart/items/${again.groups[0]!.lines[0]!.id}`)).statusCode).toBe(204);
  });
});

describe('other changes', () => {
  it('a price rise waits for the venue’s acceptance, and the preview says the price goes up', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.cans.id, qty: 2, preference: 'same_or_cheaper' }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const rise = await kit.propose(supplierOrderId, { kind: 'price', lineId: line.id, unitPriceCents: 6_500 });
    expect(rise.status).toBe('open');
    expect((await kit.supplierOrder(supplierOrderId)).lines[0]!.unitPriceCents).toBe(6_000);
    expect((await kit.preview(rise.id)).flags.priceUp).toBe(true);
    await kit.decide(rise.id, 'accept');
    const after = await kit.supplierOrder(supplierOrderId);
    expect(after.lines[0]).toMatchObject({ unitPriceCents: 6_500, lineTotalCents: 13_000, ordered: { unitPriceCents: 6_000, qty: 2 } });
    expect(after).toMatchObject({ subtotalCents: 13_000, taxCents: 1_300 });
  });

  it('a quantity change recomputes the totals and the keg deposits', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.pale50.id, qty: 4 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const change = await kit.propose(supplierOrderId, { kind: 'quantity', lineId: line.id, qty: 2 });
    await kit.decide(change.id, 'accept');
    const after = await kit.supplierOrder(supplierOrderId);
    expect(after.lines[0]).toMatchObject({ qty: 2, orderedQty: 2, ordered: { qty: 4 } });
    expect(after).toMatchObject({ subtotalCents: 50_000, taxCents: 5_000, deposits: [expect.objectContaining({ kegs: 2 })] });
  });

  it('a line added by the supplier joins the order, priced as checkout prices it', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.pale50.id, qty: 1 }]);
    const added = await kit.propose(supplierOrderId, { kind: 'add_line', skuId: kit.packs.cans.id, qty: 2 });
    expect(added).toMatchObject({ before: null, after: { unitPriceCents: 6_000, qty: 2 } });
    expect((await kit.preview(added.id)).flags.priceUp).toBe(true);
    await kit.decide(added.id, 'accept');
    const after = await kit.supplierOrder(supplierOrderId);
    expect(after.lines.find((line) => line.skuId === kit.packs.cans.id)).toMatchObject({ qty: 2, addedByChange: true, ordered: null });
    expect(after).toMatchObject({ subtotalCents: 37_000 });
  });

  it('withdrawn by the supplier, it can no longer be accepted', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.cans.id, qty: 1 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const change = await kit.propose(supplierOrderId, { kind: 'quantity', lineId: line.id, qty: 3 });
    expect(await kit.decide(change.id, 'withdraw')).toMatchObject({ status: 'withdrawn' });
    expect((await systemEntries(supplierOrderId)).at(-1)).toMatch(/^Change withdrawn: .*: 1 → 3\.$/);
    const error = await refusal(await kit.call(kit.venueMember, 'POST', `/api/order-changes/${change.id}/accept`), 409);
    expect(error.details).toMatchObject({ status: 'withdrawn' });
  });
});

describe('who may change an order, and when', () => {
  it('the supplier’s members propose and withdraw, the venue’s accept and decline; the wrong side 403, others 404', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.cans.id, qty: 1 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const body = { kind: 'quantity', lineId: line.id, qty: 2 };
    const url = `/api/supplier-orders/${supplierOrderId}/changes`;
    await refusal(await kit.call(kit.venueOwner, 'POST', url, body), 403);
    await refusal(await kit.call(kit.supplierStranger, 'POST', url, body), 404);
    await refusal(await kit.call(kit.venueStranger, 'GET', url), 404);
    const change = await kit.propose(supplierOrderId, body, kit.owner);
    await refusal(await kit.call(kit.member, 'POST', `/api/order-changes/${change.id}/accept`), 403);
    // a venue's staff don't decide what the venue pays
    const staff = await signedInUser(kit.t, { name: 'Sam Staff' });
    await createMembership(kit.t.database.db, { organisationId: kit.venue.id, userId: staff.userId, organisationRole: 'staff' });
    expect((await refusal(await kit.call(staff, 'POST', `/api/order-changes/${change.id}/accept`), 403)).message).toBe(
      'Staff can’t accept a change: an owner, admin or buyer does',
    );
    await refusal(await kit.call(kit.venueOwner, 'POST', `/api/order-changes/${change.id}/withdraw`), 403);
    await refusal(await kit.call(kit.venueStranger, 'POST', `/api/order-changes/${change.id}/decline`), 404);
    await refusal(await kit.call(kit.supplierStranger, 'GET', `/api/order-changes/${change.id}/preview`), 404);
    expect(await kit.changes(supplierOrderId, kit.admin)).toHaveLength(1);
    await refusal(await kit.call(kit.member, 'POST', url, { kind: 'quantity', qty: 2 }), 400);
  });

  it('only a new or accepted order changes; dispatching waits for an open change; a cancel withdraws it', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.cans.id, qty: 1 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    parseAnswer(await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {}), 200, SupplierOrder);
    const change = await kit.propose(supplierOrderId, { kind: 'quantity', lineId: line.id, qty: 2 });
    await refusal(await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/dispatch`, {}), 409);
    parseAnswer(
      await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/cancel`, { reason: 'Van broke down' }),
      200,
      SupplierOrder,
    );
    expect((await kit.changes(supplierOrderId))[0]).toMatchObject({ id: change.id, status: 'withdrawn' });
    const ended = await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/changes`, {
      kind: 'quantity',
      lineId: line.id,
      qty: 3,
    });
    expect((await refusal(ended, 409)).message).toMatch(/cancelled/);
  });
});
