import { describe, expect, it } from 'vitest';
import { spendWeekOf } from './spend-week';

describe('a buyer’s spend week', () => {
  it('runs Monday 00:00 to the next Monday 00:00 in the venue’s zone', () => {
    // Sunday 29 Nov 2026, 23:30 in Sydney (AEDT, UTC+11) is still the week of Monday 23 Nov
    const week = spendWeekOf(new Date('2026-11-29T12:30:00Z'), 'Australia/Sydney');
    expect(week.from.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-29T13:00:00.000Z');
  });

  it('starts a new week at local Monday midnight', () => {
    const week = spendWeekOf(new Date('2026-11-29T13:00:00Z'), 'Australia/Sydney');
    expect(week.from.toISOString()).toBe('2026-11-29T13:00:00.000Z');
  });

  it('keeps local midnight across a change of daylight saving', () => {
    // Sydney's clocks go forward on Sunday 4 Oct 2026: the week begins at +10 and ends at +11
    const week = spendWeekOf(new Date('2026-10-01T00:00:00Z'), 'Australia/Sydney');
    expect(week.from.toISOString()).toBe('2026-09-27T14:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });
});
