import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, TokenDecryptionError } from './xero-token-encryption';

describe('token encryption at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time, in the v1 format', () => {
    const sealed = encryptToken('refresh-token-value', key);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(encryptToken('refresh-token-value', key)).not.toBe(sealed);
    expect(decryptToken(sealed, key)).toBe('refresh-token-value');
  });

  it('refuses an altered ciphertext, tag or IV, and another key', () => {
    const sealed = encryptToken('refresh-token-value', key);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const tampered = parts.map((part, at) => (at === index ? bytes.toString('base64url') : part)).join('.');
      expect(() => decryptToken(tampered, key)).toThrow(TokenDecryptionError);
    }
    expect(() => decryptToken(sealed, randomBytes(32))).toThrow(TokenDecryptionError);
    expect(() => decryptToken(`v2.${parts.slice(1).join('.')}`, key)).toThrow(TokenDecryptionError);
    expect(() => encryptToken('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});
