import { describe, expect, it } from 'vitest';
import { longDate } from './pick-list-words';

describe('a pick list’s words', () => {
  it('writes the day in full, whatever the browser’s time zone', () => {
    expect(longDate('2026-11-23')).toBe('Monday 23 November 2026');
  });
});
