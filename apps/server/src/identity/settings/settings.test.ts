import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { OrganisationSettings, VenueDetail } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let member: Person;
let stranger: Person;
let brewer: Person;

const call = apiCaller(() => t);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [owner, member, stranger, brewer] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, member, stranger, brewer]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  const other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: brewer.userId, organisationRole: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/venues/{id}', () => {
  it('lets an owner change details and addresses; members read them, the public sees the physical address only', async () => {
    const response = await call(owner, 'PATCH', '/api/venues/the-local', {
      name: 'The Local Hotel',
      description: 'Corner pub',
      contactEmail: 'hello@local.example',
      timeZone: 'Australia/Melbourne',
      addresses: [
        { kind: 'physical', line1: '1 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
        { kind: 'billing', line1: 'PO Box 9', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      ],
    });
    expect(parseAnswer(response, 200, OrganisationSettings)).toMatchObject({
      name: 'The Local Hotel',
      timeZone: 'Australia/Melbourne',
      orderingRules: null,
    });
    const settings = parseAnswer(await call(member, 'GET', '/api/venues/the-local/settings'), 200, OrganisationSettings);
    expect(settings.addresses.map((a) => a.kind).sort()).toEqual(['billing', 'physical']);
    const pub = parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail);
    expect(pub.addresses.map((a) => a.kind)).toEqual(['physical']);
  });

  it('refuses a member (403) and another tenant (404), changing nothing', async () => {
    expect((await call(member, 'PATCH', '/api/venues/the-local', { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', '/api/venues/the-local', { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(null, 'PATCH', '/api/venues/the-local', { name: 'Mine now' })).statusCode).toBe(401);
    expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).name).toBe('The Local Hotel');
  });

  it.each([
    [{ slug: 'has spaces' }, 'slug'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ orderingRules: { leadDays: 1 } }, 'orderingRules'],
    [{ nickname: 'x' }, ''],
    [{ addresses: [{ kind: 'physical', line1: '1 A St', suburb: 'X', state: 'NSW', postcode: '20' }] }, 'addresses.0.postcode'],
  ])('answers %j with a 400 naming the field', async (payload, field) => {
    const error = parseError(await call(owner, 'PATCH', '/api/venues/the-local', payload), 400);
    if (field) expect((error.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).name).toBe('The Local Hotel');
  });

  it('refuses a uuid-shaped slug, which would shadow an id in lookups (400 naming slug)', async () => {
    const otherId = parseAnswer(await t.api('/api/venues/other-bar'), 200, VenueDetail).id;
    for (const slug of [otherId, '00000000-0000-0000-0000-000000000000']) {
      const error = parseError(await call(owner, 'PATCH', '/api/venues/the-local', { slug }), 400);
      expect(error.details).toEqual([{ field: 'slug', message: 'must not look like a uuid (an id)' }]);
    }
    expect(parseAnswer(await t.api(`/api/venues/${otherId}`), 200, VenueDetail).slug).toBe('other-bar');
    // a slug with a uuid inside it is fine
    const longer = `venue-${otherId}`;
    expect(parseAnswer(await call(owner, 'PATCH', '/api/venues/the-local', { slug: longer }), 200, OrganisationSettings).slug).toBe(longer);
    expect(parseAnswer(await call(owner, 'PATCH', `/api/venues/${longer}`, { slug: 'the-local' }), 200, OrganisationSettings).slug).toBe(
      'the-local',
    );
  });

  it("refuses another organisation's slug with 409 naming slug", async () => {
    const response = await call(owner, 'PATCH', '/api/venues/the-local', { slug: 'other-bar' });
    expect(parseError(response, 409).details).toEqual([{ field: 'slug', message: 'is taken' }]);
  });

  it('changes the slug and keeps the old one working, and taken', async () => {
    const response = await call(owner, 'PATCH', '/api/venues/the-local', { slug: 'the-local-hotel' });
    expect(parseAnswer(response, 200, OrganisationSettings).slug).toBe('the-local-hotel');
    expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).slug).toBe('the-local-hotel');
    expect((await call(member, 'GET', '/api/venues/the-local/users')).statusCode).toBe(200);
    expect((await call(stranger, 'PATCH', '/api/venues/other-bar', { slug: 'the-local' })).statusCode).toBe(409);
    // and it can move back to its old slug
    expect(
      parseAnswer(await call(owner, 'PATCH', '/api/venues/the-local-hotel', { slug: 'the-local' }), 200, OrganisationSettings).slug,
    ).toBe('the-local');
  });
});

