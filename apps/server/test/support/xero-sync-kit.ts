import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Database } from '@tapline/db';
import {
  createMembership,
  createOrder,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import { callAs, signedInUser } from './auth-kit';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';
import { createTestApp, type TestApp } from './test-app';
import type { JobQueue } from '../../src/platform';
import { sealTokens } from '../../src/money/xero/xero-access';
import { XeroClient } from '../../src/money/xero/xero-client';
import type { XeroSettings } from '../../src/money/xero/xero-settings';
import {
  insertIntegrationTesting,
  sendJobWithRetriesTesting,
  setIssueOnTesting,
  syncRecordsOfTesting,
  taxInvoiceOfTesting,
  updateIntegrationTesting,
} from './queries/xero-sync-testing.queries';

// A connected integration for the sync tests, made by the real OAuth round trip against the fake Xero (the
// connect routes have their own tests): consent, code exchange, connections, and the row with sealed tokens.

/** The server's Xero settings pointing at the fake, with a fresh token key (and a webhook key when given). */
export function fakeXeroSettings(fake: FakeXero, webhookKey?: string): XeroSettings & { tokenEncryptionKey: Buffer } {
  return xeroSettingsOf(fake, { tokenEncryptionKey: randomBytes(32), ...(webhookKey ? { webhookKey } : {}) });
}

export async function fakeControl(fake: FakeXero, path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${fake.url}/__fake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Xero ${path}: ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The queue as a tax document's transaction uses it (queueXeroForTaxDocument), its jobs sent straight into pg-boss's
 * table in that transaction: each may run `retries` more times, at once, when it fails.
 */
export function queueWithRetriesTesting(retries: number): JobQueue {
  return {
    enqueueMany: async (tx: Database, name: string, data: readonly object[]) => {
      for (const item of data) await sendJobWithRetriesTesting(tx, name, item, retries);
    },
  } as unknown as JobQueue;
}

export interface ConnectOptions {
  organisationId: string;
  /** the fake's organisation to connect to (one grant per tenant, as two Tapline organisations would have) */
  tenantName: string;
  accountCode: string | null;
  taxType: string | null;
  invoiceStatus?: 'DRAFT' | 'AUTHORISED';
  syncOn?: 'accept' | 'deliver';
}

/** Connects the organisation to one of the fake's tenants and stores the integration as connecting does. */
export async function connectXeroTesting(
  db: Database,
  fake: FakeXero,
  settings: XeroSettings & { tokenEncryptionKey: Buffer },
  options: ConnectOptions,
) {
  const tenant = fake.orgs().find((org) => org.name === options.tenantName);
  if (!tenant) throw new Error(`the fake has no ${options.tenantName}`);
  const client = new XeroClient(settings);
  // consent to this tenant only: a later consent for the other one must not move this grant's connection
  await fakeControl(fake, 'authorize-as', { tenantIds: [tenant.tenantId] });
  const request = await client.authorizationRequest();
  const consent = await fetch(request.url, { redirect: 'manual' });
  const tokens = await client.exchangeCode(new URL(consent.headers.get('location') ?? ''), request);
  const { data: connections } = await client.listConnections(tokens.accessToken, tokens.authEventId);
  const connection = connections.find((candidate) => candidate.tenantId === tenant.tenantId);
  if (!connection) throw new Error(`no connection to ${options.tenantName}`);
  await fakeControl(fake, 'authorize-as', {});
  const row = await insertIntegrationTesting(db, {
    organisationId: options.organisationId,
    provider: 'xero',
    status: 'connected',
    tenantId: tenant.tenantId,
    tenantName: tenant.name,
    connectionId: connection.id,
    connectedAt: new Date(),
    accountCode: options.accountCode,
    taxType: options.taxType,
    invoiceStatus: options.invoiceStatus ?? 'DRAFT',
    syncOn: options.syncOn ?? 'accept',
    ...sealTokens({ settings }, tokens),
  });
  return { integrationId: row.id, tenantId: tenant.tenantId };
}

// The sync test files' common ground: an app with its real queue and the fake Xero, a supplier and a venue each
// connected to its own books, their people, two SKUs to order, and waits for a record to settle.

type Person = Awaited<ReturnType<typeof signedInUser>>;

export const SUPPLIER_BOOKS = 'Hop Valley Brewing';
export const VENUE_BOOKS = 'The Corner Bistro';

interface SyncKit {
  fake: FakeXero;
  t: TestApp;
  supplierOwner: Person;
  supplierMember: Person;
  venueOwner: Person;
  strangerOwner: Person;
  platformAdmin: Person;
  supplier: Awaited<ReturnType<typeof createSupplier>>;
  venue: Awaited<ReturnType<typeof createVenue>>;
  otherSupplier: Awaited<ReturnType<typeof createSupplier>>;
  keg: Awaited<ReturnType<typeof createSku>>;
  cans: Awaited<ReturnType<typeof createSku>>;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function xeroSyncTestKit() {
  const kit = {} as SyncKit;
  let orderCount = 0;
  /** an order's number → its tax invoice's number, learnt when a record settles (a bill carries only the latter) */
  const invoiceNumbers = new Map<string, string>();
  const orderNumbers = new Map<string, string>();

  const call = (person: Person | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    callAs(kit.t, person, method, url, payload);
  const step = (person: Person, supplierOrderId: string, action: string, payload: unknown = {}) =>
    call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, payload);

  /** A submitted order of the venue to the supplier: 3 kegs and 10 cases of cans, with a number of its own. */
  async function placeOrder(number = `TL-9${String(++orderCount).padStart(5, '0')}`, status: 'submitted' | 'accepted' = 'submitted') {
    const order = await createOrder(kit.t.database.db, {
      venueId: kit.venue.id,
      placedBy: kit.venueOwner.userId,
      number,
      supplierOrders: [
        {
          supplierId: kit.supplier.id,
          status,
          lines: [
            { sku: kit.keg, productName: 'Harbour Haze', qty: 3 },
            { sku: kit.cans, productName: 'Harbour Lager', qty: 10 },
          ],
        },
      ],
    });
    orderNumbers.set(order.supplierOrders[0]!.id, number);
    return { number, orderId: order.id, supplierOrderId: order.supplierOrders[0]!.id };
  }

  const invoicesIn = (books: string) => kit.fake.orgs().find((org) => org.name === books)!.invoices;
  /** The invoices of an order in the books: by the order's number (a sales invoice's reference) or its tax invoice's. */
  const invoicesFor = (books: string, number: string) =>
    invoicesIn(books).filter(
      (invoice) => invoice.Reference === number || invoice.InvoiceNumber === number || invoice.InvoiceNumber === invoiceNumbers.get(number),
    );

  async function recordOf(supplierOrderId: string, side: 'supplier' | 'venue') {
    return (await syncRecordsOfTesting(kit.t.database.db, supplierOrderId)).find((record) => record.side === side);
  }

  /** Waits for the record of that side to reach `state` (the queue runs the jobs). */
  async function settled(supplierOrderId: string, side: 'supplier' | 'venue', state: string) {
    await expect.poll(async () => (await recordOf(supplierOrderId, side))?.state, { timeout: 15_000, interval: 100 }).toBe(state);
    const invoice = await taxInvoiceOfTesting(kit.t.database.db, supplierOrderId);
    const number = orderNumbers.get(supplierOrderId);
    if (invoice && number) invoiceNumbers.set(number, invoice.number);
    return (await recordOf(supplierOrderId, side))!;
  }

  async function setSupplierBooks(patch: Parameters<typeof updateIntegrationTesting>[2]) {
    await updateIntegrationTesting(kit.t.database.db, kit.supplier.id, {
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
      syncOn: 'accept',
      blockedUntil: null,
      ...patch,
    });
  }
  async function setVenueBooks(patch: Parameters<typeof updateIntegrationTesting>[2]) {
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, {
      accountCode: '310',
      taxType: 'INPUT',
      invoiceStatus: 'DRAFT',
      syncOn: 'accept',
      blockedUntil: null,
      ...patch,
    });
  }

  beforeAll(async () => {
    kit.fake = await startFakeXero({ minuteLimit: 1000 });
    const settings = fakeXeroSettings(kit.fake);
    kit.t = await createTestApp({ listen: true, xero: settings });
    const db = kit.t.database.db;
    const supplier = (kit.supplier = await createSupplier(db, { name: 'Harbour Brewing Co', contactEmail: 'accounts@harbour.test' }));
    const venue = (kit.venue = await createVenue(db, { name: 'The Local Tavern', contactEmail: 'office@thelocal.test' }));
    const otherSupplier = (kit.otherSupplier = await createSupplier(db, { name: 'Faraway Cider' }));
    const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
    const lager = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Lager', status: 'active' });
    kit.keg = await createSku(db, {
      productId: haze.id,
      supplierId: supplier.id,
      code: 'HH-K50',
      name: '50 L keg',
      unitPriceCents: 28_550,
    });
    kit.cans = await createSku(db, {
      productId: lager.id,
      supplierId: supplier.id,
      code: 'HL-C24',
      name: 'Case of 24 cans',
      unitPriceCents: 6_333,
    });
    const [supplierOwner, supplierMember, venueOwner, strangerOwner, platformAdmin] = [
      await signedInUser(kit.t),
      await signedInUser(kit.t),
      await signedInUser(kit.t),
      await signedInUser(kit.t),
      await signedInUser(kit.t),
    ];
    Object.assign(kit, { supplierOwner, supplierMember, venueOwner, strangerOwner, platformAdmin });
    for (const person of [supplierOwner, supplierMember, venueOwner, strangerOwner, platformAdmin]) await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId: supplier.id, userId: supplierOwner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: supplier.id, userId: supplierMember.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: otherSupplier.id, userId: strangerOwner.userId, organisationRole: 'owner' });
    await makePlatformAdmin(db, platformAdmin.userId);
    // the supplier issues its tax invoices on accepting: its orders reach Xero then
    await setIssueOnTesting(db, supplier.id, 'accepted');
    await connectXeroTesting(db, kit.fake, settings, {
      organisationId: supplier.id,
      tenantName: SUPPLIER_BOOKS,
      accountCode: '200',
      taxType: 'OUTPUT',
    });
    await connectXeroTesting(db, kit.fake, settings, {
      organisationId: venue.id,
      tenantName: VENUE_BOOKS,
      accountCode: '310',
      taxType: 'INPUT',
    });
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.fake?.close();
  });

  return { kit, call, step, placeOrder, invoicesFor, recordOf, settled, setSupplierBooks, setVenueBooks };
}
