import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryCalendar, StandingDemand, type StandingOrderDetail } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { standingCalls, standingWorld, type StandingWorld } from '../../../test/support/standing-kit';
import { setVenuePriceTesting } from '../../../test/support/queries/standing-testing.queries';

// Holidays and closures (decision 0167), and the supplier's side: a delivery on a public holiday of the venue's state
// or on a closure of the supplier moves (earlier or later) or is skipped, by the supplier's policy, its cut-off
// recomputed and its key kept; the supplier sees its standing demand per delivery day and its calendar. The app's
// clock: Monday 21 September 2026, 10:00 in Sydney. NSW's Labour Day is Monday 5 October 2026; Victoria's was in March.

let t: TestApp;
let w: StandingWorld;
const now = new Date('2026-09-21T00:00:00Z');
const { call, create, get } = standingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now, standingTestClock: true });
  w = await standingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const mondays = { deliveryWeekdays: [1], startsOn: '2026-09-28' };
const byKey = (standing: StandingOrderDetail, key: string) => standing.occurrences.find((o) => o.scheduledDate === key)!;

describe('public holidays and closures', () => {
  it('moves a Sydney venue’s Monday delivery off NSW Labour Day, but not a Melbourne venue’s', async () => {
    const body = { supplierId: w.supplier.id, ...mondays, lines: [{ skuId: w.kegs.id, qty: 1 }] };
    const sydney = await create(w.owner, w.sydney.id, body);
    const melbourne = await create(w.other, w.melbourne.id, body);
    // later (the default): Tuesday 6 October, placed at Monday's cut-off (14:00 AEDT), keyed on the Monday still
    expect(byKey(sydney, '2026-10-05')).toMatchObject({
      deliveryDate: '2026-10-06',
      calendarNote: 'Labour Day (NSW)',
      status: 'scheduled',
      placeAt: '2026-10-05T03:00:00.000Z',
    });
    expect(byKey(melbourne, '2026-10-05')).toMatchObject({
      deliveryDate: '2026-10-05',
      calendarNote: null,
      placeAt: '2026-10-04T03:00:00.000Z',
    });

    // earlier: the Friday before, placed at Thursday's cut-off; skip: skipped by the calendar
    const asRep = (policy: string) => call(w.rep, 'PATCH', `/api/suppliers/${w.supplier.id}/delivery-calendar`, { holidayPolicy: policy });
    expect(parseAnswer(await asRep('earlier'), 200, DeliveryCalendar).holidayPolicy).toBe('earlier');
    expect(byKey(await get(w.owner, sydney.id), '2026-10-05')).toMatchObject({
      deliveryDate: '2026-10-02',
      placeAt: '2026-10-01T04:00:00.000Z',
    });
    await asRep('skip');
    expect(byKey(await get(w.owner, sydney.id), '2026-10-05')).toMatchObject({
      deliveryDate: '2026-10-05',
      status: 'skipped',
      skippedBy: 'calendar',
      calendarNote: 'Labour Day (NSW)',
      actions: [],
    });
    const unskip = await call(w.owner, 'POST', `/api/standing-occurrences/${byKey(sydney, '2026-10-05').id}/unskip`);
    expect(parseError(unskip, 409).message).toBe("It can't be unskipped: Labour Day (NSW)");
    await asRep('later');
    expect(byKey(await get(w.owner, sydney.id), '2026-10-05')).toMatchObject({ deliveryDate: '2026-10-06', status: 'scheduled' });
  });

  it('moves deliveries off the supplier’s closures in every state, and back when a closure is removed', async () => {
    const standing = await create(w.owner, w.sydney.id, { supplierId: w.supplier.id, ...mondays, lines: [{ skuId: w.cans.id, qty: 1 }] });
    // closed Monday 12 to Tuesday 13 October: Monday's delivery goes to Wednesday 14th
    const closed = parseAnswer(
      await call(w.rep, 'POST', `/api/suppliers/${w.supplier.id}/closures`, { date: '2026-10-12', to: '2026-10-13', reason: 'Stocktake' }),
      201,
      DeliveryCalendar,
    );
    expect(closed.closures.map((closure) => [closure.date, closure.reason])).toEqual([
      ['2026-10-12', 'Stocktake'],
      ['2026-10-13', 'Stocktake'],
    ]);
    expect(byKey(await get(w.owner, standing.id), '2026-10-12')).toMatchObject({
      deliveryDate: '2026-10-14',
      calendarNote: 'Closed: Stocktake',
    });
    for (const closure of closed.closures) {
      expect((await call(w.rep, 'DELETE', `/api/suppliers/${w.supplier.id}/closures/${closure.id}`)).statusCode).toBe(204);
    }
    expect(byKey(await get(w.owner, standing.id), '2026-10-12')).toMatchObject({ deliveryDate: '2026-10-12', calendarNote: null });
    // a day gone by is refused
    const past = await call(w.rep, 'POST', `/api/suppliers/${w.supplier.id}/closures`, { date: '2026-09-01', reason: 'Too late' });
    expect(parseError(past, 400).details).toEqual([{ field: 'date', message: 'must be today (2026-09-21) or later' }]);
  });
});

