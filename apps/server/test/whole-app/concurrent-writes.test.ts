import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { AdminOrganisationCreated, InviteAccepted, OrganisationSettings, TeamMemberList, VenueDetail } from '@tapline/contracts';
import { apiCaller, signedInUser, uniqueEmail } from '../support/auth-kit';
import { parseAnswer, parseError } from '../support/parse-answer';
import { createTestApp, type TestApp } from '../support/test-app';
import { mailsTo } from '../support/queries/invites-testing.queries';

// Bursts of writes that race each other (docs/decisions/0054). On PostgreSQL (TEST_DATABASE_URL) they really
// run at once, on a pool of connections; on PGlite, one connection, they run one after another and must give
// the same answers.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let platformAdmin: Person;

const call = apiCaller(() => t);

/** a signed-in person with a profile (the first /api call makes it) */
async function person(name = 'Test Person') {
  const someone = await signedInUser(t, { name, email: uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')) });
  await call(someone, 'GET', `/api/users/${someone.userId}/venues`);
  return someone;
}

/** how many answers had each status, e.g. { 200: 1, 409: 9 } */
function statusCounts(responses: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

const BURST = 10;
const burst = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => make(i)));

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await person('Olive Owner');
  platformAdmin = await person('Ada Admin');
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('slugs claimed at the same moment', () => {
  it('gives a free slug to exactly one of ten organisations claiming it at once; the others get 409 naming slug', async () => {
    const venues = await Promise.all(
      Array.from({ length: BURST }, (_, i) => createVenue(t.database.db, { name: `Claimant ${i}`, slug: `claimant-${i}` })),
    );
    for (const venue of venues)
      await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });

    const responses = await burst((i) => call(owner, 'PATCH', `/api/venues/claimant-${i}`, { slug: 'the-wanted-slug' }));

    expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(parseError(response, 409).details).toEqual([{ field: 'slug', message: 'is taken' }]);
    }
    const winner = parseAnswer(
      responses.find((r) => r.statusCode === 200)!,
      200,
      OrganisationSettings,
    );
    expect(parseAnswer(await t.api('/api/venues/the-wanted-slug'), 200, VenueDetail).id).toBe(winner.id);
    // the losers changed nothing: each still answers at its own slug
    for (const [i, venue] of venues.entries()) {
      if (venue.id !== winner.id)
        expect(parseAnswer(await t.api(`/api/venues/claimant-${i}`), 200, VenueDetail).slug).toBe(`claimant-${i}`);
    }
  });

  it('keeps every slug of one organisation renamed ten times at once leading to its final slug', async () => {
    const venue = await createVenue(t.database.db, { name: 'Renamed Often', slug: 'renamed-often' });
    await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });

    const responses = await burst((i) => call(owner, 'PATCH', '/api/venues/renamed-often', { slug: `renamed-often-${i}` }));

    expect(statusCounts(responses)).toEqual({ 200: BURST });
    const final = parseAnswer(await call(owner, 'GET', `/api/venues/${venue.id}/settings`), 200, OrganisationSettings).slug;
    const acknowledged = ['renamed-often', ...Array.from({ length: BURST }, (_, i) => `renamed-often-${i}`)];
    for (const slug of acknowledged) {
      const answer = await t.api(`/api/venues/${slug}`);
      expect({ slug, status: answer.statusCode }).toEqual({ slug, status: 200 });
      expect(parseAnswer(answer, 200, VenueDetail)).toMatchObject({ id: venue.id, slug: final });
    }
  });

  it('answers 200 to ten address changes of one organisation at once, keeping one address of each kind', async () => {
    const venue = await createVenue(t.database.db, { name: 'Moved Often', slug: 'moved-often' });
    await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
    const addresses = (i: number) => [
      { kind: 'physical', line1: `${i + 1} King St`, suburb: 'Newtown', state: 'NSW', postcode: '2042' },
      { kind: 'billing', line1: `PO Box ${i + 1}`, suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    ];

    const responses = await burst((i) => call(owner, 'PATCH', '/api/venues/moved-often', { addresses: addresses(i) }));

    expect(statusCounts(responses)).toEqual({ 200: BURST });
    const settings = parseAnswer(await call(owner, 'GET', '/api/venues/moved-often/settings'), 200, OrganisationSettings);
    expect(settings.addresses.map((address) => address.kind).sort()).toEqual(['billing', 'physical']);
  });

  it('gives ten organisations an admin creates at once from one name ten different derived slugs', async () => {
    const responses = await burst(() =>
      call(platformAdmin, 'POST', '/api/admin/venues', { name: 'Twin Taps', ownerEmail: uniqueEmail('twin') }),
    );

    expect(statusCounts(responses)).toEqual({ 201: BURST });
    const slugs = responses.map((response) => parseAnswer(response, 201, AdminOrganisationCreated).organisation.slug);
    expect(new Set(slugs).size).toBe(BURST);
    expect(slugs).toContain('twin-taps');
  });

  it('gives a slug an admin asks for to exactly one of ten creates at once; the others get 409 naming slug', async () => {
    const responses = await burst((i) =>
      call(platformAdmin, 'POST', '/api/admin/venues', { name: `Asked For ${i}`, slug: 'asked-for', ownerEmail: uniqueEmail('asked') }),
    );

    expect(statusCounts(responses)).toEqual({ 201: 1, 409: BURST - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(parseError(response, 409).details).toEqual([{ field: 'slug', message: 'is taken' }]);
    }
  });
});

