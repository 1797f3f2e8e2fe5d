import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { authFetch, signedInUser } from '../../../test/support/auth-kit';
import { authSnapshot } from '../../../test/support/queries/auth-testing.queries';

// Every refusal is a clear 4xx in Supabase's error shape, and leaves the auth tables as they were.
let testApp: TestApp;
let signedIn: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  testApp = await createTestApp({ listen: true });
  signedIn = await signedInUser(testApp, { name: 'Unchanged' });
});
afterAll(async () => {
  await testApp?.close();
});

async function expectRefusedWithoutChange(call: () => Promise<Response>, status: number, code: string) {
  const before = await authSnapshot(testApp.database.db);
  const response = await call();
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  expect(await authSnapshot(testApp.database.db)).toEqual(before);
}

describe('bad input to /auth/v1', () => {
  it('malformed JSON is 400 bad_json', async () => {
    await expectRefusedWithoutChange(
      () => authFetch(testApp, '/token?grant_type=password', { method: 'POST', body: '{"email": "a@b.c", "password":' }),
      400,
      'bad_json',
    );
  });

  it('wrong types are 400 validation_failed naming the field', async () => {
    const response = await authFetch(testApp, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 42, password: true }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('email') });
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/user', {
          method: 'PUT',
          bearer: signedIn.session.access_token,
          body: JSON.stringify({ data: 'not an object' }),
        }),
      400,
      'validation_failed',
    );
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/factors', {
          method: 'POST',
          bearer: signedIn.session.access_token,
          body: JSON.stringify({ factor_type: 'webauthn' }),
        }),
      400,
      'validation_failed',
    );
    await expectRefusedWithoutChange(
      () => authFetch(testApp, '/token?grant_type=magic', { method: 'POST', body: '{}' }),
      400,
      'validation_failed',
    );
    // user_metadata rides in every access token: kept small
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/user', {
          method: 'PUT',
          bearer: signedIn.session.access_token,
          body: JSON.stringify({ data: { bio: 'z'.repeat(5000) } }),
        }),
      400,
      'validation_failed',
    );
  });

  it('a huge body is 413 and never parsed', async () => {
    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) });
    await expectRefusedWithoutChange(
      () => authFetch(testApp, '/token?grant_type=password', { method: 'POST', body: huge }),
      413,
      'request_entity_too_large',
    );
    const answer = await authFetch(testApp, '/token?grant_type=password', { method: 'POST', body: huge });
    expect(((await answer.json()) as { message: string }).message).toContain('64 KB');
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/user', {
          method: 'PUT',
          bearer: signedIn.session.access_token,
          body: JSON.stringify({ data: { bio: 'y'.repeat(100_000) } }),
        }),
      413,
      'request_entity_too_large',
    );
  });

  it('a password over 72 characters is 400; under 8 is 422 weak_password with reasons', async () => {
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/user', {
          method: 'PUT',
          bearer: signedIn.session.access_token,
          body: JSON.stringify({ password: 'p'.repeat(73) }),
        }),
      400,
      'validation_failed',
    );
    const weak = await authFetch(testApp, '/user', {
      method: 'PUT',
      bearer: signedIn.session.access_token,
      body: JSON.stringify({ password: 'abc' }),
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('another content type is 415', async () => {
    await expectRefusedWithoutChange(
      () =>
        authFetch(testApp, '/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a' }),
      415,
      'validation_failed',
    );
  });

  it('a missing or forged bearer is refused', async () => {
    await expectRefusedWithoutChange(() => authFetch(testApp, '/user'), 401, 'no_authorization');
    await expectRefusedWithoutChange(() => authFetch(testApp, '/user', { bearer: 'not-a-jwt' }), 403, 'bad_jwt');
    const [header, payload] = signedIn.session.access_token.split('.');
    await expectRefusedWithoutChange(
      () => authFetch(testApp, '/logout', { method: 'POST', bearer: `${header}.${payload}.` }),
      403,
      'bad_jwt',
    );
  });

  it('an unknown logout scope is 400 and signs nobody out', async () => {
    await expectRefusedWithoutChange(
      () => authFetch(testApp, '/logout?scope=everyone', { method: 'POST', bearer: signedIn.session.access_token }),
      400,
      'validation_failed',
    );
  });

  it('answers the legacy shape to a client without the API version header', async () => {
    const response = await authFetch(testApp, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'x-supabase-api-version': 'none' },
      body: JSON.stringify({ email: signedIn.email, password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('an unknown path is a 404 in the same shape', async () => {
    const response = await authFetch(testApp, '/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('the user is as before', async () => {
    const { data } = await signedIn.client.auth.getUser();
    expect(data.user?.user_metadata).toEqual({ name: 'Unchanged' });
    expect((await signedIn.client.auth.signInWithPassword({ email: signedIn.email, password: signedIn.password })).error).toBeNull();
  });
});
