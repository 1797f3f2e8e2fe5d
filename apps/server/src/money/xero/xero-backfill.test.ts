import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryList, SupplierOrder, XeroBackfillPreview, XeroBackfillResult } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { type FakeXero, startFakeXero } from '../../../test/support/fake-xero';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import { connectXeroTesting, fakeXeroSettings } from '../../../test/support/xero-sync-kit';
import {
  jobsOfQueueTesting,
  sendJobTesting,
  setIssueOnTesting,
  syncRecordsOfTesting,
  taxInvoiceOfTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';
import { insertTestInvoice } from '../../../test/support/queries/invoices-testing.queries';

// Orders accepted before Xero was connected are never sent by their step; the Xero page sends the
// last N days' orders that have nothing in Xero, through the same records, queue and idempotency as every sync.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let fake: FakeXero;
let settings: ReturnType<typeof fakeXeroSettings>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let venueOwner: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let otherSupplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let otherKeg: Awaited<ReturnType<typeof createSku>>;
let numbers = 0;

const BOOKS = 'Hop Valley Brewing';
const VENUE_BOOKS = 'The Corner Bistro';
const call = apiCaller(() => t);
const backfillUrl = (type: 'supplier' | 'venue', id: string) => `/api/${type}s/${id}/integrations/xero/backfill`;
const DAY_MS = 86_400_000;

/**
 * An order of the venue to `to`, placed `daysAgo` days ago, in the given status (its supplier order's id); past
 * submitted, with its tax invoice issued unless `invoiced` is false.
 */
async function placeOrder(
  to: { id: string },
  sku: { id: string },
  options: { status?: 'submitted' | 'accepted' | 'delivered'; daysAgo?: number; invoiced?: boolean } = {},
) {
  const number = `TL-8${String(++numbers).padStart(5, '0')}`;
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    placedBy: venueOwner.userId,
    number,
    createdAt: new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS),
    supplierOrders: [
      { supplierId: to.id, status: options.status ?? 'submitted', lines: [{ sku: sku as never, productName: 'Harbour Haze', qty: 2 }] },
    ],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  if ((options.status ?? 'submitted') !== 'submitted' && options.invoiced !== false)
    await insertTestInvoice(t.database.db, { supplierId: to.id, venueId: venue.id, supplierOrderId });
  return { number, supplierOrderId };
}

const invoicesFor = (books: string, number: string) =>
  fake
    .orgs()
    .find((org) => org.name === books)!
    .invoices.filter((invoice) => invoice.Reference === number || invoice.InvoiceNumber === number);

