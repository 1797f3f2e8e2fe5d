import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { signedInUser } from '../../auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

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
    const response = await asUser(vic, `/api/users/${vic.userId}/venues`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((o: { slug: string; organisationRole: string; status: string }) => [o.slug, o.organisationRole, o.status])).toEqual([
      ['alehouse', 'member', 'suspended'],
      ['the-local', 'owner', 'active'],
    ]);
    expect((await asUser(vic, `/api/users/${vic.userId}/suppliers`)).json()).toEqual({ items: [] });
  });

  it("lists a supplier member's suppliers", async () => {
    const response = await asUser(sam, `/api/users/${sam.userId}/suppliers`);
    expect(response.json().items).toEqual([
      expect.objectContaining({ slug: 'harbour-brewing', type: 'supplier', organisationRole: 'admin' }),
    ]);
  });

  it('answers 404 when asking about someone else, so ids cannot be probed', async () => {
    const response = await asUser(sam, `/api/users/${vic.userId}/venues`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'User not found' } });
  });

  it('lets a platform admin ask about anyone', async () => {
    const response = await asUser(alex, `/api/users/${vic.userId}/venues`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(2);
  });

  it('needs a signed-in user and a uuid', async () => {
    expect((await t.api(`/api/users/${vic.userId}/venues`)).json().error.code).toBe('unauthorized');
    const bad = await asUser(vic, '/api/users/not-a-uuid/venues');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('userId');
  });
});

describe('GET /api/me', () => {
  it('names the signed-in user and whether they are a platform admin', async () => {
    const mine = await asUser(vic, '/api/me');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: vic.userId, email: vic.email, isPlatformAdmin: false, aal: 'aal1' });
    expect((await asUser(alex, '/api/me')).json()).toMatchObject({ id: alex.userId, isPlatformAdmin: true });
  });

  it('needs a signed-in user', async () => {
    const response = await t.api('/api/me');
    expect(response.statusCode).toBe(401);
  });
});
