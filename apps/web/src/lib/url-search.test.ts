import { describe, expect, it } from 'vitest';
import { urlCalendarDate } from './url-search';

describe('urlCalendarDate', () => {
  it('takes a real day and nothing else', () => {
    expect(urlCalendarDate('2026-12-02')).toBe('2026-12-02');
    expect(urlCalendarDate('2028-02-29')).toBe('2028-02-29');
    for (const junk of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', '02-12-2026', '2026-12-02x', '', 20261202, null])
      expect(urlCalendarDate(junk)).toBeUndefined();
  });
});
