import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createProduct, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import {
  AdminOrganisation,
  AdminOrganisationCreated,
  AdminOrganisationList,
  InviteAccepted,
  OrganisationSettings,
  OutboxMessageList,
  paginated,
  ProductList,
  UserOrganisationList,
  VenueSummary,
} from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let platformAdmin: Person;
let owner: Person;
let member: Person;

const call = apiCaller(() => t);

async function venueSlugs(q = '') {
  const response = await call(platformAdmin, 'GET', `/api/admin/venues?pageSize=100${q}`);
  return parseAnswer(response, 200, AdminOrganisationList).items.map((item) => item.slug);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  owner = await signedInUser(t, { name: 'Olive Owner', email: uniqueEmail('olive') });
  member = await signedInUser(t, { name: 'Max Member' });
  for (const person of [platformAdmin, owner, member]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local', contactEmail: 'hello@thelocal.example' });
  await createVenue(db, { name: 'Anchor Bar', slug: 'anchor-bar' });
  await createVenue(db, { name: 'Zephyr Lounge', slug: 'zephyr-lounge', status: 'suspended' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createProduct(db, { supplierId: brewery.id, name: 'Harbour Pale', slug: 'harbour-pale' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: owner.userId, organisationRole: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('who may use the admin API', () => {
  it.each([
    ['GET', '/api/admin/venues', undefined],
    ['GET', '/api/admin/suppliers', undefined],
    ['POST', '/api/admin/venues', { name: 'Sneaky Bar', ownerEmail: 'x@example.test' }],
    ['POST', '/api/admin/venues/the-local/suspend', { reason: 'because' }],
    ['POST', '/api/admin/venues/the-local/reactivate', undefined],
    ['GET', '/api/admin/outbox', undefined],
  ] as const)('%s %s: 403 for an organisation owner, 401 signed out', async (method, url, payload) => {
    const refused = await call(owner, method, url, payload);
    expect(parseError(refused, 403)).toEqual({ code: 'forbidden', message: "You don't have access to this: it is for platform admins" });
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/venues', () => {
  it('lists every venue with its status, members and owners; searches name, slug and emails; filters and pages', async () => {
    const body = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/venues'), 200, AdminOrganisationList);
    expect(body.items.map((item) => item.slug)).toEqual(['anchor-bar', 'the-local', 'zephyr-lounge']);
    expect(body.items[1]).toMatchObject({
      name: 'The Local',
      status: 'active',
      memberCount: 2,
      ownerEmails: [owner.email],
      suspendedReason: null,
    });
    expect(body.total).toBe(3);

    expect(await venueSlugs('&q=LOCAL')).toEqual(['the-local']);
    expect(await venueSlugs('&q=anchor-b')).toEqual(['anchor-bar']);
    expect(await venueSlugs(`&q=${encodeURIComponent(owner.email)}`)).toEqual(['the-local']);
    expect(await venueSlugs('&q=hello%40thelocal')).toEqual(['the-local']);
    expect(await venueSlugs('&status=suspended')).toEqual(['zephyr-lounge']);
    const page = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/venues?pageSize=1&page=2'), 200, AdminOrganisationList);
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: 3, items: [{ slug: 'the-local' }] });
    expect((await call(platformAdmin, 'GET', '/api/admin/venues?status=closed')).statusCode).toBe(400);
    expect(
      parseAnswer(await call(platformAdmin, 'GET', '/api/admin/suppliers'), 200, AdminOrganisationList).items.map((i) => i.slug),
    ).toEqual(['harbour-brewing']);
  });
});

describe('POST /api/admin/venues', () => {
  it('creates a venue with a slug from its name, free of past slugs too, and mails its first owner an invite', async () => {
    // 'the-local' moves on (its owner renames it; a platform admin who isn't a member only reads it): the old slug stays taken
    expect(parseError(await call(platformAdmin, 'PATCH', '/api/venues/the-local', { slug: 'the-local-hotel' }), 403).message).toMatch(
      /platform admin, read-only/,
    );
    expect((await call(owner, 'PATCH', '/api/venues/the-local', { slug: 'the-local-hotel' })).statusCode).toBe(200);
    const ownerEmail = uniqueEmail('first-owner');
    const response = await call(platformAdmin, 'POST', '/api/admin/venues', {
      name: 'The Local',
      ownerEmail: ownerEmail.toUpperCase(),
      venueKind: 'pub',
    });
    const { organisation, invite } = parseAnswer(response, 201, AdminOrganisationCreated);
    expect(organisation).toMatchObject({ slug: 'the-local-2', name: 'The Local', status: 'active', memberCount: 0, ownerEmails: [] });
    expect(invite).toMatchObject({
      email: ownerEmail,
      organisationRole: 'owner',
      status: 'pending',
      invitedBy: { name: 'Ada Admin' },
      mailState: 'stored',
    });

    const [mail] = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?pageSize=1'), 200, OutboxMessageList).items;
    expect(mail).toMatchObject({
      channel: 'email',
      to: ownerEmail,
      template: 'organisation_invite',
      state: 'stored',
      sentAt: null,
      error: null,
    });
    // no mail server in this app: the mail is stored, not queued for ever
    expect(mail!.subject).toBe('Ada Admin of the Tapline team invited you to run The Local on Tapline');
    // the outbox hides the invite's token (decision 0053); the owner has it from the mail as it was written
    expect(mail!.body).toContain('/auth/invite?token=[redacted]');
    const token = (await latestOutboxMessage(t.database.db, ownerEmail))!.body.match(/token=([A-Za-z0-9_-]+)/)![1];

    // the owner signs up with the invite and becomes the owner
    const newOwner = await signedInUser(t, { email: ownerEmail });
    expect(parseAnswer(await call(newOwner, 'POST', `/api/invites/${token}/accept`), 200, InviteAccepted).organisationRole).toBe('owner');
    const listed = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/venues?q=the-local-2'), 200, AdminOrganisationList).items[0];
    expect(listed).toMatchObject({ memberCount: 1, ownerEmails: [ownerEmail] });
  });

  it.each([
    [{ name: 'Dup', slug: 'anchor-bar', ownerEmail: 'a@example.test' }, 409, 'slug'],
    [{ name: 'Old', slug: 'the-local', ownerEmail: 'a@example.test' }, 409, 'slug'],
    [{ name: 'Spaces', slug: 'has spaces', ownerEmail: 'a@example.test' }, 400, 'slug'],
    // a uuid-shaped slug would be read as an id in every lookup
    [{ name: 'Shadow', slug: '0b6a0d52-8c43-4c1e-9d36-2f8f1f0f2a11', ownerEmail: 'a@example.test' }, 400, 'slug'],
    [{ name: 'Bad', ownerEmail: 'not-an-email' }, 400, 'ownerEmail'],
    [{ name: '   ', ownerEmail: 'a@example.test' }, 400, 'name'],
    [{ name: 'Role', ownerEmail: 'a@example.test', organisationRole: 'boss' }, 400, ''],
  ])('refuses %j with %i naming the field and creates nothing', async (payload, status, field) => {
    const before = await venueSlugs();
    const error = parseError(await call(platformAdmin, 'POST', '/api/admin/venues', payload), status);
    if (field) expect((error.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(await venueSlugs()).toEqual(before);
  });

  it('derives a slug that is not uuid-shaped from a name that would give one', async () => {
    const name = '0B6A0D52-8C43-4C1E-9D36-2F8F1F0F2A11';
    const created = await call(platformAdmin, 'POST', '/api/admin/venues', { name, ownerEmail: 'uuid-named@example.test' });
    const { organisation } = parseAnswer(created, 201, AdminOrganisationCreated);
    expect(organisation.slug).toBe('venue-0b6a0d52-8c43-4c1e-9d36-2f8f1f0f2a11');
    expect(parseAnswer(await t.api(`/api/venues/${organisation.slug}`), 200, VenueSummary).id).toBe(organisation.id);
  });

  it('creates a supplier, refusing venue-only fields', async () => {
    expect(
      (await call(platformAdmin, 'POST', '/api/admin/suppliers', { name: 'Cider Co', ownerEmail: 'c@example.test', venueKind: 'pub' }))
        .statusCode,
    ).toBe(400);
    const created = await call(platformAdmin, 'POST', '/api/admin/suppliers', {
      name: 'Ciderie Éclair & Sons',
      ownerEmail: 'c@example.test',
    });
    expect(parseAnswer(created, 201, AdminOrganisationCreated).organisation).toMatchObject({
      type: 'supplier',
      slug: 'ciderie-eclair-and-sons',
    });
  });
});

describe('suspending and reactivating', () => {
  it('hides a suspended venue from the public, and shows its members why', async () => {
    const noReason = parseError(await call(platformAdmin, 'POST', '/api/admin/venues/the-local-hotel/suspend', {}), 400);
    expect(noReason.details).toEqual([expect.objectContaining({ field: 'reason' })]);
    const suspended = parseAnswer(
      await call(platformAdmin, 'POST', '/api/admin/venues/the-local-hotel/suspend', { reason: 'Unpaid invoices' }),
      200,
      AdminOrganisation,
    );
    expect(suspended).toMatchObject({ status: 'suspended', suspendedReason: 'Unpaid invoices' });
    const suspendedAt = suspended.suspendedAt;
    expect(Date.parse(suspendedAt!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await t.api('/api/venues/the-local-hotel')).statusCode).toBe(404);
    expect(parseAnswer(await t.api('/api/venues?pageSize=100'), 200, paginated(VenueSummary)).items.map((v) => v.slug)).not.toContain(
      'the-local-hotel',
    );

    const settings = parseAnswer(await call(member, 'GET', '/api/venues/the-local-hotel/settings'), 200, OrganisationSettings);
    expect(settings).toMatchObject({ status: 'suspended', suspendedReason: 'Unpaid invoices', suspendedAt });
    const mine = parseAnswer(await call(member, 'GET', `/api/users/${member.userId}/venues`), 200, UserOrganisationList).items;
    expect(mine).toEqual([
      expect.objectContaining({ slug: 'the-local-hotel', status: 'suspended', suspendedReason: 'Unpaid invoices', suspendedAt }),
    ]);

    // suspending again changes the reason, not the time
    const again = await call(platformAdmin, 'POST', '/api/admin/venues/the-local-hotel/suspend', { reason: 'Still unpaid' });
    expect(parseAnswer(again, 200, AdminOrganisation)).toMatchObject({ suspendedReason: 'Still unpaid', suspendedAt });

    const back = await call(platformAdmin, 'POST', '/api/admin/venues/the-local-hotel/reactivate');
    expect(parseAnswer(back, 200, AdminOrganisation)).toMatchObject({ status: 'active', suspendedReason: null, suspendedAt: null });
    expect((await t.api('/api/venues/the-local-hotel')).statusCode).toBe(200);
  });

  it('hides a suspended supplier and its products; answers 404 for an unknown one', async () => {
    expect((await t.api('/api/products/harbour-pale')).statusCode).toBe(200);
    expect(
      (await call(platformAdmin, 'POST', '/api/admin/suppliers/harbour-brewing/suspend', { reason: 'Licence lapsed' })).statusCode,
    ).toBe(200);
    expect((await t.api('/api/suppliers/harbour-brewing')).statusCode).toBe(404);
    expect((await t.api('/api/products/harbour-pale')).statusCode).toBe(404);
    expect(parseAnswer(await t.api('/api/products?q=harbour'), 200, ProductList).items).toEqual([]);
    expect(
      parseAnswer(await call(owner, 'GET', '/api/suppliers/harbour-brewing/settings'), 200, OrganisationSettings).suspendedReason,
    ).toBe('Licence lapsed');
    expect((await call(platformAdmin, 'POST', '/api/admin/suppliers/harbour-brewing/reactivate')).statusCode).toBe(200);
    expect((await t.api('/api/products/harbour-pale')).statusCode).toBe(200);
    // a venue's slug asked as a supplier is not found
    expect((await call(platformAdmin, 'POST', '/api/admin/suppliers/anchor-bar/suspend', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists messages newest first, by channel, in pages', async () => {
    const all = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?pageSize=100'), 200, OutboxMessageList);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const times = all.items.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?channel=sms'), 200, OutboxMessageList)).toMatchObject({
      items: [],
      total: 0,
    });
    expect(
      parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?channel=email&pageSize=1'), 200, OutboxMessageList).items,
    ).toHaveLength(1);
    expect((await call(platformAdmin, 'GET', '/api/admin/outbox?channel=fax')).statusCode).toBe(400);
    expect((await call(platformAdmin, 'GET', '/api/admin/outbox?state=stored&pageSize=100')).json().total).toBe(all.total);
    expect((await call(platformAdmin, 'GET', '/api/admin/outbox?state=queued')).json().total).toBe(0);
    expect((await call(platformAdmin, 'GET', '/api/admin/outbox?state=lost')).statusCode).toBe(400);
  });

  it('answers 409 to a retry of a stored message: there is nothing to send it with', async () => {
    const [stored] = (await call(platformAdmin, 'GET', '/api/admin/outbox?pageSize=1')).json().items;
    const response = await call(platformAdmin, 'POST', `/api/admin/outbox/${stored.id}/retry`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'conflict', details: { state: 'stored' } });
  });
});
