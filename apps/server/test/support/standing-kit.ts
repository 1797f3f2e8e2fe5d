import { StandingOccurrence, StandingOrderDetail } from '@tapline/contracts';
import { createAddress, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import type { TestApp } from './test-app';

// Standing orders' tests (decision 0166): a supplier with a cut-off, venues in two states, and their people.

export type Person = Awaited<ReturnType<typeof signedInUser>>;
type Organisation = Awaited<ReturnType<typeof createSupplier>>;

export interface StandingWorld {
  supplier: Organisation;
  /** The Harbour Hotel, Sydney (NSW) */
  sydney: Organisation;
  /** The Fitzroy, Melbourne (VIC) */
  melbourne: Organisation;
  kegs: Awaited<ReturnType<typeof createSku>>;
  cans: Awaited<ReturnType<typeof createSku>>;
  owner: Person;
  admin: Person;
  member: Person;
  /** the Melbourne venue's owner: another tenant to Sydney */
  other: Person;
  rep: Person;
}

/**
 * The world: Harbour Brewing delivers Monday to Friday, orders by 14:00 (Sydney) one day ahead; a 50 L keg at $300 and
 * cans at $80 a case; venues in Sydney and Melbourne.
 */
export async function standingWorld(t: TestApp, supplierValues: Partial<Organisation> = {}): Promise<StandingWorld> {
  const db = t.database.db;
  const call = apiCaller(() => t);
  const supplier = await createSupplier(db, {
    name: 'Harbour Brewing',
    deliveryWeekdays: [1, 2, 3, 4, 5],
    orderCutoffTime: '14:00',
    leadDays: 1,
    timeZone: 'Australia/Sydney',
    ...supplierValues,
  });
  const sydney = await createVenue(db, { name: 'The Harbour Hotel', timeZone: 'Australia/Sydney' });
  const melbourne = await createVenue(db, { name: 'The Fitzroy', timeZone: 'Australia/Melbourne' });
  await createAddress(db, { organisationId: sydney.id, suburb: 'The Rocks', state: 'NSW', postcode: '2000' });
  await createAddress(db, { organisationId: melbourne.id, suburb: 'Fitzroy', state: 'VIC', postcode: '3065' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze' });
  const kegs = await createSku(db, { productId: haze.id, supplierId: supplier.id, name: '50 L keg', unitPriceCents: 30_000 });
  const cans = await createSku(db, { productId: haze.id, supplierId: supplier.id, name: '24 × 375 mL cans', unitPriceCents: 8_000 });
  const people = {} as Pick<StandingWorld, 'owner' | 'admin' | 'member' | 'other' | 'rep'>;
  const roles = [
    ['owner', sydney.id, 'owner'],
    ['admin', sydney.id, 'admin'],
    ['member', sydney.id, 'member'],
    ['other', melbourne.id, 'owner'],
    ['rep', supplier.id, 'owner'],
  ] as const;
  for (const [name, organisationId, organisationRole] of roles) {
    const person = await signedInUser(t, { name: `${name[0]!.toUpperCase()}${name.slice(1)} Person` });
    await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId, userId: person.userId, organisationRole });
    people[name] = person;
  }
  return { supplier, sydney, melbourne, kegs, cans, ...people };
}

/** The calls the tests make, through the app, read through their contracts. */
export function standingCalls(t: () => TestApp) {
  const call = apiCaller(t);
  return {
    call,
    async create(person: Person, venueId: string, body: Record<string, unknown>) {
      return parseAnswer(await call(person, 'POST', `/api/venues/${venueId}/standing-orders`, body), 201, StandingOrderDetail);
    },
    async get(person: Person, id: string) {
      return parseAnswer(await call(person, 'GET', `/api/standing-orders/${id}`), 200, StandingOrderDetail);
    },
    /** the scheduler's tick as of `at`, for this standing order (the test clock) */
    async tick(person: Person, id: string, at: string) {
      return parseAnswer(await call(person, 'POST', `/api/standing-orders/${id}/test-clock`, { at }), 200, StandingOrderDetail);
    },
    async occurrenceStep(person: Person, id: string, step: 'skip' | 'unskip' | 'place-now') {
      return parseAnswer(await call(person, 'POST', `/api/standing-occurrences/${id}/${step}`), 200, StandingOccurrence);
    },
  };
}

/** One minute after (or before, negative) an ISO moment. */
export function minutesAfter(at: string, minutes: number): string {
  return new Date(Date.parse(at) + minutes * 60_000).toISOString();
}

/** Signs the person in again: after the app's clock moved, the session it gave is as old as that clock says. */
export async function signInAgain(person: Person): Promise<void> {
  const { data, error } = await person.client.auth.signInWithPassword({ email: person.email, password: person.password });
  if (error) throw error;
  person.session = data.session;
}
