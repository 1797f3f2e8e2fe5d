import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { TeamMemberList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let member: Person;
let otherVenueOwner: Person;
let supplierMember: Person;
let platformAdmin: Person;

function as(person: Person | null, url: string) {
  return t.api({ url, headers: person ? { authorization: `Bearer ${person.session.access_token}` } : {} });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  member = await signedInUser(t, { name: 'Max Member' });
  otherVenueOwner = await signedInUser(t, { name: 'Bea Elsewhere' });
  supplierMember = await signedInUser(t, { name: 'Sid Supplier' });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  for (const person of [owner, member, otherVenueOwner, supplierMember, platformAdmin]) {
    await as(person, `/api/users/${person.userId}/venues`); // keeps the profile row
  }
  await makePlatformAdmin(t.database.db, platformAdmin.userId);

  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  const elsewhere = await createVenue(db, { name: 'Elsewhere Bar', slug: 'elsewhere-bar' });
  const paused = await createVenue(db, { name: 'Paused Pub', slug: 'paused-pub', status: 'suspended' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'buyer' });
  await createMembership(db, { organisationId: paused.id, userId: member.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: elsewhere.id, userId: otherVenueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: supplierMember.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/venues/{id}/users', () => {
  it('shows every member the team, with roles, by slug or id', async () => {
    for (const person of [owner, member]) {
      const team = parseAnswer(await as(person, '/api/venues/the-local/users'), 200, TeamMemberList);
      expect(team.items.map((m) => [m.name, m.organisationRole])).toEqual([
        ['Max Member', 'buyer'],
        ['Olive Owner', 'owner'],
      ]);
    }
  });

  it('answers another tenant, and a supplier, with the 404 of an unknown venue', async () => {
    for (const person of [otherVenueOwner, supplierMember]) {
      expect(parseError(await as(person, '/api/venues/the-local/users'), 404)).toEqual({ code: 'not_found', message: 'Venue not found' });
    }
    expect(parseError(await as(owner, '/api/venues/no-such-venue/users'), 404)).toEqual({ code: 'not_found', message: 'Venue not found' });
  });

  it('lets a platform admin look, and members of a suspended venue still see their team', async () => {
    expect((await as(platformAdmin, '/api/venues/the-local/users')).statusCode).toBe(200);
    expect((await as(member, '/api/venues/paused-pub/users')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await as(null, '/api/venues/the-local/users')).statusCode).toBe(401);
  });
});

describe('GET /api/suppliers/{id}/users', () => {
  it("shows a supplier's members and hides them from a venue", async () => {
    expect(parseAnswer(await as(supplierMember, '/api/suppliers/harbour-brewing/users'), 200, TeamMemberList).items).toHaveLength(1);
    expect((await as(owner, '/api/suppliers/harbour-brewing/users')).statusCode).toBe(404);
    // the same slug asked as the wrong type is not found either
    expect((await as(supplierMember, '/api/venues/harbour-brewing/users')).statusCode).toBe(404);
  });
});

describe('changing roles and removing members', () => {
  let crewOwner: Person;
  let crewAdmin: Person;
  let crewMember: Person;

  beforeAll(async () => {
    crewOwner = await signedInUser(t, { name: 'Cora Owner' });
    crewAdmin = await signedInUser(t, { name: 'Cal Admin' });
    crewMember = await signedInUser(t, { name: 'Cy Member' });
    for (const person of [crewOwner, crewAdmin, crewMember]) await as(person, `/api/users/${person.userId}/venues`);
    const crew = await createVenue(t.database.db, { name: 'Crew Bar', slug: 'crew-bar' });
    await createMembership(t.database.db, { organisationId: crew.id, userId: crewOwner.userId, organisationRole: 'owner' });
    await createMembership(t.database.db, { organisationId: crew.id, userId: crewAdmin.userId, organisationRole: 'admin' });
    await createMembership(t.database.db, { organisationId: crew.id, userId: crewMember.userId, organisationRole: 'buyer' });
  });

  function send(person: Person, method: 'PUT' | 'DELETE', url: string, payload?: unknown) {
    return t.api({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${person.session.access_token}` },
    });
  }
  async function roles() {
    const { items } = parseAnswer(await as(crewOwner, '/api/venues/crew-bar/users'), 200, TeamMemberList);
    return Object.fromEntries(items.map((member) => [member.name, member.organisationRole]));
  }
  const roleOf = (person: Person) => `/api/venues/crew-bar/users/${person.userId}/role`;

  it('refuses a member managing the team, and changes nothing', async () => {
    const response = await send(crewMember, 'PUT', roleOf(crewMember), { organisationRole: 'admin' });
    expect(parseError(response, 403).code).toBe('forbidden');
    expect(await roles()).toEqual({ 'Cal Admin': 'admin', 'Cora Owner': 'owner', 'Cy Member': 'buyer' });
  });

  it('lets an admin promote a member to admin, but not make or touch an owner', async () => {
    expect((await send(crewAdmin, 'PUT', roleOf(crewMember), { organisationRole: 'admin' })).statusCode).toBe(204);
    expect((await send(crewAdmin, 'PUT', roleOf(crewMember), { organisationRole: 'owner' })).statusCode).toBe(403);
    expect((await send(crewAdmin, 'PUT', roleOf(crewOwner), { organisationRole: 'buyer' })).statusCode).toBe(403);
    expect((await send(crewAdmin, 'DELETE', `/api/venues/crew-bar/users/${crewOwner.userId}`)).statusCode).toBe(403);
    expect(await roles()).toEqual({ 'Cal Admin': 'admin', 'Cora Owner': 'owner', 'Cy Member': 'admin' });
  });

  it('keeps the last owner: no demotion, no removal', async () => {
    const demote = await send(crewOwner, 'PUT', roleOf(crewOwner), { organisationRole: 'admin' });
    expect(parseError(demote, 409)).toMatchObject({ code: 'conflict', details: { rule: 'last_owner' } });
    expect((await send(crewOwner, 'DELETE', `/api/venues/crew-bar/users/${crewOwner.userId}`)).statusCode).toBe(409);
    expect((await roles())['Cora Owner']).toBe('owner');
  });

  it('lets an owner hand over ownership, then step down', async () => {
    expect((await send(crewOwner, 'PUT', roleOf(crewAdmin), { organisationRole: 'owner' })).statusCode).toBe(204);
    expect((await send(crewOwner, 'PUT', roleOf(crewOwner), { organisationRole: 'buyer' })).statusCode).toBe(204);
    expect(await roles()).toEqual({ 'Cal Admin': 'owner', 'Cora Owner': 'buyer', 'Cy Member': 'admin' });
  });

  it('removes a member, who then no longer sees the team', async () => {
    expect((await send(crewAdmin, 'DELETE', `/api/venues/crew-bar/users/${crewOwner.userId}`)).statusCode).toBe(204);
    expect((await as(crewOwner, '/api/venues/crew-bar/users')).statusCode).toBe(404);
  });

  it('names a role that does not exist, and answers strangers and non-members with 404', async () => {
    const bad = await send(crewAdmin, 'PUT', roleOf(crewMember), { organisationRole: 'boss' });
    expect(parseError(bad, 400).details).toEqual([expect.objectContaining({ field: 'organisationRole' })]);
    expect((await send(otherVenueOwner, 'PUT', roleOf(crewMember), { organisationRole: 'buyer' })).statusCode).toBe(404);
    const notOnTeam = await send(crewAdmin, 'PUT', roleOf(otherVenueOwner), { organisationRole: 'buyer' });
    expect(parseError(notOnTeam, 404)).toEqual({ code: 'not_found', message: 'Team member not found' });
  });
});
