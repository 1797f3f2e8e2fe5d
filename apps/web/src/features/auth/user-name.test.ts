import { describe, expect, it } from 'vitest';
import { userName } from './user-name';

describe('userName', () => {
  it('reads the name from the metadata, trimmed', () => {
    expect(userName({ user_metadata: { name: '  Vera Venue ' } })).toBe('Vera Venue');
  });
  it('is empty when there is no name, or it is not text', () => {
    expect(userName({ user_metadata: {} })).toBe('');
    expect(userName({ user_metadata: { name: 42 } })).toBe('');
  });
});
