import { describe, expect, it } from 'vitest';
import { authFetch, projectKeys } from '../support/auth-kit';
import { LONE_SURROGATE, NUL, unstorableTextKit } from '../support/unstorable-text-kit';

const { kit } = unstorableTextKit();

interface AuthOperation {
  name: string;
  path: string;
  method: 'POST' | 'PUT';
  body: (bad: string) => unknown;
  field: string;
  as?: 'user' | 'service_role';
}

const authOperations: AuthOperation[] = [
  {
    name: 'sign-in email',
    path: '/token?grant_type=password',
    method: 'POST',
    body: (bad) => ({ email: `a${bad}@example.test`, password: 'correct-horse' }),
    field: 'email',
  },
  {
    name: 'sign-in password',
    path: '/token?grant_type=password',
    method: 'POST',
    body: (bad) => ({ email: 'a@example.test', password: `correct${bad}horse` }),
    field: 'password',
  },
  {
    name: 'refresh',
    path: '/token?grant_type=refresh_token',
    method: 'POST',
    body: (bad) => ({ refresh_token: `abcdefghijklmnop${bad}` }),
    field: 'refresh_token',
  },
  { name: 'recover', path: '/recover', method: 'POST', body: (bad) => ({ email: `a${bad}@example.test` }), field: 'email' },
  {
    name: 'signup password',
    path: '/signup',
    method: 'POST',
    body: (bad) => ({ email: 'new@example.test', password: `long-enough${bad}` }),
    field: 'password',
  },
  {
    name: 'signup metadata',
    path: '/signup',
    method: 'POST',
    body: (bad) => ({ email: 'new@example.test', password: 'long-enough', data: { name: `Ann${bad}` } }),
    field: 'data.name',
  },
  {
    name: 'verify code',
    path: '/verify',
    method: 'POST',
    body: (bad) => ({ type: 'email', email: `a${bad}@example.test`, token: '123456' }),
    field: 'email',
  },
  {
    name: 'user metadata',
    path: '/user',
    method: 'PUT',
    body: (bad) => ({ data: { [`nick${bad}`]: 'x' } }),
    field: 'data.nick',
    as: 'user',
  },
  {
    name: 'factor name',
    path: '/factors',
    method: 'POST',
    body: (bad) => ({ factor_type: 'totp', friendly_name: `phone${bad}` }),
    field: 'friendly_name',
    as: 'user',
  },
  {
    name: 'admin create user',
    path: '/admin/users',
    method: 'POST',
    body: (bad) => ({ email: 'made@example.test', user_metadata: { name: `Ann${bad}` } }),
    field: 'user_metadata.name',
    as: 'service_role',
  },
];

describe('NUL and lone surrogates in /auth/v1 input', () => {
  const cases = authOperations.flatMap((operation) => [
    { ...operation, kind: 'NUL', bad: NUL },
    { ...operation, kind: 'a lone surrogate', bad: LONE_SURROGATE },
  ]);

  it.each(cases)(
    "$name with $kind: 400 validation_failed naming $field, in Supabase's shape",
    async ({ path, method, body, field, as, bad }) => {
      const keys = await projectKeys(kit.t);
      const bearer = as === 'user' ? kit.owner.session.access_token : as === 'service_role' ? keys.serviceRole : undefined;
      const response = await authFetch(kit.t, path, { method, body: JSON.stringify(body(bad)), ...(bearer ? { bearer } : {}) });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe('validation_failed');
      expect(answer.message.startsWith(field)).toBe(true);
    },
  );

  it('logged no error', () => {
    expect(kit.logLines).toEqual([]);
  });
});
