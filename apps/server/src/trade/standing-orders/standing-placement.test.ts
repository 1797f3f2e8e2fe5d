import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, SupplierOrderList, type StandingOrderDetail } from '@tapline/contracts';
import { createProduct, createSku, createSupplier } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minutesAfter, signInAgain, standingCalls, standingWorld, type StandingWorld } from '../../../test/support/standing-kit';
import {
  mailsTesting,
  notificationsTesting,
  occurrencesTesting,
  ordersOfVenueTesting,
  setSkuTesting,
  setVenuePriceTesting,
} from '../../../test/support/queries/standing-testing.queries';

// Placing standing orders (decision 0166): at the supplier's cut-off, through checkout, at that day's prices and
// stock; lines that can't be ordered are left out and listed; nothing left or under the minimum: needs attention; one
// reminder a day before; past the cut-off beyond the grace: failed, never late. The scheduler's tick is run "as of" a
// moment by the test clock; the app's own clock stays at Monday 21 September 2026, 10:00 in Sydney (AEST).

let t: TestApp;
let w: StandingWorld;
let now = new Date('2026-09-21T00:00:00Z');
const { call, create, tick, occurrenceStep } = standingCalls(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now, standingTestClock: true });
  w = await standingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh pack of the supplier's (tests that archive or price one keep to their own). */
async function freshSku(name: string, unitPriceCents: number, supplierId = w.supplier.id) {
  const product = await createProduct(db(), { supplierId, name });
  return createSku(db(), { productId: product.id, supplierId, name: '50 L keg', unitPriceCents });
}

const tuesdays = (lines: { skuId: string; qty: number }[], supplierId = w.supplier.id) => ({
  supplierId,
  deliveryWeekdays: [2],
  startsOn: '2026-09-22',
  lines,
});

const occurrenceOf = (standing: StandingOrderDetail, index: number) => standing.occurrences[index]!;

