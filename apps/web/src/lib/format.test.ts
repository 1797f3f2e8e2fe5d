import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatDateTime, formatMoney, formatTimeAgo, formatWeekdays, plural } from './format';

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

describe('dates in the organisation’s time zone', () => {
  it('a calendar date reads as a short weekday, day and month', () => {
    expect(formatCalendarDate('2026-12-03')).toBe('Thu 3 Dec');
  });
  it('an instant reads in the given time zone', () => {
    expect(formatDateTime('2026-12-03T05:05:00Z', 'Australia/Sydney')).toBe('3 Dec 2026, 4:05 pm');
    expect(formatDateTime('2026-12-03T05:05:00Z', 'Australia/Perth')).toBe('3 Dec 2026, 1:05 pm');
  });
  it('time ago', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(formatTimeAgo('2026-12-03T11:59:50Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-12-03T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-12-03T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-12-02T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-20T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
