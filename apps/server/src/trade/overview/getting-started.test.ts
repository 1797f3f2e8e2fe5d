import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createMembership, createProduct, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { VenueOverview } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Decision 0137: a new venue's overview carries what its getting-started checklist needs that the
// other answers don't (a few suppliers to browse first), and an owner or admin can put the checklist away for good.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;

const call = apiCaller(() => t);

async function overview(person: Person, venue = 'fresh-arms') {
  return parseAnswer(await call(person, 'GET', `/api/venues/${venue}/overview`), 200, VenueOverview);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [owner, admin, member, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, member, stranger]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  const db = t.database.db;
  const venue = await createVenue(db, { name: 'Fresh Arms', slug: 'fresh-arms' });
  await createAddress(db, {
    organisationId: venue.id,
    kind: 'physical',
    line1: '1 King St',
    suburb: 'Newtown',
    state: 'NSW',
    postcode: '2042',
  });
  const otherVenue = await createVenue(db, { name: 'Other Arms', slug: 'other-arms' });
  await createMembership(db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: venue.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: otherVenue.id, userId: stranger.userId, organisationRole: 'owner' });

  // suppliers with published products: two in the venue's state, one further away with the most; none of the rest count
  const supplier = async (name: string, state: string | null, products: number, values: Parameters<typeof createSupplier>[1] = {}) => {
    const made = await createSupplier(db, { name, slug: name.toLowerCase().replace(/ /g, '-'), ...values });
    if (state)
      await createAddress(db, {
        organisationId: made.id,
        kind: 'physical',
        line1: '2 Mash Lane',
        suburb: `${name} town`,
        state,
        postcode: '2000',
      });
    for (let n = 0; n < products; n += 1) await createProduct(db, { supplierId: made.id, name: `${name} ${n}`, slug: `${made.slug}-${n}` });
    return made;
  };
  await supplier('Near Small Brewing', 'NSW', 1);
  await supplier('Near Big Brewing', 'NSW', 2);
  await supplier('Far Biggest Brewing', 'VIC', 3);
  await supplier('Far Small Brewing', 'VIC', 1);
  await supplier('Asleep Brewing', 'NSW', 4, { status: 'suspended' });
  const drafts = await supplier('Drafts Only Brewing', 'NSW', 0);
  await createProduct(db, { supplierId: drafts.id, name: 'Not yet', slug: 'not-yet', status: 'draft' });
});
afterAll(async () => {
  await t.close();
});

describe('a venue’s getting-started facts', () => {
  it('suggest three suppliers with published products to browse: those in the venue’s state first, then those with most products', async () => {
    const { gettingStarted } = await overview(member);
    expect(gettingStarted.dismissed).toBe(false);
    expect(gettingStarted.suppliersToBrowse.map((supplier) => [supplier.name, supplier.productCount])).toEqual([
      ['Near Big Brewing', 2],
      ['Near Small Brewing', 1],
      ['Far Biggest Brewing', 3],
    ]);
    expect(gettingStarted.suppliersToBrowse[0]).toMatchObject({ slug: 'near-big-brewing', suburb: 'Near Big Brewing town' });
  });

  it('are put away by an owner or an admin for everyone in the venue, not by a member, another venue or someone signed out', async () => {
    expect(parseError(await call(member, 'POST', '/api/venues/fresh-arms/getting-started/dismiss'), 403).code).toBe('forbidden');
    expect((await call(stranger, 'POST', '/api/venues/fresh-arms/getting-started/dismiss')).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/venues/fresh-arms/getting-started/dismiss')).statusCode).toBe(401);
    expect((await overview(owner)).gettingStarted.dismissed).toBe(false);

    const dismissed = await call(admin, 'POST', '/api/venues/fresh-arms/getting-started/dismiss');
    expect(dismissed.statusCode).toBe(204);
    // twice is the same
    expect((await call(owner, 'POST', '/api/venues/fresh-arms/getting-started/dismiss')).statusCode).toBe(204);
    for (const person of [owner, member]) {
      expect((await overview(person)).gettingStarted).toEqual({ dismissed: true, suppliersToBrowse: [] });
    }
    // another venue's is its own
    expect((await overview(stranger, 'other-arms')).gettingStarted.dismissed).toBe(false);
  });
});
