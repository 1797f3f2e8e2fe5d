import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { Me, UserOrganisationList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let vic: Awaited<ReturnType<typeof signedInUser>>;
let sam: Awaited<ReturnType<typeof signedInUser>>;
let alex: Awaited<ReturnType<typeof signedInUser>>;

function asUser(user: { session: { access_token: string } }, url: string) {
  return t.api({ url, headers: { authorization: `Bearer ${user.session.access_token}` } });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [vic, sam, alex] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  // the first authenticated call keeps each person's profile row, which memberships refer to
  for (const person of [vic, sam, alex]) await asUser(person, `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, alex.userId);

  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  const closed = await createVenue(db, { name: 'Alehouse', slug: 'alehouse', status: 'suspended' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: local.id, userId: vic.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: closed.id, userId: vic.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: sam.userId, organisationRole: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users/{userId}/venues and /suppliers', () => {
  it("lists a user's own venues with their role, suspended ones included", async () => {
    const venues = parseAnswer(await asUser(vic, `/api/users/${vic.userId}/venues`), 200, UserOrganisationList);
    expect(venues.items.map((o) => [o.slug, o.organisationRole, o.status])).toEqual([
      ['alehouse', 'member', 'suspended'],
      ['the-local', 'owner', 'active'],
    ]);
    expect(parseAnswer(await asUser(vic, `/api/users/${vic.userId}/suppliers`), 200, UserOrganisationList)).toEqual({ items: [] });
  });

  it("lists a supplier member's suppliers", async () => {
    const suppliers = parseAnswer(await asUser(sam, `/api/users/${sam.userId}/suppliers`), 200, UserOrganisationList);
    expect(suppliers.items).toEqual([expect.objectContaining({ slug: 'harbour-brewing', type: 'supplier', organisationRole: 'admin' })]);
  });

  it('answers 404 when asking about someone else, so ids cannot be probed', async () => {
    expect(parseError(await asUser(sam, `/api/users/${vic.userId}/venues`), 404)).toEqual({ code: 'not_found', message: 'User not found' });
  });

  it('lets a platform admin ask about anyone', async () => {
    expect(parseAnswer(await asUser(alex, `/api/users/${vic.userId}/venues`), 200, UserOrganisationList).items).toHaveLength(2);
  });

  it('needs a signed-in user and a uuid', async () => {
    expect(parseError(await t.api(`/api/users/${vic.userId}/venues`), 401).code).toBe('unauthorized');
    const bad = await asUser(vic, '/api/users/not-a-uuid/venues');
    expect(parseError(bad, 400).details).toEqual([expect.objectContaining({ field: 'userId' })]);
  });
});

describe('GET /api/me', () => {
  it('names the signed-in user and whether they are a platform admin', async () => {
    expect(parseAnswer(await asUser(vic, '/api/me'), 200, Me)).toMatchObject({
      id: vic.userId,
      email: vic.email,
      isPlatformAdmin: false,
      aal: 'aal1',
    });
    expect(parseAnswer(await asUser(alex, '/api/me'), 200, Me)).toMatchObject({ id: alex.userId, isPlatformAdmin: true });
  });

  it('needs a signed-in user', async () => {
    expect(parseError(await t.api('/api/me'), 401).code).toBe('unauthorized');
  });
});
