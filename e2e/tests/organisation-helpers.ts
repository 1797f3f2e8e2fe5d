import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  AdminOrganisationCreated,
  CatalogueProduct,
  CatalogueSku,
  CatalogueSkuList,
  Order,
  ProductList,
  UserOrganisationList,
} from '@tapline/contracts';
import { createUser, DEMO_ACCOUNTS, DEMO_PASSWORD, latestMessage, passwordSession, type TestUser } from './auth-helpers';

// Helpers for the team, admin and dashboard journeys: set-up and checks through the API, never what a test is about.

/** web-auth's sign-in, also offered here for the journeys that imported it from this file first */
export { signIn, signInWithSession } from './auth-helpers';

/** A suffix that keeps this run's people and organisations apart from every other spec on the same server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function config(request: APIRequestContext) {
  return (await (await request.get('/config.json')).json()) as { functionsKey: string };
}

export async function apiAs(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD) {
  const { functionsKey } = await config(request);
  const { token, userId } = await passwordSession(request, email, password);
  const headers = { 'x-functions-key': functionsKey, authorization: `Bearer ${token}` };
  return {
    userId,
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(path, { headers });
      expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    /** `extraHeaders`: e.g. checkout's Idempotency-Key */
    raw: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown, extraHeaders: Record<string, string> = {}) =>
      request.fetch(path, { method, headers: { ...headers, ...extraHeaders }, data }),
  };
}

/**
 * Makes the user's organisation the active entity in this browser, as choosing it on the choose-entity page
 * does (that page belongs to the dashboard branch).
 */
export async function chooseEntity(page: Page, request: APIRequestContext, email: string, type: 'venue' | 'supplier', password?: string) {
  const api = await apiAs(request, email, password);
  const list = await api.get<UserOrganisationList>(`/api/users/${api.userId}/${type}s`);
  const organisation = list.items[0];
  if (!organisation) throw new Error(`${email} belongs to no ${type}`);
  const entity = { type, slug: organisation.slug, name: organisation.name, id: organisation.id };
  await page.evaluate((value) => localStorage.setItem('activeEntity', JSON.stringify(value)), entity);
  return entity;
}

/** The invite toast once its mail went to the journeys' mail sink ("queued" if the sender was slower than the answer). */
export function inviteMailed(email: string): RegExp {
  return new RegExp(`^(Invite sent to|Invite queued for) ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The invite link mailed to `email` (the newest), as it arrived (the outbox hides it). */
export async function inviteLinkFromMail(request: APIRequestContext, email: string): Promise<string> {
  const message = await latestMessage(request, { channel: 'email', to: email, pattern: /\/auth\/invite\?token=/ });
  const link = message.body.match(/https?:\/\/\S+\/auth\/invite\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invite for ${email} in the outbox`);
  return new URL(link).pathname + new URL(link).search;
}

export interface OwnOrganisation {
  owner: TestUser;
  organisation: { type: 'venue' | 'supplier'; id: string; slug: string; name: string };
}

/**
 * A venue or supplier of the journey's own, with a new owner (Admin API): the platform admin creates it, and the
 * owner accepts the mailed invite. A journey that changes an organisation's settings, team or invites uses one,
 * so the demo organisations stay as the other journeys expect them.
 */
export async function createOrganisation(request: APIRequestContext, type: 'venue' | 'supplier', label: string): Promise<OwnOrganisation> {
  const owner = await createUser(request, `${label}-owner`);
  const admin = await apiAs(request, DEMO_ACCOUNTS.admin);
  const created = await admin.raw('POST', `/api/admin/${type}s`, { name: `E2E ${label} ${uniqueSuffix()}`, ownerEmail: owner.email });
  expect(created.status(), await created.text()).toBe(201);
  const { organisation } = (await created.json()) as AdminOrganisationCreated;
  const link = await inviteLinkFromMail(request, owner.email);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const accepted = await (await apiAs(request, owner.email, owner.password)).raw('POST', `/api/invites/${token}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { owner, organisation: { type, id: organisation.id, slug: organisation.slug, name: organisation.name } };
}

/**
 * A published product of the supplier's own with one 50 L keg pack, stock not tracked (its owner through the API):
 * `name` gets the organisation's suffix, so each run's product is its own. `kegTypeId`: the keg type the pack names.
 */
export async function publishedKeg(
  request: APIRequestContext,
  supplier: OwnOrganisation,
  keg: { name: string; style: string; code: string; unitPriceCents: number; kegTypeId?: string },
): Promise<{ product: CatalogueProduct; sku: CatalogueSku }> {
  const api = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const created = await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products`, {
    name: `${keg.name} ${supplier.organisation.slug.slice(-6)}`,
    style: keg.style,
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as CatalogueProduct;
  const pack = await api.raw('POST', `/api/products/${product.id}/skus`, {
    code: keg.code,
    name: '50 L keg',
    unitPriceCents: keg.unitPriceCents,
    kegTypeId: keg.kegTypeId ?? null,
  });
  expect(pack.status(), await pack.text()).toBe(201);
  const published = await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products/${product.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return { product, sku: (await pack.json()) as CatalogueSku };
}

/** Opens an invite link in a fresh browser (no session), sets name and password, and joins. */
export async function joinAsNewPerson(browser: Browser, link: string, name: string, organisation: string, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${organisation}` })).toBeVisible();
  await expect(page.getByText(`to join ${organisation} on Tapline as ${role}`)).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: `Join ${organisation}` }).click();
  await expect(page.getByText(`Welcome to ${organisation}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/(venues|suppliers)\/[a-z0-9-]+$/);
  return page;
}

/**
 * The demo supplier (through its demo account) and the first of its active packs whose stock is not tracked (a
 * journey's order never runs it out, and the public pages stay as other journeys expect) that `matches`.
 */
export async function demoSupplierPack(request: APIRequestContext, matches: (sku: CatalogueSku) => boolean, what: string) {
  const api = await apiAs(request, DEMO_ACCOUNTS.supplier);
  const {
    items: [supplier],
  } = await api.get<UserOrganisationList>(`/api/users/${api.userId}/suppliers`);
  if (!supplier) throw new Error('the demo supplier account belongs to no supplier');
  const products = await api.get<ProductList>(`/api/suppliers/${supplier.id}/products?pageSize=50`);
  for (const product of products.items) {
    const { items } = await api.get<CatalogueSkuList>(`/api/products/${product.id}/skus`);
    const sku = items.find((candidate) => candidate.status === 'active' && candidate.stockOnHand === null && matches(candidate));
    if (sku) return { api, supplier, product, sku };
  }
  throw new Error(`the demo supplier sells no ${what} whose stock is not tracked`);
}

/** A venue's order of one SKU, placed through the API (for journeys whose subject is what follows the order). */
export async function orderThroughApi(
  venueApi: Awaited<ReturnType<typeof apiAs>>,
  venueId: string,
  skuId: string,
  qty: number,
): Promise<Order> {
  const added = await venueApi.raw('POST', '/api/cart/items', { venueId, skuId, qty });
  expect(added.status(), await added.text()).toBe(200);
  const sent = await venueApi.raw(
    'POST',
    `/api/users/${venueApi.userId}/cart/checkout`,
    { userId: venueApi.userId, venueId },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as Order;
}

/** The page's "Download PDF" saves a PDF named after the document. */
export async function expectPdfDownload(page: Page, name: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(new RegExp(`${name}.*\\.pdf$`, 'i'));
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}
