import path from 'node:path';
import { z } from 'zod';
import { type AuthSettings, defaultPublicUrl, startedOrigins } from './identity';
import { DEFAULT_MAINTENANCE_SECONDS, DEFAULT_SLOW_REQUEST_MS, defaultMailSettings, type MailSettings, type S3Settings } from './platform';
import { XERO_SCOPES, type XeroSettings, defaultXeroBaseUrls, defaultXeroRedirectUri } from './money';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** Every setting the server reads, with its default. docs/configuration.md's tables mirror this. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: booleanish.default(true),
  MIGRATE_ON_START: booleanish.default(true),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(30),
  FUNCTIONS_KEY: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_SLOW_REQUEST_MS),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanish.default(false),
  PUBLIC_URL: httpUrl.optional(),
  AUTH_JWT_EXPIRY: z.coerce.number().int().min(300, 'must be at least 300 seconds').max(604800).default(3600),
  AUTH_ALLOW_SIGNUP: booleanish.default(false),
  SUPABASE_URL: httpUrl.optional(),
  SUPABASE_ANON_KEY: z.string().trim().min(1).optional(),
  AUTH_JWKS_URL: httpUrl.optional(),
  AUTH_ISSUER: z.string().trim().min(1).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Tapline <no-reply@tapline.test>'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(defaultMailSettings.retryLimit),
  MAIL_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(defaultMailSettings.retryDelaySeconds),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(defaultMailSettings.concurrency),
  MAIL_ATTEMPT_SECONDS: z.coerce.number().int().min(10).max(3600).default(defaultMailSettings.attemptSeconds),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_MAINTENANCE_SECONDS),
  SMS_DEV_FILE: z.string().trim().min(1).optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(72).default('tapline-demo'),
  RATE_LIMIT_API: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(150),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** how old the catalogue version a cached public answer is served under may be (decision 0101) */
  PUBLIC_CACHE_VERSION_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1–100 visible ASCII characters')
    .default('tapline:rate-limit:'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes')
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  XERO_CLIENT_ID: z.string().trim().min(1).optional(),
  XERO_CLIENT_SECRET: z.string().trim().min(1).optional(),
  XERO_REDIRECT_URI: httpUrl.optional(),
  XERO_SCOPES: z.string().trim().min(1).default(XERO_SCOPES),
  XERO_LOGIN_BASE: httpUrl.default(defaultXeroBaseUrls.loginBaseUrl),
  XERO_IDENTITY_BASE: httpUrl.default(defaultXeroBaseUrls.identityBaseUrl),
  XERO_API_BASE: httpUrl.default(defaultXeroBaseUrls.apiBaseUrl),
  XERO_WEBHOOK_KEY: z.string().trim().min(1).optional(),
  XERO_TOKEN_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** local development and the journeys: a fake Xero in this process (ignored when XERO_CLIENT_ID is set) */
  XERO_FAKE: booleanish.default(false),
  XERO_FAKE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** the journeys: POST /api/standing-orders/{id}/test-clock runs the scheduler's tick as of a moment (development entry only) */
  STANDING_TEST_CLOCK: booleanish.default(false),
  /** tests and the journeys only: webhooks may go over http to a loopback receiver (refused when NODE_ENV=production) */
  WEBHOOKS_ALLOW_LOOPBACK: booleanish.default(false),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** whether statements planned once are kept as named prepared statements (decision 0123) */
  databasePreparedStatements: boolean;
  /** whether a start migrates a database behind the code (else it refuses; `npm run migrate` is its own step) */
  migrateOnStart: boolean;
  /**
   * SIGTERM: answer not ready for `drainSeconds` while still serving (the load balancer's probes see it and send
   * nothing new), then close: in-flight requests and jobs finish, sockets are told to reconnect; whatever is still
   * running after `graceSeconds` in all is cut off (jobs are retried by another instance)
   */
  shutdown: { drainSeconds: number; graceSeconds: number };
  /** undefined only before start-up resolved it (generated and kept in DATA_DIR for the embedded default) */
  functionsKey: string;
  seedDemoData: 'auto' | 'always' | 'never';
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** a request answered slower than this is logged at warn (the others: errors only, and everything at debug) */
  slowRequestMs: number;
  /**
   * /metrics (decision 0154): on the app's port for a scraper sending `token` as a bearer token; on `port`, a
   * listener of its own on 127.0.0.1 without one. Neither set: no metrics are served
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** the built web app; absent in API-only tests */
  webDistDir: string | undefined;
  trustProxy: boolean;
  auth: AuthSettings;
  mail: MailSettings;
  /** how often the job queue looks for attempts whose instance died (JOB_MAINTENANCE_SECONDS) */
  jobMaintenanceSeconds: number;
  /** how long the public catalogue's answers are kept in the server and by CDNs (0: off; decision 0101) */
  publicCache: { seconds: number; versionMaxAgeMs: number };
  /** uploaded files: in this bucket when set, else under DATA_DIR/uploads (docs/decisions/0071) */
  s3: S3Settings | undefined;
  /** the Xero integration; undefined unless XERO_CLIENT_ID is set */
  xero?: XeroSettings;
  /**
   * XERO_FAKE=1 without XERO_CLIENT_ID: the development entry (apps/server/test/dev-server.ts) starts a fake Xero in
   * this process (port: XERO_FAKE_PORT, default a free one) and fills `xero` with its settings; the consent page sends
   * the browser back to `redirectUri`. The production entry refuses to start with it.
   */
  xeroFake?: { port: number | undefined; redirectUri: string };
  /**
   * STANDING_TEST_CLOCK=1 (the journeys' server): POST /api/standing-orders/{id}/test-clock runs the standing orders'
   * tick as of a moment, for that standing order alone. The production entry refuses to start with it.
   */
  standingTestClock: boolean;
  /** WEBHOOKS_ALLOW_LOOPBACK=1: webhooks may go over http to a loopback receiver (tests; never in production, decision 0199) */
  webhooksAllowLoopback: boolean;
}

