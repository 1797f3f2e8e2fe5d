import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from './format-time';

describe('formatDateTime', () => {
  it('writes a moment as "3 Dec 2026, 4:05 pm" in the time zone given', () => {
    expect(formatDateTime('2026-12-03T05:05:00Z', 'Australia/Sydney')).toBe('3 Dec 2026, 4:05 pm');
    expect(formatDateTime('2026-12-03T05:05:00Z', 'UTC')).toBe('3 Dec 2026, 5:05 am');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('uses the largest unit that fits, toward now', () => {
    expect(formatRelative('2026-06-08T11:00:00Z', now)).toBe('in 6 days');
    expect(formatRelative('2026-06-01T10:00:00Z', now)).toBe('2 hours ago');
    expect(formatRelative('2026-05-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-06-01T11:59:30Z', now)).toBe('just now');
  });
});
