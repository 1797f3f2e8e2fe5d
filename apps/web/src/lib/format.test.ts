import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatDate, formatMoney, formatWeekdays, plural } from './format';

describe('formatMoney', () => {
  it('shows cents as Australian dollars with grouping', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$0.07');
  });

  it("names another organisation's currency rather than passing it off as dollars", () => {
    expect(formatMoney(123450, 'NZD')).toMatch(/^NZ(D|\$)\s?1,234\.50$/);
  });
});

describe('formatWeekdays', () => {
  it('names a run of weekdays as a range and others as a list', () => {
    expect(formatWeekdays([1, 2, 3, 4, 5])).toBe('Monday to Friday');
    expect(formatWeekdays([4, 2])).toBe('Tuesday and Thursday');
    expect(formatWeekdays([1, 3, 5])).toBe('Monday, Wednesday and Friday');
    expect(formatWeekdays([])).toBe('By arrangement');
  });
});

describe('formatClock', () => {
  it('turns a 24-hour time into am/pm', () => {
    expect(formatClock('14:00')).toBe('2:00 pm');
    expect(formatClock('00:30')).toBe('12:30 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
  });
});

it('pluralises', () => {
  expect(plural(1, 'tap')).toBe('1 tap');
  expect(plural(3, 'tap')).toBe('3 taps');
});

describe('formatDate', () => {
  it('writes the day in the zone given: one moment is two days in Los Angeles and Sydney', () => {
    const moment = '2026-12-03T20:00:00Z';
    expect(formatDate(moment, 'Australia/Sydney')).toBe('4 Dec 2026');
    expect(formatDate(moment, 'America/Los_Angeles')).toBe('3 Dec 2026');
  });
});

describe('formatCalendarDate', () => {
  it('a calendar date reads as a short weekday, day and month', () => {
    expect(formatCalendarDate('2026-12-03')).toBe('Thu 3 Dec');
  });
});
