import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenDecryptionError extends Error {
  constructor(reason: string) {
    super(`A stored Xero token could not be decrypted: ${reason}`);
    this.name = 'TokenDecryptionError';
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes (AES-256)');
}

/**
 * Seals a token for the database: AES-256-GCM, a fresh 12-byte IV each time, written
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The version prefix lets a later key or algorithm sit beside this one
 * while old rows are re-encrypted (decision 0114).
 */
export function encryptToken(plaintext: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what encryptToken sealed; a changed byte or another key throws TokenDecryptionError. */
export function decryptToken(sealed: string, key: Buffer): string {
  checkKey(key);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new TokenDecryptionError('unknown format');
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenDecryptionError('unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenDecryptionError('wrong key or altered ciphertext');
  }
}
