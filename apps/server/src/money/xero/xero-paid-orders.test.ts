import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, SupplierOrder, TaxInvoice, TaxInvoiceList } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { type FakeXero, startFakeXero } from '../../../test/support/fake-xero';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { XERO_POLL_TICK_QUEUE } from './xero-sync.queues';
import { connectXeroTesting, fakeControl, fakeXeroSettings } from '../../../test/support/xero-sync-kit';
import {
  jobsOfQueueTesting,
  sendJobTesting,
  setIssueOnTesting,
  syncRecordsOfTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// A payment in Xero, in full or in part, is recorded on the order and against its tax invoice; cancelling a paid
// order with Tapline's tax invoice makes an adjustment note (decision 0161; a paid order without one still gets
// decision 0130's 409, tested with the legacy records). The payments come back by the poll, from the fake Xero.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let fake: FakeXero;
let t: TestApp;
let rep: Person;
let staff: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let keg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const view = async (person: Person, id: string) => parseAnswer(await call(person, 'GET', `/api/supplier-orders/${id}`), 200, SupplierOrder);

/** The poll's job, sent now as its schedule would, run to the end. */
async function poll() {
  const before = (await jobsOfQueueTesting(t.database.db, XERO_POLL_TICK_QUEUE)).length;
  await sendJobTesting(t.database.db, XERO_POLL_TICK_QUEUE, {});
  await expect
    .poll(async () => (await jobsOfQueueTesting(t.database.db, XERO_POLL_TICK_QUEUE)).slice(before).map((job) => job.state), {
      timeout: 10_000,
    })
    .toEqual(['completed']);
}

/** An order the supplier accepted, its invoice in Xero (authorised, so it can be paid). */
async function acceptedOrder() {
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    placedBy: staff.userId,
    supplierOrders: [{ supplierId: supplier.id, lines: [{ sku: keg, productName: 'Harbour Haze', qty: 2 }] }],
  });
  const id = order.supplierOrders[0]!.id;
  parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${id}/accept`, {}), 200, SupplierOrder);
  await expect
    .poll(async () => (await syncRecordsOfTesting(t.database.db, id))[0]?.state, { timeout: 15_000, interval: 100 })
    .toBe('synced');
  return { id, orderId: order.id, invoiceId: (await syncRecordsOfTesting(t.database.db, id))[0]!.xeroInvoiceId! };
}

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  const settings = fakeXeroSettings(fake);
  t = await createTestApp({ listen: true, xero: settings });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing Co', contactEmail: 'accounts@harbour.test' });
  venue = await createVenue(db, { name: 'The Local Tavern' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 28_550 });
  rep = await signedInUser(t, { name: 'Rita Rep' });
  staff = await signedInUser(t, { name: 'Sam Staff' });
  for (const person of [rep, staff]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  // tax invoices issued on accepting: the order reaches Xero then
  await setIssueOnTesting(db, supplier.id, 'accepted');
  await connectXeroTesting(db, fake, settings, {
    organisationId: supplier.id,
    tenantName: 'Hop Valley Brewing',
    accountCode: '200',
    taxType: 'OUTPUT',
    invoiceStatus: 'AUTHORISED',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a paid order', () => {
  it('part-paid, then paid in Xero: cancelling it makes an adjustment note for its whole invoice, the paid money held as credit, and the note reaches Xero', async () => {
    const order = await acceptedOrder();
    const unpaid = await view(rep, order.id);
    expect(unpaid).toMatchObject({ payment: 'unpaid', actions: ['dispatch', 'cancel'], cancelBlockedBy: null });

    // $100 of the $628.10 paid, then the rest
    await fakeControl(fake, `invoices/${order.invoiceId}/pay`, { amount: 100 });
    await poll();
    await expect.poll(async () => (await view(rep, order.id)).payment, { timeout: 10_000, interval: 100 }).toBe('part_paid');
    // with Tapline's tax invoice, a paid order is cancelled by an adjustment note (decision 0161): Cancel stays
    expect(await view(rep, order.id)).toMatchObject({ status: 'accepted', actions: ['dispatch', 'cancel'], cancelBlockedBy: null });
    await fakeControl(fake, `invoices/${order.invoiceId}/pay`);
    await poll();
    await expect.poll(async () => (await view(rep, order.id)).payment, { timeout: 10_000, interval: 100 }).toBe('paid');
    // the venue reads the same payment
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${order.orderId}`), 200, Order).supplierOrders[0]).toMatchObject({
      payment: 'paid',
    });

    const cancelled = parseAnswer(
      await call(rep, 'POST', `/api/supplier-orders/${order.id}/cancel`, { reason: 'Out of kegs' }),
      200,
      SupplierOrder,
    );
    expect(cancelled.status).toBe('cancelled');
    const invoices = parseAnswer(await call(rep, 'GET', `/api/suppliers/${supplier.id}/invoices`), 200, TaxInvoiceList);
    const invoice = parseAnswer(await call(rep, 'GET', `/api/suppliers/${supplier.id}/invoices/${invoices.items[0]!.id}`), 200, TaxInvoice);
    // paid in full before the note: the note's whole credit is held, nothing allocated to the paid invoice
    expect(invoice).toMatchObject({ totalCents: 62_810, paidCents: 62_810, balanceCents: 0 });
    expect(invoice.adjustmentNotes).toHaveLength(1);
    const note = invoice.adjustmentNotes[0]!;
    expect(note).toMatchObject({ totalCents: 62_810 });
    // the Xero invoice isn't voided (a paid invoice can't be); the note becomes the supplier's credit note
    expect((await syncRecordsOfTesting(t.database.db, order.id))[0]).toMatchObject({ state: 'paid', voidRequested: false });
    await expect
      .poll(
        () =>
          fake
            .orgs()
            .flatMap((org) => org.creditNotes)
            .filter((candidate) => candidate.CreditNoteNumber === note.number)
            .map((candidate) => candidate.Type),
        { timeout: 20_000, interval: 100 },
      )
      .toEqual(['ACCRECCREDIT']);
  });
});
