import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, StandingOccurrence, StandingOccurrenceList, StandingOrderDetail, StandingOrderList } from '@tapline/contracts';
import { createOrder, createSku } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { standingCalls, standingWorld, type StandingWorld } from '../../../test/support/standing-kit';

// A venue's standing orders (decision 0166): the template, its occurrences 8 weeks ahead, who may do what, "Edit
// this one", the template's edits, skips and a fortnightly rhythm. The app's clock: Monday 21 September 2026, 10:00 in
// Sydney (AEST; daylight saving starts on Sunday 4 October).

let t: TestApp;
let w: StandingWorld;
const now = new Date('2026-09-21T00:00:00Z');
const { call, create, get, tick, occurrenceStep } = standingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now, standingTestClock: true });
  w = await standingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const tuesdays = (body: Record<string, unknown> = {}) => ({
  supplierId: w.supplier.id,
  deliveryWeekdays: [2],
  startsOn: '2026-09-22',
  lines: [{ skuId: w.kegs.id, qty: 2 }],
  ...body,
});

describe('setting one up', () => {
  it('makes 8 weeks of occurrences, each placed at the cut-off the day before in Sydney time, and its members read it', async () => {
    const standing = await create(w.owner, w.sydney.id, tuesdays({ note: 'Back door, please' }));
    expect(standing.owner).toEqual({ id: w.owner.userId, name: 'Owner Person' });
    expect(standing.supplierCalendar).toEqual({
      deliveryWeekdays: [1, 2, 3, 4, 5],
      orderCutoffTime: '14:00',
      leadDays: 1,
      timeZone: 'Australia/Sydney',
    });
    expect(standing.lines).toMatchObject([
      { skuId: w.kegs.id, qty: 2, unitPriceCents: 30_000, previousUnitPriceCents: 30_000, problem: null },
    ]);
    expect(standing.subtotalCents).toBe(60_000);
    expect(standing.occurrences.map((o) => o.scheduledDate)).toEqual([
      '2026-09-22',
      '2026-09-29',
      '2026-10-06',
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
    ]);
    // Monday 14:00: AEST (+10) before 4 October, AEDT (+11) after; the reminder a day before
    expect(standing.occurrences.slice(0, 3).map((o) => [o.placeAt, o.remindAt])).toEqual([
      ['2026-09-21T04:00:00.000Z', '2026-09-20T04:00:00.000Z'],
      ['2026-09-28T04:00:00.000Z', '2026-09-27T04:00:00.000Z'],
      ['2026-10-05T03:00:00.000Z', '2026-10-04T03:00:00.000Z'],
    ]);
    expect(standing.nextOccurrence?.scheduledDate).toBe('2026-09-22');
    expect(standing.occurrences[0]).toMatchObject({
      status: 'scheduled',
      edited: false,
      actions: ['skip', 'edit', 'place_now'],
      subtotalCents: 60_000,
    });

    const seen = parseAnswer(await call(w.member, 'GET', `/api/venues/${w.sydney.slug}/standing-orders`), 200, StandingOrderList);
    expect(seen.items.map((item) => item.id)).toContain(standing.id);
    const asMember = parseAnswer(await call(w.member, 'GET', `/api/standing-orders/${standing.id}`), 200, StandingOrderDetail);
    expect(asMember.occurrences[0]!.actions).toEqual([]);
    const agenda = parseAnswer(
      await call(w.member, 'GET', `/api/venues/${w.sydney.id}/standing-occurrences?from=2026-09-22&to=2026-09-30`),
      200,
      StandingOccurrenceList,
    );
    expect(agenda.items.filter((item) => item.standingOrderId === standing.id).map((item) => item.deliveryDate)).toEqual([
      '2026-09-22',
      '2026-09-29',
    ]);
  });

  it('lets owners and admins manage, not members (403), and another tenant finds nothing (404)', async () => {
    const standing = await create(w.admin, w.sydney.id, tuesdays());
    expect(parseError(await call(w.member, 'POST', `/api/venues/${w.sydney.id}/standing-orders`, tuesdays()), 403).code).toBe('forbidden');
    expect(parseError(await call(w.member, 'POST', `/api/standing-orders/${standing.id}/end`), 403).code).toBe('forbidden');
    for (const [method, url] of [
      ['GET', `/api/standing-orders/${standing.id}`],
      ['GET', `/api/venues/${w.sydney.id}/standing-orders`],
      ['GET', `/api/venues/${w.sydney.id}/standing-occurrences`],
      ['POST', `/api/standing-occurrences/${standing.occurrences[1]!.id}/skip`],
      ['POST', `/api/standing-orders/${standing.id}/end`],
    ] as const) {
      expect(parseError(await call(w.other, method, url), 404).code).toBe('not_found');
    }
    // a SKU of no supplier of theirs, another supplier's pack
    const bad = await call(
      w.owner,
      'POST',
      `/api/venues/${w.sydney.id}/standing-orders`,
      tuesdays({ lines: [{ skuId: standing.id, qty: 1 }] }),
    );
    expect(parseError(bad, 400).details).toEqual([{ field: 'lines.0.skuId', message: 'no such SKU' }]);
  });

  it('refuses a weekday the supplier doesn’t deliver on with 422 naming its days, and changes nothing', async () => {
    const before = parseAnswer(await call(w.owner, 'GET', `/api/venues/${w.sydney.id}/standing-orders`), 200, StandingOrderList).items
      .length;
    const refused = parseError(
      await call(w.owner, 'POST', `/api/venues/${w.sydney.id}/standing-orders`, tuesdays({ deliveryWeekdays: [2, 6] })),
      422,
    );
    expect(refused.code).toBe('standing_order_refused');
    expect(refused.message).toBe(
      'Harbour Brewing delivers on Monday, Tuesday, Wednesday, Thursday and Friday: Saturday is not one of its delivery days',
    );
    expect(refused.details).toEqual([{ field: 'deliveryWeekdays', message: refused.message }]);
    const after = parseAnswer(await call(w.owner, 'GET', `/api/venues/${w.sydney.id}/standing-orders`), 200, StandingOrderList).items
      .length;
    expect(after).toBe(before);
  });
});

