import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { optionalUser, requireUser } from './api-auth';
import { callAs, projectKeys, signedInUser, supabaseFor } from '../../../test/support/auth-kit';
import { createProfile } from '@tapline/db/testing';
import { failProfileWritesNamed, findProfileRow } from '../../../test/support/queries/auth-testing.queries';
import { revokeSigningKey, rotateSigningKey } from './signing-keys';

// The business API's side of sign-in: bearer tokens, the profile kept from the claims, and MFA at aal2.
function testRoutes(app: FastifyInstance) {
  app.get('/api/test/me', async (request) => {
    const user = await requireUser(request);
    return { id: user.id, email: user.email, name: user.name, aal: user.aal };
  });
  app.get('/api/test/maybe', async (request) => ({ signedIn: (await optionalUser(request)) !== null }));
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ listen: true, routes: testRoutes });
});
afterAll(async () => {
  await testApp?.close();
});

/** testApp's built-in auth, seen by another app as if it were a hosted Supabase project */
function hostedProject() {
  return {
    jwksUrl: `${testApp.baseUrl}/.well-known/jwks.json`,
    issuer: `${testApp.baseUrl}/auth/v1`,
    url: testApp.baseUrl,
    anonKey: 'hosted-anon-key',
  };
}

function callMe(token?: string, app: TestApp = testApp) {
  return callAs(app, token ?? null, 'GET', '/api/test/me');
}

describe('requireUser', () => {
  it('is 401 unauthorized without a token, and optionalUser is null', async () => {
    expect(parseError(await callMe(), 401).code).toBe('unauthorized');
    expect((await testApp.api('/api/test/maybe')).json()).toEqual({ signedIn: false });
  });

  it('accepts a valid token and keeps the profile from its claims', async () => {
    const { session, userId, email, client } = await signedInUser(testApp, { name: 'Pat Profile' });
    const response = await callMe(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: userId, email, name: 'Pat Profile', aal: 'aal1' });

    await client.auth.updateUser({ data: { name: 'Pat Renamed' } });
    const { data } = await client.auth.refreshSession();
    expect((await callMe(data.session!.access_token)).json()).toMatchObject({ name: 'Pat Renamed' });
    expect((await findProfileRow(testApp.database.db, userId))?.name).toBe('Pat Renamed');
  });

  it('stops accepting a token once its session is signed out', async () => {
    const { session, client } = await signedInUser(testApp);
    await client.auth.signOut();
    expect((await callMe(session.access_token)).statusCode).toBe(401);
  });

  it('answers mfa_required to an aal1 token of a user with a verified factor, and passes aal2', async () => {
    const { client, email, password } = await signedInUser(testApp);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = (factor as { totp: { secret: string } }).totp.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(verified.error).toBeNull();
    expect((await callMe(verified.data!.access_token)).json()).toMatchObject({ aal: 'aal2' });

    const other = supabaseFor(testApp.baseUrl!, (await projectKeys(testApp)).anon);
    const signIn = await other.auth.signInWithPassword({ email, password });
    expect(parseError(await callMe(signIn.data.session!.access_token), 401).code).toBe('mfa_required');
  });

  it('refuses forged and unfit tokens', async () => {
    const { session } = await signedInUser(testApp);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    const keyring = testApp.app.supabaseAuth.context.keyring;
    const publicJwk = keyring.jwks().keys[0]!;
    const { privateKey: strangerKey } = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);

    const forged = {
      'alg none': new UnsecuredJWT(claims).encode(),
      'HS256 keyed with the public key': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: header.kid })
        .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
      'a stranger key with our kid': await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: header.kid }).sign(strangerKey),
      'wrong audience': await keyring.sign({ ...claims, aud: 'someone-else', iat: undefined, exp: undefined }, 3600),
      expired: await keyring.sign({ ...claims, iat: undefined, exp: undefined }, 60, new Date((now - 3600) * 1000)),
      'the anon key': (await projectKeys(testApp)).anon,
      'the service key': (await projectKeys(testApp)).serviceRole,
    };
    for (const [what, token] of Object.entries(forged)) {
      expect(parseError(await callMe(token), 401).code, what).toBe('unauthorized');
    }
    expect((await testApp.api({ url: '/api/test/maybe', headers: { authorization: `Bearer ${forged.expired}` } })).json()).toEqual({
      signedIn: false,
    });
  });
});

