import { afterAll, beforeAll } from 'vitest';
import { createMembership, createProduct, createSku, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { OrderGuide, OrderGuideCreated, type OrderGuideCreate, type OrderGuideItemsInput } from '@tapline/contracts';
import { apiCaller, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { createTestApp, type TestApp } from './test-app';

// The order guides' test files' common ground: an app on a database of its own per file, a venue's owner, admin and member, someone of another venue, a supplier's member and a
// platform admin; suppliers whose packs the guides hold; and calls that read answers through the contracts.

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface Kit {
  t: TestApp;
  owner: Person;
  admin: Person;
  member: Person;
  stranger: Person;
  brewer: Person;
  platformAdmin: Person;
  harbourId: string;
  ridgeId: string;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function guidesTestKit() {
  const kit = {} as Kit;
  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    const person = (name: string) => signedInUser(t, { name });
    const [owner, admin, member, stranger, brewer, platformAdmin] = [
      await person('Olive Owner'),
      await person('Adam Admin'),
      await person('Max Member'),
      await person('Sam Stranger'),
      await person('Bea Brewer'),
      await person('Pat Platform'),
    ];
    const db = t.database.db;
    const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
    const ridge = await createSupplier(db, { name: 'Ridge Cider', slug: 'ridge-cider' });
    const otherVenue = await createVenue(db, { name: 'Other Bar' });
    await createMembership(db, { organisationId: otherVenue.id, userId: stranger.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: harbour.id, userId: brewer.userId, organisationRole: 'owner' });
    await makePlatformAdmin(db, platformAdmin.userId);
    Object.assign(kit, { t, owner, admin, member, stranger, brewer, platformAdmin, harbourId: harbour.id, ridgeId: ridge.id });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  const call = apiCaller(() => kit.t);

  /** A venue of its own for each test: `owner` its owner, `admin` an admin, `member` a plain member. */
  async function freshVenue(name = 'The Local') {
    const db = kit.t.database.db;
    const venue = await createVenue(db, { name });
    await createMembership(db, { organisationId: venue.id, userId: kit.owner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: venue.id, userId: kit.admin.userId, organisationRole: 'admin' });
    await createMembership(db, { organisationId: venue.id, userId: kit.member.userId, organisationRole: 'member' });
    return venue;
  }

  /** An active product of the supplier (Harbour unless said) with one pack. */
  async function pack(
    productName: string,
    fields: {
      supplierId?: string;
      style?: string;
      name?: string;
      unitsPerPack?: number;
      unitPriceCents?: number;
      stockOnHand?: number | null;
    } = {},
  ) {
    const db = kit.t.database.db;
    const supplierId = fields.supplierId ?? kit.harbourId;
    const product = await createProduct(db, { supplierId, name: productName, style: fields.style ?? 'Pale Ale' });
    const sku = await createSku(db, {
      productId: product.id,
      supplierId,
      name: fields.name ?? '24 × 375 mL cans',
      unitsPerPack: fields.unitsPerPack ?? 24,
      unitPriceCents: fields.unitPriceCents ?? 7700,
      stockOnHand: fields.stockOnHand ?? null,
    });
    return { product, sku };
  }

  async function makeGuide(venueId: string, body: OrderGuideCreate, person: Person = kit.owner) {
    return parseAnswer(await call(person, 'POST', `/api/venues/${venueId}/order-guides`, body), 201, OrderGuideCreated);
  }

  async function putItems(guide: { id: string }, body: OrderGuideItemsInput, person: Person = kit.owner) {
    return parseAnswer(await call(person, 'PUT', `/api/order-guides/${guide.id}/items`, body), 200, OrderGuide);
  }

  return { kit, call, freshVenue, pack, makeGuide, putItems };
}