describe('opening hours', () => {
  it('keeps known days with HH:MM times, past midnight stated, and serves them publicly', async () => {
    const openingHours = {
      '1': { opens: '11:00', closes: '23:00' },
      '5': { opens: '16:00', closes: '01:00', closesNextDay: true },
      '6': { opens: '00:00', closes: '00:00', closesNextDay: true },
      '0': { opens: '00:00', closes: '23:59' },
    };
    expect(
      parseAnswer(await call(owner, 'PATCH', '/api/venues/the-local', { openingHours }), 200, OrganisationSettings).openingHours,
    ).toEqual(openingHours);
    expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).openingHours).toEqual(openingHours);
  });

  const day = (opens: unknown, closes: unknown, extra: Record<string, unknown> = {}) => ({ opens, closes, ...extra });
  it.each([
    ['an unknown day', { mon: day('11:00', '23:00') }, 'openingHours'],
    ['a day number out of range', { '7': day('11:00', '23:00') }, 'openingHours'],
    ['hour 25 and minute 61', { '1': day('25:61', '23:00') }, 'openingHours.1.opens'],
    ['24:00', { '1': day('11:00', '24:00') }, 'openingHours.1.closes'],
    ['a time without its leading zero', { '1': day('9:00', '17:00') }, 'openingHours.1.opens'],
    ['HTML', { '1': day('<script>alert(1)</script>', '23:00') }, 'openingHours.1.opens'],
    ['a number', { '1': day(1100, '23:00') }, 'openingHours.1.opens'],
    ['closing before opening, unstated', { '1': day('11:00', '01:00') }, 'openingHours.1.closes'],
    ['closing as it opens, unstated', { '1': day('11:00', '11:00') }, 'openingHours.1.closes'],
    ['past midnight and longer than a day', { '1': day('11:00', '12:00', { closesNextDay: true }) }, 'openingHours.1.closes'],
    ['an extra field', { '1': day('11:00', '23:00', { note: '<b>late</b>' }) }, 'openingHours.1'],
    ['900 keys', Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`day${i}`, day('11:00', '23:00')])), 'openingHours'],
    ['a list', [day('11:00', '23:00')], 'openingHours'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_what, openingHours, field) => {
    const before = parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).openingHours;
    const error = parseError(await call(owner, 'PATCH', '/api/venues/the-local', { openingHours }), 400);
    expect((error.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).openingHours).toEqual(before);
  });

  it('refuses a 930 KB week (too large for the body, or for its shape)', async () => {
    const response = await call(owner, 'PATCH', '/api/venues/the-local', { openingHours: { '1': day('11:00', 'x'.repeat(930 * 1024)) } });
    expect([400, 413]).toContain(response.statusCode);
  });
});

describe('PATCH /api/suppliers/{id}', () => {
  it('keeps the ordering rules', async () => {
    const response = await call(brewer, 'PATCH', '/api/suppliers/harbour-brewing', {
      orderingRules: { minimumOrderCents: 30000, deliveryWeekdays: [4, 2], orderCutoffTime: '14:30', leadDays: 2 },
    });
    expect(parseAnswer(response, 200, OrganisationSettings).orderingRules).toEqual({
      minimumOrderCents: 30000,
      deliveryWeekdays: [2, 4],
      orderCutoffTime: '14:30',
      leadDays: 2,
      currency: 'AUD',
    });
    const bad = await call(brewer, 'PATCH', '/api/suppliers/harbour-brewing', { orderingRules: { orderCutoffTime: '25:00' } });
    expect(bad.statusCode).toBe(400);
    expect((await call(brewer, 'PATCH', '/api/suppliers/harbour-brewing', { venueKind: 'pub' })).statusCode).toBe(400);
  });
});
