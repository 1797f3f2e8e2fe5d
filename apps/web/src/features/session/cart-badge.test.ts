import { describe, expect, it } from 'vitest';
import { formatCartBadge } from './cart-badge';

describe('formatCartBadge', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
    [-1, ''],
  ])('%i items → "%s"', (count, badge) => {
    expect(formatCartBadge(count)).toBe(badge);
  });
});
