import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { projectKeys, signedInUser, supabaseFor, uniqueEmail } from '../../auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expireInvite, inviteTokenHash, mailsTo } from './invites-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let brewer: Person;

function call(person: Person | null | string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const token = typeof person === 'string' ? person : person?.session.access_token;
  return t.api({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** the newest mail to an address, and the token of its invite link */
async function lastInviteMail(email: string) {
  const [mail] = await mailsTo(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const token = mail.body.match(/\/auth\/invite\?token=([A-Za-z0-9_-]+)/)?.[1];
  return { mail, token: token! };
}

async function mailCount(email: string) {
  return (await mailsTo(t.database.db, email)).length;
}

async function invite(person: Person, email: string, organisationRole = 'member', org = 'venues/the-local') {
  const response = await call(person, 'POST', `/api/${org}/invites`, { email, organisationRole });
  if (response.statusCode !== 201) return { response, token: undefined };
  return { response, ...(await lastInviteMail(email.toLowerCase())) };
}

async function openInvites(org = 'venues/the-local') {
  return (await call(owner, 'GET', `/api/${org}/invites`)).json().items as { id: string; email: string; status: string; organisationRole: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  admin = await signedInUser(t, { name: 'Adam Admin' });
  member = await signedInUser(t, { name: 'Max Member' });
  stranger = await signedInUser(t, { name: 'Sam Stranger' });
  brewer = await signedInUser(t, { name: 'Bea Brewer' });
  for (const person of [owner, admin, member, stranger, brewer]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  const other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: brewer.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/venues/{id}/invites', () => {
  it('invites by email: mails a link naming the venue and the inviter, lists it as pending, stores only a hash', async () => {
    const email = uniqueEmail('new');
    const { response, token } = await invite(owner, email.toUpperCase(), 'admin');
    const { mail } = await lastInviteMail(email);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email, organisationRole: 'admin', status: 'pending', invitedBy: { name: 'Olive Owner' } });
    const days = (Date.parse(response.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    expect(mail).toMatchObject({ channel: 'email', template: 'organisation_invite' });
    expect(mail.subject).toBe('Olive Owner invited you to join The Local on Tapline');
    expect(mail.body).toContain(`${t.baseUrl}/auth/invite?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokenHash = await inviteTokenHash(t.database.db, email);
    expect(tokenHash).not.toContain(token);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = (await openInvites()).find((item) => item.email === email);
    expect(listed).toMatchObject({ organisationRole: 'admin', status: 'pending' });
  });

  it.each([
    [{ email: 'not-an-email', organisationRole: 'member' }, 'email'],
    [{ email: 'x@example.test', organisationRole: 'boss' }, 'organisationRole'],
    [{ organisationRole: 'member' }, 'email'],
  ])('answers %j with 400 naming the field, and invites nobody', async (payload, field) => {
    const before = (await openInvites()).length;
    const response = await call(owner, 'POST', '/api/venues/the-local/invites', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await openInvites()).length).toBe(before);
  });

  it('refuses an existing member (whatever the case of the address) and a second pending invite, with 409 naming email', async () => {
    const already = await call(owner, 'POST', '/api/venues/the-local/invites', { email: member.email.toUpperCase(), organisationRole: 'member' });
    expect(already.statusCode).toBe(409);
    expect(already.json().error.details).toEqual([{ field: 'email', message: 'is already a member of The Local' }]);

    const email = uniqueEmail('twice');
    expect((await invite(owner, email)).response.statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/venues/the-local/invites', { email, organisationRole: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].field).toBe('email');
    expect(await mailCount(email)).toBe(1);
  });

  it('lets an admin invite admins and members but not owners; refuses members (403) and outsiders (404)', async () => {
    expect((await invite(admin, uniqueEmail(), 'admin')).response.statusCode).toBe(201);
    const ownerInvite = await call(admin, 'POST', '/api/venues/the-local/invites', { email: uniqueEmail(), organisationRole: 'owner' });
    expect(ownerInvite.statusCode).toBe(403);
    expect(ownerInvite.json().error.message).toBe('Only an owner can invite an owner');
    expect((await invite(owner, uniqueEmail(), 'owner')).response.statusCode).toBe(201);

    const payload = { email: uniqueEmail(), organisationRole: 'member' };
    expect((await call(member, 'POST', '/api/venues/the-local/invites', payload)).statusCode).toBe(403);
    expect((await call(member, 'GET', '/api/venues/the-local/invites')).statusCode).toBe(403);
    expect((await call(stranger, 'POST', '/api/venues/the-local/invites', payload)).statusCode).toBe(404);
    expect((await call(brewer, 'GET', '/api/venues/the-local/invites')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/venues/the-local/invites')).statusCode).toBe(401);
    expect(await mailCount(payload.email)).toBe(0);
  });

  it('works the same under /api/suppliers/{id}', async () => {
    const email = uniqueEmail('rep');
    const { response } = await invite(brewer, email, 'member', 'suppliers/harbour-brewing');
    expect(response.statusCode).toBe(201);
    expect((await call(brewer, 'GET', '/api/suppliers/harbour-brewing/invites')).json().items.map((i: { email: string }) => i.email)).toEqual([email]);
    expect((await call(owner, 'GET', '/api/suppliers/harbour-brewing/invites')).statusCode).toBe(404);
  });
});

describe('revoking and resending', () => {
  it('revokes: the link stops working, the invite leaves the list; another venue’s inviteId is not found', async () => {
    const email = uniqueEmail('revoked');
    const { response, token } = await invite(owner, email);
    const id = response.json().id;
    expect((await call(stranger, 'DELETE', `/api/venues/other-bar/invites/${id}`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/api/venues/the-local/invites/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/venues/the-local/invites/${id}`)).statusCode).toBe(204);
    expect((await openInvites()).some((item) => item.id === id)).toBe(false);
    expect((await t.api(`/api/invites/${token}`)).json().status).toBe('revoked');
    const accept = await call(owner, 'POST', `/api/invites/${token}/accept`);
    expect(accept.statusCode).toBe(403); // wrong person first; the invitee gets the 409 below
    const invitee = await signedInUser(t, { email });
    const refused = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'conflict', details: { status: 'revoked' } });
    expect(refused.json().error.message).toContain('withdrawn');
    expect((await call(owner, 'POST', `/api/venues/the-local/invites/${id}/resend`)).statusCode).toBe(409);
  });

  it('resends with a new token and a new 7-day expiry; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const { response, token: oldToken } = await invite(owner, email);
    const id = response.json().id;
    await expireInvite(t.database.db, id);
    expect((await openInvites()).find((item) => item.id === id)?.status).toBe('expired');

    const resent = await call(admin, 'POST', `/api/venues/the-local/invites/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: 'pending', invitedBy: { name: 'Adam Admin' } });
    expect(Date.parse(resent.json().expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const { token: newToken } = await lastInviteMail(email);
    expect(newToken).not.toBe(oldToken);
    expect(await mailCount(email)).toBe(2);
    expect((await t.api(`/api/invites/${oldToken}`)).statusCode).toBe(404);
    expect((await t.api(`/api/invites/${newToken}`)).json().status).toBe('pending');
    expect((await call(stranger, 'POST', `/api/venues/other-bar/invites/${id}/resend`)).statusCode).toBe(404);
  });
});

describe('GET /api/invites/{token} and accepting', () => {
  it('shows the invite page’s facts with the app key only, and 404 for an unknown token', async () => {
    const email = uniqueEmail('preview');
    const { token } = await invite(owner, email, 'admin');
    const preview = await t.api(`/api/invites/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      organisation: { type: 'venue', slug: 'the-local', name: 'The Local', logoUrl: null },
      email,
      organisationRole: 'admin',
      status: 'pending',
      invitedByName: 'Olive Owner',
      accountExists: false,
    });
    expect((await t.app.inject({ url: `/api/invites/${token}` })).statusCode).toBe(401);
    expect((await t.api('/api/invites/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json().error.code).toBe('not_found');
    expect((await t.api('/api/invites/short')).statusCode).toBe(400);
  });

  it('lets someone with an account sign in and join; accepting again answers the same; the link is then used', async () => {
    const invitee = await signedInUser(t, { name: 'Ivy Invitee' });
    const { token } = await invite(owner, invitee.email, 'admin');
    expect((await t.api(`/api/invites/${token}`)).json().accountExists).toBe(true);
    expect((await call(null, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(401);

    const accepted = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ organisation: { type: 'venue', slug: 'the-local', name: 'The Local' }, organisationRole: 'admin' });
    expect((await call(invitee, 'GET', '/api/venues/the-local/users')).json().items.some((m: { name: string }) => m.name === 'Ivy Invitee')).toBe(true);
    expect((await call(invitee, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(200);
    expect((await t.api(`/api/invites/${token}`)).json().status).toBe('accepted');
    expect((await openInvites()).some((item) => item.email === invitee.email)).toBe(false);

    // removed later, the used link doesn't bring them back
    expect((await call(owner, 'DELETE', `/api/venues/the-local/users/${invitee.userId}`)).statusCode).toBe(204);
    const used = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.details).toEqual({ status: 'accepted' });
  });

  it('refuses someone signed in with another email, naming the invited one, and changes nothing', async () => {
    const email = uniqueEmail('meant-for');
    const { token } = await invite(owner, email);
    const response = await call(stranger, 'POST', `/api/invites/${token}/accept`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toContain(email);
    expect((await call(stranger, 'GET', '/api/venues/the-local/users')).statusCode).toBe(404);
    expect((await t.api(`/api/invites/${token}`)).json().status).toBe('pending');
  });

  it('refuses an expired link with 409 and a clear message; a new invite replaces the expired one', async () => {
    const invitee = await signedInUser(t);
    const { response, token } = await invite(owner, invitee.email);
    await expireInvite(t.database.db, response.json().id);
    expect((await t.api(`/api/invites/${token}`)).json().status).toBe('expired');
    const refused = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ status: 'expired' });
    expect(refused.json().error.message).toMatch(/^This invitation expired on .+: ask The Local to send a new one$/);

    const again = await invite(owner, invitee.email);
    expect(again.response.statusCode).toBe(201);
    expect((await openInvites()).filter((item) => item.email === invitee.email).map((item) => item.status)).toEqual(['pending']);
    expect((await call(invitee, 'POST', `/api/invites/${again.token}/accept`)).json().organisationRole).toBe('member');
  });

  it('lets a new person sign up on the invite page with the token, then join', async () => {
    const email = uniqueEmail('newcomer');
    const { token } = await invite(owner, email, 'member');
    const client = supabaseFor(t.baseUrl!, (await projectKeys(t)).anon);
    // a wrong or missing token doesn't open sign-up
    expect((await client.auth.signUp({ email, password: 'a-long-new-password', options: { data: { invite_token: 'nope' } } })).error).not.toBeNull();
    const signUp = await client.auth.signUp({ email, password: 'a-long-new-password', options: { data: { invite_token: token, name: 'Nina Newcomer' } } });
    expect(signUp.error).toBeNull();
    const accessToken = signUp.data.session!.access_token;
    const accepted = await call(accessToken, 'POST', `/api/invites/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const team = (await call(owner, 'GET', '/api/venues/the-local/users')).json().items;
    expect(team.find((m: { email: string }) => m.email === email)).toMatchObject({ name: 'Nina Newcomer', organisationRole: 'member' });
  });
});