describe('from a past order ("Make this a standing order")', () => {
  it('takes the order’s supplier, lines and delivery weekday; a pack no longer sold is named, so it can be left out', async () => {
    const past = await createOrder(t.database.db, {
      venueId: w.sydney.id,
      placedBy: w.owner.userId,
      requestedDeliveryDate: '2026-09-17',
      supplierOrders: [
        {
          supplierId: w.supplier.id,
          status: 'delivered',
          lines: [
            { sku: w.kegs, productName: 'Harbour Haze', qty: 3 },
            { sku: w.cans, productName: 'Harbour Haze', qty: 2 },
          ],
        },
      ],
    });
    const order = parseAnswer(await call(w.owner, 'GET', `/api/orders/${past.id}`), 200, Order);
    const [supplierOrder] = order.supplierOrders;
    const body = {
      supplierId: supplierOrder!.supplier.id,
      deliveryWeekdays: [new Date(`${supplierOrder!.requestedDeliveryDate}T00:00:00Z`).getUTCDay()],
      startsOn: '2026-09-24',
      lines: supplierOrder!.lines.flatMap((line) => (line.skuId ? [{ skuId: line.skuId, qty: line.orderedQty }] : [])),
    };
    const standing = await create(w.owner, w.sydney.id, body);
    expect(standing.deliveryWeekdays).toEqual([4]);
    expect(standing.lines.map((line) => [line.skuId, line.qty]).sort()).toEqual(
      [
        [w.kegs.id, 3],
        [w.cans.id, 2],
      ].sort(),
    );

    const gone = await createSku(t.database.db, {
      productId: w.kegs.productId,
      supplierId: w.supplier.id,
      name: '30 L keg',
      status: 'archived',
    });
    const refused = await call(w.owner, 'POST', `/api/venues/${w.sydney.id}/standing-orders`, {
      ...body,
      lines: [...body.lines, { skuId: gone.id, qty: 1 }],
    });
    expect(parseError(refused, 400).details).toEqual([{ field: 'lines.2.skuId', message: 'this pack can’t be ordered now' }]);
  });
});

