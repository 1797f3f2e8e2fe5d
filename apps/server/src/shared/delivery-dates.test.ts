import { describe, expect, it } from 'vitest';
import { localDateTime } from './calendar';
import { deliveryDateProblem, deliveryDaysOffered, earliestDelivery, nextDeliveryDates } from './delivery-dates';

const SYDNEY = 'Australia/Sydney';
// Tuesday to Friday, orders by 14:00 local, two days' lead
const rules = { deliveryWeekdays: [2, 3, 4, 5], orderCutoffTime: '14:00', leadDays: 2 };

describe('delivery dates in the venue’s time zone', () => {
  it('counts an order at the cut-off minute as the next day’s, one a minute before as today’s', () => {
    // Wednesday 2026-11-25, AEDT (UTC+11): 13:59 and 14:00 local
    expect(localDateTime(new Date('2026-11-25T02:59:00Z'), SYDNEY)).toEqual({ date: '2026-11-25', time: '13:59' });
    expect(earliestDelivery(new Date('2026-11-25T02:59:00Z'), SYDNEY, rules)).toBe('2026-11-27');
    expect(earliestDelivery(new Date('2026-11-25T03:00:00Z'), SYDNEY, rules)).toBe('2026-11-28');
    // Saturday 28th and Monday 30th aren't delivery days: Friday 27th, then Tuesday 1 December
    expect(nextDeliveryDates(new Date('2026-11-25T02:59:00Z'), SYDNEY, rules, 3)).toEqual(['2026-11-27', '2026-12-01', '2026-12-02']);
    expect(nextDeliveryDates(new Date('2026-11-25T03:00:00Z'), SYDNEY, rules, 2)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('finds the cut-off on the day daylight saving starts (the clock jumps from 02:00 to 03:00 on 4 October 2026)', () => {
    // before the change Sydney is UTC+10, after it UTC+11: 14:00 local on the 4th is 03:00 UTC, not 04:00
    expect(localDateTime(new Date('2026-10-04T02:59:00Z'), SYDNEY).time).toBe('13:59');
    expect(earliestDelivery(new Date('2026-10-04T02:59:00Z'), SYDNEY, { ...rules, deliveryWeekdays: null })).toBe('2026-10-06');
    expect(earliestDelivery(new Date('2026-10-04T03:00:00Z'), SYDNEY, { ...rules, deliveryWeekdays: null })).toBe('2026-10-07');
    // the day before, 14:00 local was 04:00 UTC
    expect(earliestDelivery(new Date('2026-10-03T03:59:00Z'), SYDNEY, { ...rules, deliveryWeekdays: null })).toBe('2026-10-05');
    expect(earliestDelivery(new Date('2026-10-03T04:00:00Z'), SYDNEY, { ...rules, deliveryWeekdays: null })).toBe('2026-10-06');
  });

  it('uses the venue’s date, not the server’s: late evening UTC is already tomorrow in Sydney', () => {
    expect(earliestDelivery(new Date('2026-11-24T20:00:00Z'), SYDNEY, { deliveryWeekdays: null, orderCutoffTime: null, leadDays: 0 })).toBe(
      '2026-11-25',
    );
    expect(
      earliestDelivery(new Date('2026-11-24T20:00:00Z'), 'Australia/Perth', { deliveryWeekdays: null, orderCutoffTime: null, leadDays: 0 }),
    ).toBe('2026-11-25');
    expect(
      earliestDelivery(new Date('2026-11-24T15:00:00Z'), 'Australia/Perth', { deliveryWeekdays: null, orderCutoffTime: null, leadDays: 0 }),
    ).toBe('2026-11-24');
  });

  it('without rules, delivers from tomorrow on any day', () => {
    expect(
      nextDeliveryDates(new Date('2026-11-25T02:00:00Z'), SYDNEY, { deliveryWeekdays: [], orderCutoffTime: null, leadDays: null }, 3),
    ).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('says why a day can’t be asked for', () => {
    const now = new Date('2026-11-25T02:59:00Z');
    expect(deliveryDateProblem('2026-11-27', now, SYDNEY, rules)).toBeNull();
    expect(deliveryDateProblem('2026-11-26', now, SYDNEY, rules)).toMatch(/too soon.*from 2026-11-27/);
    expect(deliveryDateProblem('2026-11-28', now, SYDNEY, rules)).toMatch(/not one of the supplier's delivery days/);
    expect(deliveryDateProblem('2027-06-01', now, SYDNEY, rules)).toMatch(/too far ahead/);
  });

  it('leaves out closed days, listing those among its weekdays up to the last day offered, and refuses them by name', () => {
    const now = new Date('2026-11-25T02:59:00Z');
    const closedDays = new Map([
      ['2026-11-27', 'Closed: Stocktake'],
      ['2026-11-28', 'A Saturday holiday (NSW)'],
      ['2026-12-02', 'Some Day (NSW)'],
      ['2027-01-05', 'Far ahead (NSW)'],
    ]);
    const offered = deliveryDaysOffered(now, SYDNEY, { ...rules, closedDays }, 3);
    // Saturday the 28th isn't a delivery day anyway; 5 January is past the last day offered
    expect(offered).toEqual({
      dates: ['2026-12-01', '2026-12-03', '2026-12-04'],
      closedDays: [
        { date: '2026-11-27', reason: 'Closed: Stocktake' },
        { date: '2026-12-02', reason: 'Some Day (NSW)' },
      ],
    });
    expect(deliveryDateProblem('2026-12-02', now, SYDNEY, { ...rules, closedDays })).toBe('2026-12-02 is Some Day (NSW): no deliveries');
    expect(deliveryDateProblem('2026-11-27', now, SYDNEY, { ...rules, closedDays })).toBe(
      '2026-11-27: the supplier is closed (Stocktake), no deliveries',
    );
  });
});
