import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  createCartItem,
  createInvite,
  createMembership,
  createOnTapEntry,
  createOrder,
  createProduct,
  createProfile,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import { signedInUser, uniqueEmail } from '../../test/support/auth-kit';
import { TeamMemberList } from '@tapline/contracts';
import { parseAnswer } from '../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { picture } from '../../test/support/pictures';
import { insertTestApplication } from '../../test/support/queries/applications-admin-testing.queries';
import { insertTestProductImage } from '../../test/support/queries/images-testing.queries';
import { insertTestOutboxMessage } from '../../test/support/queries/mail-testing.queries';
import { currentOnTapOrder } from '../../test/support/queries/on-tap-testing.queries';
import { insertSyncRecordTesting } from '../../test/support/queries/xero-sync-testing.queries';

/**
 * Who may call which private /api route (docs/domain.md, Roles and permissions), checked against the routes the app really registers:
 * a private route without a row here fails the test. Each organisation route runs against a target
 * organisation of its type, as seen by
 *   anonymous · member / admin / owner of the target · otherTenant (a member of another organisation of the
 *   same type) · otherType (a member of an organisation of the other type) · platformAdmin.
 * For /api/venues/… the target is venue A, otherTenant a member of venue B, otherType a supplier's member;
 * /api/suppliers/… mirrors it. Requests are valid for the allowed, so a refusal can only come from the check;
 * destructive ones act on objects made fresh for each call.
 */

const PERSONAS = ['anonymous', 'member', 'admin', 'owner', 'otherTenant', 'otherType', 'platformAdmin'] as const;
type PersonaName = (typeof PERSONAS)[number];
type Expected = Record<PersonaName, number>;
type OrgType = 'venue' | 'supplier';
type Person = Awaited<ReturnType<typeof signedInUser>>;

/**
 * WebSockets: the upgrade carries no token (a browser can't add headers to it); the socket's first message signs
 * in, and every subscription checks membership. realtime.test.ts covers who hears what (decision 0109).
 */
const SOCKET_ROUTES = new Set(['GET /api/realtime']);

/** Routes anyone may call with the app key alone (or none: docs, uploads). Everything else under /api is private. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/products/:id/venues',
  'GET /api/venues',
  'GET /api/venues/:id',
  'GET /api/venues/:id/menu',
  'GET /api/venues/:id/products',
  'GET /api/suppliers',
  'GET /api/suppliers/:id',
  'GET /api/suppliers/:id/products',
  'GET /api/search/suggest',
  'GET /api/uploads/:id',
  'GET /api/invites/:token',
  // joining: the application form, sent and confirmed before anyone signs in
  'GET /api/applications/form-token',
  'POST /api/applications',
  'POST /api/applications/verify',
  // Xero's webhook deliveries: signed over the body with the webhook key instead of the app key
  'POST /api/integrations/xero/webhooks',
  // the crawlers' files beside the pages (decision 0061)
  'GET /sitemap.xml',
  'GET /robots.txt',
]);
const PUBLIC_PREFIXES = ['GET /api/docs'];

const readers = (ok: number): Expected => ({ anonymous: 401, member: ok, admin: ok, owner: ok, otherTenant: 404, otherType: 404, platformAdmin: ok });
const managers = (ok: number): Expected => ({ anonymous: 401, member: 403, admin: ok, owner: ok, otherTenant: 404, otherType: 404, platformAdmin: ok });
const owners = (ok: number): Expected => ({ anonymous: 401, member: 403, admin: 403, owner: ok, otherTenant: 404, otherType: 404, platformAdmin: ok });
const platformAdmins = (ok: number): Expected => ({
  anonymous: 401,
  member: 403,
  admin: 403,
  owner: 403,
  otherTenant: 403,
  otherType: 403,
  platformAdmin: ok,
});
const selfOnly = (ok: number): Expected => ({ anonymous: 401, member: ok, admin: 404, owner: 404, otherTenant: 404, otherType: 404, platformAdmin: ok });
/** the venue's members, for their own cart (a cart is a person's: platform admins have none at a venue they aren't in) */
const venueMembers = (ok: number): Expected => ({ anonymous: 401, member: ok, admin: ok, owner: ok, otherTenant: 404, otherType: 404, platformAdmin: 404 });
/** the one person whose cart item it is (the venue's member) */
const itemOwner = (ok: number): Expected => ({ anonymous: 401, member: ok, admin: 404, owner: 404, otherTenant: 404, otherType: 404, platformAdmin: 404 });
/** a supplier's members take an order's steps; a platform admin reads it but takes none */
const supplierSteps = (ok: number): Expected => ({ ...readers(ok), platformAdmin: 403 });
/**
 * Changes: a platform admin who is not a member sees the organisation read-only and is refused (403; they know it
 * exists): they act through the admin area instead (decision 0119).
 */
