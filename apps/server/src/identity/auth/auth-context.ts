import type { Database } from '@tapline/db';
import type { JobQueue, Outbox } from '../../platform';
import type { Clock, AuthSettings } from './auth-settings';
import type { AuthLimits } from './rate-limits';
import type { Keyring } from './signing-keys';

/** What every auth operation needs; made once by registerAuth. */
export interface AuthContext {
  db: Database;
  settings: AuthSettings;
  clock: Clock;
  keyring: Keyring;
  outbox: Outbox;
  /** the app's job queue: work whose timing must not say whether an account exists happens there */
  queue: JobQueue;
  limits: AuthLimits;
}

/** Who is calling, for the operations that need a signed-in user. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

export const AUDIENCE = 'authenticated';
export const CHALLENGE_LIFETIME_SECONDS = 300;
export const REFRESH_TOKEN_REUSE_SECONDS = 10;
export const MAX_FACTORS_PER_USER = 10;
export const RECOVERY_LINK_LIFETIME_SECONDS = 3600;
export const INVITE_LINK_LIFETIME_SECONDS = 7 * 24 * 3600;
export const SIGNUP_LINK_LIFETIME_SECONDS = 24 * 3600;
/** one recovery mail a minute per account; more requests still answer `{}` (no enumeration) */
export const RECOVERY_MAIL_INTERVAL_SECONDS = 60;

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
