/** The auth settings, read from the environment by ../config.ts (docs/configuration.md explains each). */
export interface AuthSettings {
  /**
   * origin used in mailed links and in the tokens' issuer, never taken from a request (PUBLIC_URL, default
   * http://HOST:PORT, or http://localhost:PORT when HOST is every address)
   */
  publicUrl: string;
  /**
   * without PUBLIC_URL, the origins /config.json names when the page came from one of them (./origins.ts);
   * any other Host gets publicUrl. Empty when PUBLIC_URL is set.
   */
  ownOrigins: string[];
  jwtExpirySeconds: number;
  allowSignup: boolean;
  /** a hosted Supabase project the web app and the API use instead of the built-in /auth/v1 */
  hosted?: { url?: string; anonKey?: string; jwksUrl: string; issuer: string };
  demoPassword: string;
  rateLimitApiPerMinute: number;
  rateLimitAuthPerFiveMinutes: number;
  /** REDIS_URL: count the rate limits there instead of in the database */
  redisUrl?: string;
  /** namespace of the rate-limit keys in Redis (default `tapline:rate-limit:`) */
  redisKeyPrefix?: string;
}

/** Injected so tests can move time (challenge expiry, refresh-token reuse window) without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const defaultAuthSettings: AuthSettings = {
  publicUrl: 'http://localhost:3000',
  ownOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
  jwtExpirySeconds: 3600,
  allowSignup: false,
  demoPassword: 'tapline-demo',
  rateLimitApiPerMinute: 600,
  rateLimitAuthPerFiveMinutes: 150,
};
