import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import { createTestDatabase, type TestDatabase } from '@tapline/db/testing';
import { buildApp, type AppOptions } from '../../src/app';
import { defaultAuthSettings, type AuthSettings, type Clock } from '../../src/identity/auth/auth-settings';
import { defaultMailSettings, type MailSettings } from '../../src/platform/mail/mail-settings';
import { DiskStorage } from '../../src/platform/storage/disk-storage';
import type { Storage } from '../../src/platform/storage/storage';

export const TEST_FUNCTIONS_KEY = 'test-functions-key-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** where the app keeps uploaded files */
  storage: Storage;
  /** the directory of the default disk storage (undefined when the test gave its own storage) */
  storageDir: string | undefined;
  /** inject with the app key already set */
  api(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** http://127.0.0.1:<port> when started with `listen` (for real HTTP clients such as supabase-js) */
  baseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  webDistDir?: string;
  /** listen on a free loopback port; PUBLIC_URL (mailed links, token issuer) is that address */
  listen?: boolean;
  clock?: Clock;
  auth?: Partial<AuthSettings>;
  /** SMTP_URL and the retry policy (mail is stored, not sent, without an smtpUrl) */
  mail?: Partial<MailSettings>;
  /** URLs per sitemap file and rows per read */
  sitemapLimits?: AppOptions['sitemapLimits'];
  /** the public answer cache and its read time limit (default: the app's) */
  publicCache?: AppOptions['publicCache'];
  /** sees every route the app registers */
  onRoute?: AppOptions['onRoute'];
  /** log at this level into this stream (default: no log), a request slower than slowRequestMs at warn */
  log?: { level: AppOptions['logLevel']; stream: NonNullable<AppOptions['logStream']>; slowRequestMs?: number };
  /** extra routes for a test (e.g. a bearer-protected one), added before the app is ready */
  routes?: (app: FastifyInstance) => void;
  /** a second instance: build on the database of this app, through connections of its own */
  sameDatabaseAs?: TestApp;
  /** where uploaded files go (default: a disk storage in a fresh temporary directory, removed on close) */
  storage?: Storage;
  /** the realtime socket's heartbeat (default 30 s) */
  realtimeHeartbeatMs?: number;
  /** Xero's settings (point them at startFakeXero); unset, Xero is not available */
  xero?: AppOptions['xero'];
  /** METRICS_TOKEN: GET /metrics answers with it (unset: no /metrics route) */
  metricsToken?: string;
  /** STANDING_TEST_CLOCK: POST /api/standing-orders/{id}/test-clock is served */
  standingTestClock?: boolean;
  /** webhooks: a resolver of the test's, loopback receivers allowed (WEBHOOKS_ALLOW_LOOPBACK), the attempts' limits */
  webhooks?: AppOptions['webhooks'] & { allowLoopback?: boolean };
}

/** a free loopback port (free when asked; a test binds it soon after) */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function secondConnection(database: TestDatabase): Promise<TestDatabase> {
  return { ...(await database.connectAgain()), connectAgain: () => database.connectAgain() };
}

/** A built app on a clean, migrated database of its own (one per test file), or on the one given. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? await secondConnection(options.sameDatabaseAs.database) : await createTestDatabase();
  const port = options.listen ? await freePort() : undefined;
  const baseUrl = port ? `http://127.0.0.1:${port}` : undefined;
  const auth: AuthSettings = {
    ...defaultAuthSettings,
    // generous, so a file's many sign-ins from one address aren't limited; per-account limits stay
    rateLimitAuthPerFiveMinutes: 1000,
    ...(baseUrl ? { publicUrl: baseUrl, ownOrigins: [] } : {}),
    ...options.auth,
  };
  // a second instance shares the first one's files, as instances behind a load balancer share a bucket
  const given = options.storage ?? options.sameDatabaseAs?.storage;
  const storageDir = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'tapline-uploads-'));
  const storage = given ?? new DiskStorage(storageDir!);
  const app = await buildApp(
    {
      storage,
      functionsKey: TEST_FUNCTIONS_KEY,
      logLevel: options.log?.level ?? 'silent',
      logStream: options.log?.stream,
      slowRequestMs: options.log?.slowRequestMs,
      webDistDir: options.webDistDir,
      trustProxy: false,
      auth,
      mail: { ...defaultMailSettings, ...options.mail },
      clock: options.clock,
      onRoute: options.onRoute,
      sitemapLimits: options.sitemapLimits,
      // tests write fixtures straight into the database and read them through the API at once: the version is read
      // for every request (public-answer-cache.test.ts checks the production age)
      publicCache: options.publicCache ?? { seconds: 30, versionMaxAgeMs: 0 },
      realtimeHeartbeatMs: options.realtimeHeartbeatMs,
      xero: options.xero,
      metricsToken: options.metricsToken,
      standingTestClock: options.standingTestClock,
      webhooks: options.webhooks,
      webhooksAllowLoopback: options.webhooks?.allowLoopback ?? false,
    },
    database.db,
  );
  options.routes?.(app);
  if (port) await app.listen({ port, host: '127.0.0.1' });
  await app.ready();
  return {
    app,
    database,
    storage,
    storageDir,
    baseUrl,
    api(injectOptions) {
      const opts: InjectOptions = typeof injectOptions === 'string' ? { url: injectOptions } : injectOptions;
      return app.inject({ ...opts, headers: { [FUNCTIONS_KEY_HEADER]: TEST_FUNCTIONS_KEY, ...opts.headers } });
    },
    async close() {
      await app.close();
      await database.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
