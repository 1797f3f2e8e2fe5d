import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierOrder, SupplierOrderAccounting } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { type FakeXero, startFakeXero } from '../../../test/support/fake-xero';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { XERO_INVOICE_CHECK_QUEUE, XERO_POLL_TICK_QUEUE } from './xero-sync.queues';
import { connectXeroTesting, fakeControl, fakeXeroSettings } from '../../../test/support/xero-sync-kit';
import {
  invoicePaymentsOfTesting,
  jobsOfQueueTesting,
  notificationsOfKindTesting,
  scheduleOfTesting,
  setIssueOnTesting,
  supplierOrderPaidAtTesting,
  syncRecordsOfTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';
import { xeroWebhookSignature } from './xero-webhook-signature';

// Payments back through Xero's webhooks (docs/protocols/xero.md, Webhooks): the signature over the raw body, the
// intent-to-receive handshake, and a paid invoice marking the order paid on both sides. The fake Xero delivers the
// webhooks itself, as Xero would, to the listening app.

const WEBHOOK_KEY = 'test-webhook-key-+/0123456789abcdefghijklmnopqrstuvwxyz';
type Person = Awaited<ReturnType<typeof signedInUser>>;
let fake: FakeXero;
let t: TestApp;
let supplierOwner: Person;
let venueOwner: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let supplierTenantId: string;
let orderCount = 0;

const call = apiCaller(() => t);
const webhookUrl = () => `${t.baseUrl}/api/integrations/xero/webhooks`;

/** A delivery as Xero makes it: no app key, no bearer; signed with `key` unless a signature is given. */
async function deliver(body: string, signature: string | null = xeroWebhookSignature(body, WEBHOOK_KEY)) {
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'x-xero-signature': signature }) },
    body,
  });
  return { status: response.status, body: await response.text() };
}

const payload = (events: object[]) =>
  JSON.stringify({ events, firstEventSequence: 1, lastEventSequence: events.length, entropy: 'QWERTYUIOPASDFGHJKLZ' });
const invoiceEvent = (tenantId: string, invoiceId: string, eventCategory = 'INVOICE') => ({
  resourceUrl: `${fake.url}/api.xro/2.0/Invoices/${invoiceId}`,
  resourceId: invoiceId,
  eventDateUtc: new Date().toISOString().slice(0, -1),
  eventType: 'UPDATE',
  eventCategory,
  tenantId,
  tenantType: 'ORGANISATION',
});

async function recordOf(supplierOrderId: string, side: 'supplier' | 'venue') {
  return (await syncRecordsOfTesting(t.database.db, supplierOrderId)).find((record) => record.side === side);
}
async function settled(supplierOrderId: string, side: 'supplier' | 'venue', state: string) {
  await expect.poll(async () => (await recordOf(supplierOrderId, side))?.state, { timeout: 15_000, interval: 100 }).toBe(state);
  return (await recordOf(supplierOrderId, side))!;
}

async function acceptedOrder() {
  const number = `TL-8${String(++orderCount).padStart(5, '0')}`;
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    placedBy: venueOwner.userId,
    number,
    supplierOrders: [{ supplierId: supplier.id, lines: [{ sku: keg, productName: 'Harbour Haze', qty: 2 }] }],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  parseAnswer(await call(supplierOwner, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {}), 200, SupplierOrder);
  return {
    number,
    supplierOrderId,
    invoice: await settled(supplierOrderId, 'supplier', 'synced'),
    bill: await settled(supplierOrderId, 'venue', 'synced'),
  };
}