describe('at the cut-off', () => {
  it('places it through checkout at that day’s price: one order for its delivery day, in the supplier’s Orders In', async () => {
    const sku = await freshSku('Lighthouse Lager', 30_000);
    const standing = await create(w.owner, w.sydney.id, { ...tuesdays([{ skuId: sku.id, qty: 2 }]), note: 'Cellar door' });
    const second = occurrenceOf(standing, 1);
    // the trade price the venue gets from the day before delivery on wins, as in the cart
    await setVenuePriceTesting(db(), w.sydney.id, sku.id, 27_000);
    const early = await tick(w.owner, standing.id, minutesAfter(second.placeAt, -1));
    expect(early.occurrences[1]!.status).toBe('scheduled');

    const placed = (await tick(w.owner, standing.id, second.placeAt)).occurrences[1]!;
    expect(placed).toMatchObject({ status: 'placed', problems: [], placedAt: second.placeAt, subtotalCents: 54_000 });
    expect(placed.lines).toMatchObject([{ skuId: sku.id, qty: 2, unitPriceCents: 27_000 }]);
    const order = parseAnswer(await call(w.owner, 'GET', `/api/orders/${placed.order!.id}`), 200, Order);
    expect(order.placedBy).toEqual({ id: w.owner.userId, name: 'Owner Person' });
    expect(order.supplierOrders[0]).toMatchObject({
      requestedDeliveryDate: '2026-09-29',
      venueNote: 'Cellar door',
      subtotalCents: 54_000,
      status: 'submitted',
      // the order's pages say it came from the standing order
      standing: { standingOrderId: standing.id, occurrenceId: second.id, scheduledDate: '2026-09-29' },
    });
    const orders = (await ordersOfVenueTesting(db(), w.sydney.id)).filter((row) => row.id === order.id);
    expect(orders.map((row) => row.idempotencyKey)).toEqual([`standing:${standing.id}:2026-09-29`]);
    const ordersIn = parseAnswer(await call(w.rep, 'GET', `/api/suppliers/${w.supplier.id}/orders`), 200, SupplierOrderList);
    expect(ordersIn.items.map((item) => item.id)).toContain(placed.order!.supplierOrderId);
    expect(await mailsTesting(db(), w.rep.email, 'order_new')).toContainEqual(
      expect.objectContaining({ subject: `New order ${order.number} from The Harbour Hotel` }),
    );
    expect(await notificationsTesting(db(), w.owner.userId, 'standing_order_placed')).toContainEqual(
      expect.objectContaining({ title: `Standing order ${order.number} sent to Harbour Brewing` }),
    );
    // the next reminder compares with the price it was placed at
    const after = await tick(w.owner, standing.id, second.placeAt);
    expect(after.lines[0]!.previousUnitPriceCents).toBe(27_000);
    expect(after.occurrences[1]!.order?.id).toBe(order.id);
  });

  it('leaves out an archived pack and lists it; the venue is told by mail', async () => {
    const keg = await freshSku('Breakwater Bitter', 25_000);
    const gone = await freshSku('Old Salt Stout', 28_000);
    const standing = await create(
      w.owner,
      w.sydney.id,
      tuesdays([
        { skuId: keg.id, qty: 1 },
        { skuId: gone.id, qty: 1 },
      ]),
    );
    await setSkuTesting(db(), gone.id, { status: 'archived' });
    const first = occurrenceOf(standing, 0);
    const placed = (await tick(w.owner, standing.id, first.placeAt)).occurrences[0]!;
    expect(placed.status).toBe('placed');
    expect(placed.problems).toEqual([{ productName: 'Old Salt Stout', skuName: '50 L keg', reason: 'This pack is no longer sold' }]);
    expect(placed.lines.map((line) => line.skuId)).toEqual([keg.id]);
    const mail = (await mailsTesting(db(), w.owner.email, 'standing_order_placed')).find((m) => m.subject?.includes(placed.order!.number));
    expect(mail?.body).toContain('Left out: Old Salt Stout (50 L keg): This pack is no longer sold');
    // the template keeps the line (it may come back)
    expect((await tick(w.owner, standing.id, first.placeAt)).lines.map((line) => line.skuId).sort()).toEqual([keg.id, gone.id].sort());
  });

  it('makes no order when nothing can be ordered, or under the minimum: needs attention, and the venue is told', async () => {
    const gone = await freshSku('Pier Pilsner', 20_000);
    const nothing = await create(w.owner, w.sydney.id, tuesdays([{ skuId: gone.id, qty: 1 }]));
    await setSkuTesting(db(), gone.id, { status: 'archived' });
    const ordersBefore = (await ordersOfVenueTesting(db(), w.sydney.id)).length;
    const empty = (await tick(w.owner, nothing.id, occurrenceOf(nothing, 0).placeAt)).occurrences[0]!;
    expect(empty).toMatchObject({ status: 'needs_attention', order: null });
    expect(empty.problems).toEqual([
      { productName: null, skuName: null, reason: 'Nothing could be ordered: every line was left out' },
      { productName: 'Pier Pilsner', skuName: '50 L keg', reason: 'This pack is no longer sold' },
    ]);

    const distillery = await createSupplier(db(), { name: 'Quay Distilling', minimumOrderCents: 100_000, orderCutoffTime: '14:00' });
    const gin = await freshSku('Quay Gin', 30_000, distillery.id);
    const small = await create(w.owner, w.sydney.id, tuesdays([{ skuId: gin.id, qty: 1 }], distillery.id));
    const under = (await tick(w.owner, small.id, occurrenceOf(small, 0).placeAt)).occurrences[0]!;
    expect(under).toMatchObject({ status: 'needs_attention', order: null });
    expect(under.problems).toEqual([
      { productName: null, skuName: null, reason: 'Quay Distilling has a minimum order of $1,000.00 ex GST: add $700.00 more' },
    ]);
    expect((await ordersOfVenueTesting(db(), w.sydney.id)).length).toBe(ordersBefore);
    expect(await mailsTesting(db(), w.owner.email, 'standing_order_needs_attention')).toHaveLength(2);
    expect(await notificationsTesting(db(), w.owner.userId, 'standing_order_needs_attention')).toHaveLength(2);
  });

  it('fails one whose cut-off passed beyond the grace while the scheduler was down: never placed late', async () => {
    const sku = await freshSku('Ferry Red', 30_000);
    const standing = await create(w.admin, w.sydney.id, tuesdays([{ skuId: sku.id, qty: 1 }]));
    const first = occurrenceOf(standing, 0);
    const second = occurrenceOf(standing, 1);
    // 14 minutes late is within the grace: placed; 16 minutes late is not
    expect((await tick(w.admin, standing.id, minutesAfter(first.placeAt, 14))).occurrences[0]!.status).toBe('placed');
    const failed = (await tick(w.admin, standing.id, minutesAfter(second.placeAt, 16))).occurrences[1]!;
    expect(failed).toMatchObject({ status: 'failed', order: null, actions: [] });
    expect(failed.problems).toEqual([
      { productName: null, skuName: null, reason: 'its cut-off passed before it could be placed, so nothing was ordered' },
    ]);
    const keys = (await ordersOfVenueTesting(db(), w.sydney.id)).map((row) => row.idempotencyKey);
    expect(keys.filter((key) => key?.startsWith(`standing:${standing.id}`))).toEqual([`standing:${standing.id}:2026-09-22`]);
    // the owners and the standing order's owner (an admin) hear it, the members don't
    for (const person of [w.owner, w.admin]) {
      expect(await notificationsTesting(db(), person.userId, 'standing_order_failed')).toContainEqual(
        expect.objectContaining({ title: "Standing order to Harbour Brewing for Tue 29 Sept wasn't placed" }),
      );
    }
    expect(await notificationsTesting(db(), w.member.userId, 'standing_order_failed')).toEqual([]);
    expect(await mailsTesting(db(), w.admin.email, 'standing_order_failed')).toHaveLength(1);
  });
});

