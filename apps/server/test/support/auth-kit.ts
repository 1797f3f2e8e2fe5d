import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestApp } from './test-app';
import type { InjectOptions } from 'fastify';

/** A clock tests move by hand: challenge expiry and the refresh-token reuse window without sleeping. */
export function fakeClock(start = Date.now()) {
  let now = start;
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** supabase-js in Node 20 wants a WebSocket class for realtime, which these tests never open. */
class NoWebSocket {}

/** The official client, as the web app makes it, pointed at a started test app. */
export function supabaseFor(baseUrl: string, key: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(baseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

export async function projectKeys(testApp: TestApp) {
  return testApp.app.supabaseAuth.projectApiKeys();
}

let sequence = 0;
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates a confirmed user through the Admin API and answers a client signed in as them. */
export async function signedInUser(testApp: TestApp, options: { email?: string; password?: string; name?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-battery';
  const keys = await projectKeys(testApp);
  const admin = supabaseFor(testApp.baseUrl!, keys.serviceRole);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: options.name ?? 'Test Person' },
  });
  if (created.error) throw created.error;
  const client = supabaseFor(testApp.baseUrl!, keys.anon);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, email, password, userId: created.data.user.id, session: signIn.data.session };
}

/** a raw call to /auth/v1 with the anon key (and a bearer when given) */
export async function authFetch(testApp: TestApp, path: string, init: RequestInit & { bearer?: string; apikey?: string | null } = {}) {
  const keys = await projectKeys(testApp);
  const headers = new Headers(init.headers);
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? keys.anon);
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  if (!headers.has('x-supabase-api-version')) headers.set('x-supabase-api-version', '2024-01-01');
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${testApp.baseUrl}/auth/v1${path}`, { ...init, headers });
}

/** Who calls the API: a signed-in test person, a bare access token (forged, expired, revoked…), or `null` (signed out). */
export type Caller = { session: { access_token: string } } | string | null;

/** The Authorization header a caller sends; none when signed out (or for an empty token). */
export function bearerOf(caller: Caller): Record<string, string> {
  const token = typeof caller === 'string' ? caller : caller?.session.access_token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The API test client: a call to the test app (its app key set) as `caller`, with an optional body (an object is
 * sent as JSON) and extra headers (an idempotency key, say), which win over the bearer.
 */
export function callAs(
  testApp: TestApp,
  caller: Caller,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return testApp.api({ method, url, payload: payload as InjectOptions['payload'], headers: { ...bearerOf(caller), ...headers } });
}

/** `callAs` bound to a test file's app, read at each call (the app is made in `beforeAll`): `const call = apiCaller(() => t)`. */
export function apiCaller(testApp: () => TestApp) {
  return (caller: Caller, method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>) =>
    callAs(testApp(), caller, method, url, payload, headers);
}