const readOnlyForAdmins = (expected: Expected): Expected => ({ ...expected, platformAdmin: 403 });
const memberChanges = (ok: number) => readOnlyForAdmins(readers(ok));
const managerChanges = (ok: number) => readOnlyForAdmins(managers(ok));
const anyoneSignedIn = (ok: number): Expected => ({ anonymous: 401, member: ok, admin: ok, owner: ok, otherTenant: ok, otherType: ok, platformAdmin: ok });

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  route: string;
  /** the organisation type whose members the personas are (default: from the path, /suppliers or else venue) */
  type?: OrgType;
  expected: Expected;
  /** the request this persona makes (fresh objects are made here) */
  request(persona: PersonaName): Promise<Call> | Call;
}

let t: TestApp;
const registered: string[] = [];
/** each route's declared answer statuses (`schema.response`): every answer in the matrix must be one of them */
const declaredStatuses = new Map<string, Set<string>>();
const people = {} as Record<Exclude<PersonaName, 'anonymous'>, Record<OrgType, Person>>;
const target = {} as Record<OrgType, { id: string; slug: string }>;
const other = {} as Record<OrgType, { id: string; slug: string }>;

/** a real picture (made in beforeAll): uploads are decoded and resized */
let PNG: Buffer;
function pngForm(field = 'logo') {
  const form = new FormData();
  form.append(field, new Blob([PNG], { type: 'image/png' }), 'logo.png');
  return form;
}

async function freshImage() {
  const product = await freshProduct();
  return { product: product.product, image: await insertTestProductImage(t.database.db, product.product.id) };
}

