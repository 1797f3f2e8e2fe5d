import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { mailsTo } from '../../../test/support/queries/invites-testing.queries';

// An invite mail says who invited whom to what, what that role does there, and what to do next,
// with an expiry a person can read in the organisation's time zone.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;

function invite(org: string, email: string, organisationRole: string) {
  return t.api({
    method: 'POST',
    url: `/api/${org}/invites`,
    payload: { email, organisationRole },
    headers: { authorization: `Bearer ${owner.session.access_token}` },
  });
}

async function mailTo(email: string) {
  const [mail] = await mailsTo(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  await t.api({ url: `/api/users/${owner.userId}/venues`, headers: { authorization: `Bearer ${owner.session.access_token}` } });
  const db = t.database.db;
  const venue = await createVenue(db, { name: 'The Local', slug: 'the-local', timeZone: 'Australia/Brisbane' });
  const supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('a team invite mail', () => {
  it('says who invited them, as what and what that lets them do, how to accept, and until when in the venue’s zone', async () => {
    const email = uniqueEmail('bar-staff');
    expect((await invite('venues/the-local', email, 'buyer')).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Olive Owner invited you to join The Local on Tapline');
    expect(mail.body).toContain('Olive Owner invited you to join The Local on Tapline as a buyer.');
    expect(mail.body).toContain(
      'As a buyer you can order for The Local (within the spend limits its owners set), follow its orders and keep its tap list.',
    );
    expect(mail.body).toContain('What to do next');
    expect(mail.body).toContain('choose a password, or sign in if you already use Tapline');
    expect(mail.body).toContain(`${t.baseUrl}/auth/invite?token=`);
    // Brisbane keeps no daylight saving: AEST all year
    expect(mail.body).toMatch(
      new RegExp(`works for ${email.replace(/[.+]/g, '\\$&')} until \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m AEST\\.`),
    );
    expect(mail.body).not.toContain('GMT');
  });

  it('names what an admin of a supplier does', async () => {
    const email = uniqueEmail('rep');
    expect((await invite('suppliers/harbour-brewing', email, 'admin')).statusCode).toBe(201);
    expect((await mailTo(email)).body).toContain(
      'As an admin you can change Harbour Brewing’s settings and invite people, as well as work its orders and keep its catalogue.',
    );
  });
});
