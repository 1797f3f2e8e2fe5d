import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { projectKeys, signedInUser, supabaseFor } from '../../../test/support/auth-kit';
import { latestOutboxMessage, recoveryJobsDone } from '../../../test/support/queries/auth-testing.queries';

// A mailed link's redirect_to is honoured only on one of our own origins, port included. The
// server here runs on loopback (PUBLIC_URL http://127.0.0.1:PORT): another port of the same host is another site.

let t: TestApp;
let own: URL;
let otherPort: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  own = new URL(t.baseUrl!);
  otherPort = String(Number(own.port) === 65_535 ? 1 : Number(own.port) + 1);
});
afterAll(async () => {
  await t?.close();
});

async function verifyLocation(redirectTo: string): Promise<URL> {
  const answer = await t.api({
    method: 'GET',
    url: `/auth/v1/verify?type=recovery&token=not-a-token&redirect_to=${encodeURIComponent(redirectTo)}`,
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

describe('GET /auth/v1/verify?redirect_to=', () => {
  it('lands on the page asked for when it is on our own origin', async () => {
    const landing = await verifyLocation(`${t.baseUrl}/somewhere/else`);
    expect(landing.origin).toBe(own.origin);
    expect(landing.pathname).toBe('/somewhere/else');
    expect(landing.hash).toContain('error_code=');
  });

  it('refuses another port of our own host (and another host) and lands on our default page instead', async () => {
    for (const host of ['127.0.0.1', 'localhost', 'evil.example']) {
      const landing = await verifyLocation(`http://${host}:${otherPort}/steal`);
      expect(landing.origin, `redirect_to http://${host}:${otherPort}`).toBe(own.origin);
      expect(landing.pathname).toBe('/auth/reset-password');
    }
  });

  it('a recovery mail asked to land on another port links to our own page', async () => {
    const { email } = await signedInUser(t);
    const client = supabaseFor(t.baseUrl!, (await projectKeys(t)).anon);
    await client.auth.resetPasswordForEmail(email, { redirectTo: `http://127.0.0.1:${otherPort}/auth/reset-password` });
    await recoveryJobsDone(t.database.db);
    const mail = await latestOutboxMessage(t.database.db, email);
    expect(mail!.body).toContain(encodeURIComponent(`${t.baseUrl}/auth/reset-password`));
    expect(mail!.body).not.toContain(encodeURIComponent(`127.0.0.1:${otherPort}`));
  });
});