function productImageRows(): Row[] {
  const supplier = { type: 'supplier' as const };
  return [
    { ...supplier, route: 'GET /api/products/:id/images', expected: readers(200), request: async () => ({ url: `/api/products/${(await freshImage()).product.id}/images` }) },
    {
      ...supplier,
      route: 'POST /api/products/:id/images',
      expected: memberChanges(201),
      request: async () => ({ url: `/api/products/${(await freshProduct()).product.id}/images`, payload: pngForm('image') }),
    },
    {
      ...supplier,
      route: 'PATCH /api/products/:id/images/:imageId',
      expected: memberChanges(200),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/${image.id}`, payload: { altText: 'A can' } };
      },
    },
    {
      ...supplier,
      route: 'PUT /api/products/:id/images/order',
      expected: memberChanges(200),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/order`, payload: { imageIds: [image.id] } };
      },
    },
    {
      ...supplier,
      route: 'DELETE /api/products/:id/images/:imageId',
      expected: memberChanges(204),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/${image.id}` };
      },
    },
  ];
}

async function freshMember(type: OrgType) {
  const profile = await createProfile(t.database.db);
  await createMembership(t.database.db, { organisationId: target[type].id, userId: profile.id, organisationRole: 'member' });
  return profile.id;
}

async function freshOrganisation(type: OrgType) {
  return type === 'venue' ? createVenue(t.database.db) : createSupplier(t.database.db);
}

function personOf(persona: PersonaName, type: OrgType): Person | null {
  return persona === 'anonymous' ? null : people[persona][type];
}

function organisationRows(type: OrgType): Row[] {
  const base = `/api/${type}s`;
  const at = (path: string) => `${base}/${target[type].slug}${path}`;
  return [
    { route: `GET ${base}/:id/users`, expected: readers(200), request: () => ({ url: at('/users') }) },
    {
      route: `PUT ${base}/:id/users/:userId/role`,
      expected: managerChanges(204),
      request: async () => ({ url: at(`/users/${await freshMember(type)}/role`), payload: { organisationRole: 'admin' } }),
    },
    { route: `DELETE ${base}/:id/users/:userId`, expected: managerChanges(204), request: async () => ({ url: at(`/users/${await freshMember(type)}`) }) },
    { route: `GET ${base}/:id/settings`, expected: readers(200), request: () => ({ url: at('/settings') }) },
    { route: `PATCH ${base}/:id`, expected: managerChanges(200), request: () => ({ url: at(''), payload: {} }) },
    { route: `PUT ${base}/:id/logo`, expected: managerChanges(200), request: () => ({ url: at('/logo'), payload: pngForm() }) },
    { route: `DELETE ${base}/:id/logo`, expected: managerChanges(200), request: () => ({ url: at('/logo') }) },
    { route: `GET ${base}/:id/invites`, expected: managers(200), request: () => ({ url: at('/invites') }) },
    { route: `GET ${base}/:id/audit`, expected: owners(200), request: () => ({ url: at('/audit') }) },
    {
      route: `POST ${base}/:id/invites`,
      expected: managerChanges(201),
      request: () => ({ url: at('/invites'), payload: { email: uniqueEmail('matrix'), organisationRole: 'member' } }),
    },
    {
      route: `DELETE ${base}/:id/invites/:inviteId`,
      expected: managerChanges(204),
      request: async () => ({ url: at(`/invites/${(await createInvite(t.database.db, { organisationId: target[type].id })).id}`) }),
    },
    {
      route: `POST ${base}/:id/invites/:inviteId/resend`,
      expected: managerChanges(200),
      request: async () => ({ url: at(`/invites/${(await createInvite(t.database.db, { organisationId: target[type].id })).id}/resend`) }),
    },
    { route: `GET ${base}/:id/overview`, expected: readers(200), request: () => ({ url: at('/overview') }) },
    // Xero: this app has no Xero app configured, so a manager gets past the check to 409 where Xero is needed
    { route: `GET ${base}/:id/integrations/xero`, expected: readers(200), request: () => ({ url: at('/integrations/xero') }) },
    { route: `POST ${base}/:id/integrations/xero/connect`, expected: managerChanges(409), request: () => ({ url: at('/integrations/xero/connect') }) },
    { route: `DELETE ${base}/:id/integrations/xero`, expected: managerChanges(200), request: () => ({ url: at('/integrations/xero') }) },
    { route: `GET ${base}/:id/integrations/xero/options`, expected: managers(409), request: () => ({ url: at('/integrations/xero/options') }) },
    {
      route: `PUT ${base}/:id/integrations/xero/settings`,
      expected: managerChanges(409),
      request: () => ({ url: at('/integrations/xero/settings'), payload: { accountCode: '200', taxType: 'OUTPUT', invoiceStatus: 'DRAFT' } }),
    },
    { route: `GET ${base}/:id/integrations/xero/sync-records`, expected: readers(200), request: () => ({ url: at('/integrations/xero/sync-records') }) },
    // without a Xero app on this server: 409 once the caller may send earlier orders (xero-backfill.test.ts covers the rest)
    { route: `GET ${base}/:id/integrations/xero/backfill`, expected: managers(409), request: () => ({ url: at('/integrations/xero/backfill?days=30') }) },
    {
      route: `POST ${base}/:id/integrations/xero/backfill`,
      expected: managerChanges(409),
      request: () => ({ url: at('/integrations/xero/backfill'), payload: { days: 30 } }),
    },
    {
      route: `POST ${base}/:id/integrations/xero/sync-records/:recordId/retry`,
      expected: managerChanges(409),
      request: async () => ({ url: at(`/integrations/xero/sync-records/${await freshFailedSyncRecord(type)}/retry`) }),
    },
    { route: `GET /api/users/:userId/${type}s`, expected: selfOnly(200), request: () => ({ url: `/api/users/${people.member[type].userId}/${type}s` }) },
    { route: `GET /api/admin/${type}s`, expected: platformAdmins(200), request: () => ({ url: `/api/admin/${type}s` }) },
    {
      route: `POST /api/admin/${type}s`,
      expected: platformAdmins(201),
      request: () => ({ url: `/api/admin/${type}s`, payload: { name: `Matrix ${uniqueEmail('org').split('@')[0]}`, ownerEmail: uniqueEmail('owner') } }),
    },
    {
      route: `POST /api/admin/${type}s/:id/suspend`,
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/${type}s/${(await freshOrganisation(type)).slug}/suspend`, payload: { reason: 'Matrix check' } }),
    },
    {
      route: `POST /api/admin/${type}s/:id/reactivate`,
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/${type}s/${(await freshOrganisation(type)).slug}/reactivate` }),
    },
  ];
}

/** A draft product of the target supplier with one active SKU, made fresh (version 1) for a call that changes it. */
async function freshProduct() {
  const product = await createProduct(t.database.db, { supplierId: target.supplier.id, status: 'draft' });
  const sku = await createSku(t.database.db, { productId: product.id, supplierId: target.supplier.id });
  return { product, sku };
}

/** The supplier's catalogue: any member of the supplier edits it; /api/products/{id}/… is its product's supplier's. */
function catalogueRows(): Row[] {
  const at = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const matrixName = () => `Matrix ${uniqueEmail('product').split('@')[0]}`;
  const productUrl = async (path: string) => at(`/products/${(await freshProduct()).product.id}${path}`);
  const prices = () => at(`/venues/${target.venue.slug}/prices`);
  return [
    { route: 'GET /api/suppliers/:id/catalogue', expected: readers(200), request: () => ({ url: at('/catalogue') }) },
    { route: 'POST /api/suppliers/:id/products', expected: memberChanges(201), request: () => ({ url: at('/products'), payload: { name: matrixName() } }) },
    { route: 'GET /api/suppliers/:id/products/:productId', expected: readers(200), request: async () => ({ url: await productUrl('') }) },
    {
      route: 'PATCH /api/suppliers/:id/products/:productId',
      expected: memberChanges(200),
      request: async () => ({ url: await productUrl(''), payload: { version: 1, description: 'Changed by the matrix' } }),
    },
    ...(['publish', 'unpublish', 'archive'] as const).map((action) => ({
      route: `POST /api/suppliers/:id/products/:productId/${action}`,
      expected: memberChanges(200),
      request: async () => ({ url: await productUrl(`/${action}`) }),
    })),
    {
      route: 'POST /api/suppliers/:id/products/bulk-status',
      expected: memberChanges(200),
      request: async () => ({ url: at('/products/bulk-status'), payload: { productIds: [(await freshProduct()).product.id], status: 'archived' } }),
    },
    {
      route: 'GET /api/products/:id/skus',
      type: 'supplier',
      expected: readers(200),
      request: async () => ({ url: `/api/products/${(await freshProduct()).product.id}/skus` }),
    },
    {
      route: 'POST /api/products/:id/skus',
      type: 'supplier',
      expected: memberChanges(201),
      request: async () => ({
        url: `/api/products/${(await freshProduct()).product.id}/skus`,
        payload: { code: uniqueEmail('SKU').split('@')[0], name: '50 L keg', unitPriceCents: 30000 },
      }),
    },
    {
      route: 'PATCH /api/products/:id/skus/:skuId',
      type: 'supplier',
      expected: memberChanges(200),
      request: async () => {
        const { product, sku } = await freshProduct();
        return { url: `/api/products/${product.id}/skus/${sku.id}`, payload: { version: 1, unitPriceCents: 100 } };
      },
    },
    { route: 'GET /api/suppliers/:id/venues/:venueId/prices', expected: readers(200), request: () => ({ url: prices() }) },
    {
      route: 'PUT /api/suppliers/:id/venues/:venueId/prices',
      expected: memberChanges(200),
      request: async () => ({ url: prices(), payload: { prices: [{ skuId: (await freshProduct()).sku.id, priceCents: 100 }] } }),
    },
    {
      route: 'DELETE /api/suppliers/:id/venues/:venueId/prices/:skuId',
      expected: memberChanges(204),
      request: async () => ({ url: `${prices()}/${(await freshProduct()).sku.id}` }),
    },
    { route: 'GET /api/suppliers/:id/products/export.csv', expected: readers(200), request: () => ({ url: at('/products/export.csv') }) },
    { route: 'GET /api/suppliers/:id/products/template.csv', expected: readers(200), request: () => ({ url: at('/products/template.csv') }) },
    {
      route: 'POST /api/suppliers/:id/products/import',
      expected: memberChanges(200),
      request: () => ({
        url: at('/products/import'),
        payload: {
          columns: ['product_name', 'sku_code', 'sku_name', 'price'],
          rows: [{ product_name: matrixName(), sku_code: uniqueEmail('CSV').split('@')[0], sku_name: 'Keg', price: '100.00' }],
          dryRun: false,
        },
      }),
    },
  ];
}

/** The persona's own user id (anonymous: the venue member's, as a caller without a token would guess one). */
function userIdOf(persona: PersonaName, type: OrgType = 'venue') {
  return (persona === 'anonymous' ? people.member[type] : people[persona][type]).userId;
}

/** An order from `venueId` to the target supplier, in `status`, with one line of a fresh SKU. */
async function freshOrder(venueId: string, status: 'submitted' | 'accepted' | 'dispatched' = 'submitted') {
  const { product, sku } = await freshProduct();
  const order = await createOrder(t.database.db, { venueId, supplierOrders: [{ supplierId: target.supplier.id, status, lines: [{ sku, productName: product.name, qty: 2 }] }] });
  return { orderId: order.id, supplierOrderId: order.supplierOrders[0]!.id };
}

/** A failed Xero sync record of the target organisation, on a fresh order (to the target supplier; a supplier's from venue B). */
async function freshFailedSyncRecord(type: OrgType) {
  const { supplierOrderId } = await freshOrder(type === 'venue' ? target.venue.id : other.venue.id);
  return (await insertSyncRecordTesting(t.database.db, { supplierOrderId, organisationId: target[type].id, side: type, state: 'failed' })).id;
}

/** Cart, checkout and orders. Supplier-order steps act on orders of venue B, so the supplier-side otherType (venue A's member) is a stranger to them. */
function orderingRows(): Row[] {
  const venue = { type: 'venue' as const };
  const supplier = { type: 'supplier' as const };
  const activeSku = async () => {
    const product = await createProduct(t.database.db, { supplierId: target.supplier.id, status: 'active' });
    return createSku(t.database.db, { productId: product.id, supplierId: target.supplier.id });
  };
  // the venue member's own item, whoever asks
  const ownItem = async () => createCartItem(t.database.db, { userId: userIdOf('member'), venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 });
  const step = (action: string, status: 'submitted' | 'accepted' | 'dispatched', payload: unknown = {}) => ({
    ...supplier,
    route: `POST /api/supplier-orders/:id/${action}`,
    expected: supplierSteps(200),
    request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id, status)).supplierOrderId}/${action}`, payload }),
  });
  return [
    {
      ...venue,
      route: 'POST /api/cart/items',
      expected: readOnlyForAdmins(venueMembers(200)),
      request: async () => ({ url: '/api/cart/items', payload: { venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 } }),
    },
    { ...venue, route: 'GET /api/users/:userId/cart', expected: venueMembers(200), request: (persona) => ({ url: `/api/users/${userIdOf(persona)}/cart?venueId=${target.venue.id}` }) },
    { ...venue, route: 'DELETE /api/users/:userId/cart', expected: readOnlyForAdmins(venueMembers(204)), request: (persona) => ({ url: `/api/users/${userIdOf(persona)}/cart?venueId=${target.venue.id}` }) },
    { ...venue, route: 'PUT /api/cart/items/:id', expected: itemOwner(200), request: async () => ({ url: `/api/cart/items/${(await ownItem()).id}`, payload: { qty: 3 } }) },
    { ...venue, route: 'DELETE /api/cart/items/:id', expected: itemOwner(204), request: async () => ({ url: `/api/cart/items/${(await ownItem()).id}` }) },
    {
      ...venue,
      route: 'POST /api/users/:userId/cart/checkout',
      expected: readOnlyForAdmins(venueMembers(201)),
      request: async (persona) => {
        const userId = userIdOf(persona);
        if (persona !== 'anonymous') await createCartItem(t.database.db, { userId, venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 });
        return { url: `/api/users/${userId}/cart/checkout`, payload: { userId, venueId: target.venue.id }, headers: { 'idempotency-key': randomUUID() } };
      },
    },
    { ...venue, route: 'POST /api/orders/:id/reorder', expected: readOnlyForAdmins(venueMembers(200)), request: async () => ({ url: `/api/orders/${(await freshOrder(target.venue.id)).orderId}/reorder` }) },
    { ...venue, route: 'GET /api/venues/:id/orders', expected: readers(200), request: () => ({ url: `/api/venues/${target.venue.slug}/orders` }) },
    { ...venue, route: 'GET /api/orders/:id', expected: readers(200), request: async () => ({ url: `/api/orders/${(await freshOrder(target.venue.id)).orderId}` }) },
    { ...supplier, route: 'GET /api/suppliers/:id/orders', expected: readers(200), request: () => ({ url: `/api/suppliers/${target.supplier.slug}/orders` }) },
    { ...supplier, route: 'GET /api/suppliers/:id/venues', expected: readers(200), request: () => ({ url: `/api/suppliers/${target.supplier.slug}/venues` }) },
    {
      ...supplier,
      route: 'GET /api/supplier-orders/:id',
      expected: readers(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}` }),
    },
    {
      // each side reads its own organisation's record (xero-sync.test.ts); a platform admin reads none
      ...supplier,
      route: 'GET /api/supplier-orders/:id/accounting',
      expected: readers(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}/accounting` }),
    },
    step('accept', 'submitted'),
    step('reject', 'submitted', { reason: 'Matrix check' }),
    step('dispatch', 'accepted'),
    step('deliver', 'dispatched'),
    step('cancel', 'accepted', { reason: 'Matrix check' }),
  ];
}