const paidNotices = async (number: string) =>
  (await notificationsOfKindTesting(t.database.db, 'order_paid')).filter((notice) => notice.title === `Order ${number} paid`);

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  const settings = fakeXeroSettings(fake, WEBHOOK_KEY);
  t = await createTestApp({ listen: true, xero: settings });
  fake.setWebhook({ url: webhookUrl(), key: WEBHOOK_KEY, retryDelaysMs: [] });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing Co' });
  venue = await createVenue(db, { name: 'The Local Tavern' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', unitPriceCents: 30_000 });
  [supplierOwner, venueOwner] = [await signedInUser(t), await signedInUser(t)];
  for (const person of [supplierOwner, venueOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: supplierOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  // tax invoices issued on accepting: the order reaches Xero then
  await setIssueOnTesting(db, supplier.id, 'accepted');
  supplierTenantId = (
    await connectXeroTesting(db, fake, settings, {
      organisationId: supplier.id,
      tenantName: 'Hop Valley Brewing',
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
    })
  ).tenantId;
  await connectXeroTesting(db, fake, settings, {
    organisationId: venue.id,
    tenantName: 'The Corner Bistro',
    accountCode: '310',
    taxType: 'INPUT',
    invoiceStatus: 'AUTHORISED',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the webhook route', () => {
  it('answers 401 with an empty body to a missing or wrong signature, and 200 with none to a signed intent-to-receive', async () => {
    const intent = JSON.stringify({ events: [], lastEventSequence: 0, firstEventSequence: 0, entropy: 'S0m3r4Nd0mt3xt' });
    expect(await deliver(intent, null)).toEqual({ status: 401, body: '' });
    expect(await deliver(intent, xeroWebhookSignature(intent, 'another-key'))).toEqual({ status: 401, body: '' });
    expect(await deliver(intent, 'not base64 at all')).toEqual({ status: 401, body: '' });
    // the signature is over the exact bytes: the same JSON spaced differently is not what was signed
    expect(await deliver(JSON.stringify(JSON.parse(intent), null, 2), xeroWebhookSignature(intent, WEBHOOK_KEY))).toEqual({
      status: 401,
      body: '',
    });
    expect(await deliver(intent)).toEqual({ status: 200, body: '' });
    // Xero's own check: its series of signed and wrongly signed deliveries
    expect(await fakeControl(fake, 'webhooks/intent')).toMatchObject({ passed: true });
  });

  it('refuses a signed body that is not a webhook payload, and queues nothing for events of other kinds', async () => {
    const before = (await jobsOfQueueTesting(t.database.db, XERO_INVOICE_CHECK_QUEUE)).length;
    const broken = await deliver('{"events": "none"}');
    expect(broken.status).toBe(400);
    expect(await deliver(payload([invoiceEvent(supplierTenantId, '8b6a0c52-8d39-4d0f-a3a6-6a7f0d8a1c11', 'CONTACT')]))).toEqual({
      status: 200,
      body: '',
    });
    expect(await jobsOfQueueTesting(t.database.db, XERO_INVOICE_CHECK_QUEUE)).toHaveLength(before);
  });

  it('with webhooks configured, payments are not polled', async () => {
    expect(await scheduleOfTesting(t.database.db, XERO_POLL_TICK_QUEUE)).toBeUndefined();
  });
});

describe('a payment in Xero', () => {
  it('comes back by webhook: the order shows paid on both sides and both organisations are told, once', async () => {
    const order = await acceptedOrder();
    await fake.webhooksSettled();
    await fakeControl(fake, `invoices/${order.invoice.xeroInvoiceId}/pay`);
    const paid = await settled(order.supplierOrderId, 'supplier', 'paid');
    expect(paid).toMatchObject({ xeroStatus: 'PAID', paidAt: expect.any(Date) });
    await fake.webhooksSettled();
    expect(fake.webhookDeliveries().at(-1)).toMatchObject({
      delivered: true,
      events: [expect.objectContaining({ resourceId: order.invoice.xeroInvoiceId, tenantId: supplierTenantId })],
    });
    expect(await supplierOrderPaidAtTesting(t.database.db, order.supplierOrderId)).toEqual(paid.paidAt);
    // the payment is kept against Tapline's tax invoice, with Xero's PaymentID
    const books = fake.orgs().find((org) => org.tenantId === supplierTenantId)!;
    const xeroInvoice = books.invoices.find((invoice) => invoice.InvoiceID === order.invoice.xeroInvoiceId)!;
    const [xeroPayment] = xeroInvoice.Payments as { PaymentID: string; Amount: number }[];
    const kept = [
      {
        amountCents: Math.round((xeroInvoice.Total as number) * 100),
        paidOn: new Date().toISOString().slice(0, 10),
        source: 'xero',
        xeroPaymentId: xeroPayment!.PaymentID,
      },
    ];
    expect(await invoicePaymentsOfTesting(t.database.db, order.supplierOrderId)).toEqual(kept);
    expect((await paidNotices(order.number)).map((notice) => notice.userId).sort()).toEqual(
      [supplierOwner.userId, venueOwner.userId].sort(),
    );
    for (const person of [supplierOwner, venueOwner]) {
      const view = parseAnswer(
        await call(person, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`),
        200,
        SupplierOrderAccounting,
      );
      expect(view.paidAt).toBe(paid.paidAt!.toISOString());
    }
    // the venue's own bill is not paid yet: its record says so
    expect(
      parseAnswer(await call(venueOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting)
        .record,
    ).toMatchObject({ state: 'synced', invoiceType: 'ACCPAY' });

    // Xero delivers at least once: the same event again changes nothing and tells nobody again
    const again = payload([invoiceEvent(supplierTenantId, order.invoice.xeroInvoiceId!)]);
    expect(await deliver(again)).toEqual({ status: 200, body: '' });
    expect(await deliver(again)).toEqual({ status: 200, body: '' });
    await expect
      .poll(
        async () => (await jobsOfQueueTesting(t.database.db, XERO_INVOICE_CHECK_QUEUE)).filter((job) => job.state !== 'completed').length,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await paidNotices(order.number)).toHaveLength(2);
    // read again, the payment is written once; and the venue's bill paid in its own books is the same money: not kept again
    await fakeControl(fake, `invoices/${order.bill.xeroInvoiceId}/pay`);
    await settled(order.supplierOrderId, 'venue', 'paid');
    expect(await invoicePaymentsOfTesting(t.database.db, order.supplierOrderId)).toEqual(kept);
  });

  it('of an invoice Tapline did not make, or in a tenant no organisation connected, changes nothing', async () => {
    const before = await syncRecordsOfTesting(t.database.db, (await acceptedOrder()).supplierOrderId);
    await fake.webhooksSettled();
    const stranger = payload([
      invoiceEvent('00000000-0000-0000-0000-00000000beef', before[0]!.xeroInvoiceId!),
      invoiceEvent(supplierTenantId, '6f1b0f52-0000-4d0f-a3a6-6a7f0d8a1c11'),
    ]);
    expect(await deliver(stranger)).toEqual({ status: 200, body: '' });
    await expect
      .poll(
        async () => (await jobsOfQueueTesting(t.database.db, XERO_INVOICE_CHECK_QUEUE)).filter((job) => job.state !== 'completed').length,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await syncRecordsOfTesting(t.database.db, before[0]!.supplierOrderId)).toEqual(before);
  });
});

describe('without Xero on the server', () => {
  it('the webhook route says webhooks are not configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/integrations/xero/webhooks',
        headers: { 'content-type': 'application/json' },
        payload: '{"events":[]}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found', message: 'Xero webhooks are not configured on this server' } });
    } finally {
      await bare.close();
    }
  });
});
