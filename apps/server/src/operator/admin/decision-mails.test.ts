import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrganisationCreated, Application, ApplicationApproved, InviteAccepted } from '@tapline/contracts';
import { makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTestApplication } from '../../../test/support/queries/applications-admin-testing.queries';

// The approval, decline and admin-made owner invite mails each say what happened and what to do
// next, in words a business owner reads once (the approval mail was a generic "invited you").

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let platformAdmin: Person;

const call = apiCaller(() => t);

async function mailTo(email: string) {
  const mail = await latestOutboxMessage(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

const tokenIn = (body: string) => body.match(/\/auth\/invite\?token=([A-Za-z0-9_-]+)/)?.[1];
/** "Tue 2 Dec 2025, 4:05 pm AEDT": a date a person reads, in the organisation's zone, never UTC's "GMT" */
const READABLE_EXPIRY = /until \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m (AEDT|AEST|AWST)\b/;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  await call(platformAdmin, 'GET', `/api/users/${platformAdmin.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('the approval mail', () => {
  it('tells the applicant their application is approved, how to set up their account, and what comes next for a venue', async () => {
    const tag = uniqueEmail('approved').split('@')[0]!;
    const application = await insertTestApplication(t.database.db, {
      type: 'venue',
      kind: 'pub',
      deliveryAreas: [],
      businessName: `Approved Arms ${tag}`,
      contactName: 'Pat Publican',
    });
    const approved = parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {}),
      200,
      ApplicationApproved,
    );
    const slug = approved.application.organisation!.slug;

    const mail = await mailTo(application.email);
    expect(mail.template).toBe('application_approved');
    expect(mail.subject).toBe(`Your Tapline application for Approved Arms ${tag} is approved`);
    expect(mail.body).toMatch(/^Hello Pat Publican,/);
    expect(mail.body).toContain(`we’ve approved your application for Approved Arms ${tag}`);
    expect(mail.body).toContain('What to do next');
    expect(mail.body).toContain(`${t.baseUrl}/auth/invite?token=`);
    expect(mail.body).toMatch(READABLE_EXPIRY);
    expect(mail.body).not.toContain('GMT');
    // a venue's first steps, and what its public page shows
    expect(mail.body).toContain('delivery address');
    expect(mail.body).toContain(`${t.baseUrl}/venues/${slug}`);
    expect(mail.body).toContain('The email and phone number in your application stay private');
    expect(mail.body).not.toContain('invited you');

    // its link is the owner's invite, and works
    const owner = await signedInUser(t, { email: application.email });
    expect(parseAnswer(await call(owner, 'POST', `/api/invites/${tokenIn(mail.body)}/accept`), 200, InviteAccepted).organisationRole).toBe(
      'owner',
    );
  });

  it('when the admin names another owner: the owner is told of the approval and invited, the applicant is told who was', async () => {
    const tag = uniqueEmail('other-owner').split('@')[0]!;
    const application = await insertTestApplication(t.database.db, { businessName: `Hand Off Brewing ${tag}`, contactName: 'Cal Contact' });
    const ownerEmail = uniqueEmail('real-owner');
    parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, { ownerEmail }),
      200,
      ApplicationApproved,
    );

    const ownerMail = await mailTo(ownerEmail);
    expect(ownerMail.template).toBe('application_approved');
    expect(ownerMail.subject).toBe(`Hand Off Brewing ${tag} is approved on Tapline: you’re its owner`);
    expect(ownerMail.body).toContain(`approved the application Cal Contact sent for Hand Off Brewing ${tag}`);
    expect(ownerMail.body).toContain('What to do next');
    expect(tokenIn(ownerMail.body)).toBeDefined();
    // a supplier's first steps
    expect(ownerMail.body).toContain('ordering rules');

    const applicantMail = await mailTo(application.email);
    expect(applicantMail.template).toBe('application_approved');
    expect(applicantMail.subject).toBe(`Your Tapline application for Hand Off Brewing ${tag} is approved`);
    expect(applicantMail.body).toContain(`we’ve invited ${ownerEmail} to set it up as its owner`);
    expect(tokenIn(applicantMail.body)).toBeUndefined();
  });
});

describe('the decline mail', () => {
  it('says the application was declined and why, and how to apply again', async () => {
    const application = await insertTestApplication(t.database.db, {
      type: 'venue',
      kind: 'bar',
      deliveryAreas: [],
      businessName: 'Nearly Bar',
      contactName: 'Nia Nearly',
    });
    const reason = 'We could not find this ABN on the Australian Business Register.';
    parseAnswer(await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, { reason }), 200, Application);

    const mail = await mailTo(application.email);
    expect(mail.template).toBe('application_declined');
    expect(mail.subject).toBe('Your Tapline application for Nearly Bar was declined');
    expect(mail.body).toMatch(/^Hello Nia Nearly,/);
    expect(mail.body).toContain('we’ve declined your application to list Nearly Bar on Tapline as a venue');
    expect(mail.body).toContain(reason);
    expect(mail.body).toContain('What to do next');
    expect(mail.body).toContain(`${t.baseUrl}/for-venues`);
    // Tapline mails from a no-reply address: nobody reads a reply
    expect(mail.body).not.toMatch(/reply to this email/i);
  });
});

describe('the owner invite of an organisation an admin creates', () => {
  it('says the Tapline team set the organisation up, that the invitee is its owner, and what to do next', async () => {
    const ownerEmail = uniqueEmail('created-owner');
    const tag = ownerEmail.split('@')[0]!;
    parseAnswer(
      await call(platformAdmin, 'POST', '/api/admin/venues', { name: `Made Tavern ${tag}`, ownerEmail, timeZone: 'Australia/Perth' }),
      201,
      AdminOrganisationCreated,
    );
    const mail = await mailTo(ownerEmail);
    expect(mail.template).toBe('organisation_invite');
    expect(mail.subject).toBe(`Ada Admin of the Tapline team invited you to run Made Tavern ${tag} on Tapline`);
    expect(mail.body).toContain(`Ada Admin of the Tapline team has set up Made Tavern ${tag} on Tapline and invited you as its owner`);
    expect(mail.body).toContain('What to do next');
    // the expiry in the venue's own zone (Perth)
    expect(mail.body).toMatch(READABLE_EXPIRY);
    expect(mail.body).toContain('AWST');
  });
});
