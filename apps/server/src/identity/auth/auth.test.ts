import { createVenue } from '@tapline/db/testing';
import { describe, expect, it } from 'vitest';
import { authTestKit } from '../../../test/support/auth-app-kit';
import { authFetch, projectKeys, signedInUser, supabaseFor, uniqueEmail } from '../../../test/support/auth-kit';
import { findProfileRow, insertInvite } from '../../../test/support/queries/auth-testing.queries';

const { kit, time } = authTestKit();

describe('sign-in and the session', () => {
  it('signs in with a password and answers a Supabase session', async () => {
    const { client, email, session } = await signedInUser(kit.testApp);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email, aud: 'authenticated' } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.factors).toBeUndefined();
  });

  it('refuses a wrong password with the code the client understands', async () => {
    const { email } = await signedInUser(kit.testApp);
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon);
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-it-is' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('verifies getClaims locally through the JWKS, without calling /user', async () => {
    const calls: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      calls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return fetch(input, init);
    };
    const { email, password } = await signedInUser(kit.testApp);
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon, recordingFetch);
    await client.auth.signInWithPassword({ email, password });
    calls.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(data?.claims).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${kit.testApp.baseUrl}/auth/v1`,
      amr: [{ method: 'password' }],
    });
    expect(calls.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(calls.some((url) => url.endsWith('/auth/v1/user'))).toBe(false);
  });

  it('publishes ES256 public keys with kid, open to callers without an API key', async () => {
    for (const path of ['/auth/v1/.well-known/jwks.json', '/.well-known/jwks.json']) {
      const response = await fetch(`${kit.testApp.baseUrl}${path}`);
      expect(response.status).toBe(200);
      const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
      expect(keys.length).toBeGreaterThan(0);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
      expect(keys[0]).not.toHaveProperty('d');
      expect(keys[0]).not.toHaveProperty('ext');
    }
  });

  it('rotates refresh tokens, accepts the parent again within 10 s, and ends the session on later reuse', async () => {
    const { client, session } = await signedInUser(kit.testApp);
    const first = session.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    expect(second).not.toBe(first);

    // a second tab that refreshed with the same token a moment later
    const raced = await authFetch(kit.testApp, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(raced.status).toBe(200);
    // answered with the token the first refresh issued, not a new one ("replaying a rotated refresh token" below)
    expect(((await raced.json()) as { refresh_token: string }).refresh_token).toBe(second);

    time.advance(11_000);
    const reused = await authFetch(kit.testApp, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // the whole session is gone: the legitimate holder's tokens too
    const afterTheft = await authFetch(kit.testApp, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: second }),
    });
    expect(afterTheft.status).toBe(400);
    const user = await authFetch(kit.testApp, '/user', { bearer: refreshed.data.session!.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('signs out other sessions, then every session, at once', async () => {
    const { client: first, email, password } = await signedInUser(kit.testApp);
    const keys = await projectKeys(kit.testApp);
    const second = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    const third = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });

    expect((await second.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.auth.getUser()).error).toBeNull();
    expect((await first.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await third.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });

    const fourth = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    await fourth.auth.signInWithPassword({ email, password });
    const fourthToken = (await fourth.auth.getSession()).data.session!.access_token;
    expect((await second.auth.signOut()).error).toBeNull();
    expect((await second.auth.getSession()).data.session).toBeNull();
    const stale = await authFetch(kit.testApp, '/user', { bearer: fourthToken });
    expect(stale.status).toBe(403);
  });

  it('changes the name and the password; the new password signs in and other devices are signed out', async () => {
    const { client, email, password, userId } = await signedInUser(kit.testApp, { name: 'Before' });
    const keys = await projectKeys(kit.testApp);
    const otherDevice = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    await otherDevice.auth.signInWithPassword({ email, password });

    const renamed = await client.auth.updateUser({ data: { name: 'After' } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata).toMatchObject({ name: 'After' });
    expect((await findProfileRow(kit.testApp.database.db, userId))?.name).toBe('After');

    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    expect((await otherDevice.auth.getUser()).error).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const fresh = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    expect((await fresh.auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await fresh.auth.signInWithPassword({ email, password: 'a-brand-new-password' })).error).toBeNull();
  });
});

describe('sign-up', () => {
  it('is closed without an invite', async () => {
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon);
    const { error } = await client.auth.signUp({ email: uniqueEmail(), password: 'long-enough-password' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('signs up and in with a pending invite made out to that email', async () => {
    const venue = await createVenue(kit.testApp.database.db);
    const email = uniqueEmail('invitee');
    await insertInvite(kit.testApp.database.db, {
      organisationId: venue.id,
      email,
      token: 'invite-token-1234567890',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon);

    const otherEmail = await client.auth.signUp({
      email: uniqueEmail(),
      password: 'long-enough-password',
      options: { data: { invite_token: 'invite-token-1234567890' } },
    });
    expect(otherEmail.error).toMatchObject({ status: 403, code: 'email_address_not_authorized' });
    const weak = await client.auth.signUp({ email, password: 'short', options: { data: { invite_token: 'invite-token-1234567890' } } });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password', reasons: ['length'] });

    const { data, error } = await client.auth.signUp({
      email,
      password: 'long-enough-password',
      options: { data: { invite_token: 'invite-token-1234567890', name: 'Ivy Invitee' } },
    });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({ email, user_metadata: { name: 'Ivy Invitee' } });
    expect(data.session?.user.user_metadata).not.toHaveProperty('invite_token');
    expect((await findProfileRow(kit.testApp.database.db, data.user!.id))?.name).toBe('Ivy Invitee');
  });
});

describe('admin API (service role)', () => {
  it('creates and lists users with the pagination headers the client reads', async () => {
    const keys = await projectKeys(kit.testApp);
    const admin = supabaseFor(kit.testApp.baseUrl!, keys.serviceRole);
    const email = uniqueEmail('admin-made');
    const created = await admin.auth.admin.createUser({ email, password: 'password-1234', email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    const duplicate = await admin.auth.admin.createUser({ email, password: 'password-1234' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const page = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
    expect((page.data as { total: number }).total).toBeGreaterThan(1);

    const anonymous = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    const refused = await anonymous.auth.admin.listUsers();
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('transport', () => {
  it('requires the API key, echoes the API version and exposes it to browsers', async () => {
    const missing = await authFetch(kit.testApp, '/settings', { apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
    const { session } = await signedInUser(kit.testApp);
    const wrong = await authFetch(kit.testApp, '/settings', { apikey: session.access_token });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });

    const settings = await authFetch(kit.testApp, '/settings', { headers: { origin: 'http://localhost:5173' } });
    expect(settings.status).toBe(200);
    expect(settings.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(settings.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await settings.json()).toMatchObject({ disable_signup: true, external: { email: true } });

    const preflight = await fetch(`${kit.testApp.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,x-client-info,x-supabase-api-version,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
  });

  it('gives the web app the auth URL and the anon key in /config.json', async () => {
    const config = (await (await fetch(`${kit.testApp.baseUrl}/config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    expect(config.supabaseUrl).toBe(kit.testApp.baseUrl);
    expect(config.supabaseAnonKey).toBe((await projectKeys(kit.testApp)).anon);
    const payload = JSON.parse(Buffer.from(config.supabaseAnonKey.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload.role).toBe('anon');
  });
});
