import rateLimit from '@fastify/rate-limit';
import type { Database } from '@tapline/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { authErrors, loggableError } from '../../platform';
import type { Clock } from './auth-settings';
import { deleteEndedRateLimitCounters, deleteRateLimitCounter, hitRateLimitCounter, undoRateLimitHit } from './rate-limits.queries';

type IpGroup = 'token' | 'verify' | 'mail' | 'mfa';
type AttemptKind = 'password' | 'otp' | 'mfa';

const FIVE_MINUTES_MS = 5 * 60_000;
/**
 * Attempts allowed at one account from one address in 5 minutes: the 11th gets 429 (a 6-digit code can't be
 * guessed). Another address is counted apart, so nobody can lock a person out of their own address (decision 0052).
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** attempts allowed at one account from all addresses together in an hour: guessing from many addresses stops too */
export const MAX_FAILURES_PER_ACCOUNT = 100;
const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** how often an instance forgets the database's ended windows */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters shared by every instance (decision 0038): in the database, or in Redis when REDIS_URL is
 * set. Never in one process's memory, so N instances behind a load balancer share one budget.
 */
export interface RateCounter {
  /** counts one hit in the key's window: the hits so far in it (this one included) and the ms until it resets */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetsInMs: number }>;
  reset(key: string): Promise<void>;
  /** takes one hit back (a right answer that was counted before it was checked) */
  undo(key: string): Promise<void>;
  /** forgets ended windows (Redis expires its keys itself) */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function databaseRateCounter(db: Database, clock: Clock): RateCounter {
  return {
    async hit(key, windowMs) {
      const now = clock();
      const { hits, resetsAt } = await hitRateLimitCounter(db, key, windowMs, now);
      return { hits, resetsInMs: Math.max(0, resetsAt.getTime() - now.getTime()) };
    },
    reset: (key) => deleteRateLimitCounter(db, key),
    undo: (key) => undoRateLimitHit(db, key),
    sweep: () => deleteEndedRateLimitCounters(db, clock()),
    close: async () => {},
  };
}

/** The /api limit's keys start so (api-user:…, api-ip:…): only they are held (heldRateCounter). */
export const API_LIMIT_KEY_PREFIX = 'api-';

/** How long an instance keeps the /api limit's hits before adding them to the shared count (decision 0038, amended). */
const API_HITS_FLUSH_MS = 250;

interface HeldWindow {
  windowMs: number;
  /** the shared count as the database last answered it (this instance's hits added so far included) */
  shared: number;
  /** this instance's hits not yet added */
  held: number;
  resetsAt: number;
  /** the window's first hit here, counted at once: later hits wait for its answer */
  first: Promise<void> | undefined;
}

/**
 * The /api limit (`RATE_LIMIT_API` a minute per person or address) on the database without a statement per
 * request, which had made a cached answer's only database work a write to one hot row. A window's first hit on an
 * instance is counted at once (so the count starts from every instance's hits); the ones after it are counted here and
 * added to the shared row every `flushMs`, each flush reading the shared total back. One instance alone is exact; N
 * instances share the budget to within what the others let through since this one's last flush.
 * Not for the sign-in limits, where a burst of guesses must all be counted before any is checked.
 */
export function heldRateCounter(db: Database, clock: Clock, flushMs = API_HITS_FLUSH_MS, onError: (error: unknown) => void = () => {}) {
  const windows = new Map<string, HeldWindow>();

  async function flush() {
    const now = clock();
    await Promise.all(
      [...windows].map(async ([key, held]) => {
        if (held.first) return;
        if (held.held === 0) {
          if (held.resetsAt <= now.getTime()) windows.delete(key);
          return;
        }
        const count = held.held;
        held.held = 0;
        try {
          const { hits, resetsAt } = await hitRateLimitCounter(db, key, held.windowMs, now, count);
          held.shared = hits;
          held.resetsAt = resetsAt.getTime();
        } catch (error) {
          held.held += count;
          onError(error);
        }
      }),
    );
  }
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    flushing = flushing.then(flush);
  }, flushMs);
  timer.unref();

  return {
    async hit(key: string, windowMs: number): Promise<{ hits: number; resetsInMs: number }> {
      const now = clock().getTime();
      const held = windows.get(key);
      if (!held || (held.resetsAt <= now && !held.first)) {
        // a new window here (the hits an ended one still held count for nothing): counted in the database at once
        const window: HeldWindow = { windowMs, shared: 0, held: 0, resetsAt: now + windowMs, first: undefined };
        window.first = hitRateLimitCounter(db, key, windowMs, new Date(now)).then(
          ({ hits, resetsAt }) => {
            window.shared = hits;
            window.resetsAt = resetsAt.getTime();
            window.first = undefined;
          },
          (error: unknown) => {
            windows.delete(key);
            throw error;
          },
        );
        windows.set(key, window);
        await window.first;
        return { hits: window.shared, resetsInMs: Math.max(0, window.resetsAt - now) };
      }
      held.held += 1;
      // this hit's place among the held ones; a hit that came while the window's first was being counted waits for it
      const place = held.held;
      if (held.first) await held.first;
      return { hits: held.shared + place, resetsInMs: Math.max(0, held.resetsAt - now) };
    },
    /** adds what is held (on close, and for tests) */
    flush: () => (flushing = flushing.then(flush)),
    async close() {
      clearInterval(timer);
      await (flushing = flushing.then(flush));
    },
  };
}

