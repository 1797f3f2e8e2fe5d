import { afterAll, beforeAll } from 'vitest';
import {
  createMembership,
  createOrder,
  createProduct,
  createProfile,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import { signedInUser } from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';
import { picture } from '../pictures';
import { insertTestProductImage } from '../queries/images-testing.queries';
import { insertSyncRecordTesting } from '../queries/xero-sync-testing.queries';

// The authorization matrix's common ground (authorization-matrix.test.ts and the tests beside it): the personas and
// what each may be answered, the organisations and people they are, and the fresh objects a row's request acts on.
// A world of its own per test file (files share a worker's modules), filled in before the file's tests.

export const PERSONAS = ['anonymous', 'member', 'admin', 'owner', 'otherTenant', 'otherType', 'platformAdmin'] as const;
export type PersonaName = (typeof PERSONAS)[number];
export type Expected = Record<PersonaName, number>;
export type OrgType = 'venue' | 'supplier';
type Person = Awaited<ReturnType<typeof signedInUser>>;

export const readers = (ok: number): Expected => ({
  anonymous: 401,
  member: ok,
  admin: ok,
  owner: ok,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: ok,
});
export const managers = (ok: number): Expected => ({
  anonymous: 401,
  member: 403,
  admin: ok,
  owner: ok,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: ok,
});
export const owners = (ok: number): Expected => ({
  anonymous: 401,
  member: 403,
  admin: 403,
  owner: ok,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: ok,
});
export const platformAdmins = (ok: number): Expected => ({
  anonymous: 401,
  member: 403,
  admin: 403,
  owner: 403,
  otherTenant: 403,
  otherType: 403,
  platformAdmin: ok,
});
export const selfOnly = (ok: number): Expected => ({
  anonymous: 401,
  member: ok,
  admin: 404,
  owner: 404,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: ok,
});
/** the venue's members, for their own cart (a cart is a person's: platform admins have none at a venue they aren't in) */
export const venueMembers = (ok: number): Expected => ({
  anonymous: 401,
  member: ok,
  admin: ok,
  owner: ok,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: 404,
});
/** the one person whose cart item it is (the venue's member) */
export const itemOwner = (ok: number): Expected => ({
  anonymous: 401,
  member: ok,
  admin: 404,
  owner: 404,
  otherTenant: 404,
  otherType: 404,
  platformAdmin: 404,
});
/** a supplier's members take an order's steps; a platform admin reads it but takes none */
export const supplierSteps = (ok: number): Expected => ({ ...readers(ok), platformAdmin: 403 });
/**
 * Changes: a platform admin who is not a member sees the organisation read-only and is refused (403; they know it
 * exists): they act through the admin area instead (decision 0119).
 */
export const readOnlyForAdmins = (expected: Expected): Expected => ({ ...expected, platformAdmin: 403 });
export const memberChanges = (ok: number) => readOnlyForAdmins(readers(ok));
export const managerChanges = (ok: number) => readOnlyForAdmins(managers(ok));
export const anyoneSignedIn = (ok: number): Expected => ({
  anonymous: 401,
  member: ok,
  admin: ok,
  owner: ok,
  otherTenant: ok,
  otherType: ok,
  platformAdmin: ok,
});

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
export interface Row {
  route: string;
  /** the organisation type whose members the personas are (default: from the path, /suppliers or else venue) */
  type?: OrgType;
  expected: Expected;
  /** the request this persona makes (fresh objects are made here) */
  request(persona: PersonaName): Promise<Call> | Call;
}

interface World {
  t: TestApp;
  registered: string[];
  /** each route's declared answer statuses (`schema.response`): every answer in the matrix must be one of them */
  declaredStatuses: Map<string, Set<string>>;
  people: Record<Exclude<PersonaName, 'anonymous'>, Record<OrgType, Person>>;
  target: Record<OrgType, { id: string; slug: string }>;
  other: Record<OrgType, { id: string; slug: string }>;
  /** a real picture: uploads are decoded and resized */
  png: Buffer;
}

/** the scrapers' token (METRICS_TOKEN) of the world's app, so GET /metrics is one of its routes */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789';

/** Sets the world up before the file's tests (and closes its app after); its fields are read inside tests. */
export function authorizationMatrixWorld() {
  const world = { registered: [], declaredStatuses: new Map(), people: {}, target: {}, other: {} } as unknown as World;
  const { registered, declaredStatuses, people, target, other } = world;

  beforeAll(async () => {
    world.png = await picture('png', 48, 32);
    const t = await createTestApp({
      listen: true,
      metricsToken: MATRIX_METRICS_TOKEN,
      onRoute: (route) => {
        const statuses = new Set(Object.keys((route.schema?.response ?? {}) as Record<string, unknown>));
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          registered.push(`${method} ${route.url}`);
          declaredStatuses.set(`${method} ${route.url}`, statuses);
        }
      },
    });
    world.t = t;
    const db = t.database.db;
    const venueA = await createVenue(db, { slug: 'matrix-venue-a' });
    const venueB = await createVenue(db, { slug: 'matrix-venue-b' });
    const supplierS = await createSupplier(db, { slug: 'matrix-supplier-s' });
    const supplierT = await createSupplier(db, { slug: 'matrix-supplier-t' });
    Object.assign(target, { venue: venueA, supplier: supplierS });
    Object.assign(other, { venue: venueB, supplier: supplierT });

    const join = async (organisationId: string, organisationRole: 'owner' | 'admin' | 'member' | 'buyer') => {
      const person = await signedInUser(t);
      await t.api({ url: `/api/users/${person.userId}/venues`, headers: { authorization: `Bearer ${person.session.access_token}` } });
      await createMembership(db, { organisationId, userId: person.userId, organisationRole });
      return person;
    };
    const byType = async (make: (type: OrgType) => Promise<Person>) => ({ venue: await make('venue'), supplier: await make('supplier') });
    // a venue's plain member is a buyer (without limits), a supplier's a member (decision 0183)
    const memberRole = (type: OrgType) => (type === 'venue' ? 'buyer' : 'member');
    people.member = await byType((type) => join(target[type].id, memberRole(type)));
    people.admin = await byType((type) => join(target[type].id, 'admin'));
    people.owner = await byType((type) => join(target[type].id, 'owner'));
    people.otherTenant = await byType((type) => join(other[type].id, memberRole(type)));
    // the other type's member: for venue routes the supplier's member, and the other way round
    people.otherType = { venue: people.member.supplier, supplier: people.member.venue };
    // a platform admin who belongs to no organisation of the matrix
    const admin = await join((await createVenue(db)).id, 'member');
    await makePlatformAdmin(db, admin.userId);
    people.platformAdmin = { venue: admin, supplier: admin };
  });
  afterAll(async () => {
    await world.t?.close();
  });

  function pngForm(field = 'logo') {
    const form = new FormData();
    form.append(field, new Blob([world.png], { type: 'image/png' }), 'logo.png');
    return form;
  }

  /** A draft product of the target supplier with one active SKU, made fresh (version 1) for a call that changes it. */
  async function freshProduct() {
    const product = await createProduct(world.t.database.db, { supplierId: target.supplier.id, status: 'draft' });
    const sku = await createSku(world.t.database.db, { productId: product.id, supplierId: target.supplier.id });
    return { product, sku };
  }

  async function freshImage() {
    const product = await freshProduct();
    return { product: product.product, image: await insertTestProductImage(world.t.database.db, product.product.id) };
  }

  async function freshMember(type: OrgType) {
    const profile = await createProfile(world.t.database.db);
    const organisationRole = type === 'venue' ? 'buyer' : 'member';
    await createMembership(world.t.database.db, { organisationId: target[type].id, userId: profile.id, organisationRole });
    return profile.id;
  }

  async function freshOrganisation(type: OrgType) {
    return type === 'venue' ? createVenue(world.t.database.db) : createSupplier(world.t.database.db);
  }

  function personOf(persona: PersonaName, type: OrgType): Person | null {
    return persona === 'anonymous' ? null : people[persona][type];
  }

  /** The persona's own user id (anonymous: the venue member's, as a caller without a token would guess one). */
  function userIdOf(persona: PersonaName, type: OrgType = 'venue') {
    return (persona === 'anonymous' ? people.member[type] : people[persona][type]).userId;
  }

  /** An order from `venueId` to the target supplier, in `status`, with one line of a fresh SKU. */
  async function freshOrder(venueId: string, status: 'held' | 'submitted' | 'accepted' | 'dispatched' = 'submitted') {
    const { product, sku } = await freshProduct();
    const order = await createOrder(world.t.database.db, {
      venueId,
      supplierOrders: [{ supplierId: target.supplier.id, status, lines: [{ sku, productName: product.name, qty: 2 }] }],
    });
    return { orderId: order.id, supplierOrderId: order.supplierOrders[0]!.id };
  }

  /** A failed Xero sync record of the target organisation, on a fresh order (to the target supplier; a supplier's from venue B). */
  async function freshFailedSyncRecord(type: OrgType) {
    const { supplierOrderId } = await freshOrder(type === 'venue' ? target.venue.id : other.venue.id);
    return (
      await insertSyncRecordTesting(world.t.database.db, { supplierOrderId, organisationId: target[type].id, side: type, state: 'failed' })
    ).id;
  }

  return Object.assign(world, {
    pngForm,
    freshProduct,
    freshImage,
    freshMember,
    freshOrganisation,
    personOf,
    userIdOf,
    freshOrder,
    freshFailedSyncRecord,
  });
}

export type MatrixWorld = ReturnType<typeof authorizationMatrixWorld>;