async function settledRecord(supplierOrderId: string, side: 'supplier' | 'venue', state: string) {
  const recordOf = async () => (await syncRecordsOfTesting(t.database.db, supplierOrderId)).find((record) => record.side === side);
  await expect.poll(async () => (await recordOf())?.state, { timeout: 20_000, interval: 100 }).toBe(state);
  return (await recordOf())!;
}

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  settings = fakeXeroSettings(fake);
  t = await createTestApp({ listen: true, xero: settings });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing Co' });
  otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
  venue = await createVenue(db, { name: 'The Local Tavern' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 28_500 });
  const cider = await createProduct(db, { supplierId: otherSupplier.id, name: 'Faraway Dry', status: 'active' });
  otherKeg = await createSku(db, {
    productId: cider.id,
    supplierId: otherSupplier.id,
    code: 'FD-K50',
    name: '50 L keg',
    unitPriceCents: 25_000,
  });
  [owner, admin, member, venueOwner] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, member, venueOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await setIssueOnTesting(db, supplier.id, 'accepted');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('sending the orders invoiced before Xero was connected', () => {
  it('is refused until Xero is connected with an account and a tax rate', async () => {
    parseError(await call(owner, 'GET', `${backfillUrl('supplier', supplier.id)}?days=30`), 409);
    parseError(await call(owner, 'POST', backfillUrl('supplier', supplier.id), { days: 30 }), 409);
  });

  it('counts and sends only the supplier’s own invoiced orders of the last N days that have nothing in Xero; once', async () => {
    // accepted through the API while Xero was not connected: the step queued nothing
    const accepted = await placeOrder(supplier, keg);
    parseAnswer(await call(owner, 'POST', `/api/supplier-orders/${accepted.supplierOrderId}/accept`, {}), 200, SupplierOrder);
    expect(await syncRecordsOfTesting(t.database.db, accepted.supplierOrderId)).toEqual([]);
    const delivered = await placeOrder(supplier, keg, { status: 'delivered', daysAgo: 3 });
    const older = await placeOrder(supplier, keg, { status: 'accepted', daysAgo: 40 });
    const submitted = await placeOrder(supplier, keg);
    const elsewhere = await placeOrder(otherSupplier, otherKeg, { status: 'accepted' });

    await connectXeroTesting(t.database.db, fake, settings, {
      organisationId: supplier.id,
      tenantName: BOOKS,
      accountCode: '200',
      taxType: 'OUTPUT',
    });

    // the preview: owners and admins only
    const preview = parseAnswer(await call(owner, 'GET', `${backfillUrl('supplier', supplier.id)}?days=30`), 200, XeroBackfillPreview);
    expect(preview).toMatchObject({ days: 30, count: 2 });
    expect(Math.abs(Date.parse(preview.since) - (Date.now() - 30 * DAY_MS))).toBeLessThan(60_000);
    expect(parseAnswer(await call(admin, 'GET', `${backfillUrl('supplier', supplier.id)}?days=60`), 200, XeroBackfillPreview).count).toBe(
      3,
    );
    parseError(await call(member, 'GET', `${backfillUrl('supplier', supplier.id)}?days=30`), 403);
    parseError(await call(member, 'POST', backfillUrl('supplier', supplier.id), { days: 30 }), 403);

    // two sends at once (a double click, two tabs): each order is queued once between them
    const sends = await Promise.all([0, 1].map(() => call(owner, 'POST', backfillUrl('supplier', supplier.id), { days: 30 })));
    const queued = sends.map((answer) => parseAnswer(answer, 200, XeroBackfillResult).queued);
    expect(queued.reduce((sum, each) => sum + each, 0)).toBe(2);

    for (const order of [accepted, delivered]) {
      const record = await settledRecord(order.supplierOrderId, 'supplier', 'synced');
      const invoices = invoicesFor(BOOKS, order.number);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        Type: 'ACCREC',
        Reference: order.number,
        Status: 'DRAFT',
        Contact: { Name: 'The Local Tavern' },
      });
      expect(record.xeroInvoiceId).toBe(invoices[0]!.InvoiceID);
    }
    // the older order, the submitted one and the other supplier's were left alone
    for (const order of [older, submitted, elsewhere]) expect(await syncRecordsOfTesting(t.database.db, order.supplierOrderId)).toEqual([]);

    // sending again queues nothing; the same job run again (at least once) makes no second invoice
    expect(parseAnswer(await call(owner, 'POST', backfillUrl('supplier', supplier.id), { days: 30 }), 200, XeroBackfillResult).queued).toBe(
      0,
    );
    expect(parseAnswer(await call(owner, 'GET', `${backfillUrl('supplier', supplier.id)}?days=30`), 200, XeroBackfillPreview).count).toBe(
      0,
    );
    const [record] = await syncRecordsOfTesting(t.database.db, accepted.supplierOrderId);
    const again = await sendJobTesting(t.database.db, XERO_SYNC_QUEUE, { syncRecordId: record!.id });
    await expect
      .poll(async () => (await jobsOfQueueTesting(t.database.db, XERO_SYNC_QUEUE)).find((job) => job.id === again)?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
    expect(invoicesFor(BOOKS, accepted.number)).toHaveLength(1);

    // a wider window picks up the older one, and the audit log says who sent what
    expect(parseAnswer(await call(owner, 'POST', backfillUrl('supplier', supplier.id), { days: 60 }), 200, XeroBackfillResult).queued).toBe(
      1,
    );
    await settledRecord(older.supplierOrderId, 'supplier', 'synced');
    expect(invoicesFor(BOOKS, older.number)).toHaveLength(1);
    const audit = parseAnswer(await call(owner, 'GET', `/api/suppliers/${supplier.id}/audit`), 200, AuditEntryList);
    expect(audit.items.filter((entry) => entry.action === 'integration.backfilled').map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/ sent 1 earlier order of the last 60 days of Harbour Brewing Co to Xero$/),
      expect.stringMatching(/ sent 2 earlier orders of the last 30 days of Harbour Brewing Co to Xero$/),
    ]);
  });

  it('sends only orders with Tapline’s tax invoice: one not yet invoiced has no number to go by', async () => {
    const accepted = await placeOrder(supplier, keg, { status: 'accepted', invoiced: false });
    const delivered = await placeOrder(supplier, keg, { status: 'delivered' });
    expect(parseAnswer(await call(owner, 'POST', backfillUrl('supplier', supplier.id), { days: 7 }), 200, XeroBackfillResult).queued).toBe(
      1,
    );
    await settledRecord(delivered.supplierOrderId, 'supplier', 'synced');
    expect(await syncRecordsOfTesting(t.database.db, accepted.supplierOrderId)).toEqual([]);
  });

  it('a venue sends its accepted orders as bills to its own Xero', async () => {
    const accepted = await placeOrder(otherSupplier, otherKeg, { status: 'accepted', daysAgo: 1 });
    await connectXeroTesting(t.database.db, fake, settings, {
      organisationId: venue.id,
      tenantName: VENUE_BOOKS,
      accountCode: '310',
      taxType: 'INPUT',
    });
    const result = parseAnswer(await call(venueOwner, 'POST', backfillUrl('venue', venue.slug), { days: 7 }), 200, XeroBackfillResult);
    expect(result.queued).toBeGreaterThanOrEqual(1);
    await settledRecord(accepted.supplierOrderId, 'venue', 'synced');
    const { number } = (await taxInvoiceOfTesting(t.database.db, accepted.supplierOrderId))!;
    expect(invoicesFor(VENUE_BOOKS, number)).toEqual([expect.objectContaining({ Type: 'ACCPAY', InvoiceNumber: number })]);
  });

  it('names a bad number of days and changes nothing', async () => {
    for (const days of ['0', '366', 'abc', '7.5']) {
      const error = parseError(await call(owner, 'GET', `${backfillUrl('supplier', supplier.id)}?days=${days}`), 400);
      expect(JSON.stringify(error)).toMatch(/days/);
    }
    for (const days of [0, 366, 2.5, '30']) parseError(await call(owner, 'POST', backfillUrl('supplier', supplier.id), { days }), 400);
  });
});
