import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, projectKeys, signedInUser, supabaseFor, uniqueEmail } from '../../../test/support/auth-kit';
import { Invite, InviteAccepted, InviteList, InvitePreview, TeamMemberList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { expireInvite, inviteTokenHash, mailsTo } from '../../../test/support/queries/invites-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let brewer: Person;

const call = apiCaller(() => t);

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

async function invite(person: Person, email: string, organisationRole = 'buyer', org = 'venues/the-local') {
  const response = await call(person, 'POST', `/api/${org}/invites`, { email, organisationRole });
  if (response.statusCode !== 201) return { response, token: undefined };
  return { response, ...(await lastInviteMail(email.toLowerCase())) };
}

async function openInvites(org = 'venues/the-local') {
  return parseAnswer(await call(owner, 'GET', `/api/${org}/invites`), 200, InviteList).items;
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
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'buyer' });
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
    const created = parseAnswer(response, 201, Invite);
    expect(created).toMatchObject({ email, organisationRole: 'admin', status: 'pending', invitedBy: { name: 'Olive Owner' } });
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
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
    [{ email: 'not-an-email', organisationRole: 'buyer' }, 'email'],
    [{ email: 'x@example.test', organisationRole: 'boss' }, 'organisationRole'],
    [{ organisationRole: 'buyer' }, 'email'],
  ])('answers %j with 400 naming the field, and invites nobody', async (payload, field) => {
    const before = (await openInvites()).length;
    const error = parseError(await call(owner, 'POST', '/api/venues/the-local/invites', payload), 400);
    expect((error.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect((await openInvites()).length).toBe(before);
  });

  it('refuses an existing member (whatever the case of the address) and a second pending invite, with 409 naming email', async () => {
    const already = await call(owner, 'POST', '/api/venues/the-local/invites', {
      email: member.email.toUpperCase(),
      organisationRole: 'buyer',
    });
    expect(parseError(already, 409).details).toEqual([{ field: 'email', message: 'is already a member of The Local' }]);

    const email = uniqueEmail('twice');
    expect((await invite(owner, email)).response.statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/venues/the-local/invites', { email, organisationRole: 'admin' });
    expect(parseError(again, 409).details).toEqual([expect.objectContaining({ field: 'email' })]);
    expect(await mailCount(email)).toBe(1);
  });

  it('lets an admin invite admins and members but not owners; refuses members (403) and outsiders (404)', async () => {
    expect((await invite(admin, uniqueEmail(), 'admin')).response.statusCode).toBe(201);
    const ownerInvite = await call(admin, 'POST', '/api/venues/the-local/invites', { email: uniqueEmail(), organisationRole: 'owner' });
    expect(parseError(ownerInvite, 403).message).toBe('Only an owner can invite an owner');
    expect((await invite(owner, uniqueEmail(), 'owner')).response.statusCode).toBe(201);

    const payload = { email: uniqueEmail(), organisationRole: 'buyer' };
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
    parseAnswer(response, 201, Invite);
    expect(
      parseAnswer(await call(brewer, 'GET', '/api/suppliers/harbour-brewing/invites'), 200, InviteList).items.map((i) => i.email),
    ).toEqual([email]);
    expect((await call(owner, 'GET', '/api/suppliers/harbour-brewing/invites')).statusCode).toBe(404);
  });
});

describe('revoking and resending', () => {
  it('revokes: the link stops working, the invite leaves the list; another venue’s inviteId is not found', async () => {
    const email = uniqueEmail('revoked');
    const { response, token } = await invite(owner, email);
    const { id } = parseAnswer(response, 201, Invite);
    expect((await call(stranger, 'DELETE', `/api/venues/other-bar/invites/${id}`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/api/venues/the-local/invites/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/venues/the-local/invites/${id}`)).statusCode).toBe(204);
    expect((await openInvites()).some((item) => item.id === id)).toBe(false);
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview).status).toBe('revoked');
    const accept = await call(owner, 'POST', `/api/invites/${token}/accept`);
    expect(accept.statusCode).toBe(403); // wrong person first; the invitee gets the 409 below
    const invitee = await signedInUser(t, { email });
    const refused = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    const refusal = parseError(refused, 409);
    expect(refusal).toMatchObject({ code: 'conflict', details: { status: 'revoked' } });
    expect(refusal.message).toContain('withdrawn');
    expect((await call(owner, 'POST', `/api/venues/the-local/invites/${id}/resend`)).statusCode).toBe(409);
  });

  it('resends with a new token and a new 7-day expiry; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const { response, token: oldToken } = await invite(owner, email);
    const { id } = parseAnswer(response, 201, Invite);
    await expireInvite(t.database.db, id);
    expect((await openInvites()).find((item) => item.id === id)?.status).toBe('expired');

    const resent = await call(admin, 'POST', `/api/venues/the-local/invites/${id}/resend`);
    const renewed = parseAnswer(resent, 200, Invite);
    expect(renewed).toMatchObject({ id, status: 'pending', invitedBy: { name: 'Adam Admin' } });
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const { token: newToken } = await lastInviteMail(email);
    expect(newToken).not.toBe(oldToken);
    expect(await mailCount(email)).toBe(2);
    expect((await t.api(`/api/invites/${oldToken}`)).statusCode).toBe(404);
    expect(parseAnswer(await t.api(`/api/invites/${newToken}`), 200, InvitePreview).status).toBe('pending');
    expect((await call(stranger, 'POST', `/api/venues/other-bar/invites/${id}/resend`)).statusCode).toBe(404);
  });
});

describe('GET /api/invites/{token} and accepting', () => {
  it('shows the invite page’s facts with the app key only, and 404 for an unknown token', async () => {
    const email = uniqueEmail('preview');
    const { token } = await invite(owner, email, 'admin');
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview)).toMatchObject({
      organisation: { type: 'venue', slug: 'the-local', name: 'The Local', logoUrl: null },
      email,
      organisationRole: 'admin',
      status: 'pending',
      invitedByName: 'Olive Owner',
      accountExists: false,
    });
    expect((await t.app.inject({ url: `/api/invites/${token}` })).statusCode).toBe(401);
    expect(parseError(await t.api('/api/invites/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 404).code).toBe('not_found');
    expect((await t.api('/api/invites/short')).statusCode).toBe(400);
  });

  it('lets someone with an account sign in and join; accepting again answers the same; the link is then used', async () => {
    const invitee = await signedInUser(t, { name: 'Ivy Invitee' });
    const { token } = await invite(owner, invitee.email, 'admin');
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview).accountExists).toBe(true);
    expect((await call(null, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(401);

    const accepted = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(parseAnswer(accepted, 200, InviteAccepted)).toMatchObject({
      organisation: { type: 'venue', slug: 'the-local', name: 'The Local' },
      organisationRole: 'admin',
    });
    expect(
      parseAnswer(await call(invitee, 'GET', '/api/venues/the-local/users'), 200, TeamMemberList).items.some(
        (m) => m.name === 'Ivy Invitee',
      ),
    ).toBe(true);
    expect((await call(invitee, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(200);
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview).status).toBe('accepted');
    expect((await openInvites()).some((item) => item.email === invitee.email)).toBe(false);

    // removed later, the used link doesn't bring them back
    expect((await call(owner, 'DELETE', `/api/venues/the-local/users/${invitee.userId}`)).statusCode).toBe(204);
    const used = await call(invitee, 'POST', `/api/invites/${token}/accept`);
    expect(parseError(used, 409).details).toEqual({ status: 'accepted' });
  });

  it('refuses someone signed in with another email, naming the invited one, and changes nothing', async () => {
    const email = uniqueEmail('meant-for');
    const { token } = await invite(owner, email);
    expect(parseError(await call(stranger, 'POST', `/api/invites/${token}/accept`), 403).message).toContain(email);
    expect((await call(stranger, 'GET', '/api/venues/the-local/users')).statusCode).toBe(404);
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview).status).toBe('pending');
  });

  it('refuses an expired link with 409 and a clear message; a new invite replaces the expired one', async () => {
    const invitee = await signedInUser(t);
    const { response, token } = await invite(owner, invitee.email);
    await expireInvite(t.database.db, parseAnswer(response, 201, Invite).id);
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview).status).toBe('expired');
    const refusal = parseError(await call(invitee, 'POST', `/api/invites/${token}/accept`), 409);
    expect(refusal.details).toEqual({ status: 'expired' });
    expect(refusal.message).toMatch(/^This invitation expired on .+: ask The Local to send a new one$/);

    const again = await invite(owner, invitee.email);
    expect(again.response.statusCode).toBe(201);
    expect((await openInvites()).filter((item) => item.email === invitee.email).map((item) => item.status)).toEqual(['pending']);
    expect(parseAnswer(await call(invitee, 'POST', `/api/invites/${again.token}/accept`), 200, InviteAccepted).organisationRole).toBe(
      'buyer',
    );
  });

  it('lets a new person sign up on the invite page with the token, then join', async () => {
    const email = uniqueEmail('newcomer');
    const { token } = await invite(owner, email, 'buyer');
    const client = supabaseFor(t.baseUrl!, (await projectKeys(t)).anon);
    // a wrong or missing token doesn't open sign-up
    expect(
      (await client.auth.signUp({ email, password: 'a-long-new-password', options: { data: { invite_token: 'nope' } } })).error,
    ).not.toBeNull();
    const signUp = await client.auth.signUp({
      email,
      password: 'a-long-new-password',
      options: { data: { invite_token: token, name: 'Nina Newcomer' } },
    });
    expect(signUp.error).toBeNull();
    const accessToken = signUp.data.session!.access_token;
    const accepted = await call(accessToken, 'POST', `/api/invites/${token}/accept`);
    parseAnswer(accepted, 200, InviteAccepted);
    const team = parseAnswer(await call(owner, 'GET', '/api/venues/the-local/users'), 200, TeamMemberList).items;
    expect(team.find((m) => m.email === email)).toMatchObject({ name: 'Nina Newcomer', organisationRole: 'buyer' });
  });
});
