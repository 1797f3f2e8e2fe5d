import { afterAll, beforeAll } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import {
  KegCollection,
  type KegCollectionDirectInput,
  type KegCollectionRecordInput,
  type KegCollectionRequestInput,
} from '@tapline/contracts';
import { apiCaller, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { insertTestKegDelivery, insertTestKegType } from './queries/keg-collections-testing.queries';
import { createTestApp, type TestApp } from './test-app';

// Keg collections' test files' common ground (decision 0177): an app on a database of its own per file; a venue's
// owner and member, a supplier's owner, admin and member, a stranger who owns another venue and supplier; a fresh
// pair per test with a supplier-owned keg type ($30 deposit, GST on it) and a pool keg (Kegstar); and the calls.

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface Kit {
  t: TestApp;
  venueOwner: Person;
  venueMember: Person;
  supplierOwner: Person;
  supplierAdmin: Person;
  supplierMember: Person;
  stranger: Person;
}

export const DEPOSIT_CENTS = 3000;

export function kegCollectionsTestKit() {
  const kit = {} as Kit;
  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    const call = apiCaller(() => t);
    const person = async (name: string) => {
      const someone = await signedInUser(t, { name });
      await call(someone, 'GET', '/api/me');
      return someone;
    };
    Object.assign(kit, {
      t,
      venueOwner: await person('Olive Owner'),
      venueMember: await person('Max Member'),
      supplierOwner: await person('Bea Brewer'),
      supplierAdmin: await person('Sal Sales'),
      supplierMember: await person('Dee Driver'),
      stranger: await person('Sam Stranger'),
    });
    const db = t.database.db;
    const otherVenue = await createVenue(db, { name: 'Other Bar' });
    const otherSupplier = await createSupplier(db, { name: 'Other Brewing' });
    await createMembership(db, { organisationId: otherVenue.id, userId: kit.stranger.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: otherSupplier.id, userId: kit.stranger.userId, organisationRole: 'owner' });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  const call = apiCaller(() => kit.t);
  const db = () => kit.t.database.db;

  /** A venue and a supplier of their own, with their people, a keg type of the supplier's own and a pool keg. */
  async function freshPair() {
    const venue = await createVenue(db(), { name: 'The Local' });
    const supplier = await createSupplier(db(), { name: 'Harbour Brewing', timeZone: 'Australia/Sydney' });
    const memberships = [
      [venue.id, kit.venueOwner, 'owner'],
      [venue.id, kit.venueMember, 'member'],
      [supplier.id, kit.supplierOwner, 'owner'],
      [supplier.id, kit.supplierAdmin, 'admin'],
      [supplier.id, kit.supplierMember, 'member'],
    ] as const;
    for (const [organisationId, someone, organisationRole] of memberships)
      await createMembership(db(), { organisationId, userId: someone.userId, organisationRole });
    const keg = await insertTestKegType(db(), supplier.id, { name: '50 L keg', depositCents: DEPOSIT_CENTS });
    const pool = await insertTestKegType(db(), supplier.id, { name: 'Kegstar 50 L', pool: 'Kegstar' });
    const pair = { supplierId: supplier.id, venueId: venue.id };
    /** kegs of a type delivered (and invoiced with their deposit, unless told otherwise) */
    const deliver = (type: typeof keg, kegs: number, options: { invoiceDate?: string | null; deposit?: boolean } = {}) =>
      insertTestKegDelivery(db(), { ...pair, kegType: type, kegs, ...options });
    return { venue, supplier, keg, pool, pair, deliver };
  }

  async function ask(venueId: string, body: Partial<KegCollectionRequestInput> & Pick<KegCollectionRequestInput, 'supplierId' | 'kegs'>) {
    return parseAnswer(await call(kit.venueMember, 'POST', `/api/venues/${venueId}/keg-collections`, body), 200, KegCollection);
  }

  const record = (collectionId: string, body: Partial<KegCollectionRecordInput>, person: Person = kit.supplierMember) =>
    call(person, 'POST', `/api/keg-collections/${collectionId}/record`, body);

  const recordDirect = (supplierId: string, body: Partial<KegCollectionDirectInput>, person: Person = kit.supplierMember) =>
    call(person, 'POST', `/api/suppliers/${supplierId}/keg-collections`, body);

  return { kit, call, db, freshPair, ask, record, recordDirect };
}
