import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { AccountingSyncRecord, AccountingSyncRecordList, SupplierOrder, SupplierOrderAccounting } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { callAs, signedInUser } from '../../../test/support/auth-kit';
import { type FakeXero, startFakeXero } from '../../../test/support/fake-xero';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orderThrough } from '../../../test/support/checkout-kit';
import { XERO_POLL_TICK_QUEUE, XERO_SYNC_FAILED_QUEUE, XERO_SYNC_QUEUE } from './xero-sync.queues';
import { connectXeroTesting, fakeControl, fakeXeroSettings } from '../../../test/support/xero-sync-kit';
import {
  failNotificationsMentioningTesting,
  insertSyncRecordTesting,
  integrationOfTesting,
  jobsOfQueueTesting,
  notificationsOfKindTesting,
  scheduleOfTesting,
  sendJobTesting,
  supplierOrderPaidAtTesting,
  syncRecordsOfTesting,
  updateIntegrationTesting,
  updateSyncRecordTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// Orders into Xero: the supplier's sales invoice and the venue's bill made by the job queue after an
// accept (or a delivery), voided or deleted after a cancel, never twice; failures shown and retried; payments polled
// back without webhooks. Everything runs through the app, its real queue and the fake Xero.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let fake: FakeXero;
let t: TestApp;
let supplierOwner: Person;
let supplierMember: Person;
let venueOwner: Person;
let strangerOwner: Person;
let platformAdmin: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let otherSupplier: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;
let orderCount = 0;

const SUPPLIER_BOOKS = 'Hop Valley Brewing';
const VENUE_BOOKS = 'The Corner Bistro';

const call = (person: Person | null, method: InjectOptions['method'], url: string, payload?: unknown) => callAs(t, person, method, url, payload);
const step = (person: Person, supplierOrderId: string, action: string, payload: unknown = {}) => call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, payload);

/** A submitted order of the venue to the supplier: 3 kegs and 10 cases of cans, with a number of its own. */
async function placeOrder(number = `TL-9${String(++orderCount).padStart(5, '0')}`, status: 'submitted' | 'accepted' = 'submitted') {
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    placedBy: venueOwner.userId,
    number,
    supplierOrders: [{ supplierId: supplier.id, status, lines: [{ sku: keg, productName: 'Harbour Haze', qty: 3 }, { sku: cans, productName: 'Harbour Lager', qty: 10 }] }],
  });
  return { number, orderId: order.id, supplierOrderId: order.supplierOrders[0]!.id };
}

const invoicesIn = (books: string) => fake.orgs().find((org) => org.name === books)!.invoices;
const invoicesFor = (books: string, number: string) => invoicesIn(books).filter((invoice) => invoice.Reference === number || invoice.InvoiceNumber === number);

async function recordOf(supplierOrderId: string, side: 'supplier' | 'venue') {
  return (await syncRecordsOfTesting(t.database.db, supplierOrderId)).find((record) => record.side === side);
}

/** Waits for the record of that side to reach `state` (the queue runs the jobs). */
async function settled(supplierOrderId: string, side: 'supplier' | 'venue', state: string) {
  await expect.poll(async () => (await recordOf(supplierOrderId, side))?.state, { timeout: 15_000, interval: 100 }).toBe(state);
  return (await recordOf(supplierOrderId, side))!;
}

