import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AuthError, authErrors } from '../../platform';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

// OWASP's argon2id baseline (19 MiB, 2 passes): about 20 ms a hash on one core.
// (2 = Algorithm.Argon2id, a const enum that isolatedModules can't read from the package's types)
const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(encrypted: string | null, password: string): Promise<boolean> {
  if (!encrypted) {
    // same cost as a real check, so an unknown account can't be told apart by timing
    await hash(password, argonOptions);
    return false;
  }
  try {
    return await verify(encrypted, password);
  } catch {
    return false;
  }
}

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/** Supabase's policy shape: too short is `weak_password` (422, with reasons); too long is a plain 400. */
export function passwordWeakness(password: string): PasswordWeakness | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, reasons: ['length'] };
  }
  return null;
}

export function assertAcceptablePassword(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  const weakness = passwordWeakness(password);
  if (weakness) {
    throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time equality of two secrets (compared through their digests, so lengths may differ). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomDigits(length = 6): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