describe('changing it', () => {
  it('edits one occurrence alone; the template’s edit changes the future ones not edited; a stale version is 409', async () => {
    const standing = await create(w.owner, w.sydney.id, tuesdays());
    const [, second, third] = standing.occurrences;
    const edited = parseAnswer(
      await call(w.owner, 'PUT', `/api/standing-occurrences/${second!.id}/lines`, { lines: [{ skuId: w.cans.id, qty: 3 }] }),
      200,
      StandingOccurrence,
    );
    expect(edited).toMatchObject({ edited: true, subtotalCents: 24_000, actions: ['skip', 'edit', 'revert', 'place_now'] });
    let after = await get(w.owner, standing.id);
    expect(after.lines.map((line) => [line.skuId, line.qty])).toEqual([[w.kegs.id, 2]]);
    expect(after.occurrences.find((o) => o.id === third!.id)!.lines.map((line) => [line.skuId, line.qty])).toEqual([[w.kegs.id, 2]]);

    const patch = { version: after.version, lines: [{ skuId: w.kegs.id, qty: 5 }], deliveryWeekdays: [2, 4] };
    after = parseAnswer(await call(w.owner, 'PATCH', `/api/standing-orders/${standing.id}`, patch), 200, StandingOrderDetail);
    expect(after.version).toBe(standing.version + 1);
    const byId = new Map(after.occurrences.map((o) => [o.id, o]));
    expect(byId.get(second!.id)!.lines.map((line) => [line.skuId, line.qty])).toEqual([[w.cans.id, 3]]);
    expect(byId.get(third!.id)!.lines.map((line) => [line.skuId, line.qty])).toEqual([[w.kegs.id, 5]]);
    // Thursdays join the Tuesdays
    expect(after.occurrences.slice(0, 4).map((o) => o.scheduledDate)).toEqual(['2026-09-22', '2026-09-24', '2026-09-29', '2026-10-01']);
    const stale = await call(w.owner, 'PATCH', `/api/standing-orders/${standing.id}`, { ...patch, version: standing.version });
    expect(parseError(stale, 409).code).toBe('conflict');

    const reverted = parseAnswer(await call(w.owner, 'DELETE', `/api/standing-occurrences/${second!.id}/lines`), 200, StandingOccurrence);
    expect(reverted.edited).toBe(false);
    expect(reverted.lines.map((line) => [line.skuId, line.qty])).toEqual([[w.kegs.id, 5]]);
  });

  it('keeps a fortnightly rhythm after a skip', async () => {
    const standing = await create(w.owner, w.sydney.id, tuesdays({ everyWeeks: 2 }));
    expect(standing.occurrences.map((o) => o.scheduledDate)).toEqual(['2026-09-22', '2026-10-06', '2026-10-20', '2026-11-03']);
    const skipped = await occurrenceStep(w.owner, standing.occurrences[1]!.id, 'skip');
    expect(skipped).toMatchObject({ status: 'skipped', skippedBy: 'venue', actions: ['unskip'] });
    // a later edit plans again: the skipped one stays skipped, the rhythm stays on the same fortnights
    const after = parseAnswer(
      await call(w.owner, 'PATCH', `/api/standing-orders/${standing.id}`, { version: standing.version, note: 'Fortnightly' }),
      200,
      StandingOrderDetail,
    );
    expect(after.occurrences.map((o) => [o.scheduledDate, o.status])).toEqual([
      ['2026-09-22', 'scheduled'],
      ['2026-10-06', 'skipped'],
      ['2026-10-20', 'scheduled'],
      ['2026-11-03', 'scheduled'],
    ]);
    expect((await occurrenceStep(w.owner, standing.occurrences[1]!.id, 'unskip')).status).toBe('scheduled');
  });

  it('refuses to skip or edit a placed occurrence (409)', async () => {
    const standing = await create(w.owner, w.sydney.id, tuesdays());
    const first = standing.occurrences[0]!;
    const placed = await tick(w.owner, standing.id, first.placeAt);
    expect(placed.occurrences[0]).toMatchObject({ status: 'placed', actions: [] });
    const skip = await call(w.owner, 'POST', `/api/standing-occurrences/${first.id}/skip`);
    expect(parseError(skip, 409).message).toMatch(/^It was placed already \(order TL-\d+\): it can't be skipped$/);
    const edit = await call(w.owner, 'PUT', `/api/standing-occurrences/${first.id}/lines`, { lines: [{ skuId: w.cans.id, qty: 1 }] });
    expect(parseError(edit, 409).code).toBe('conflict');
  });

  it('pauses (skipping what falls before the date), resumes, and ends (removing what was not placed)', async () => {
    const standing = await create(w.owner, w.sydney.id, tuesdays());
    const paused = parseAnswer(
      await call(w.owner, 'POST', `/api/standing-orders/${standing.id}/pause`, { until: '2026-10-10' }),
      200,
      StandingOrderDetail,
    );
    expect(paused).toMatchObject({ status: 'paused', pausedUntil: '2026-10-10' });
    expect(paused.occurrences.slice(0, 4).map((o) => [o.status, o.skippedBy])).toEqual([
      ['skipped', 'venue'],
      ['skipped', 'venue'],
      ['skipped', 'venue'],
      ['scheduled', null],
    ]);
    expect(paused.nextOccurrence?.scheduledDate).toBe('2026-10-13');
    const resumed = parseAnswer(await call(w.owner, 'POST', `/api/standing-orders/${standing.id}/resume`), 200, StandingOrderDetail);
    expect(resumed.occurrences.every((o) => o.status === 'scheduled')).toBe(true);
    const ended = parseAnswer(await call(w.owner, 'POST', `/api/standing-orders/${standing.id}/end`), 200, StandingOrderDetail);
    expect(ended).toMatchObject({ status: 'ended', occurrences: [], nextOccurrence: null });
    expect(parseError(await call(w.owner, 'POST', `/api/standing-orders/${standing.id}/resume`), 409).code).toBe('conflict');
  });
});
