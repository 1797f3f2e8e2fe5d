import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-target';

describe('safeRedirect', () => {
  it.each([
    ['/dash/team', '/dash/team'],
    ['/dash/venues/the-local?tab=1', '/dash/venues/the-local?tab=1'],
    [undefined, '/dash'],
    ['', '/dash'],
    ['//evil.example/x', '/dash'],
    ['/\\evil.example', '/dash'],
    ['https://evil.example', '/dash'],
    ['javascript:alert(1)', '/dash'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
