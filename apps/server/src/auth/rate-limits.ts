import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authErrors } from './auth-errors';

type IpGroup = 'token' | 'verify' | 'mail' | 'mfa';
type FailureKind = 'password' | 'otp' | 'mfa';

const FIVE_MINUTES_MS = 5 * 60_000;
/** wrong answers allowed per account in a window: the 11th attempt gets 429 (a 6-digit code can't be guessed) */
export const MAX_FAILURES_PER_ACCOUNT = 10;

/**
 * Counts wrong answers per account (email or user), in fixed windows, in memory. Only failures count, so
 * a person signing in often is never limited; @fastify/rate-limit can't count only failures.
 */
class FailureCounter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity = 20_000,
  ) {}

  /** seconds to wait, or 0 when another attempt is allowed */
  retryAfter(key: string): number {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= Date.now()) return 0;
    return entry.failures >= this.max ? Math.ceil((entry.resetAt - Date.now()) / 1000) : 0;
  }

  record(key: string): void {
    const now = Date.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= this.capacity) this.forgetExpired(now);
      this.windows.set(key, { failures: 1, resetAt: now + this.windowMs });
    } else {
      entry.failures += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private forgetExpired(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // still full of live entries: drop the oldest rather than grow without bound
    if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value!);
  }
}

export interface AuthLimits {
  /** per-IP limit of a group of routes; throws 429 over_request_rate_limit with Retry-After */
  checkIp(group: IpGroup, request: FastifyRequest): Promise<void>;
  /** per-account wrong-answer limit; throws 429 once MAX_FAILURES_PER_ACCOUNT were recorded */
  checkAccount(kind: FailureKind, account: string): void;
  recordFailure(kind: FailureKind, account: string): void;
  resetFailures(kind: FailureKind, account: string): void;
}

/** Needs @fastify/rate-limit registered on `app` (registerAuth does it). */
export function createAuthLimits(app: FastifyInstance, perFiveMinutes: number): AuthLimits {
  const lighter = Math.max(10, Math.floor(perFiveMinutes / 5));
  const ipLimiters = {
    // every /token grant (password and refresh)
    token: app.createRateLimit({ max: perFiveMinutes, timeWindow: FIVE_MINUTES_MS, keyGenerator: (r) => `auth-token:${r.ip}` }),
    verify: app.createRateLimit({ max: lighter, timeWindow: FIVE_MINUTES_MS, keyGenerator: (r) => `auth-verify:${r.ip}` }),
    // signup and recover: each can send a mail
    mail: app.createRateLimit({ max: lighter, timeWindow: FIVE_MINUTES_MS, keyGenerator: (r) => `auth-mail:${r.ip}` }),
    // MFA challenge and verify
    mfa: app.createRateLimit({ max: lighter, timeWindow: 60_000, keyGenerator: (r) => `auth-mfa:${r.ip}` }),
  };
  const counters: Record<FailureKind, FailureCounter> = {
    password: new FailureCounter(MAX_FAILURES_PER_ACCOUNT, FIVE_MINUTES_MS),
    otp: new FailureCounter(MAX_FAILURES_PER_ACCOUNT, FIVE_MINUTES_MS),
    mfa: new FailureCounter(MAX_FAILURES_PER_ACCOUNT, FIVE_MINUTES_MS),
  };
  return {
    async checkIp(group, request) {
      const result = await ipLimiters[group](request);
      if (!result.isAllowed && result.isExceeded) throw authErrors.rateLimited(result.ttlInSeconds);
    },
    checkAccount(kind, account) {
      const wait = counters[kind].retryAfter(account.toLowerCase());
      if (wait > 0) throw authErrors.rateLimited(wait);
    },
    recordFailure(kind, account) {
      counters[kind].record(account.toLowerCase());
    },
    resetFailures(kind, account) {
      counters[kind].reset(account.toLowerCase());
    },
  };
}