describe('invites and memberships at the same moment', () => {
  it('answers one 201 and 409s to ten invites of one address at once, and mails one invite', async () => {
    const venue = await createVenue(t.database.db, { name: 'Invites Once', slug: 'invites-once' });
    await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
    const email = uniqueEmail('invitee');

    const responses = await burst(() => call(owner, 'POST', '/api/venues/invites-once/invites', { email, organisationRole: 'buyer' }));

    expect(statusCounts(responses)).toEqual({ 201: 1, 409: BURST - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(parseError(response, 409).details).toEqual([{ field: 'email', message: 'already has a pending invite: resend or revoke it' }]);
    }
    expect(await mailsTo(t.database.db, email)).toHaveLength(1);
  });

  it('makes one membership of one invite accepted ten times at once, answering each with the same role', async () => {
    const venue = await createVenue(t.database.db, { name: 'Joined Once', slug: 'joined-once' });
    await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
    const invitee = await person('Ivy Invitee');
    expect(
      (await call(owner, 'POST', '/api/venues/joined-once/invites', { email: invitee.email, organisationRole: 'admin' })).statusCode,
    ).toBe(201);
    const [mail] = await mailsTo(t.database.db, invitee.email);
    const token = mail!.body.match(/\/auth\/invite\?token=([A-Za-z0-9_-]+)/)![1];

    const responses = await burst(() => call(invitee, 'POST', `/api/invites/${token}/accept`));

    expect(statusCounts(responses)).toEqual({ 200: BURST });
    for (const response of responses) expect(parseAnswer(response, 200, InviteAccepted).organisationRole).toBe('admin');
    const team = parseAnswer(await call(owner, 'GET', '/api/venues/joined-once/users'), 200, TeamMemberList).items;
    expect(team.filter((member) => member.userId === invitee.userId)).toHaveLength(1);
  });
});

describe('role changes at the same moment', () => {
  it('leaves at least one owner when every owner demotes every other owner at once', async () => {
    const venue = await createVenue(t.database.db, { name: 'Owned Together', slug: 'owned-together' });
    const owners = [await person('First Owner'), await person('Second Owner'), await person('Third Owner')];
    for (const someone of owners)
      await createMembership(t.database.db, { organisationId: venue.id, userId: someone.userId, organisationRole: 'owner' });
    // the owner the previous round left (a platform admin who isn't a member only reads the team: decision 0119)
    let keeper = owners[0]!;
    for (let round = 0; round < 3; round += 1) {
      // every one an owner again (the previous round demoted all but one)
      for (const someone of owners.filter((candidate) => candidate !== keeper)) {
        const promoted = await call(keeper, 'PUT', `/api/venues/owned-together/users/${someone.userId}/role`, {
          organisationRole: 'owner',
        });
        expect(promoted.statusCode).toBe(204);
      }

      const responses = await Promise.all(
        owners.flatMap((actor) =>
          owners
            .filter((target) => target !== actor)
            .map((target) => call(actor, 'PUT', `/api/venues/owned-together/users/${target.userId}/role`, { organisationRole: 'buyer' })),
        ),
      );

      expect(responses.every((response) => [204, 403, 409].includes(response.statusCode))).toBe(true);
      const team = parseAnswer(await call(platformAdmin, 'GET', '/api/venues/owned-together/users'), 200, TeamMemberList).items;
      const left = team.filter((member) => member.organisationRole === 'owner');
      expect(left).toHaveLength(1);
      keeper = owners.find((someone) => someone.userId === left[0]!.userId)!;
    }
  });

  it('leaves one owner when two owners demote each other at once', async () => {
    const venue = await createVenue(t.database.db, { name: 'Owned By Two', slug: 'owned-by-two' });
    const [first, second] = [await person('Fay Owner'), await person('Sam Owner')];
    for (const someone of [first!, second!])
      await createMembership(t.database.db, { organisationId: venue.id, userId: someone.userId, organisationRole: 'owner' });

    const responses = await Promise.all([
      call(first!, 'PUT', `/api/venues/owned-by-two/users/${second!.userId}/role`, { organisationRole: 'admin' }),
      call(second!, 'PUT', `/api/venues/owned-by-two/users/${first!.userId}/role`, { organisationRole: 'admin' }),
    ]);

    // one wins; the other is refused: 409 (the last owner) when it was let in while still an owner, 403 when
    // it came in after its own demotion
    const [won, refused] = responses.map((response) => response.statusCode).sort();
    expect(won).toBe(204);
    expect([403, 409]).toContain(refused);
    const team = parseAnswer(await call(first!, 'GET', '/api/venues/owned-by-two/users'), 200, TeamMemberList).items;
    expect(team.filter((member) => member.organisationRole === 'owner')).toHaveLength(1);
  });
});
