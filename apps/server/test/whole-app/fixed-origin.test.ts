import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { RuntimeConfig } from '@tapline/contracts';
import { projectKeys, signedInUser, uniqueEmail } from '../support/auth-kit';
import { recoveryJobsDone } from '../support/queries/auth-testing.queries';
import { mailsTo } from '../support/queries/invites-testing.queries';
import { parseAnswer } from '../support/parse-answer';
import { createTestApp, type TestApp } from '../support/test-app';

// Without PUBLIC_URL, mailed links and /config.json followed the request's Host header, so
// anyone who could trigger a mail chose where its token went. Links come from a fixed origin now.
type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let origin: string;
let owner: Person;
let platformAdmin: Person;
const evil = { host: 'evil.example' };

beforeAll(async () => {
  // listening on 127.0.0.1:<port> with no PUBLIC_URL: the origins it was started for are its own
  t = await createTestApp({ listen: true, auth: { ownOrigins: ['http://localhost:1', 'http://127.0.0.1:1'] } });
  origin = t.baseUrl!;
  owner = await signedInUser(t, { name: 'Olive Owner' });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  for (const person of [owner, platformAdmin])
    await t.api({ url: `/api/users/${person.userId}/venues`, headers: { authorization: `Bearer ${person.session.access_token}` } });
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
  const venue = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

async function lastMailBody(email: string): Promise<string> {
  const [mail] = await mailsTo(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.body;
}

function expectLinksOnlyTo(body: string, path: string) {
  expect(body).toContain(`${origin}${path}`);
  expect(body).not.toContain('evil.example');
}

describe('mailed links with a foreign Host header', () => {
  it('an owner’s invite links to the fixed origin', async () => {
    const email = uniqueEmail('invited');
    const response = await t.api({
      method: 'POST',
      url: '/api/venues/the-local/invites',
      payload: { email, organisationRole: 'buyer' },
      headers: { ...evil, authorization: `Bearer ${owner.session.access_token}` },
    });
    expect(response.statusCode).toBe(201);
    expectLinksOnlyTo(await lastMailBody(email), '/auth/invite?token=');

    const [created] = (
      await t.api({ url: '/api/venues/the-local/invites', headers: { authorization: `Bearer ${owner.session.access_token}` } })
    )
      .json<{
        items: { id: string; email: string }[];
      }>()
      .items.filter((item) => item.email === email);
    const resent = await t.api({
      method: 'POST',
      url: `/api/venues/the-local/invites/${created!.id}/resend`,
      headers: { ...evil, authorization: `Bearer ${owner.session.access_token}` },
    });
    expect(resent.statusCode).toBeLessThan(300);
    expectLinksOnlyTo(await lastMailBody(email), '/auth/invite?token=');
  });

  it('a platform admin’s new organisation invites its owner through the fixed origin', async () => {
    const email = uniqueEmail('owner');
    const response = await t.api({
      method: 'POST',
      url: '/api/admin/venues',
      payload: { name: `Corner Bar ${Date.now()}`, ownerEmail: email },
      headers: { ...evil, authorization: `Bearer ${platformAdmin.session.access_token}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    expectLinksOnlyTo(await lastMailBody(email), '/auth/invite?token=');
  });

  it('a recovery mail and the tokens’ issuer ignore the Host too', async () => {
    const { anon } = await projectKeys(t);
    const recover = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: owner.email },
      headers: { ...evil, apikey: anon },
    });
    expect(recover.statusCode).toBe(200);
    await recoveryJobsDone(t.database.db); // the recovery mail is written by a job
    expectLinksOnlyTo(await lastMailBody(owner.email), '/auth/v1/verify?');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: owner.email, password: owner.password },
      headers: { ...evil, apikey: anon },
    });
    const claims = JSON.parse(Buffer.from(signIn.json<{ access_token: string }>().access_token.split('.')[1]!, 'base64url').toString()) as {
      iss: string;
    };
    expect(claims.iss).toBe(`${origin}/auth/v1`);
  });
});

describe('/config.json', () => {
  it('does not echo a foreign Host: it names the fixed origin', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example']) {
      expect(parseAnswer(await t.app.inject({ url: '/config.json', headers: { host } }), 200, RuntimeConfig).supabaseUrl).toBe(origin);
    }
  });

  it('names the page’s own origin when it is one the server was started for', async () => {
    expect(parseAnswer(await t.app.inject({ url: '/config.json', headers: { host: '127.0.0.1:1' } }), 200, RuntimeConfig).supabaseUrl).toBe(
      'http://127.0.0.1:1',
    );
    expect(parseAnswer(await t.app.inject({ url: '/config.json', headers: { host: 'localhost:1' } }), 200, RuntimeConfig).supabaseUrl).toBe(
      'http://localhost:1',
    );
  });

  it('lets the page call the fixed origin it names (CSP connect-src)', async () => {
    const response = await t.app.inject({ url: '/config.json', headers: evil });
    expect(String(response.headers['content-security-policy'])).toMatch(new RegExp(`connect-src 'self' ${origin.replace(/[.]/g, '\\.')}`));
  });
});
