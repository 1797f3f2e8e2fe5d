import { describe, expect, it } from 'vitest';
import { normaliseCode } from './one-time-code';

describe('normaliseCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['Your code: 654321.', '654321'],
    ['12345678', '123456'],
    ['12a', '12'],
    ['', ''],
  ])('%s → %s', (typed, code) => {
    expect(normaliseCode(typed)).toBe(code);
  });
});
