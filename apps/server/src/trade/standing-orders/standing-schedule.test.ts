import { describe, expect, it } from 'vitest';
import { closedDaysOf, publicHolidaysBetween, stateCodeOf } from '../../shared/public-holidays';
import { placeAtOf, planDelivery, remindAtOf, scheduledDates, unservedWeekdays, type SupplierTiming } from './standing-schedule';

// The standing orders' calendar as pure rules (decisions 0166 and 0167).

const sydney: SupplierTiming = { orderCutoffTime: '14:00', leadDays: 1, timeZone: 'Australia/Sydney', deliveryWeekdays: [1, 2, 3, 4, 5] };

describe('the dates a template gives', () => {
  it('every week on its weekdays, from its start to its end', () => {
    const rule = { deliveryWeekdays: [1, 4], everyWeeks: 1, startsOn: '2026-09-24', endsOn: '2026-10-08' };
    expect(scheduledDates(rule, '2026-09-01', '2026-12-31')).toEqual([
      '2026-09-24',
      '2026-09-28',
      '2026-10-01',
      '2026-10-05',
      '2026-10-08',
    ]);
  });

  it('keeps a fortnightly rhythm from the week it started, whatever window is asked', () => {
    const rule = { deliveryWeekdays: [2], everyWeeks: 2, startsOn: '2026-09-22', endsOn: null };
    expect(scheduledDates(rule, '2026-09-22', '2026-11-30')).toEqual([
      '2026-09-22',
      '2026-10-06',
      '2026-10-20',
      '2026-11-03',
      '2026-11-17',
    ]);
    // asked from a later day (the scheduler tops up as the days go by): the same fortnights
    expect(scheduledDates(rule, '2026-10-07', '2026-11-30')).toEqual(['2026-10-20', '2026-11-03', '2026-11-17']);
    // a Wednesday start with Monday and Wednesday: the Monday of its first week is before it, so its fortnights count from that week
    const twice = { deliveryWeekdays: [1, 3], everyWeeks: 2, startsOn: '2026-09-23', endsOn: null };
    expect(scheduledDates(twice, '2026-09-01', '2026-10-21')).toEqual([
      '2026-09-23',
      '2026-10-05',
      '2026-10-07',
      '2026-10-19',
      '2026-10-21',
    ]);
  });
});

describe('when an occurrence is placed and reminded', () => {
  it('at the supplier’s cut-off the lead days before, on its own clock across both daylight-saving changes', () => {
    // Tuesday 14:00 in Sydney for a Wednesday delivery: AEDT (+11) until 5 April 2026, AEST (+10) until 4 October
    expect(placeAtOf('2026-04-01', sydney).toISOString()).toBe('2026-03-31T03:00:00.000Z');
    expect(placeAtOf('2026-04-08', sydney).toISOString()).toBe('2026-04-07T04:00:00.000Z');
    expect(placeAtOf('2026-09-30', sydney).toISOString()).toBe('2026-09-29T04:00:00.000Z');
    expect(placeAtOf('2026-10-07', sydney).toISOString()).toBe('2026-10-06T03:00:00.000Z');
    // Perth keeps no daylight saving; two lead days; no cut-off set: noon
    expect(placeAtOf('2026-10-07', { ...sydney, timeZone: 'Australia/Perth', leadDays: 2 }).toISOString()).toBe('2026-10-05T06:00:00.000Z');
    expect(placeAtOf('2026-10-07', { ...sydney, orderCutoffTime: null }).toISOString()).toBe('2026-10-06T01:00:00.000Z');
    expect(remindAtOf(new Date('2026-10-06T03:00:00Z')).toISOString()).toBe('2026-10-05T03:00:00.000Z');
  });

  it('names the weekdays a supplier doesn’t serve (none set: every day)', () => {
    expect(unservedWeekdays([0, 2, 6], sydney)).toEqual([0, 6]);
    expect(unservedWeekdays([0, 6], { deliveryWeekdays: [] })).toEqual([]);
  });
});

describe('holidays and closures', () => {
  it('are the public holidays of the state only, no bank holidays; by code or name', () => {
    expect(stateCodeOf('nsw')).toBe('NSW');
    expect(stateCodeOf('Victoria')).toBe('VIC');
    expect(stateCodeOf('Nowhere')).toBeNull();
    expect([...publicHolidaysBetween('NSW', '2026-08-01', '2026-10-31')]).toEqual([['2026-10-05', 'Labour Day']]);
    expect([...publicHolidaysBetween('VIC', '2026-10-01', '2026-11-30')]).toEqual([['2026-11-03', 'Melbourne Cup']]);
  });

  it('moves a delivery later, earlier or skips it by the supplier’s policy, keeping to its delivery weekdays', () => {
    const closedDays = closedDaysOf('NSW', [{ date: '2026-10-06', reason: 'Stocktake' }], '2026-09-01', '2026-10-31');
    const now = new Date('2026-09-21T00:00:00Z');
    const at = (policy: 'earlier' | 'later' | 'skip') => planDelivery('2026-10-05', { policy, closedDays, supplier: sydney, now });
    // Monday is Labour Day and Tuesday a closure: Wednesday; earlier: Friday (the weekend isn't a delivery day)
    expect(at('later')).toEqual({ deliveryDate: '2026-10-07', calendarNote: 'Labour Day (NSW)', skipped: false });
    expect(at('earlier')).toEqual({ deliveryDate: '2026-10-02', calendarNote: 'Labour Day (NSW)', skipped: false });
    expect(at('skip')).toEqual({ deliveryDate: '2026-10-05', calendarNote: 'Labour Day (NSW)', skipped: true });
    expect(planDelivery('2026-10-06', { policy: 'later', closedDays, supplier: sydney, now }).calendarNote).toBe('Closed: Stocktake');
    // earlier, but that day's cut-off has passed: skipped rather than placed late
    const late = new Date('2026-10-01T05:00:00Z');
    expect(planDelivery('2026-10-05', { policy: 'earlier', closedDays, supplier: sydney, now: late })).toEqual({
      deliveryDate: '2026-10-05',
      calendarNote: 'Labour Day (NSW): no delivery day near it',
      skipped: true,
    });
  });
});