export type EnvConfig = Omit<AppConfig, 'functionsKey'> & { functionsKey: string | undefined };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with one line naming it. */
export function readEnvConfig(env: NodeJS.ProcessEnv, repoRoot: string): EnvConfig {
  // an empty variable means "not set", as a shell's `FOO=` usually intends
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if (e.SUPABASE_URL && !e.SUPABASE_ANON_KEY) {
    throw new ConfigError('Invalid setting SUPABASE_ANON_KEY: required when SUPABASE_URL is set');
  }
  if (e.AUTH_JWKS_URL && !e.AUTH_ISSUER && !e.SUPABASE_URL) {
    throw new ConfigError('Invalid setting AUTH_ISSUER: required when AUTH_JWKS_URL is set');
  }
  if (e.DATABASE_URL && !e.FUNCTIONS_KEY) {
    throw new ConfigError(
      'Invalid setting FUNCTIONS_KEY: required when DATABASE_URL is set (instances behind a load balancer must share it)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid setting METRICS_PORT: must differ from PORT (it is a listener of its own)');
  }
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => e[name] !== undefined);
    if (stray) throw new ConfigError(`Invalid setting S3_BUCKET: required when ${stray} is set (files would stay on disk)`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid setting ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  if (Boolean(e.XERO_CLIENT_ID) !== Boolean(e.XERO_CLIENT_SECRET)) {
    const missing = e.XERO_CLIENT_ID ? 'XERO_CLIENT_SECRET' : 'XERO_CLIENT_ID';
    throw new ConfigError(`Invalid setting ${missing}: XERO_CLIENT_ID and XERO_CLIENT_SECRET go together`);
  }
  if (e.XERO_CLIENT_ID && !e.XERO_TOKEN_KEY) {
    throw new ConfigError('Invalid setting XERO_TOKEN_KEY: required when XERO_CLIENT_ID is set (Xero tokens are stored encrypted)');
  }
  const publicUrl = e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    migrateOnStart: e.MIGRATE_ON_START,
    shutdown: { drainSeconds: e.SHUTDOWN_DRAIN_SECONDS, graceSeconds: e.SHUTDOWN_GRACE_SECONDS },
    functionsKey: e.FUNCTIONS_KEY,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.LOG_SLOW_REQUEST_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    publicCache: { seconds: e.PUBLIC_CACHE_SECONDS, versionMaxAgeMs: e.PUBLIC_CACHE_VERSION_MAX_AGE_MS },
    auth: {
      publicUrl,
      ownOrigins: e.PUBLIC_URL ? [] : startedOrigins(e.HOST, e.PORT),
      jwtExpirySeconds: e.AUTH_JWT_EXPIRY,
      allowSignup: e.AUTH_ALLOW_SIGNUP,
      hosted:
        e.SUPABASE_URL || e.AUTH_JWKS_URL
          ? {
              url: e.SUPABASE_URL,
              anonKey: e.SUPABASE_ANON_KEY,
              jwksUrl: e.AUTH_JWKS_URL ?? `${e.SUPABASE_URL}/auth/v1/.well-known/jwks.json`,
              issuer: e.AUTH_ISSUER ?? `${e.SUPABASE_URL}/auth/v1`,
            }
          : undefined,
      demoPassword: e.DEMO_PASSWORD,
      rateLimitApiPerMinute: e.RATE_LIMIT_API,
      rateLimitAuthPerFiveMinutes: e.RATE_LIMIT_AUTH,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    xero:
      e.XERO_CLIENT_ID && e.XERO_CLIENT_SECRET
        ? {
            loginBaseUrl: e.XERO_LOGIN_BASE,
            identityBaseUrl: e.XERO_IDENTITY_BASE,
            apiBaseUrl: e.XERO_API_BASE,
            clientId: e.XERO_CLIENT_ID,
            clientSecret: e.XERO_CLIENT_SECRET,
            redirectUri: e.XERO_REDIRECT_URI ?? defaultXeroRedirectUri(publicUrl),
            scopes: e.XERO_SCOPES,
            webhookKey: e.XERO_WEBHOOK_KEY,
            tokenEncryptionKey: e.XERO_TOKEN_KEY ? Buffer.from(e.XERO_TOKEN_KEY, 'base64') : undefined,
          }
        : undefined,
    xeroFake:
      e.XERO_FAKE && !e.XERO_CLIENT_ID
        ? { port: e.XERO_FAKE_PORT, redirectUri: e.XERO_REDIRECT_URI ?? defaultXeroRedirectUri(publicUrl) }
        : undefined,
    standingTestClock: e.STANDING_TEST_CLOCK,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    mail: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY,
      concurrency: e.MAIL_CONCURRENCY,
      attemptSeconds: e.MAIL_ATTEMPT_SECONDS,
      answerWaitMs: defaultMailSettings.answerWaitMs,
      smsDevFile: e.SMS_DEV_FILE,
    },
  };
}
