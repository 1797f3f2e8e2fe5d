import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { AdminOrganisationList, Application, ApplicationApproved, ApplicationList, InviteAccepted } from '@tapline/contracts';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { countOutboxMessages, latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditRowsFor, findTestApplication, insertTestApplication } from '../../../test/support/queries/applications-admin-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let platformAdmin: Person;
let someone: Person;

const call = apiCaller(() => t);

async function list(query = '') {
  return parseAnswer(await call(platformAdmin, 'GET', `/api/admin/applications?pageSize=100${query}`), 200, ApplicationList);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
// valid ABNs (the checksum holds), one per applicant that must not match another
const ABN = { hops: '57232420147', cider: '67071874919', spirit: '74834636383', pub: '57986251891', lone: '83122889266' };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  someone = await signedInUser(t, { name: 'Sam Someone' });
  for (const person of [platformAdmin, someone]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('who may use the applications admin API', () => {
  it('refuses everyone but platform admins: 403 signed in, 401 signed out; nothing changes', async () => {
    const application = await insertTestApplication(t.database.db);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/applications', undefined],
      ['GET', `/api/admin/applications/${application.id}`, undefined],
      ['POST', `/api/admin/applications/${application.id}/approve`, {}],
      ['POST', `/api/admin/applications/${application.id}/decline`, { reason: 'No' }],
    ] as const) {
      expect(parseError(await call(someone, method, url, payload), 403)).toEqual({
        code: 'forbidden',
        message: "You don't have access to this: it is for platform admins",
      });
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    expect(await findTestApplication(t.database.db, application.id)).toMatchObject({
      status: 'new',
      decidedAt: null,
      organisationId: null,
    });
    expect(await countOutboxMessages(t.database.db, application.email)).toBe(0);
  });
});

describe('GET /api/admin/applications', () => {
  it('lists verified applications newest first, filters by status, counts each status, searches, and flags duplicates', async () => {
    const db = t.database.db;
    const tag = uniqueEmail('list').split('@')[0]!;
    const organisationEmail = uniqueEmail('taken');
    await createVenue(db, { name: `Taken Arms ${tag}`, slug: `taken-arms-${tag}`, contactEmail: organisationEmail });
    const first = await insertTestApplication(db, { businessName: `Hops ${tag} One`, abn: ABN.hops, createdAt: minutesAgo(30) });
    const second = await insertTestApplication(db, { businessName: `Hops ${tag} Two`, abn: ABN.hops, createdAt: minutesAgo(20) });
    const byEmail = await insertTestApplication(db, {
      type: 'venue',
      kind: 'pub',
      deliveryAreas: [],
      businessName: `Pub ${tag}`,
      abn: ABN.pub,
      email: organisationEmail,
      createdAt: minutesAgo(10),
    });
    const lone = await insertTestApplication(db, {
      businessName: `Lone ${tag}`,
      abn: ABN.lone,
      contactName: `Connie ${tag}`,
      status: 'declined',
      createdAt: minutesAgo(5),
    });
    // an unverified application is nobody's business yet: not listed, not counted, not a duplicate
    const unverified = await insertTestApplication(db, {
      businessName: `Hops ${tag} Unverified`,
      abn: ABN.lone,
      status: 'unverified',
      verifiedAt: null,
    });

    const all = await list(`&q=${tag}`);
    expect(all.items.map((item) => item.id)).toEqual([lone.id, byEmail.id, second.id, first.id]);
    expect(all).toMatchObject({ total: 4, counts: { new: 3, approved: 0, declined: 1 } });

    const [newest] = (await list(`&q=${tag}&status=new`)).items;
    expect(newest).toMatchObject({
      id: byEmail.id,
      type: 'venue',
      kind: 'pub',
      abn: ABN.pub,
      status: 'new',
      organisation: null,
      decidedBy: null,
    });
    const onlyNew = await list(`&q=${tag}&status=new`);
    expect(onlyNew).toMatchObject({ total: 3, counts: { new: 3, approved: 0, declined: 1 } });
    expect((await list(`&q=${tag}&status=declined`)).items.map((item) => item.id)).toEqual([lone.id]);
    expect((await list(`&q=${tag}&type=venue`)).items.map((item) => item.id)).toEqual([byEmail.id]);

    // the ABN as people write it, the email, the contact's name
    const abnSpaced = ABN.lone.replace(/^(\d\d)(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
    expect((await list(`&q=${encodeURIComponent(abnSpaced)}`)).items.map((item) => item.id)).toEqual([lone.id]);
    expect((await list(`&q=${encodeURIComponent(organisationEmail.toUpperCase())}`)).items.map((item) => item.id)).toEqual([byEmail.id]);
    expect((await list(`&q=Connie%20${tag}`)).items.map((item) => item.id)).toEqual([lone.id]);
    expect((await list(`&q=${tag}%20Unverified`)).total).toBe(0);

    const byId = new Map(all.items.map((item) => [item.id, item]));
    expect(byId.get(first.id)!.duplicateOf).toEqual({
      abn: true,
      email: false,
      matches: [{ kind: 'application', id: second.id, name: second.businessName, status: 'new', on: ['abn'] }],
    });
    expect(byId.get(second.id)!.duplicateOf.matches).toEqual([
      { kind: 'application', id: first.id, name: first.businessName, status: 'new', on: ['abn'] },
    ]);
    expect(byId.get(byEmail.id)!.duplicateOf).toMatchObject({
      abn: false,
      email: true,
      matches: [{ kind: 'organisation', name: `Taken Arms ${tag}`, type: 'venue', on: ['email'] }],
    });
    expect(byId.get(lone.id)!.duplicateOf).toEqual({ abn: false, email: false, matches: [] });

    const one = parseAnswer(await call(platformAdmin, 'GET', `/api/admin/applications/${first.id}`), 200, Application);
    expect(one).toEqual(byId.get(first.id));
    expect((await call(platformAdmin, 'GET', `/api/admin/applications/${unverified.id}`)).statusCode).toBe(404);
    expect((await call(platformAdmin, 'GET', '/api/admin/applications/not-a-uuid')).statusCode).toBe(400);
    expect((await call(platformAdmin, 'GET', '/api/admin/applications?status=unverified')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/applications/:id/approve', () => {
  it('creates the organisation with the edited values, invites its owner by mail, marks the application approved and audits it', async () => {
    const db = t.database.db;
    const tag = uniqueEmail('approve').split('@')[0]!;
    const application = await insertTestApplication(db, {
      businessName: `Cider ${tag}`,
      kind: 'cidery',
      abn: ABN.cider,
      phone: '0412 345 678',
      address: { line1: '9 Orchard Rd', line2: null, suburb: 'Orange', state: 'NSW', postcode: '2800' },
    });
    const ownerEmail = uniqueEmail('cider-owner');
    const response = await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {
      name: `Orchard ${tag}`,
      slug: `orchard-${tag}`,
      ownerEmail: ownerEmail.toUpperCase(),
    });
    const { application: approved, invite } = parseAnswer(response, 200, ApplicationApproved);
    expect(approved).toMatchObject({
      status: 'approved',
      organisation: { slug: `orchard-${tag}`, name: `Orchard ${tag}`, type: 'supplier' },
      decidedBy: { name: 'Ada Admin', email: platformAdmin.email },
    });
    expect(approved.decidedAt).not.toBeNull();
    expect(invite).toMatchObject({ email: ownerEmail, organisationRole: 'owner', status: 'pending', mailState: 'stored' });

    // the organisation has the application's contact details, address and ABN
    const settings = await call(platformAdmin, 'GET', `/api/suppliers/orchard-${tag}/settings`);
    expect(settings.json()).toMatchObject({
      name: `Orchard ${tag}`,
      abn: ABN.cider,
      contactEmail: application.email,
      contactPhone: '0412 345 678',
      addresses: [{ kind: 'physical', line1: '9 Orchard Rd', suburb: 'Orange', state: 'NSW', postcode: '2800' }],
    });

    // the owner's invite went out by mail, and works
    const mail = await latestOutboxMessage(db, ownerEmail);
    expect(mail).toMatchObject({ template: 'application_approved', subject: `Orchard ${tag} is approved on Tapline: you’re its owner` });
    const token = mail!.body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const owner = await signedInUser(t, { email: ownerEmail });
    expect(parseAnswer(await call(owner, 'POST', `/api/invites/${token}/accept`), 200, InviteAccepted).organisationRole).toBe('owner');

    const audit = await auditRowsFor(db, application.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'application.approved',
        organisationId: approved.organisation!.id,
        actorId: platformAdmin.userId,
        actorIsPlatformAdmin: true,
        targetType: 'application',
        before: { status: 'new' },
      }),
    ]);
    expect(await auditRowsFor(db, approved.organisation!.id)).toEqual([
      expect.objectContaining({ action: 'organisation.created', actorId: platformAdmin.userId }),
    ]);

    // decided once: a second approval or a decline is 409, naming the status, and makes nothing
    const again = await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {});
    expect(parseError(again, 409)).toMatchObject({
      code: 'conflict',
      message: 'This application is already approved: only a new one can be approved or declined',
      details: { status: 'approved' },
    });
    expect(
      (await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, { reason: 'Changed my mind' })).statusCode,
    ).toBe(409);
    expect(await countOutboxMessages(db, ownerEmail)).toBe(1);
    // the applicant is told of the approval and who was invited (decision-mails.test.ts)
    expect(await countOutboxMessages(db, application.email)).toBe(1);

    // the approved application's own organisation is no duplicate of it
    expect((await list(`&q=Cider%20${tag}`)).items[0]!.duplicateOf.matches).toEqual([]);
  });

  it('defaults to the application: its name, a slug from it, the applicant as owner; a venue keeps its kind', async () => {
    const db = t.database.db;
    const tag = uniqueEmail('defaults').split('@')[0]!;
    const application = await insertTestApplication(db, {
      type: 'venue',
      kind: 'bar',
      deliveryAreas: [],
      businessName: `Default Bar ${tag}`,
      abn: ABN.spirit,
    });
    const { application: approved, invite } = parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {}),
      200,
      ApplicationApproved,
    );
    expect(approved.organisation).toMatchObject({ slug: `default-bar-${tag}`, name: `Default Bar ${tag}`, type: 'venue' });
    expect(invite.email).toBe(application.email);
    expect((await call(platformAdmin, 'GET', `/api/venues/default-bar-${tag}/settings`)).json()).toMatchObject({ venueKind: 'bar' });
  });

  it('approves once when two admins approve at the same moment: one organisation, one invite, the other 409', async () => {
    const db = t.database.db;
    const tag = uniqueEmail('race').split('@')[0]!;
    const application = await insertTestApplication(db, { businessName: `Race ${tag}` });
    const answers = await Promise.all(
      [1, 2].map(() => call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const found = parseAnswer(
      await call(platformAdmin, 'GET', `/api/admin/suppliers?q=${encodeURIComponent(`Race ${tag}`)}`),
      200,
      AdminOrganisationList,
    );
    expect(found.total).toBe(1);
    expect(await countOutboxMessages(db, application.email)).toBe(1);
  });

  it('refuses a taken slug and bad fields, and changes nothing', async () => {
    const db = t.database.db;
    await createSupplier(db, { slug: 'already-brewing' });
    const application = await insertTestApplication(db);
    const taken = await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, { slug: 'already-brewing' });
    expect(taken.statusCode).toBe(409);
    expect(parseError(taken, 409)).toMatchObject({ code: 'conflict', details: [{ field: 'slug' }] });
    for (const payload of [
      { slug: 'Has Spaces' },
      { ownerEmail: 'nobody' },
      { name: ' ' },
      { name: 'X', extra: 1 },
      { name: 'nul\u0000' },
    ]) {
      expect(
        (await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(await findTestApplication(db, application.id)).toMatchObject({ status: 'new', organisationId: null, decidedAt: null });
    expect(await auditRowsFor(db, application.id)).toEqual([]);
    expect(await countOutboxMessages(db, application.email)).toBe(0);
    expect((await call(platformAdmin, 'POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/approve', {})).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/admin/applications/:id/decline', () => {
  it('stores the reason, mails it to the applicant and audits it; only once', async () => {
    const db = t.database.db;
    const application = await insertTestApplication(db, { businessName: 'Maybe Brewing', contactName: 'Mo Maybe' });
    for (const reason of ['', '   ', 'x'.repeat(1001), 'bad\u0000reason']) {
      expect((await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, { reason })).statusCode).toBe(400);
    }
    expect((await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, {})).statusCode).toBe(400);
    expect(await countOutboxMessages(db, application.email)).toBe(0);

    const reason = 'We could not find this ABN on the Australian Business Register.';
    const declined = parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, { reason: `  ${reason} ` }),
      200,
      Application,
    );
    expect(declined).toMatchObject({
      status: 'declined',
      declineReason: reason,
      organisation: null,
      decidedBy: { email: platformAdmin.email },
    });

    const mail = await latestOutboxMessage(db, application.email);
    expect(mail).toMatchObject({ template: 'application_declined', subject: 'Your Tapline application for Maybe Brewing was declined' });
    expect(mail!.body).toContain('Hello Mo Maybe,');
    expect(mail!.body).toContain(reason);

    expect(await auditRowsFor(db, application.id)).toEqual([
      expect.objectContaining({
        action: 'application.declined',
        organisationId: null,
        actorId: platformAdmin.userId,
        actorIsPlatformAdmin: true,
        before: { status: 'new' },
        after: expect.objectContaining({ status: 'declined', reason }),
      }),
    ]);

    expect((await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/decline`, { reason: 'Again' })).statusCode).toBe(
      409,
    );
    expect((await call(platformAdmin, 'POST', `/api/admin/applications/${application.id}/approve`, {})).statusCode).toBe(409);
    expect(await countOutboxMessages(db, application.email)).toBe(1);
  });
});