describe('the supplier’s side', () => {
  it('forecasts the standing demand per delivery day at each venue’s price today', async () => {
    const kegsOnly = await create(w.owner, w.sydney.id, {
      supplierId: w.supplier.id,
      deliveryWeekdays: [4],
      startsOn: '2026-09-24',
      lines: [{ skuId: w.kegs.id, qty: 2 }],
    });
    await create(w.other, w.melbourne.id, {
      supplierId: w.supplier.id,
      deliveryWeekdays: [4],
      startsOn: '2026-09-24',
      lines: [{ skuId: w.kegs.id, qty: 1 }],
    });
    await setVenuePriceTesting(t.database.db, w.melbourne.id, w.kegs.id, 28_000);
    const demand = parseAnswer(
      await call(w.rep, 'GET', `/api/suppliers/${w.supplier.slug}/standing-demand?from=2026-09-24&to=2026-09-24`),
      200,
      StandingDemand,
    );
    expect(demand.currency).toBe('AUD');
    const [day] = demand.days;
    expect(day).toMatchObject({ date: '2026-09-24', placeAt: '2026-09-23T04:00:00.000Z', subtotalCents: 88_000 });
    expect(day!.lines).toEqual([{ skuId: w.kegs.id, productName: 'Harbour Haze', skuName: '50 L keg', qty: 3, subtotalCents: 88_000 }]);
    expect(day!.venues.map((venue) => [venue.name, venue.subtotalCents])).toEqual([
      ['The Fitzroy', 28_000],
      ['The Harbour Hotel', 60_000],
    ]);
    expect(day!.venues.find((venue) => venue.name === 'The Harbour Hotel')!.standingOrderId).toBe(kegsOnly.id);
  });

  it('lists the closures and a year of public holidays in the states it delivers to', async () => {
    const calendar = parseAnswer(await call(w.rep, 'GET', `/api/suppliers/${w.supplier.id}/delivery-calendar`), 200, DeliveryCalendar);
    const labourDays = calendar.publicHolidays.filter((holiday) => holiday.name === 'Labour Day');
    expect(labourDays[0]).toEqual({ date: '2026-10-05', name: 'Labour Day', states: ['NSW'] });
    expect(calendar.publicHolidays).toContainEqual({ date: '2026-11-03', name: 'Melbourne Cup', states: ['VIC'] });
    expect(calendar.publicHolidays).toContainEqual({ date: '2026-12-25', name: 'Christmas Day', states: ['NSW', 'VIC'] });
    expect(calendar.publicHolidays.every((holiday) => holiday.date >= '2026-09-21' && holiday.date <= '2027-09-21')).toBe(true);
  });

  it('is no venue’s business: a venue’s owner finds nothing (404)', async () => {
    for (const [method, path, body] of [
      ['GET', 'standing-demand', undefined],
      ['GET', 'delivery-calendar', undefined],
      ['PATCH', 'delivery-calendar', { holidayPolicy: 'skip' }],
      ['POST', 'closures', { date: '2026-12-31', reason: 'New Year’s Eve' }],
    ] as const) {
      expect(parseError(await call(w.owner, method, `/api/suppliers/${w.supplier.id}/${path}`, body), 404).code).toBe('not_found');
    }
  });
});
