import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSettings } from '@tapline/contracts';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// An organisation's ABN, kept through its settings (decision 0160): checked with the ABR's checksum, stored as 11 digits.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let venueOwner: Person;
let brewer: Person;
let stranger: Person;

const call = apiCaller(() => t);
const settingsOf = async (person: Person, path: string) =>
  parseAnswer(await call(person, 'GET', `${path}/settings`), 200, OrganisationSettings);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [venueOwner, brewer, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [venueOwner, brewer, stranger]) await call(person, 'GET', '/api/me');
  const db = t.database.db;
  const local = await createVenue(db, { slug: 'abn-local' });
  const brewery = await createSupplier(db, { slug: 'abn-brewing' });
  const other = await createSupplier(db, { slug: 'abn-other' });
  await createMembership(db, { organisationId: local.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: brewer.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('an organisation’s ABN', () => {
  it('a supplier and a venue store theirs, typed with spaces, as 11 digits; null takes it off', async () => {
    const supplier = parseAnswer(
      await call(brewer, 'PATCH', '/api/suppliers/abn-brewing', { abn: '51 824 753 556' }),
      200,
      OrganisationSettings,
    );
    expect(supplier.abn).toBe('51824753556');
    expect((await settingsOf(brewer, '/api/suppliers/abn-brewing')).abn).toBe('51824753556');
    parseAnswer(await call(venueOwner, 'PATCH', '/api/venues/abn-local', { abn: '53004085616' }), 200, OrganisationSettings);
    expect((await settingsOf(venueOwner, '/api/venues/abn-local')).abn).toBe('53004085616');
    parseAnswer(await call(venueOwner, 'PATCH', '/api/venues/abn-local', { abn: null }), 200, OrganisationSettings);
    expect((await settingsOf(venueOwner, '/api/venues/abn-local')).abn).toBeNull();
    parseAnswer(await call(venueOwner, 'PATCH', '/api/venues/abn-local', { abn: '53 004 085 616' }), 200, OrganisationSettings);
  });

  it.each(['51824753557', '12345678901', '5182475355', '518247535561', 'ABN 51824753556'])(
    '%j is 422 invalid_abn naming the field, and changes nothing (the name sent with it neither)',
    async (abn) => {
      const error = parseError(await call(brewer, 'PATCH', '/api/suppliers/abn-brewing', { abn, name: 'Renamed Brewing' }), 422);
      expect(error.code).toBe('invalid_abn');
      expect(error.details).toEqual([{ field: 'abn', message: expect.stringContaining('Australian Business Number') }]);
      const settings = await settingsOf(brewer, '/api/suppliers/abn-brewing');
      expect(settings).toMatchObject({ abn: '51824753556' });
      expect(settings.name).not.toBe('Renamed Brewing');
    },
  );

  it('another tenant is 404 before the ABN is looked at', async () => {
    expect((await call(stranger, 'PATCH', '/api/suppliers/abn-brewing', { abn: '1' })).statusCode).toBe(404);
    expect((await settingsOf(brewer, '/api/suppliers/abn-brewing')).abn).toBe('51824753556');
  });
});
