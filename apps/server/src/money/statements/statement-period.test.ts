import { describe, expect, it } from 'vitest';
import { bucketOf } from './statement-ledger';
import { daysBetween, monthBefore, periodOf } from './statement-period';

describe('a statement’s month', () => {
  it('runs from its first day to its last, leap years included, and counts ages at its end once over', () => {
    expect(periodOf('2028-02', '2028-03-05')).toEqual({ month: '2028-02', from: '2028-02-01', to: '2028-02-29', asOf: '2028-02-29' });
    expect(periodOf('2026-12', '2027-01-01')).toMatchObject({ to: '2026-12-31', asOf: '2026-12-31' });
  });

  it('counts ages at today while under way, and at its first day when not begun where the supplier is', () => {
    expect(periodOf('2026-07', '2026-07-15').asOf).toBe('2026-07-15');
    expect(periodOf('2026-08', '2026-07-31').asOf).toBe('2026-08-01');
  });

  it('before the first of January is December', () => {
    expect(monthBefore('2027-01-01')).toBe('2026-12');
    expect(monthBefore('2026-03-31')).toBe('2026-02');
  });
});

describe('ageing', () => {
  it.each([
    [0, 'current'],
    [-10, 'current'],
    [1, 'days1To30'],
    [30, 'days1To30'],
    [31, 'days31To60'],
    [60, 'days31To60'],
    [61, 'days61To90'],
    [90, 'days61To90'],
    [91, 'over90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });

  it('counts whole days between calendar dates, across daylight saving', () => {
    expect(daysBetween('2026-03-31', '2026-06-29')).toBe(90);
    expect(daysBetween('2026-10-01', '2026-10-08')).toBe(7);
    expect(daysBetween('2026-02-01', '2026-01-31')).toBe(-1);
  });
});
