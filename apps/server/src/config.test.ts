import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvConfig } from './config';

describe('readEnvConfig', () => {
  it('defaults to the embedded database in ./.data on port 3000', () => {
    const config = readEnvConfig({}, '/repo');
    expect(config).toMatchObject({ port: 3000, dataDir: '/repo/.data', databaseUrl: undefined, seedDemoData: 'auto' });
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(readEnvConfig({}, '/repo').metrics).toEqual({ token: undefined, port: undefined });
    expect(readEnvConfig({ METRICS_TOKEN: 'scrape-token-0123456789', METRICS_PORT: '9464' }, '/repo').metrics).toEqual({
      token: 'scrape-token-0123456789',
      port: 9464,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readEnvConfig({ DATABASE_URL: '', FUNCTIONS_KEY: ' ' }, '/repo').databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL: must be a postgres/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL: /],
    [{ FUNCTIONS_KEY: 'short' }, /^Invalid setting FUNCTIONS_KEY: must be at least 16/],
    [{ DATABASE_URL: 'postgres://db/tapline' }, /^Invalid setting FUNCTIONS_KEY: required when DATABASE_URL is set/],
    [{ PUBLIC_URL: 'tapline.example' }, /^Invalid setting PUBLIC_URL: must be an http/],
    [{ AUTH_JWT_EXPIRY: '60' }, /^Invalid setting AUTH_JWT_EXPIRY: must be at least 300/],
    [{ AUTH_ALLOW_SIGNUP: 'maybe' }, /^Invalid setting AUTH_ALLOW_SIGNUP: /],
    [{ SMTP_URL: 'mail.example:25' }, /^Invalid setting SMTP_URL: must be an smtp/],
    [{ REDIS_URL: '127.0.0.1:6379' }, /^Invalid setting REDIS_URL: must be a redis/],
    [{ REDIS_KEY_PREFIX: 'tapline staging:' }, /^Invalid setting REDIS_KEY_PREFIX: must be 1–100 visible ASCII/],
    [{ DEMO_PASSWORD: 'short' }, /^Invalid setting DEMO_PASSWORD: must be at least 8/],
    [{ SUPABASE_URL: 'https://abc.supabase.co' }, /^Invalid setting SUPABASE_ANON_KEY: required when SUPABASE_URL is set/],
    [{ AUTH_JWKS_URL: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json' }, /^Invalid setting AUTH_ISSUER: required/],
    [{ S3_BUCKET: 'My_Bucket' }, /^Invalid setting S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, /^Invalid setting S3_ENDPOINT: must be an http/],
    [{ S3_BUCKET: 'photos', S3_REGION: 'Sydney, AU' }, /^Invalid setting S3_REGION: must be a region name/],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'sometimes' }, /^Invalid setting S3_FORCE_PATH_STYLE: /],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA123' },
      /^Invalid setting S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^Invalid setting S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ XERO_CLIENT_ID: 'ABC' }, /^Invalid setting XERO_CLIENT_SECRET: XERO_CLIENT_ID and XERO_CLIENT_SECRET go together/],
    [{ XERO_CLIENT_ID: 'ABC', XERO_CLIENT_SECRET: 'secret' }, /^Invalid setting XERO_TOKEN_KEY: required when XERO_CLIENT_ID is set/],
    [{ XERO_TOKEN_KEY: 'dG9vIHNob3J0' }, /^Invalid setting XERO_TOKEN_KEY: must be 32 bytes/],
    [{ XERO_API_BASE: 'api.xero.com' }, /^Invalid setting XERO_API_BASE: must be an http/],
    [{ METRICS_TOKEN: 'short' }, /^Invalid setting METRICS_TOKEN: must be at least 16/],
    [{ METRICS_PORT: 'ninety' }, /^Invalid setting METRICS_PORT: /],
    [{ METRICS_PORT: '3000' }, /^Invalid setting METRICS_PORT: must differ from PORT/],
  ])('stops on %j with one line naming the setting', (env, message) => {
    expect(() => readEnvConfig(env, '/repo')).toThrow(ConfigError);
    expect(() => readEnvConfig(env, '/repo')).toThrow(message);
  });
});

