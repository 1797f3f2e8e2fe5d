import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tapline/db/testing';
import { insertInvite } from '../../../test/support/queries/auth-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { redactSecrets } from './request-log';

describe('redactSecrets', () => {
  it('replaces invite tokens in the path and secret query values, and keeps the rest', () => {
    expect(redactSecrets('/api/invites/abc123')).toBe('/api/invites/[redacted]');
    expect(redactSecrets('/api/invites/abc123/accept')).toBe('/api/invites/[redacted]/accept');
    expect(redactSecrets('/auth/v1/verify?token=abc&type=signup&redirect_to=%2Fdash')).toBe(
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=%2Fdash',
    );
    expect(redactSecrets('/x?token_hash=a&Code=b&refresh_token=c&access_token=d&apikey=e&page=2')).toBe(
      '/x?token_hash=[redacted]&Code=[redacted]&refresh_token=[redacted]&access_token=[redacted]&apikey=[redacted]&page=2',
    );
    expect(redactSecrets('/x?to%6Ben=a')).toBe('/x?to%6Ben=[redacted]');
    expect(redactSecrets('/api/venues/the-local/invites/0b6a0d52-8c43-4c1e-9d36-2f8f1f0f2a11')).toBe(
      '/api/venues/the-local/invites/0b6a0d52-8c43-4c1e-9d36-2f8f1f0f2a11',
    );
    expect(redactSecrets('/api/products?q=token&sort=name')).toBe('/api/products?q=token&sort=name');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // at debug every request has its line
    t = await createTestApp({ log: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never holds a one-time secret from a URL', async () => {
    const secret = () => randomBytes(18).toString('base64url');
    const venue = await createVenue(t.database.db);
    const inviteToken = secret();
    await insertInvite(t.database.db, {
      organisationId: venue.id,
      email: 'logged@example.test',
      token: inviteToken,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const [verifyToken, verifyHash, inviteLinkToken, code] = [secret(), secret(), secret(), secret()];

    expect((await t.api(`/api/invites/${inviteToken}`)).statusCode).toBe(200);
    await t.api({ method: 'POST', url: `/api/invites/${inviteToken}/accept` });
    await t.api(`/auth/v1/verify?token=${verifyToken}&type=signup&redirect_to=%2Fdash`);
    await t.api(`/auth/v1/verify?type=recovery&token_hash=${verifyHash}`);
    await t.api(`/auth/invite?token=${inviteLinkToken}`);
    await t.api(`/auth/v1/callback?code=${code}`);

    const log = lines.join('');
    for (const value of [inviteToken, verifyToken, verifyHash, inviteLinkToken, code]) expect(log).not.toContain(value);
    // the requests were logged, with their secrets replaced
    expect(log).toContain('"url":"/api/invites/[redacted]"');
    expect(log).toContain('"url":"/api/invites/[redacted]/accept"');
    expect(log).toContain('"url":"/auth/v1/verify?token=[redacted]&type=signup&redirect_to=%2Fdash"');
    expect(log).toContain('token_hash=[redacted]');
    expect(log).toContain('"url":"/auth/invite?token=[redacted]"');
  });
});

describe('which requests the log keeps', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // a second: a quick answer on a loaded machine still stays under it (at 50 ms a health check once was not)
      log: { level: 'info', stream: { write: (line: string) => void lines.push(line) }, slowRequestMs: 1000 },
      routes: (app) => {
        app.get('/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 1100));
          return { ok: true };
        });
        app.get('/test/broken', async () => {
          throw new Error('broken on purpose');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const completed = () =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; level: number; req?: { url: string }; res?: { statusCode: number } })
      .filter((line) => line.msg === 'request completed');

  it('at info: a refused request, a failed one and a slow answer, each once with its status and time; not a quick success', async () => {
    expect((await t.api('/api/health/live')).statusCode).toBe(200);
    expect((await t.api('/api/products/no-such-product')).statusCode).toBe(404);
    expect((await t.api('/test/broken')).statusCode).toBe(500);
    expect((await t.api('/test/slow')).statusCode).toBe(200);
    const byUrl = new Map(completed().map((line) => [line.req?.url, line]));
    expect(byUrl.has('/api/health/live')).toBe(false);
    // pino's levels: 30 info, 40 warn (the failure itself is logged at error by the error handler)
    expect(byUrl.get('/api/products/no-such-product')).toMatchObject({ level: 30, res: { statusCode: 404 } });
    expect(byUrl.get('/test/broken')).toMatchObject({ level: 30, res: { statusCode: 500 } });
    expect(byUrl.get('/test/slow')).toMatchObject({ level: 40, res: { statusCode: 200 } });
    expect(completed()).toHaveLength(3);
    expect(lines.some((line) => line.includes('"msg":"incoming request"'))).toBe(false);
  });
});