/** The venue's On Tap list: any member of the venue keeps it; entries are made fresh for the calls that change one. */
function onTapRows(): Row[] {
  const venue = { type: 'venue' as const };
  const at = (path = '') => `/api/venues/${target.venue.id}/available-at${path}`;
  const pourable = () => createProduct(t.database.db, { supplierId: target.supplier.id, status: 'active' });
  const freshEntry = async () => createOnTapEntry(t.database.db, { venueId: target.venue.id, productId: (await pourable()).id, status: 'next', tapNumber: null });
  return [
    { ...venue, route: 'GET /api/venues/:id/available-at', expected: readers(200), request: () => ({ url: at() }) },
    { ...venue, route: 'POST /api/venues/:id/available-at', expected: memberChanges(201), request: async () => ({ url: at(), payload: { productId: (await pourable()).id, status: 'next' } }) },
    { ...venue, route: 'PATCH /api/venues/:id/available-at/:entryId', expected: memberChanges(200), request: async () => ({ url: at(`/${(await freshEntry()).id}`), payload: { note: 'Matrix' } }) },
    { ...venue, route: 'DELETE /api/venues/:id/available-at/:entryId', expected: memberChanges(204), request: async () => ({ url: at(`/${(await freshEntry()).id}`) }) },
    {
      ...venue,
      route: 'PUT /api/venues/:id/available-at/order',
      expected: memberChanges(200),
      request: async () => {
        // the whole list as it stands (the other rows add to it): a valid order for whoever may save it
        return { url: at('/order'), payload: await currentOnTapOrder(t.database.db, target.venue.id) };
      },
    },
    // the overview's getting-started checklist, put away for the whole venue (decision 0137)
    {
      ...venue,
      route: 'POST /api/venues/:id/getting-started/dismiss',
      expected: managerChanges(204),
      request: () => ({ url: `/api/venues/${target.venue.slug}/getting-started/dismiss` }),
    },
  ];
}

