import { describe, expect, it } from 'vitest';
import { addDays, localDate } from './calendar';

describe('calendar dates', () => {
  it("gives the date in the organisation's time zone", () => {
    const instant = new Date('2026-03-01T20:00:00Z');
    expect(localDate(instant, 'Australia/Sydney')).toBe('2026-03-02');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
