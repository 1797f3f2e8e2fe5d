import { afterAll, beforeAll } from 'vitest';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { OnTapEntry, SupplierKegs, VenueKegs } from '@tapline/contracts';
import { apiCaller, fakeClock, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { createTestApp, type TestApp } from './test-app';
import { insertKegTypeTesting, setOrderLinesKegTesting, setSkuKegTypeTesting } from './queries/kegs-testing.queries';

// The keg ledger's test files' common ground (docs/domain.md, Kegs): an app on a database of its own per file, a
// brewery with its owner, admin and member, a venue with its owner and member, strangers of each type, keg types,
// and the moves through the API: an order delivered, a keg put on tap and kicked.

export type Person = Awaited<ReturnType<typeof signedInUser>>;
type Organisation = Awaited<ReturnType<typeof createSupplier>>;
type KegType = Awaited<ReturnType<typeof insertKegTypeTesting>>;

interface Kit {
  t: TestApp;
  clock: ReturnType<typeof fakeClock>;
  brewery: Organisation;
  venue: Organisation;
  otherSupplier: Organisation;
  otherVenue: Organisation;
  owner: Person;
  admin: Person;
  member: Person;
  venueOwner: Person;
  venueMember: Person;
  supplierStranger: Person;
  venueStranger: Person;
  /** the brewery's: a 50 L keg of its own ($50 deposit), a 30 L pool keg */
  fifty: KegType;
  pool: KegType;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function kegsTestKit(options: { clockStart?: number } = {}) {
  const kit = {} as Kit;
  beforeAll(async () => {
    const clock = fakeClock(options.clockStart);
    const t = await createTestApp({ listen: true, clock: clock.clock });
    const db = t.database.db;
    const person = async (name: string) => {
      const someone = await signedInUser(t, { name });
      await apiCaller(() => t)(someone, 'GET', '/api/me');
      return someone;
    };
    const brewery = await createSupplier(db, { name: 'Harbour Brewing', timeZone: 'Australia/Perth' });
    const venue = await createVenue(db, { name: 'The Local' });
    const otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
    const otherVenue = await createVenue(db, { name: 'Other Bar' });
    const people = {
      owner: await person('Olive Owner'),
      admin: await person('Ada Admin'),
      member: await person('Max Member'),
      venueOwner: await person('Vera Venue'),
      venueMember: await person('Val Member'),
      supplierStranger: await person('Sid Stranger'),
      venueStranger: await person('Vic Stranger'),
    };
    const join = (organisationId: string, someone: Person, organisationRole: 'owner' | 'admin' | 'member') =>
      createMembership(db, { organisationId, userId: someone.userId, organisationRole });
    await join(brewery.id, people.owner, 'owner');
    await join(brewery.id, people.admin, 'admin');
    await join(brewery.id, people.member, 'member');
    await join(venue.id, people.venueOwner, 'owner');
    await join(venue.id, people.venueMember, 'member');
    await join(otherSupplier.id, people.supplierStranger, 'owner');
    await join(otherVenue.id, people.venueStranger, 'owner');
    const fifty = await insertKegTypeTesting(db, { supplierId: brewery.id, name: '50 L keg', litres: 50, depositCents: 5_000 });
    const pool = await insertKegTypeTesting(db, {
      supplierId: brewery.id,
      name: '30 L Kegstar',
      litres: 30,
      ownerKind: 'pool',
      poolName: 'Kegstar',
      depositCents: 0,
    });
    Object.assign(kit, { t, clock, brewery, venue, otherSupplier, otherVenue, ...people, fifty, pool });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  const call = apiCaller(() => kit.t);

  /** A keg SKU of the brewery's, of its own product, coming in the keg type. */
  async function kegSku(kegTypeId: string) {
    const db = kit.t.database.db;
    const product = await createProduct(db, { supplierId: kit.brewery.id });
    const sku = await createSku(db, { productId: product.id, supplierId: kit.brewery.id, name: '50 L keg', unitPriceCents: 25_000 });
    await setSkuKegTypeTesting(db, sku.id, kegTypeId);
    return { product, sku };
  }

  /** An order of `qty` kegs of the type, dispatched, its lines snapshotting the keg as checkout does (or not); not delivered. */
  async function dispatchedOrder(kegTypeId: string, qty: number, venueId = kit.venue.id, snapshot = true) {
    const { product, sku } = await kegSku(kegTypeId);
    const order = await createOrder(kit.t.database.db, {
      venueId,
      supplierOrders: [{ supplierId: kit.brewery.id, status: 'dispatched', lines: [{ sku, productName: product.name, qty }] }],
    });
    const supplierOrder = order.supplierOrders[0]!;
    if (snapshot) await setOrderLinesKegTesting(kit.t.database.db, supplierOrder.id, { kegTypeId });
    return { supplierOrderId: supplierOrder.id, product, sku };
  }

  /** `qty` kegs of the type delivered to the venue through the API (the supplier's member marks it delivered). */
  async function deliver(kegTypeId: string, qty: number, venueId = kit.venue.id) {
    const order = await dispatchedOrder(kegTypeId, qty, venueId);
    const response = await call(kit.member, 'POST', `/api/supplier-orders/${order.supplierOrderId}/deliver`, {});
    if (response.statusCode !== 200) throw new Error(`deliver answered ${response.statusCode}: ${response.body}`);
    return order;
  }

  /** Puts a keg of the delivered SKU on tap at the venue (its owner) and answers the entry. */
  async function pour(order: { product: { id: string }; sku: { id: string } }, venueId = kit.venue.id, venueOwner = kit.venueOwner) {
    const response = await call(venueOwner, 'POST', `/api/venues/${venueId}/available-at`, {
      productId: order.product.id,
      skuId: order.sku.id,
      status: 'pouring',
      servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1_200 }],
    });
    return parseAnswer(response, 201, OnTapEntry);
  }

  async function kick(entryId: string, venueId = kit.venue.id, venueOwner = kit.venueOwner) {
    const response = await call(venueOwner, 'DELETE', `/api/venues/${venueId}/available-at/${entryId}`);
    if (response.statusCode !== 204) throw new Error(`kick answered ${response.statusCode}: ${response.body}`);
  }

  async function supplierKegs(caller: Person = kit.member) {
    return parseAnswer(await call(caller, 'GET', `/api/suppliers/${kit.brewery.id}/kegs`), 200, SupplierKegs);
  }

  async function venueKegs(venueId = kit.venue.id, caller: Person = kit.venueMember) {
    return parseAnswer(await call(caller, 'GET', `/api/venues/${venueId}/kegs`), 200, VenueKegs);
  }

  return Object.assign(kit, { call, kegSku, dispatchedOrder, deliver, pour, kick, supplierKegs, venueKegs });
}
