import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryZone, DeliveryZoneList } from '@tapline/contracts';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTradeAccountTesting, tradeAccountZoneTesting } from '../../../test/support/queries/delivery-zones-testing.queries';

// A supplier's delivery zones (decision 0172): its members read them, its owners and admins change them; a place
// (a postcode, or a postcode and suburb) is in one zone of a supplier at most; another supplier's zones are 404.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let other: Awaited<ReturnType<typeof createSupplier>>;

const call = apiCaller(() => t);
const zones = (supplierId: string) => `/api/suppliers/${supplierId}/delivery-zones`;

const innerWest = {
  name: 'Inner West',
  deliveryWeekdays: [3, 1],
  orderCutoffTime: '14:00',
  leadDays: 1,
  minimumOrderCents: 30_000,
  deliveryFeeCents: 1_500,
  localities: [{ postcode: '2042' }, { postcode: '2204', suburb: '  MARRICKVILLE ' }],
};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing' });
  other = await createSupplier(db, { name: 'Faraway Cider' });
  [owner, admin, member, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, member, stranger]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

describe('delivery zones', () => {
  it('an owner adds a zone (suburbs kept lower case, a postcode alone as every suburb), members read it, admins change it', async () => {
    const created = parseAnswer(await call(owner, 'POST', zones(supplier.id), innerWest), 201, DeliveryZone);
    expect(created).toMatchObject({
      name: 'Inner West',
      deliveryWeekdays: [1, 3],
      orderCutoffTime: '14:00',
      leadDays: 1,
      minimumOrderCents: 30_000,
      deliveryFeeCents: 1_500,
      localities: [
        { postcode: '2042', suburb: null },
        { postcode: '2204', suburb: 'marrickville' },
      ],
    });
    // by slug too, as every supplier route
    const listed = parseAnswer(await call(member, 'GET', zones(supplier.slug)), 200, DeliveryZoneList);
    expect(listed.items.map((zone) => zone.id)).toEqual([created.id]);

    const changed = parseAnswer(
      await call(admin, 'PUT', `/api/delivery-zones/${created.id}`, {
        ...innerWest,
        deliveryFeeCents: 0,
        orderCutoffTime: null,
        localities: [{ postcode: '2042', suburb: 'Newtown' }],
      }),
      200,
      DeliveryZone,
    );
    expect(changed).toMatchObject({ deliveryFeeCents: 0, orderCutoffTime: null, localities: [{ postcode: '2042', suburb: 'newtown' }] });
  });

  it('refuses a place another zone of the supplier has (409 naming the place and the zone), a name taken, a place twice', async () => {
    const city = parseAnswer(
      await call(owner, 'POST', zones(supplier.id), { name: 'City', deliveryWeekdays: [2], localities: [{ postcode: '2000' }] }),
      201,
      DeliveryZone,
    );
    const clash = parseError(
      await call(owner, 'POST', zones(supplier.id), {
        name: 'East',
        deliveryWeekdays: [4],
        localities: [{ postcode: '2010' }, { postcode: '2042', suburb: 'newtown ' }],
      }),
      409,
    );
    expect(clash.message).toContain('2042 Newtown is in “Inner West”');
    expect(clash.details).toEqual([{ field: 'localities.1', message: '2042 Newtown is in the zone “Inner West”' }]);
    // a postcode alone and a suburb of it are two places: the suburb's zone wins where both match
    parseAnswer(
      await call(owner, 'POST', zones(supplier.id), { name: 'Inner West wide', deliveryWeekdays: [5], localities: [{ postcode: '2042' }] }),
      201,
      DeliveryZone,
    );
    // another supplier may deliver to the same places
    parseAnswer(
      await call(stranger, 'POST', zones(other.id), { name: 'Inner West', deliveryWeekdays: [5], localities: [{ postcode: '2042' }] }),
      201,
      DeliveryZone,
    );
    const renamed = await call(owner, 'PUT', `/api/delivery-zones/${city.id}`, {
      name: 'inner west',
      deliveryWeekdays: [2],
      localities: [{ postcode: '2000' }],
    });
    expect(parseError(renamed, 409).details).toEqual([{ field: 'name', message: 'is taken by another zone' }]);
    const twice = await call(owner, 'POST', zones(supplier.id), {
      name: 'South',
      deliveryWeekdays: [2],
      localities: [
        { postcode: '2020', suburb: 'Mascot' },
        { postcode: '2020', suburb: 'MASCOT' },
      ],
    });
    expect(parseError(twice, 400).details).toEqual([{ field: 'localities.1', message: '2020 Mascot is listed already (line 1)' }]);
    const bad = await call(owner, 'POST', zones(supplier.id), { name: 'North', deliveryWeekdays: [], localities: [{ postcode: '20' }] });
    expect(parseError(bad, 400).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'deliveryWeekdays' }),
        expect.objectContaining({ field: 'localities.0.postcode' }),
      ]),
    );
    expect(parseAnswer(await call(owner, 'GET', zones(supplier.id)), 200, DeliveryZoneList).items.map((zone) => zone.name)).toEqual([
      'City',
      'Inner West',
      'Inner West wide',
    ]);
  });

  it('members and other tenants are refused: 403 for a member, 404 for another supplier’s owner, nothing changed', async () => {
    const [zone] = parseAnswer(await call(owner, 'GET', zones(supplier.id)), 200, DeliveryZoneList).items;
    const body = { name: 'Mine', deliveryWeekdays: [1], localities: [{ postcode: '2999' }] };
    expect(parseError(await call(member, 'POST', zones(supplier.id), body), 403).message).toBe(
      'This needs the owner or admin role in Harbour Brewing',
    );
    expect(parseError(await call(member, 'PUT', `/api/delivery-zones/${zone!.id}`, body), 403).code).toBe('forbidden');
    expect(parseError(await call(member, 'DELETE', `/api/delivery-zones/${zone!.id}`), 403).code).toBe('forbidden');
    expect(parseError(await call(stranger, 'GET', zones(supplier.id)), 404).message).toBe('Supplier not found');
    expect(parseError(await call(stranger, 'POST', zones(supplier.id), body), 404).code).toBe('not_found');
    expect(parseError(await call(stranger, 'PUT', `/api/delivery-zones/${zone!.id}`, body), 404).message).toBe('Delivery zone not found');
    expect(parseError(await call(stranger, 'DELETE', `/api/delivery-zones/${zone!.id}`), 404).message).toBe('Delivery zone not found');
    expect(parseAnswer(await call(owner, 'GET', zones(supplier.id)), 200, DeliveryZoneList).items.find((z) => z.id === zone!.id)).toEqual(
      zone,
    );
  });

  it('deleting a zone a trade account names sends the account back to its address’s zone', async () => {
    const venue = await createVenue(t.database.db, { name: 'The Local' });
    const zone = parseAnswer(
      await call(owner, 'POST', zones(supplier.id), { name: 'Special', deliveryWeekdays: [6], localities: [{ postcode: '2888' }] }),
      201,
      DeliveryZone,
    );
    await insertTradeAccountTesting(t.database.db, { supplierId: supplier.id, venueId: venue.id, zoneId: zone.id });
    expect(await call(admin, 'DELETE', `/api/delivery-zones/${zone.id}`)).toMatchObject({ statusCode: 204 });
    expect(await tradeAccountZoneTesting(t.database.db, supplier.id, venue.id)).toBeNull();
    expect(parseError(await call(admin, 'DELETE', `/api/delivery-zones/${zone.id}`), 404).message).toBe('Delivery zone not found');
  });
});
