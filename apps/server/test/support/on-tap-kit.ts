import { afterAll, beforeAll } from 'vitest';
import { createMembership, createProduct, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { OnTapEntry, OnTapList, type OnTapCreateInput } from '@tapline/contracts';
import { bearerOf, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { createTestApp, type TestApp } from './test-app';

// The On Tap test files' common ground: an app on a database of its own per file, the people who keep (or may not
// keep) a venue's list, a supplier whose beers they pour, and calls that read answers through the contracts.

export type Person = Awaited<ReturnType<typeof signedInUser>>;

interface Kit {
  t: TestApp;
  owner: Person;
  member: Person;
  stranger: Person;
  brewer: Person;
  admin: Person;
  harbourId: string;
}

export const pint = (priceCents: number) => ({ label: 'Pint', volumeMl: 570, priceCents });
export const schooner = (priceCents: number) => ({ label: 'Schooner', volumeMl: 425, priceCents });
export const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function onTapTestKit() {
  const kit = {} as Kit;
  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    const person = (name: string) => signedInUser(t, { name });
    const [owner, member, stranger, brewer, admin] = [
      await person('Olive Owner'),
      await person('Max Member'),
      await person('Sam Stranger'),
      await person('Bea Brewer'),
      await person('Ada Admin'),
    ];
    for (const someone of [owner, member, stranger, brewer, admin])
      await t.api({ url: `/api/users/${someone.userId}/venues`, headers: bearerOf(someone) });
    const db = t.database.db;
    const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
    const otherVenue = await createVenue(db, { name: 'Other Bar' });
    await createMembership(db, { organisationId: otherVenue.id, userId: stranger.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: harbour.id, userId: brewer.userId, organisationRole: 'owner' });
    await makePlatformAdmin(db, admin.userId);
    Object.assign(kit, { t, owner, member, stranger, brewer, admin, harbourId: harbour.id });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  function call(person: Person | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    return kit.t.api({ method, url, headers: bearerOf(person), ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  /** A venue of its own for each test: owned by `owner`, `member` a plain member. */
  async function freshVenue() {
    const venue = await createVenue(kit.t.database.db, { name: 'The Local' });
    await createMembership(kit.t.database.db, { organisationId: venue.id, userId: kit.owner.userId, organisationRole: 'owner' });
    await createMembership(kit.t.database.db, { organisationId: venue.id, userId: kit.member.userId, organisationRole: 'member' });
    return { ...venue, at: (path = '') => `/api/venues/${venue.id}/available-at${path}` };
  }

  async function beer(name: string, overrides: Partial<Parameters<typeof createProduct>[1]> = {}) {
    return createProduct(kit.t.database.db, { supplierId: kit.harbourId, name, style: 'Pale Ale', abv: 4.8, ...overrides });
  }

  async function add(venue: Venue, body: OnTapCreateInput, person: Person = kit.member) {
    return parseAnswer(await call(person, 'POST', venue.at(), body), 201, OnTapEntry);
  }

  async function list(venue: Venue, person: Person = kit.member) {
    return parseAnswer(await call(person, 'GET', venue.at()), 200, OnTapList);
  }

  return { kit, call, freshVenue, beer, add, list };
}

export type Venue = { id: string; at: (path?: string) => string };