describe('the reminder', () => {
  it('goes once, a day before the cut-off, with today’s prices, what changed and links to act', async () => {
    const sku = await freshSku('Tidal IPA', 30_000);
    const standing = await create(w.owner, w.sydney.id, tuesdays([{ skuId: sku.id, qty: 2 }]));
    const second = occurrenceOf(standing, 1);
    await setSkuTesting(db(), sku.id, { unitPriceCents: 31_500 });
    const reminded = (await tick(w.owner, standing.id, second.remindAt)).occurrences[1]!;
    expect(reminded.remindedAt).toBe(second.remindAt);
    await tick(w.owner, standing.id, minutesAfter(second.remindAt, 1));
    await tick(w.owner, standing.id, minutesAfter(second.remindAt, 60));
    const mails = (await mailsTesting(db(), w.owner.email, 'standing_order_reminder')).filter((mail) => mail.body.includes(second.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your standing order to Harbour Brewing goes Mon 28 Sept 2026, 2:00 pm AEST');
    expect(mails[0]!.body).toContain('- 2 × Tidal IPA (50 L keg) at $315.00 (was $300.00)');
    expect(mails[0]!.body).toContain('Tidal IPA (50 L keg) is $315.00, was $300.00');
    const link = `/dash/venues/${w.sydney.slug}/standing-orders/${standing.id}?occurrence=${second.id}`;
    expect(mails[0]!.body).toContain(`Skip this one: ${t.baseUrl}${link}&action=skip`);
    expect(mails[0]!.body).toContain(`Place it now: ${t.baseUrl}${link}&action=place-now`);
    const notices = (await notificationsTesting(db(), w.owner.userId, 'standing_order_reminder')).filter((n) => n.link === link);
    expect(notices).toHaveLength(1);
    // the member is not told; the admin neither (not the standing order's owner)
    expect((await notificationsTesting(db(), w.member.userId, 'standing_order_reminder')).filter((n) => n.link === link)).toEqual([]);
    expect((await occurrencesTesting(db(), standing.id))[1]!.remindedAt?.toISOString()).toBe(second.remindAt);
  });
});

describe('place now', () => {
  it('places it at once before its cut-off; when nothing can be ordered it is 422 and changes nothing', async () => {
    const sku = await freshSku('Wharf Wheat', 22_000);
    const standing = await create(w.owner, w.sydney.id, tuesdays([{ skuId: sku.id, qty: 1 }]));
    const placed = await occurrenceStep(w.owner, occurrenceOf(standing, 2).id, 'place-now');
    expect(placed).toMatchObject({ status: 'placed', actions: [] });
    expect(parseError(await call(w.owner, 'POST', `/api/standing-occurrences/${placed.id}/place-now`), 409).code).toBe('conflict');

    await setSkuTesting(db(), sku.id, { status: 'archived' });
    const refused = parseError(await call(w.owner, 'POST', `/api/standing-occurrences/${occurrenceOf(standing, 3).id}/place-now`), 422);
    expect(refused.code).toBe('checkout_refused');
    expect(refused.details).toMatchObject({ problems: [{ code: 'empty' }, { code: 'sku_archived' }] });
    const after = await tick(w.owner, standing.id, now.toISOString());
    expect(after.occurrences[3]).toMatchObject({ status: 'scheduled', order: null, problems: [] });
  });
});

describe('across daylight saving', () => {
  /** Wednesday deliveries, ordered by 14:00 on the Tuesday before (Sydney). */
  async function wednesdays(startsOn: string) {
    const sku = await freshSku(`Solstice Saison ${startsOn}`, 30_000);
    return create(w.owner, w.sydney.id, { supplierId: w.supplier.id, deliveryWeekdays: [3], startsOn, lines: [{ skuId: sku.id, qty: 1 }] });
  }

  /** Placed at `placeAt` to the minute: not a minute before. */
  async function firesAt(standing: StandingOrderDetail, index: number, utc: string) {
    expect(occurrenceOf(standing, index).placeAt).toBe(utc);
    expect((await tick(w.owner, standing.id, minutesAfter(utc, -1))).occurrences[index]!.status).toBe('scheduled');
    expect((await tick(w.owner, standing.id, utc)).occurrences[index]!.status).toBe('placed');
  }

  it('fires a Tuesday 14:00 cut-off at 04:00 UTC before October’s change and at 03:00 UTC after it', async () => {
    const standing = await wednesdays('2026-09-30');
    await firesAt(standing, 0, '2026-09-29T04:00:00.000Z');
    await firesAt(standing, 1, '2026-10-06T03:00:00.000Z');
  });

  it('fires it at 03:00 UTC before April’s change and at 04:00 UTC after it', async () => {
    now = new Date('2026-03-28T00:00:00Z');
    await signInAgain(w.owner);
    const standing = await wednesdays('2026-04-01');
    await firesAt(standing, 0, '2026-03-31T03:00:00.000Z');
    await firesAt(standing, 1, '2026-04-07T04:00:00.000Z');
  });
});
