import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'tapline-demo';

/** The demo accounts the demo data loads (README "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  admin: 'admin@tapline.test',
  venue: 'venue@tapline.test',
  supplier: 'supplier@tapline.test',
  staff: 'staff@tapline.test',
} as const;

/**
 * Signs in on the login page as a person would and waits until they have left it. On a private page the
 * guard's own redirect to the login page is awaited (so they come back there); elsewhere the page is opened.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD) {
  const { pathname } = new URL(page.url(), 'http://x');
  if (pathname.startsWith('/dash')) await expect(page).toHaveURL(/\/auth\/login/);
  else if (!pathname.startsWith('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * Signs in through /auth/v1 and leaves the session where supabase-js keeps it (the key `authStorageKey` of
 * apps/web/src/features/auth/stored-session.ts computes), without the login page or the dashboard it lands on: the
 * next page the journey opens is signed in. For journeys that are not about signing in; the sign-in page itself is
 * `signIn`'s (auth, MFA, the guards, password reset, where a sign-in lands).
 */
export async function signInWithSession(page: Page, email: string, password: string = DEMO_PASSWORD) {
  const { supabaseUrl, supabaseAnonKey } = (await (await page.request.get('/config.json')).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: supabaseAnonKey },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in });
  const key = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  // the origin's smallest answer, for its localStorage
  await page.goto('/config.json');
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, stored] as const);
}

/**
 * Signs out through the side menu. Toasts sit over the menu button (top right) and stay while the pointer
 * rests on them, so the helper lets them go first.
 */
export async function signOut(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
}

// written by e2e/start-server.mjs for this run's throwaway database
const serviceRoleKeyFile = fileURLToPath(new URL('../../test-results/e2e-data/service-role-key', import.meta.url));

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/**
 * A confirmed account of the test's own (Admin API, service_role), so a journey that changes a password or
 * adds a factor leaves the demo accounts alone for the tests running beside it.
 */
export async function createUser(request: APIRequestContext, label: string, password = 'e2e-password-1'): Promise<TestUser> {
  const serviceRoleKey = readFileSync(serviceRoleKeyFile, 'utf8').trim();
  const email = `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@tapline.test`;
  const name = `E2E ${label}`;
  const response = await request.post('/auth/v1/admin/users', {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    data: { email, password, email_confirm: true, user_metadata: { name } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, email, password, name };
}

/**
 * The authenticator app's code for this secret. `stepsAhead: 1` gives the next 30-second window's code,
 * which the server also accepts: each code works once, so a second sign-in within the same window needs it.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A password sign-in through /auth/v1, for API calls made beside the browser (setup and checks, never what a test is about). */
export async function passwordSession(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD) {
  const { supabaseAnonKey } = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: supabaseAnonKey },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** An access token for API calls made beside the browser (e.g. reading the outbox as the platform admin). */
async function accessToken(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  return (await passwordSession(request, email, password)).token;
}

/** Enrols and verifies an authenticator app for a user through /auth/v1, for tests about what comes after. */
export async function addTotpFactor(request: APIRequestContext, user: TestUser): Promise<string> {
  const { supabaseAnonKey } = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
  const token = await accessToken(request, user.email, user.password);
  const headers = { apikey: supabaseAnonKey, authorization: `Bearer ${token}` };
  const enrolled = await request.post('/auth/v1/factors', { headers, data: { factor_type: 'totp', friendly_name: 'Test app' } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${id}/challenge`, { headers, data: {} });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: totpCode(totp.secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return totp.secret;
}

// written by e2e/start-server.mjs: the address of its mail sink's reader, and the file the app appends texts to
const mailboxUrlFile = fileURLToPath(new URL('../../test-results/e2e-data/mailbox-url', import.meta.url));
const smsFile = fileURLToPath(new URL('../../test-results/e2e-data/sms.jsonl', import.meta.url));

interface Received {
  to: string;
  body: string;
}

async function receivedMessages(request: APIRequestContext, channel: 'email' | 'sms'): Promise<Received[]> {
  if (channel === 'sms') {
    if (!existsSync(smsFile)) return [];
    return readFileSync(smsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Received);
  }
  const response = await request.get(readFileSync(mailboxUrlFile, 'utf8').trim());
  const mails = (await response.json()) as { to: string[]; text: string }[];
  return mails.flatMap((mail) => mail.to.map((to) => ({ to, body: mail.text })));
}

/**
 * The newest mail or SMS to `to` (whose body matches `pattern`, when given), as the person would receive it: mail
 * from the journeys' SMTP sink, texts from the app's SMS_DEV_FILE (the outbox never shows links or codes). Waits
 * for it to arrive.
 */
export async function latestMessage(
  request: APIRequestContext,
  filter: { channel: 'email' | 'sms'; to: string; pattern?: RegExp },
): Promise<{ body: string }> {
  let found: Received | undefined;
  await expect
    .poll(async () => {
      const messages = (await receivedMessages(request, filter.channel)).filter(
        (message) => message.to.toLowerCase() === filter.to.toLowerCase() && (!filter.pattern || filter.pattern.test(message.body)),
      );
      found = messages.at(-1);
      return found;
    })
    .toBeTruthy();
  return found!;
}