/** INCR, and start the window's expiry with the first hit (or if a key lost it), in one round trip */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** DECR a key that still exists (never creating one without an expiry) */
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

function redisRateCounter(redis: Redis, keyPrefix: string): RateCounter {
  return {
    async hit(key, windowMs) {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${keyPrefix}${key}`, windowMs)) as [number, number];
      return { hits, resetsInMs: ttl };
    },
    async reset(key) {
      await redis.del(`${keyPrefix}${key}`);
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, `${keyPrefix}${key}`);
    },
    sweep: async () => 0,
    close: async () => {},
  };
}

export interface SharedLimitsOptions {
  db: Database;
  clock: Clock;
  redisUrl?: string;
  /** namespace of the Redis keys (tests give each run its own) */
  redisKeyPrefix?: string;
}

/**
 * Registers @fastify/rate-limit (its Redis store with REDIS_URL, else a store on the database's counters) and
 * answers the counter the per-account limits use. Ended database windows are swept every minute.
 */
export async function registerSharedLimits(app: FastifyInstance, options: SharedLimitsOptions): Promise<RateCounter> {
  const keyPrefix = options.redisKeyPrefix ?? 'tapline:rate-limit:';
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    await redis.connect();
    app.readiness.add({ name: 'redis', check: async () => void (await redis.ping()) });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: `${keyPrefix}ip:` });
    return redisRateCounter(redis, `${keyPrefix}account:`);
  }
  const counter = databaseRateCounter(options.db, options.clock);
  const held = heldRateCounter(options.db, options.clock, API_HITS_FLUSH_MS, (error) =>
    app.log.warn({ err: loggableError(error) }, 'rate-limit flush failed'),
  );
  app.addHook('onClose', () => held.close());
  // the /api limit's keys (api-auth.ts) are held and added in batches; the sign-in limits' are counted one by one
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOn((key) => (key.startsWith(API_LIMIT_KEY_PREFIX) ? held : counter)),
  });
  const sweeper = setInterval(() => {
    counter.sweep().catch((error: unknown) => app.log.warn({ err: loggableError(error) }, 'rate-limit sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return counter;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's custom store interface (incr and child), counting on a RateCounter */
function rateLimitStoreOn(counterFor: (key: string) => Pick<RateCounter, 'hit'>) {
  return class SharedCounterStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counterFor(key)
        .hit(key, timeWindow)
        .then(
          ({ hits, resetsInMs }) => callback(null, { current: hits, ttl: resetsInMs }),
          (error: Error) => callback(error),
        );
    }

    child() {
      return new SharedCounterStore();
    }
  };
}

export interface AuthLimits {
  /** per-IP limit of a group of routes; throws 429 over_request_rate_limit with Retry-After */
  checkIp(group: IpGroup, request: FastifyRequest): Promise<void>;
  /**
   * Counts an attempt at an account's password or code from an address BEFORE it is checked, and throws 429 past
   * MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS from that address in 5 minutes, or past MAX_FAILURES_PER_ACCOUNT from
   * all addresses in an hour: simultaneous wrong attempts can't all be checked.
   */
  countAttempt(kind: AttemptKind, account: string, address: string): Promise<void>;
  /**
   * A right answer: the attempts from that address start again from zero, and it is taken back from the account's
   * count over all addresses; that count's wrong attempts stay until its window ends, so a guesser can't have
   * them cleared by the person signing in meanwhile.
   */
  resetAttempts(kind: AttemptKind, account: string, address: string): Promise<void>;
}

/** Needs registerSharedLimits to have registered @fastify/rate-limit on `app`. */
export function createAuthLimits(app: FastifyInstance, counter: RateCounter, perFiveMinutes: number): AuthLimits {
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
  const accountKey = (kind: AttemptKind, account: string) => `auth-${kind}:${account.toLowerCase()}`;
  const addressKey = (kind: AttemptKind, account: string, address: string) => `${accountKey(kind, account)}@${address}`;
  return {
    async checkIp(group, request) {
      const result = await ipLimiters[group](request);
      if (!result.isAllowed && result.isExceeded) throw authErrors.rateLimited(result.ttlInSeconds);
    },
    async countAttempt(kind, account, address) {
      const fromAddress = await counter.hit(addressKey(kind, account, address), FIVE_MINUTES_MS);
      if (fromAddress.hits > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) throw authErrors.rateLimited(Math.ceil(fromAddress.resetsInMs / 1000));
      // only attempts the address's own limit let through count towards the account's
      const overall = await counter.hit(accountKey(kind, account), ACCOUNT_WINDOW_MS);
      if (overall.hits > MAX_FAILURES_PER_ACCOUNT) throw authErrors.rateLimited(Math.ceil(overall.resetsInMs / 1000));
    },
    async resetAttempts(kind, account, address) {
      await Promise.all([counter.reset(addressKey(kind, account, address)), counter.undo(accountKey(kind, account))]);
    },
  };
}