describe('the profile kept from the claims', () => {
  // A hosted project's tokens make profiles from their claims on first use: the upsert under test
  let hostedApp: TestApp;
  beforeAll(async () => {
    hostedApp = await createTestApp({ routes: testRoutes, auth: { hosted: hostedProject() } });
  });
  afterAll(async () => {
    await hostedApp?.close();
  });

  it('answers 409 when another profile already has the email, with no database text', async () => {
    const { session, email } = await signedInUser(testApp);
    await createProfile(hostedApp.database.db, { email }); // someone else's profile there
    const response = await callMe(session.access_token, hostedApp);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'Another profile already uses this email address' } });
  });

  it('answers 500 to any other database failure, without its text, and not as a conflict', async () => {
    await failProfileWritesNamed(hostedApp.database.db, 'Unwritable Person');
    const { session } = await signedInUser(testApp, { name: 'Unwritable Person' });
    const response = await callMe(session.access_token, hostedApp);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: 'Internal server error' } });
    expect(response.body).not.toMatch(/test_fail_profile_write|refused|profiles/);
  });
});

describe('signing keys', () => {
  it('rotates without signing anyone out, and a revoked key is refused', async () => {
    const { session, client, email, password } = await signedInUser(testApp);
    const db = testApp.database.db;
    const keyring = testApp.app.supabaseAuth.context.keyring;
    const oldKid = keyring.jwks().keys.at(-1)!.kid!;

    const newKid = await rotateSigningKey(db);
    await keyring.reload();
    expect(keyring.jwks().keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect((await callMe(session.access_token)).statusCode).toBe(200);
    expect((await client.auth.getUser()).error).toBeNull();

    const fresh = supabaseFor(testApp.baseUrl!, (await projectKeys(testApp)).anon);
    const signIn = await fresh.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const header = JSON.parse(Buffer.from(signIn.data.session!.access_token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    expect(header.kid).toBe(newKid);
    expect((await fresh.auth.getClaims()).error).toBeNull();

    expect(await revokeSigningKey(db, oldKid)).toBe(true);
    await keyring.reload();
    expect(keyring.jwks().keys.map((key) => key.kid)).not.toContain(oldKid);
    expect((await callMe(session.access_token)).statusCode).toBe(401);
    expect((await callMe(signIn.data.session!.access_token)).statusCode).toBe(200);
  });
});

describe('a hosted project instead of the built-in auth', () => {
  it('trusts tokens of the project named by AUTH_JWKS_URL / AUTH_ISSUER and keeps a profile from them', async () => {
    const hostedApp = await createTestApp({ routes: testRoutes, auth: { hosted: hostedProject() } });
    try {
      const { session, userId, email } = await signedInUser(testApp, { name: 'Hosted Person' });
      const response = await callMe(session.access_token, hostedApp);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: userId, email, name: 'Hosted Person', aal: 'aal1' });
      expect(await findProfileRow(hostedApp.database.db, userId)).toMatchObject({ email, name: 'Hosted Person' });
      expect(parseAnswer(await hostedApp.api('/config.json'), 200, RuntimeConfig)).toMatchObject({
        supabaseUrl: testApp.baseUrl,
        supabaseAnonKey: 'hosted-anon-key',
      });
      // its own keys are not the project's
      const { anon } = await hostedApp.app.supabaseAuth.projectApiKeys();
      expect((await callMe(anon, hostedApp)).statusCode).toBe(401);
    } finally {
      await hostedApp.close();
    }
  });
});

describe('rate limits on /api', () => {
  it('answers 429 with Retry-After past the limit, per user', async () => {
    const limitedApp = await createTestApp({ listen: true, routes: testRoutes, auth: { rateLimitApiPerMinute: 3 } });
    try {
      const first = await signedInUser(limitedApp);
      const second = await signedInUser(limitedApp);
      for (let call = 1; call <= 3; call += 1) expect((await callMe(first.session.access_token, limitedApp)).statusCode).toBe(200);
      const limited = await callMe(first.session.access_token, limitedApp);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(parseError(limited, 429).code).toBe('rate_limited');
      expect((await callMe(second.session.access_token, limitedApp)).statusCode).toBe(200);
    } finally {
      await limitedApp.close();
    }
  });
});