function rows(): Row[] {
  return [
    ...orderingRows(),
    ...onTapRows(),
    ...organisationRows('venue'),
    ...organisationRows('supplier'),
    ...catalogueRows(),
    ...productImageRows(),
    { route: 'GET /api/admin/outbox', expected: platformAdmins(200), request: () => ({ url: '/api/admin/outbox' }) },
    // applications to join: platform admins decide them; each decision on a fresh application
    { route: 'GET /api/admin/applications', expected: platformAdmins(200), request: () => ({ url: '/api/admin/applications' }) },
    {
      route: 'GET /api/admin/applications/:id',
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/applications/${(await insertTestApplication(t.database.db)).id}` }),
    },
    {
      route: 'POST /api/admin/applications/:id/approve',
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/applications/${(await insertTestApplication(t.database.db)).id}/approve`, payload: {} }),
    },
    {
      route: 'POST /api/admin/applications/:id/decline',
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/applications/${(await insertTestApplication(t.database.db)).id}/decline`, payload: { reason: 'Matrix check' } }),
    },
    { route: 'GET /api/admin/audit', expected: platformAdmins(200), request: () => ({ url: '/api/admin/audit' }) },
    // one organisation's admin page, either type, by id or slug
    { route: 'GET /api/admin/organisations/:id', expected: platformAdmins(200), request: () => ({ url: `/api/admin/organisations/${target.venue.slug}` }) },
    {
      route: 'POST /api/admin/organisations/:id/invites/:inviteId/resend',
      type: 'supplier',
      expected: platformAdmins(200),
      request: async () => ({
        url: `/api/admin/organisations/${target.supplier.id}/invites/${(await createInvite(t.database.db, { organisationId: target.supplier.id })).id}/resend`,
      }),
    },
    {
      route: 'DELETE /api/admin/organisations/:id/invites/:inviteId',
      expected: platformAdmins(204),
      request: async () => ({
        url: `/api/admin/organisations/${target.venue.slug}/invites/${(await createInvite(t.database.db, { organisationId: target.venue.id })).id}`,
      }),
    },
    {
      // this app has no mail server, so a platform admin gets past the check to 409 (no SMTP_URL)
      route: 'POST /api/admin/outbox/:id/retry',
      expected: platformAdmins(409),
      request: async () => {
        const id = await insertTestOutboxMessage(t.database.db, { to: uniqueEmail(), state: 'failed' });
        return { url: `/api/admin/outbox/${id}/retry` };
      },
    },
    { route: 'GET /api/me', expected: anyoneSignedIn(200), request: () => ({ url: '/api/me' }) },
    // finishing a Xero connect: the state names the person and organisation (xero-integration.test.ts); without Xero, 409
    {
      route: 'POST /api/integrations/xero/callback',
      expected: anyoneSignedIn(409),
      request: () => ({ url: '/api/integrations/xero/callback', payload: { query: 'code=matrix&state=matrix' } }),
    },
    {
      route: 'POST /api/integrations/xero/choose',
      expected: anyoneSignedIn(409),
      request: () => ({ url: '/api/integrations/xero/choose', payload: { state: 'matrix', tenantId: 'matrix' } }),
    },
    // the notification centre is each person's own: nobody reads or marks another's
    { route: 'GET /api/notifications', expected: anyoneSignedIn(200), request: () => ({ url: '/api/notifications' }) },
    { route: 'POST /api/notifications/read', expected: anyoneSignedIn(200), request: () => ({ url: '/api/notifications/read', payload: { all: true } }) },
    { route: 'GET /api/notifications/preferences', expected: anyoneSignedIn(200), request: () => ({ url: '/api/notifications/preferences' }) },
    {
      // mail choices for an organisation one belongs to; a platform admin gets no mail of one they aren't in
      route: 'PUT /api/notifications/preferences/:organisationId',
      type: 'venue',
      expected: venueMembers(200),
      request: () => ({ url: `/api/notifications/preferences/${target.venue.id}`, payload: { newOrders: true, statusChanges: false } }),
    },
    {
      // everyone signed in may accept an invite made out to them (in an organisation they don't belong to)
      route: 'POST /api/invites/:token/accept',
      expected: anyoneSignedIn(200),
      request: async (persona) => {
        const organisation = await createVenue(t.database.db);
        const email = persona === 'anonymous' ? uniqueEmail() : people[persona].venue.email;
        return { url: `/api/invites/${(await createInvite(t.database.db, { organisationId: organisation.id, email })).token}/accept` };
      },
    },
  ];
}

const ROWS = rows();
/** answered by app-wide hooks (the key and bearer checks, the /api rate limit, the error handler), declared by each route */
const APP_WIDE_STATUSES = ['401', '429', '500'];
const METHOD = (route: string) => route.split(' ')[0] as InjectOptions['method'];

async function statusOf(row: Row, persona: PersonaName): Promise<number> {
  const type: OrgType = row.type ?? (row.route.includes('/suppliers') ? 'supplier' : 'venue');
  const person = personOf(persona, type);
  const call = await row.request(persona);
  const response = await t.api({
    method: METHOD(row.route),
    url: call.url,
    payload: call.payload as InjectOptions['payload'],
    headers: { ...call.headers, ...(person ? { authorization: `Bearer ${person.session.access_token}` } : {}) },
  });
  // a private answer, granted or refused, is never stored by a browser or a proxy
  expect(response.headers['cache-control'], `${row.route} as ${persona}: Cache-Control`).toBe('no-store');
  return response.statusCode;
}

beforeAll(async () => {
  PNG = await picture('png', 48, 32);
  t = await createTestApp({
    listen: true,
    onRoute: (route) => {
      const statuses = new Set(Object.keys((route.schema?.response ?? {}) as Record<string, unknown>));
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        registered.push(`${method} ${route.url}`);
        declaredStatuses.set(`${method} ${route.url}`, statuses);
      }
    },
  });
  const db = t.database.db;
  const venueA = await createVenue(db, { slug: 'matrix-venue-a' });
  const venueB = await createVenue(db, { slug: 'matrix-venue-b' });
  const supplierS = await createSupplier(db, { slug: 'matrix-supplier-s' });
  const supplierT = await createSupplier(db, { slug: 'matrix-supplier-t' });
  Object.assign(target, { venue: venueA, supplier: supplierS });
  Object.assign(other, { venue: venueB, supplier: supplierT });

  const join = async (organisationId: string, organisationRole: 'owner' | 'admin' | 'member') => {
    const person = await signedInUser(t);
    await t.api({ url: `/api/users/${person.userId}/venues`, headers: { authorization: `Bearer ${person.session.access_token}` } });
    await createMembership(db, { organisationId, userId: person.userId, organisationRole });
    return person;
  };
  const byType = async (make: (type: OrgType) => Promise<Person>) => ({ venue: await make('venue'), supplier: await make('supplier') });
  people.member = await byType((type) => join(target[type].id, 'member'));
  people.admin = await byType((type) => join(target[type].id, 'admin'));
  people.owner = await byType((type) => join(target[type].id, 'owner'));
  people.otherTenant = await byType((type) => join(other[type].id, 'member'));
  // the other type's member: for venue routes the supplier's member, and the other way round
  people.otherType = { venue: people.member.supplier, supplier: people.member.venue };
  // a platform admin who belongs to no organisation of the matrix
  const admin = await join((await createVenue(db)).id, 'member');
  await makePlatformAdmin(db, admin.userId);
  people.platformAdmin = { venue: admin, supplier: admin };
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrix', () => {
  it('has a row for every private /api route the app registers, and no row for a route it lacks', () => {
    const isPublic = (route: string) => PUBLIC_ROUTES.has(route) || PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix));
    const privateRoutes = registered.filter((route) => route.split(' ')[1]!.startsWith('/api') && !isPublic(route) && !SOCKET_ROUTES.has(route));
    expect([...SOCKET_ROUTES].filter((route) => !registered.includes(route)), 'socket routes that do not exist').toEqual([]);
    const covered = new Set(ROWS.map((row) => row.route));
    expect(privateRoutes.filter((route) => !covered.has(route)), 'private routes without a row in the matrix').toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route)), 'rows for routes that do not exist').toEqual([]);
    expect([...PUBLIC_ROUTES].filter((route) => !registered.includes(route)), 'public routes that do not exist').toEqual([]);
  });

  it('every private route declares the answers any request may get: 401 (key, bearer, MFA), 429 (rate limit) and 500', () => {
    const privateRoutes = ROWS.map((row) => row.route);
    const missing = privateRoutes.flatMap((route) =>
      APP_WIDE_STATUSES.filter((status) => !declaredStatuses.get(route)?.has(status)).map((status) => `${route} ${status}`),
    );
    expect(missing, 'app-wide statuses a private route does not declare').toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const actual = {} as Expected;
    for (const persona of PERSONAS) actual[persona] = await statusOf(row, persona);
    expect(actual).toEqual(row.expected);
    // a status the route doesn't declare is missing from its contract and from /api/openapi.json (decision 0041)
    const declared = declaredStatuses.get(row.route) ?? new Set<string>();
    const undeclared = [...new Set(Object.values(actual))].filter((status) => !declared.has(String(status)) && !declared.has(`${String(status)[0]}XX`));
    expect(undeclared, `statuses ${row.route} answers without declaring them`).toEqual([]);
  });
});

describe("another tenant's private objects", () => {
  it.each(['venue', 'supplier'] as const)('answer 404 when named under one’s own %s', async (type) => {
    const owner = people.owner[type];
    const send = (method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) =>
      t.api({ method, url, payload, headers: { authorization: `Bearer ${owner.session.access_token}` } });
    const mine = `/api/${type}s/${target[type].slug}`;
    const theirInvite = await createInvite(t.database.db, { organisationId: other[type].id });
    const theirMember = people.otherTenant[type].userId;
    expect((await send('DELETE', `${mine}/invites/${theirInvite.id}`)).statusCode).toBe(404);
    expect((await send('POST', `${mine}/invites/${theirInvite.id}/resend`)).statusCode).toBe(404);
    expect((await send('PUT', `${mine}/users/${theirMember}/role`, { organisationRole: 'member' })).statusCode).toBe(404);
    expect((await send('DELETE', `${mine}/users/${theirMember}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/${type}s/${other[type].slug}/settings`)).statusCode).toBe(404);
    expect((await send('GET', `/api/${type}s/${other[type].id}/overview`)).statusCode).toBe(404);
    // and nothing happened to them
    const theirTeam = await t.api({ url: `/api/${type}s/${other[type].slug}/users`, headers: { authorization: `Bearer ${people.otherTenant[type].session.access_token}` } });
    expect(parseAnswer(theirTeam, 200, TeamMemberList).items).toHaveLength(1);
  });

  it("answer 404 when another supplier's product, SKU or price is named under one's own supplier", async () => {
    const owner = people.owner.supplier;
    const send = (method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) =>
      t.api({ method, url, payload, headers: { authorization: `Bearer ${owner.session.access_token}` } });
    const mine = `/api/suppliers/${target.supplier.slug}`;
    const theirProduct = await createProduct(t.database.db, { supplierId: other.supplier.id, status: 'draft' });
    const theirSku = await createSku(t.database.db, { productId: theirProduct.id, supplierId: other.supplier.id });
    expect((await send('GET', `${mine}/products/${theirProduct.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `${mine}/products/${theirProduct.id}`, { version: 1, name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('POST', `${mine}/products/${theirProduct.id}/archive`)).statusCode).toBe(404);
    expect((await send('POST', `${mine}/products/bulk-status`, { productIds: [theirProduct.id], status: 'archived' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/products/${theirProduct.id}/skus/${theirSku.id}`, { version: 1, unitPriceCents: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `${mine}/venues/${target.venue.slug}/prices/${theirSku.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${mine}/venues/${target.venue.slug}/prices`, { prices: [{ skuId: theirSku.id, priceCents: 1 }] })).statusCode).toBe(400);
    // and nothing happened to them
    const theirs = await t.api({ url: `/api/suppliers/${other.supplier.slug}/products/${theirProduct.id}`, headers: { authorization: `Bearer ${people.otherTenant.supplier.session.access_token}` } });
    expect(theirs.json()).toMatchObject({ name: theirProduct.name, status: 'draft', version: 1 });
  });

  it("refuses accepting someone else's invitation (403), and joins nobody", async () => {
    const invite = await createInvite(t.database.db, { organisationId: other.venue.id, email: people.otherTenant.supplier.email });
    const response = await t.api({
      method: 'POST',
      url: `/api/invites/${invite.token}/accept`,
      headers: { authorization: `Bearer ${people.owner.venue.session.access_token}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.api({ url: `/api/venues/${other.venue.slug}/users`, headers: { authorization: `Bearer ${people.owner.venue.session.access_token}` } })).statusCode).toBe(404);
  });
});