describe('storage settings', () => {
  it('keeps files under DATA_DIR/uploads unless S3_BUCKET names a bucket', () => {
    expect(readEnvConfig({}, '/repo').s3).toBeUndefined();
    expect(
      readEnvConfig(
        {
          S3_BUCKET: 'tapline-photos',
          S3_ENDPOINT: 'http://minio:9000/',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        },
        '/repo',
      ).s3,
    ).toEqual({
      bucket: 'tapline-photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(readEnvConfig({ S3_BUCKET: 'tapline-photos', S3_REGION: 'ap-southeast-2' }, '/repo').s3).toMatchObject({
      endpoint: undefined,
      region: 'ap-southeast-2',
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });
});

describe('Xero settings', () => {
  it('is off without XERO_CLIENT_ID, and talks to the real Xero hosts by default', () => {
    expect(readEnvConfig({}, '/repo').xero).toBeUndefined();
    const key = Buffer.alloc(32, 7).toString('base64');
    const xero = readEnvConfig(
      { XERO_CLIENT_ID: 'ABC', XERO_CLIENT_SECRET: 'secret', XERO_TOKEN_KEY: key, PUBLIC_URL: 'https://tapline.example/' },
      '/repo',
    ).xero;
    expect(xero).toMatchObject({
      loginBaseUrl: 'https://login.xero.com',
      identityBaseUrl: 'https://identity.xero.com',
      apiBaseUrl: 'https://api.xero.com',
      redirectUri: 'https://tapline.example/auth/xero/callback',
      scopes: 'offline_access accounting.invoices accounting.contacts accounting.settings.read',
    });
    expect(xero?.tokenEncryptionKey?.length).toBe(32);
  });

  it('points every base URL at a fake when told to', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const base = 'http://127.0.0.1:4010/';
    const xero = readEnvConfig(
      {
        XERO_CLIENT_ID: 'ABC',
        XERO_CLIENT_SECRET: 'secret',
        XERO_TOKEN_KEY: key,
        XERO_LOGIN_BASE: base,
        XERO_IDENTITY_BASE: base,
        XERO_API_BASE: base,
      },
      '/repo',
    ).xero;
    expect(xero).toMatchObject({
      loginBaseUrl: 'http://127.0.0.1:4010',
      identityBaseUrl: 'http://127.0.0.1:4010',
      apiBaseUrl: 'http://127.0.0.1:4010',
    });
  });

  it('asks for the in-process fake with XERO_FAKE=1, unless a real Xero app is set', () => {
    expect(readEnvConfig({}, '/repo').xeroFake).toBeUndefined();
    expect(readEnvConfig({ XERO_FAKE: '1', PUBLIC_URL: 'http://localhost:5173' }, '/repo').xeroFake).toEqual({
      port: undefined,
      redirectUri: 'http://localhost:5173/auth/xero/callback',
    });
    expect(readEnvConfig({ XERO_FAKE: 'true', XERO_FAKE_PORT: '4020', PORT: '3150', HOST: '127.0.0.1' }, '/repo').xeroFake).toEqual({
      port: 4020,
      redirectUri: 'http://127.0.0.1:3150/auth/xero/callback',
    });
    const key = Buffer.alloc(32, 7).toString('base64');
    const real = readEnvConfig({ XERO_FAKE: '1', XERO_CLIENT_ID: 'ABC', XERO_CLIENT_SECRET: 'secret', XERO_TOKEN_KEY: key }, '/repo');
    expect(real.xeroFake).toBeUndefined();
    expect(real.xero?.clientId).toBe('ABC');
    expect(() => readEnvConfig({ XERO_FAKE: 'maybe' }, '/repo')).toThrow(/^Invalid setting XERO_FAKE/);
  });
});

describe('auth settings', () => {
  it('counts the rate limits in Redis when REDIS_URL is set, else in the database', () => {
    expect(readEnvConfig({ REDIS_URL: 'redis://cache:6379/0' }, '/repo').auth.redisUrl).toBe('redis://cache:6379/0');
    expect(readEnvConfig({}, '/repo').auth.redisUrl).toBeUndefined();
  });

  it('names the Redis keys under REDIS_KEY_PREFIX, so deployments sharing one Redis keep their budgets apart', () => {
    expect(readEnvConfig({}, '/repo').auth.redisKeyPrefix).toBe('tapline:rate-limit:');
    expect(readEnvConfig({ REDIS_KEY_PREFIX: 'staging:limits:' }, '/repo').auth.redisKeyPrefix).toBe('staging:limits:');
  });

  it('defaults to the built-in auth on http://localhost:PORT, sign-up closed', () => {
    expect(readEnvConfig({ PORT: '4000' }, '/repo').auth).toMatchObject({
      publicUrl: 'http://localhost:4000',
      jwtExpirySeconds: 3600,
      allowSignup: false,
      hosted: undefined,
      demoPassword: 'tapline-demo',
    });
  });

  it('makes links from the address the server was started for when PUBLIC_URL is not set', () => {
    const loopback = readEnvConfig({ PORT: '4000', HOST: '127.0.0.1' }, '/repo').auth;
    expect(loopback.publicUrl).toBe('http://127.0.0.1:4000');
    expect(loopback.ownOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    expect(readEnvConfig({ PORT: '4000', HOST: '::1' }, '/repo').auth.publicUrl).toBe('http://[::1]:4000');
    expect(readEnvConfig({ PORT: '4000', HOST: '192.0.2.7' }, '/repo').auth.ownOrigins).toContain('http://192.0.2.7:4000');
    const everywhere = readEnvConfig({ PORT: '4000' }, '/repo').auth;
    expect(everywhere.ownOrigins).toContain('http://127.0.0.1:4000');
    expect(everywhere.ownOrigins.every((origin) => /^http:\/\/[^/]+:4000$/.test(origin))).toBe(true);
    // with PUBLIC_URL, that is the one origin, whatever the request says
    expect(readEnvConfig({ PORT: '4000', PUBLIC_URL: 'https://tapline.example' }, '/repo').auth).toMatchObject({
      publicUrl: 'https://tapline.example',
      ownOrigins: [],
    });
  });

  it('derives the JWKS and issuer of a hosted Supabase project from its URL', () => {
    const { auth } = readEnvConfig(
      { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'anon', PUBLIC_URL: 'https://tapline.example/' },
      '/repo',
    );
    expect(auth.publicUrl).toBe('https://tapline.example');
    expect(auth.hosted).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      jwksUrl: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json',
      issuer: 'https://abc.supabase.co/auth/v1',
    });
  });
});