async function setSupplierBooks(patch: Parameters<typeof updateIntegrationTesting>[2]) {
  await updateIntegrationTesting(t.database.db, supplier.id, { accountCode: '200', taxType: 'OUTPUT', invoiceStatus: 'DRAFT', syncOn: 'accept', blockedUntil: null, ...patch });
}
async function setVenueBooks(patch: Parameters<typeof updateIntegrationTesting>[2]) {
  await updateIntegrationTesting(t.database.db, venue.id, { accountCode: '310', taxType: 'INPUT', invoiceStatus: 'DRAFT', syncOn: 'accept', blockedUntil: null, ...patch });
}

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  const settings = fakeXeroSettings(fake);
  t = await createTestApp({ listen: true, xero: settings });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing Co', contactEmail: 'accounts@harbour.test' });
  venue = await createVenue(db, { name: 'The Local Tavern', contactEmail: 'office@thelocal.test' });
  otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const lager = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Lager', status: 'active' });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 28_550 });
  cans = await createSku(db, { productId: lager.id, supplierId: supplier.id, code: 'HL-C24', name: 'Case of 24 cans', unitPriceCents: 6_333 });
  [supplierOwner, supplierMember, venueOwner, strangerOwner, platformAdmin] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [supplierOwner, supplierMember, venueOwner, strangerOwner, platformAdmin]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: supplierOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: supplierMember.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: otherSupplier.id, userId: strangerOwner.userId, organisationRole: 'owner' });
  await makePlatformAdmin(db, platformAdmin.userId);
  await connectXeroTesting(db, fake, settings, { organisationId: supplier.id, tenantName: SUPPLIER_BOOKS, accountCode: '200', taxType: 'OUTPUT' });
  await connectXeroTesting(db, fake, settings, { organisationId: venue.id, tenantName: VENUE_BOOKS, accountCode: '310', taxType: 'INPUT' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('an accepted order in Xero', () => {
  it('becomes the supplier’s sales invoice and the venue’s bill: the accepted lines and qty, GST per line, by order number', async () => {
    await setSupplierBooks({});
    await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
    const order = await placeOrder();
    const before = parseAnswer(await call(supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    const kegLine = before.lines.find((line) => line.skuCode === 'HH-K50')!;
    const canLine = before.lines.find((line) => line.skuCode === 'HL-C24')!;
    // sent short: 2 of the 3 kegs, and cans 7 of 10
    parseAnswer(await step(supplierOwner, order.supplierOrderId, 'accept', { lines: [{ lineId: kegLine.id, qty: 2 }, { lineId: canLine.id, qty: 7 }] }), 200, SupplierOrder);

    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    const [invoice] = invoicesFor(SUPPLIER_BOOKS, order.number);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      Reference: order.number,
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      CurrencyCode: 'AUD',
      Contact: { Name: 'The Local Tavern' },
      SubTotal: 2 * 285.5 + 7 * 63.33,
      TotalTax: 57.1 + 44.33,
    });
    expect(invoice!.LineItems).toEqual([
      expect.objectContaining({ Description: 'Harbour Haze — 50 L keg (HH-K50)', Quantity: 2, UnitAmount: 285.5, AccountCode: '200', TaxType: 'OUTPUT', LineAmount: 571, TaxAmount: 57.1 }),
      expect.objectContaining({ Description: 'Harbour Lager — Case of 24 cans (HL-C24)', Quantity: 7, UnitAmount: 63.33, AccountCode: '200', TaxType: 'OUTPUT', LineAmount: 443.31, TaxAmount: 44.33 }),
    ]);
    // the same GST as the order's: Xero rounds tax per line, as Tapline does
    const after = parseAnswer(await call(supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    expect(Math.round((invoice!.TotalTax as number) * 100)).toBe(after.taxCents);
    expect(invoiceRecord).toMatchObject({ xeroInvoiceId: invoice!.InvoiceID, xeroInvoiceNumber: invoice!.InvoiceNumber, xeroStatus: 'DRAFT', attempts: 1, lastError: null });
    expect(fake.orgs().find((org) => org.name === SUPPLIER_BOOKS)!.contacts).toContainEqual(expect.objectContaining({ Name: 'The Local Tavern', EmailAddress: 'office@thelocal.test' }));

    const [bill] = invoicesFor(VENUE_BOOKS, order.number);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
    expect(bill).toMatchObject({ Type: 'ACCPAY', InvoiceNumber: order.number, Status: 'AUTHORISED', Contact: { Name: 'Harbour Brewing Co' } });
    expect(bill!.Reference).toBeUndefined();
    expect((bill!.LineItems as FakeRecord[]).map((line) => [line.Quantity, line.AccountCode, line.TaxType])).toEqual([
      [2, '310', 'INPUT'],
      [7, '310', 'INPUT'],
    ]);
    // a date and a due date 14 days on
    expect(String(bill!.DueDateString).slice(0, 10)).toBe(new Date(Date.parse(`${String(bill!.DateString).slice(0, 10)}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10));
    expect(billRecord.xeroInvoiceId).toBe(bill!.InvoiceID);

    // each create carried an Idempotency-Key of its record
    const puts = fake.requests().filter((request) => request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices') && request.body.includes(order.number));
    expect(puts.map((request) => String(request.headers['idempotency-key']).startsWith(`tapline-${invoiceRecord.id}-`) || String(request.headers['idempotency-key']).startsWith(`tapline-${billRecord.id}-`))).toEqual([true, true]);
    expect((await integrationOfTesting(t.database.db, supplier.id))?.lastSyncAt).toBeInstanceOf(Date);

    // each side reads its own record on the order, with a link to it
    const supplierView = parseAnswer(await call(supplierMember, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting);
    expect(supplierView.record).toMatchObject({ invoiceType: 'ACCREC', state: 'synced', counterpartName: 'The Local Tavern', orderNumber: order.number, canRetry: false });
    expect(supplierView.record?.xeroUrl).toBe(`${fake.url}/__fake/invoices/${String(invoice!.InvoiceID)}/view`);
    const venueView = parseAnswer(await call(venueOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting);
    expect(venueView.record).toMatchObject({ invoiceType: 'ACCPAY', state: 'synced', counterpartName: 'Harbour Brewing Co', xeroStatus: 'AUTHORISED', orderId: order.orderId });
  });

  it('with a supplier syncing on delivery: nothing for the supplier on accept, its invoice on delivery', async () => {
    await setSupplierBooks({ syncOn: 'deliver' });
    await setVenueBooks({});
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    await settled(order.supplierOrderId, 'venue', 'synced');
    expect(await recordOf(order.supplierOrderId, 'supplier')).toBeUndefined();
    await step(supplierOwner, order.supplierOrderId, 'dispatch');
    expect(await recordOf(order.supplierOrderId, 'supplier')).toBeUndefined();
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(0);
    parseAnswer(await step(supplierOwner, order.supplierOrderId, 'deliver'), 200, SupplierOrder);
    await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Type: 'ACCREC', Reference: order.number })]);
    // the venue's bill is not made twice
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
  });

  it('is not made by a checkout, nor for an organisation without Xero', async () => {
    await setSupplierBooks({});
    const placed = await orderThrough(t, venueOwner, venue.id, [{ skuId: keg.id, qty: 1 }]);
    const supplierOrderId = placed.supplierOrders[0]!.id;
    expect(await syncRecordsOfTesting(t.database.db, supplierOrderId)).toEqual([]);
    // the other supplier has no integration: its accepted orders make no record
    const product = await createProduct(t.database.db, { supplierId: otherSupplier.id, name: 'Faraway Dry', status: 'active' });
    const sku = await createSku(t.database.db, { productId: product.id, supplierId: otherSupplier.id });
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    const order = await createOrder(t.database.db, { venueId: venue.id, supplierOrders: [{ supplierId: otherSupplier.id, lines: [{ sku, qty: 1 }] }] });
    parseAnswer(await step(strangerOwner, order.supplierOrders[0]!.id, 'accept'), 200, SupplierOrder);
    expect(await syncRecordsOfTesting(t.database.db, order.supplierOrders[0]!.id)).toEqual([]);
    await setVenueBooks({ status: 'connected' });
  });

  it('a step that rolls back queues nothing', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    await failNotificationsMentioningTesting(t.database.db, 'TL-ROLLBACK');
    const order = await placeOrder('TL-ROLLBACK1');
    const jobsBefore = (await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).length;
    expect((await step(supplierOwner, order.supplierOrderId, 'accept')).statusCode).toBe(500);
    expect(await syncRecordsOfTesting(t.database.db, order.supplierOrderId)).toEqual([]);
    expect(await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).toHaveLength(jobsBefore);
    const still = parseAnswer(await call(supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    expect(still.status).toBe('submitted');
  });
});

describe('a cancelled order in Xero', () => {
  it('voids an authorised invoice and deletes a draft bill', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await setVenueBooks({ invoiceStatus: 'DRAFT' });
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    await settled(order.supplierOrderId, 'supplier', 'synced');
    await settled(order.supplierOrderId, 'venue', 'synced');
    parseAnswer(await step(supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Brewery flooded' }), 200, SupplierOrder);
    const voided = await settled(order.supplierOrderId, 'supplier', 'voided');
    const deleted = await settled(order.supplierOrderId, 'venue', 'deleted');
    expect(voided).toMatchObject({ xeroStatus: 'VOIDED', voidRequested: true });
    expect(deleted).toMatchObject({ xeroStatus: 'DELETED' });
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'VOIDED' })]);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'DELETED' })]);
  });

  it('cancelled before its job ran: skipped, and nothing reaches Xero', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    // accepted, with its records written but their jobs not yet run
    const order = await placeOrder(undefined, 'accepted');
    await insertSyncRecordTesting(t.database.db, { supplierOrderId: order.supplierOrderId, organisationId: supplier.id, side: 'supplier' });
    await insertSyncRecordTesting(t.database.db, { supplierOrderId: order.supplierOrderId, organisationId: venue.id, side: 'venue' });
    const calls = fake.requests().length;
    parseAnswer(await step(supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Changed our mind' }), 200, SupplierOrder);
    expect(await settled(order.supplierOrderId, 'supplier', 'skipped')).toMatchObject({ xeroInvoiceId: null, attempts: 0 });
    await settled(order.supplierOrderId, 'venue', 'skipped');
    expect(fake.requests().slice(calls).filter((request) => request.path.startsWith('/api.xro'))).toEqual([]);
  });

  it('a paid invoice is left alone and its owners are told to refund it in Xero', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    await fakeControl(fake, `invoices/${synced.xeroInvoiceId}/pay`);
    await step(supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Returned' });
    await expect.poll(async () => (await recordOf(order.supplierOrderId, 'supplier'))?.lastError, { timeout: 15_000 }).toBe('Paid in Xero: refund it there');
    expect(await recordOf(order.supplierOrderId, 'supplier')).toMatchObject({ state: 'paid', xeroStatus: 'PAID' });
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'PAID' })]);
    const told = (await notificationsOfKindTesting(t.database.db, 'xero_sync_failed')).filter((notice) => notice.title.includes(order.number));
    expect(told.map((notice) => notice.userId)).toEqual([supplierOwner.userId]);
    await setVenueBooks({ status: 'connected' });
  });
});

describe('failures', () => {
  it('a validation error fails the record with Xero’s message and tells the owners; a retry after the fix syncs it', async () => {
    await setSupplierBooks({ accountCode: '999', invoiceStatus: 'AUTHORISED' });
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
    expect(failed.lastError).toBe("Account code '999' is not a valid code for this document.");
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([]);
    const told = (await notificationsOfKindTesting(t.database.db, 'xero_sync_failed')).filter((notice) => notice.title.includes(order.number));
    expect(told).toEqual([
      expect.objectContaining({ userId: supplierOwner.userId, body: failed.lastError, link: `/dash/suppliers/${supplier.id}/settings/integrations/xero` }),
    ]);
    // a failure is not retried blindly
    expect((await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === failed.id).map((job) => job.state)).toEqual(['completed']);

    const listed = parseAnswer(await call(supplierMember, 'GET', `/api/suppliers/${supplier.slug}/integrations/xero/sync-records?state=failed`), 200, AccountingSyncRecordList);
    expect(listed.items).toEqual([expect.objectContaining({ id: failed.id, state: 'failed', lastError: failed.lastError, canRetry: false, xeroUrl: null })]);
    const forOwner = parseAnswer(await call(supplierOwner, 'GET', `/api/suppliers/${supplier.id}/integrations/xero/sync-records?state=failed`), 200, AccountingSyncRecordList);
    expect(forOwner.items[0]?.canRetry).toBe(true);

    const retry = `/api/suppliers/${supplier.slug}/integrations/xero/sync-records/${failed.id}/retry`;
    expect(parseError(await call(supplierMember, 'POST', retry), 403).message).toContain('owner or admin');
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    expect(parseAnswer(await call(supplierOwner, 'POST', retry), 200, AccountingSyncRecord)).toMatchObject({ id: failed.id, state: 'pending', lastError: null });
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(synced.attempts).toBe(2);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'AUTHORISED', Reference: order.number })]);
    // a record that isn't failed is not retried
    const refused = parseError(await call(supplierOwner, 'POST', retry), 409);
    expect(refused.message).toContain('synced');
    expect(refused.details).toEqual({ state: 'synced' });
    await setVenueBooks({ status: 'connected' });
  });

  it('Xero’s 429 puts the tenant off for Retry-After and syncs later, without a failed attempt', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    await fakeControl(fake, 'fault', { route: '/api.xro/2.0/Contacts', status: 429, retryAfter: 2, problem: 'minute' });
    const order = await placeOrder();
    const acceptedAt = Date.now();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    await expect.poll(async () => (await integrationOfTesting(t.database.db, supplier.id))?.blockedUntil?.getTime() ?? 0, { timeout: 10_000 }).toBeGreaterThan(acceptedAt);
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(synced.lastError).toBeNull();
    const jobsOfRecord = async () => (await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === synced.id);
    // the queue completes a job just after its handler stored the outcome
    await expect.poll(async () => (await jobsOfRecord()).map((job) => [job.state, job.retryCount]), { timeout: 5_000 }).toEqual([
      ['completed', 0],
      ['completed', 0],
    ]);
    const jobs = await jobsOfRecord();
    // the second job waited for Retry-After
    expect(jobs[1]!.startAfter.getTime() - jobs[0]!.createdOn.getTime()).toBeGreaterThanOrEqual(1_500);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    await setVenueBooks({ status: 'connected' });
  });

  it('keeps what Xero says is left of the day, and pauses the tenant until the next UTC day when it is nearly spent', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    const first = await placeOrder();
    await step(supplierOwner, first.supplierOrderId, 'accept');
    await settled(first.supplierOrderId, 'supplier', 'synced');
    const left = (await integrationOfTesting(t.database.db, supplier.id))!.dayLimitRemaining!;
    expect(left).toBeGreaterThan(100);
    expect(left).toBeLessThan(5000);
    expect((await integrationOfTesting(t.database.db, supplier.id))!.blockedUntil).toBeNull();
    // the day's limit as if nearly all of it had gone: a sync (3 calls) leaves fewer than 20
    await fakeControl(fake, 'limits', { day: 5000 - left + 21 });
    try {
      const order = await placeOrder();
      await step(supplierOwner, order.supplierOrderId, 'accept');
      await settled(order.supplierOrderId, 'supplier', 'synced');
      const integration = (await integrationOfTesting(t.database.db, supplier.id))!;
      expect(integration.dayLimitRemaining).toBeLessThan(20);
      const now = new Date();
      expect(integration.blockedUntil).toEqual(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)));
    } finally {
      await fakeControl(fake, 'limits', { day: 5000 });
      await setSupplierBooks({});
      await setVenueBooks({ status: 'connected' });
    }
  });

  it('an organisation disconnected before its job ran: the record fails, saying so, and is not retried blindly', async () => {
    const order = await placeOrder(undefined, 'accepted');
    const record = await insertSyncRecordTesting(t.database.db, { supplierOrderId: order.supplierOrderId, organisationId: supplier.id, side: 'supplier' });
    await setSupplierBooks({ status: 'disconnected' });
    try {
      await sendJobTesting(t.database.db, XERO_SYNC_QUEUE, { syncRecordId: record.id });
      const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
      expect(failed.lastError).toBe('Xero is not connected: an owner or admin connects it again on the integrations page');
      expect((await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === record.id).map((job) => job.state)).toEqual(['completed']);
    } finally {
      await setSupplierBooks({ status: 'connected' });
    }
  });

  it('an integration paused until later is not called: its work waits', async () => {
    await setSupplierBooks({ blockedUntil: new Date(Date.now() + 4_000) });
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    const calls = fake.requests().length;
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const record = (await recordOf(order.supplierOrderId, 'supplier'))!;
    const jobsOf = async () => (await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === record.id);
    // the first job saw the pause and put the work off: a second job waits for the pause's end
    await expect.poll(async () => (await jobsOf()).map((job) => job.state), { timeout: 3_000 }).toEqual(['completed', 'created']);
    expect(fake.requests().slice(calls).filter((request) => request.path.startsWith('/api.xro'))).toEqual([]);
    expect(await recordOf(order.supplierOrderId, 'supplier')).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await settled(order.supplierOrderId, 'supplier', 'synced')).attempts).toBe(1);
    await setVenueBooks({ status: 'connected' });
  });

  it('a retry after a crash between Xero and our database finds the invoice: still one in Xero', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    // as if each job died after Xero made the document but before the record kept its id
    for (const record of [invoiceRecord, billRecord]) {
      await updateSyncRecordTesting(t.database.db, record.id, { state: 'pending', xeroInvoiceId: null, xeroInvoiceNumber: null, xeroStatus: null, syncedAt: null });
      await sendJobTesting(t.database.db, XERO_SYNC_QUEUE, { syncRecordId: record.id });
    }
    expect((await settled(order.supplierOrderId, 'supplier', 'synced')).xeroInvoiceId).toBe(invoiceRecord.xeroInvoiceId);
    expect((await settled(order.supplierOrderId, 'venue', 'synced')).xeroInvoiceId).toBe(billRecord.xeroInvoiceId);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
    const creates = fake.requests().filter((request) => request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices') && request.body.includes(order.number));
    expect(creates).toHaveLength(2);
  });

  it('Xero down: the attempt is recorded and retried by the queue; when the retries run out the record fails and the owners hear', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(t.database.db, venue.id, { status: 'disconnected' });
    await fakeControl(fake, 'fault', { route: '/api.xro/2.0/Invoices', method: 'PUT', status: 503, body: 'The Xero API is currently offline for maintenance' });
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    await expect.poll(async () => (await recordOf(order.supplierOrderId, 'supplier'))?.lastError, { timeout: 15_000 }).toContain('503');
    const pending = (await recordOf(order.supplierOrderId, 'supplier'))!;
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    await expect
      .poll(async () => (await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === pending.id).map((job) => job.state), { timeout: 10_000 })
      .toEqual(['retry']);
    // what pg-boss sends to the dead-letter queue once the retries are spent
    await sendJobTesting(t.database.db, XERO_SYNC_FAILED_QUEUE, { syncRecordId: pending.id });
    const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
    expect(failed.lastError).toContain('Xero didn’t answer after several attempts');
    expect(failed.lastError).toContain('offline for maintenance');
    expect((await notificationsOfKindTesting(t.database.db, 'xero_sync_failed')).filter((notice) => notice.title.includes(order.number)).map((notice) => notice.userId)).toEqual([
      supplierOwner.userId,
    ]);
    await setVenueBooks({ status: 'connected' });
  });
});

describe('who sees what', () => {
  it('each organisation reads only its own records; strangers get 404; a platform admin reads no record of an order', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');

    const supplierList = parseAnswer(await call(supplierMember, 'GET', `/api/suppliers/${supplier.slug}/integrations/xero/sync-records`), 200, AccountingSyncRecordList);
    expect(supplierList.items.map((item) => item.id)).toContain(invoiceRecord.id);
    expect(supplierList.items.every((item) => item.invoiceType === 'ACCREC')).toBe(true);
    const venueList = parseAnswer(await call(venueOwner, 'GET', `/api/venues/${venue.slug}/integrations/xero/sync-records`), 200, AccountingSyncRecordList);
    expect(venueList.items.map((item) => item.id)).toContain(billRecord.id);
    expect(venueList.items.every((item) => item.invoiceType === 'ACCPAY')).toBe(true);
    expect(venueList.items.map((item) => item.id)).not.toContain(invoiceRecord.id);

    expect((await call(strangerOwner, 'GET', `/api/suppliers/${supplier.slug}/integrations/xero/sync-records`)).statusCode).toBe(404);
    expect((await call(venueOwner, 'GET', `/api/suppliers/${supplier.slug}/integrations/xero/sync-records`)).statusCode).toBe(404);
    expect((await call(strangerOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`)).statusCode).toBe(404);
    // another organisation's record named under one's own: no such record
    expect((await call(strangerOwner, 'POST', `/api/suppliers/${otherSupplier.slug}/integrations/xero/sync-records/${invoiceRecord.id}/retry`)).statusCode).toBe(404);
    expect((await call(venueOwner, 'POST', `/api/venues/${venue.slug}/integrations/xero/sync-records/${invoiceRecord.id}/retry`)).statusCode).toBe(404);
    const admin = parseAnswer(await call(platformAdmin, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting);
    expect(admin).toEqual({ record: null, paidAt: null });
    expect(parseError(await call(supplierOwner, 'GET', `/api/suppliers/${supplier.slug}/integrations/xero/sync-records?state=nonsense`), 400).message).toContain('state');
  });
});

describe('payments without webhooks', () => {
  it('are polled every five minutes, only what changed since the last poll: a paid invoice marks the order paid on both sides', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
    expect(await scheduleOfTesting(t.database.db, XERO_POLL_TICK_QUEUE)).toBe('*/5 * * * *');

    const order = await placeOrder();
    await step(supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    const tick = async () => {
      const before = (await jobsOfQueueTesting(t.database.db, XERO_POLL_TICK_QUEUE)).length;
      await sendJobTesting(t.database.db, XERO_POLL_TICK_QUEUE, {});
      await expect.poll(async () => (await jobsOfQueueTesting(t.database.db, XERO_POLL_TICK_QUEUE)).slice(before).map((job) => job.state), { timeout: 10_000 }).toEqual(['completed']);
    };
    await tick();
    expect((await integrationOfTesting(t.database.db, supplier.id))?.pollCursor).toBeInstanceOf(Date);
    expect((await recordOf(order.supplierOrderId, 'supplier'))?.state).toBe('synced');

    await fakeControl(fake, `invoices/${invoiceRecord.xeroInvoiceId}/pay`);
    const calls = fake.requests().length;
    await tick();
    const paid = await settled(order.supplierOrderId, 'supplier', 'paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const polls = fake.requests().slice(calls).filter((request) => request.method === 'GET' && request.path.startsWith('/api.xro/2.0/Invoices?'));
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((request) => typeof request.headers['if-modified-since'] === 'string')).toBe(true);
    expect(await supplierOrderPaidAtTesting(t.database.db, order.supplierOrderId)).toEqual(paid.paidAt);
    const paidNotices = (await notificationsOfKindTesting(t.database.db, 'order_paid')).filter((notice) => notice.title === `Order ${order.number} paid`);
    expect(paidNotices.map((notice) => notice.organisationId).sort()).toEqual([supplier.id, supplier.id, venue.id].sort());
    for (const person of [supplierMember, venueOwner]) {
      expect(parseAnswer(await call(person, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder).paidAt).toBe(paid.paidAt!.toISOString());
      expect(parseAnswer(await call(person, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting).paidAt).toBe(paid.paidAt!.toISOString());
    }

    // the venue pays its bill too: its record is paid, and nobody is told twice
    await fakeControl(fake, `invoices/${billRecord.xeroInvoiceId}/pay`);
    await tick();
    await settled(order.supplierOrderId, 'venue', 'paid');
    expect((await notificationsOfKindTesting(t.database.db, 'order_paid')).filter((notice) => notice.title === `Order ${order.number} paid`)).toHaveLength(3);
  });
});
