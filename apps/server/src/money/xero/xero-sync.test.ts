import { describe, expect, it } from 'vitest';
import { SupplierOrder, SupplierOrderAccounting } from '@tapline/contracts';
import { createOrder, createProduct, createSku } from '@tapline/db/testing';
import { createContact, createInvoices, type FakeRecord } from '../../../test/support/fake-xero-books';
import { parseAnswer } from '../../../test/support/parse-answer';
import { orderThrough } from '../../../test/support/checkout-kit';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import { fakeControl, SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';
import {
  failNotificationsMentioningTesting,
  insertSyncRecordTesting,
  integrationOfTesting,
  jobsOfQueueTesting,
  notificationsOfKindTesting,
  setIssueOnTesting,
  syncRecordsOfTesting,
  taxInvoiceOfTesting,
  updateIntegrationTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// Orders into Xero: Tapline's tax invoice becomes the supplier's sales invoice and the venue's bill (its number, its
// GST per line), made by the job queue when the step that issues it commits, never twice; one made before Tapline
// issued invoices is voided or deleted after a cancel. Everything runs through the app, its real queue and the fake Xero.

const { kit, call, step, placeOrder, invoicesFor, recordOf, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

describe('an accepted order in Xero', () => {
  it('becomes the supplier’s sales invoice and the venue’s bill: the accepted lines and qty, GST per line, by order number', async () => {
    await setSupplierBooks({});
    await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
    const order = await placeOrder();
    const before = parseAnswer(await call(kit.supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    const kegLine = before.lines.find((line) => line.skuCode === 'HH-K50')!;
    const canLine = before.lines.find((line) => line.skuCode === 'HL-C24')!;
    // sent short: 2 of the 3 kegs, and cans 7 of 10
    parseAnswer(
      await step(kit.supplierOwner, order.supplierOrderId, 'accept', {
        lines: [
          { lineId: kegLine.id, qty: 2 },
          { lineId: canLine.id, qty: 7 },
        ],
      }),
      200,
      SupplierOrder,
    );

    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    const taxInvoice = (await taxInvoiceOfTesting(kit.t.database.db, order.supplierOrderId))!;
    expect(taxInvoice.number).toMatch(/^INV-\d{6}$/);
    const [invoice] = invoicesFor(SUPPLIER_BOOKS, order.number);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    // one number per sale: Tapline's, never Xero's own
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: taxInvoice.number,
      Reference: order.number,
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      CurrencyCode: 'AUD',
      Contact: { Name: 'The Local Tavern' },
      SubTotal: 2 * 285.5 + 7 * 63.33,
      TotalTax: 57.1 + 44.33,
    });
    expect(invoice!.LineItems).toEqual([
      expect.objectContaining({
        Description: 'Harbour Haze (50 L keg) · HH-K50',
        Quantity: 2,
        UnitAmount: 285.5,
        AccountCode: '200',
        TaxType: 'OUTPUT',
        LineAmount: 571,
        TaxAmount: 57.1,
      }),
      expect.objectContaining({
        Description: 'Harbour Lager (Case of 24 cans) · HL-C24',
        Quantity: 7,
        UnitAmount: 63.33,
        AccountCode: '200',
        TaxType: 'OUTPUT',
        LineAmount: 443.31,
        TaxAmount: 44.33,
      }),
    ]);
    // the GST Tapline computed, line by line, as posted: the tax invoice's and the order's
    const after = parseAnswer(await call(kit.supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    expect(Math.round((invoice!.TotalTax as number) * 100)).toBe(taxInvoice.gstCents);
    expect(taxInvoice.gstCents).toBe(after.taxCents);
    const posted = JSON.parse(
      kit.fake.requests().find((request) => request.method === 'PUT' && request.body.includes(`"Reference":"${order.number}"`))!.body,
    ) as { Invoices: { LineItems: { TaxAmount: number }[]; DueDate: string; Date: string }[] };
    expect(posted.Invoices[0]!.LineItems.map((line) => line.TaxAmount)).toEqual(taxInvoice.lines.map((line) => line.gstCents / 100));
    expect(posted.Invoices[0]).toMatchObject({ Date: taxInvoice.issueDate, DueDate: taxInvoice.dueDate });
    expect(invoiceRecord).toMatchObject({
      xeroInvoiceId: invoice!.InvoiceID,
      xeroInvoiceNumber: invoice!.InvoiceNumber,
      xeroStatus: 'DRAFT',
      attempts: 1,
      lastError: null,
    });
    expect(kit.fake.orgs().find((org) => org.name === SUPPLIER_BOOKS)!.contacts).toContainEqual(
      expect.objectContaining({ Name: 'The Local Tavern', EmailAddress: 'office@thelocal.test' }),
    );

    const [bill] = invoicesFor(VENUE_BOOKS, order.number);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
    expect(bill).toMatchObject({
      Type: 'ACCPAY',
      InvoiceNumber: taxInvoice.number,
      TotalTax: invoice!.TotalTax,
      Status: 'AUTHORISED',
      Contact: { Name: 'Harbour Brewing Co' },
    });
    expect(bill!.Reference).toBeUndefined();
    expect((bill!.LineItems as FakeRecord[]).map((line) => [line.Quantity, line.AccountCode, line.TaxType])).toEqual([
      [2, '310', 'INPUT'],
      [7, '310', 'INPUT'],
    ]);
    // the tax invoice's dates: issued today, due on its terms (net 14 days by default)
    expect(String(bill!.DateString).slice(0, 10)).toBe(taxInvoice.issueDate);
    expect(String(bill!.DueDateString).slice(0, 10)).toBe(taxInvoice.dueDate);
    expect(billRecord.xeroInvoiceId).toBe(bill!.InvoiceID);

    // each create carried an Idempotency-Key of its record
    const puts = kit.fake
      .requests()
      .filter(
        (request) =>
          request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices') && request.body.includes(taxInvoice.number),
      );
    expect(
      puts.map(
        (request) =>
          String(request.headers['idempotency-key']).startsWith(`tapline-${invoiceRecord.id}-`) ||
          String(request.headers['idempotency-key']).startsWith(`tapline-${billRecord.id}-`),
      ),
    ).toEqual([true, true]);
    expect((await integrationOfTesting(kit.t.database.db, kit.supplier.id))?.lastSyncAt).toBeInstanceOf(Date);

    // each side reads its own record on the order, with a link to it
    const supplierView = parseAnswer(
      await call(kit.supplierMember, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`),
      200,
      SupplierOrderAccounting,
    );
    expect(supplierView.record).toMatchObject({
      invoiceType: 'ACCREC',
      state: 'synced',
      counterpartName: 'The Local Tavern',
      orderNumber: order.number,
      canRetry: false,
    });
    expect(supplierView.record?.xeroUrl).toBe(`${kit.fake.url}/__fake/invoices/${String(invoice!.InvoiceID)}/view`);
    const venueView = parseAnswer(
      await call(kit.venueOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`),
      200,
      SupplierOrderAccounting,
    );
    expect(venueView.record).toMatchObject({
      invoiceType: 'ACCPAY',
      state: 'synced',
      counterpartName: 'Harbour Brewing Co',
      xeroStatus: 'AUTHORISED',
      orderId: order.orderId,
    });
  });

  it('with a supplier issuing its invoices on delivery: nothing in either Xero on accept, both on delivery, once', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'delivered');
    try {
      const order = await placeOrder();
      await step(kit.supplierOwner, order.supplierOrderId, 'accept');
      await step(kit.supplierOwner, order.supplierOrderId, 'dispatch');
      // no tax invoice yet: nothing to put a number on, in either book
      expect(await syncRecordsOfTesting(kit.t.database.db, order.supplierOrderId)).toEqual([]);
      parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'deliver'), 200, SupplierOrder);
      await settled(order.supplierOrderId, 'supplier', 'synced');
      await settled(order.supplierOrderId, 'venue', 'synced');
      const taxInvoice = (await taxInvoiceOfTesting(kit.t.database.db, order.supplierOrderId))!;
      expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([
        expect.objectContaining({ Type: 'ACCREC', Reference: order.number, InvoiceNumber: taxInvoice.number }),
      ]);
      expect(invoicesFor(VENUE_BOOKS, order.number)).toEqual([
        expect.objectContaining({ Type: 'ACCPAY', InvoiceNumber: taxInvoice.number }),
      ]);
    } finally {
      await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'accepted');
    }
  });

  it('is not made by a checkout, nor for an organisation without Xero', async () => {
    await setSupplierBooks({});
    const placed = await orderThrough(kit.t, kit.venueOwner, kit.venue.id, [{ skuId: kit.keg.id, qty: 1 }]);
    const supplierOrderId = placed.supplierOrders[0]!.id;
    expect(await syncRecordsOfTesting(kit.t.database.db, supplierOrderId)).toEqual([]);
    // the other supplier has no integration: its accepted orders make no record
    const product = await createProduct(kit.t.database.db, { supplierId: kit.otherSupplier.id, name: 'Faraway Dry', status: 'active' });
    const sku = await createSku(kit.t.database.db, { productId: product.id, supplierId: kit.otherSupplier.id });
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    const order = await createOrder(kit.t.database.db, {
      venueId: kit.venue.id,
      supplierOrders: [{ supplierId: kit.otherSupplier.id, lines: [{ sku, qty: 1 }] }],
    });
    parseAnswer(await step(kit.strangerOwner, order.supplierOrders[0]!.id, 'accept'), 200, SupplierOrder);
    expect(await syncRecordsOfTesting(kit.t.database.db, order.supplierOrders[0]!.id)).toEqual([]);
    await setVenueBooks({ status: 'connected' });
  });

  it('a step that rolls back queues nothing', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    await failNotificationsMentioningTesting(kit.t.database.db, 'TL-ROLLBACK');
    const order = await placeOrder('TL-ROLLBACK1');
    const jobsBefore = (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).length;
    expect((await step(kit.supplierOwner, order.supplierOrderId, 'accept')).statusCode).toBe(500);
    expect(await syncRecordsOfTesting(kit.t.database.db, order.supplierOrderId)).toEqual([]);
    expect(await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).toHaveLength(jobsBefore);
    const still = parseAnswer(await call(kit.supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    expect(still.status).toBe('submitted');
  });
});

/**
 * An order accepted before Tapline issued tax invoices, and its invoice or bill made in Xero then (Xero's own number,
 * the order's as reference or bill number), with the record that holds it.
 */
async function legacyDocument(order: { number: string; supplierOrderId: string }, side: 'supplier' | 'venue', status: string) {
  const books = kit.fake.orgs().find((org) => org.name === (side === 'supplier' ? SUPPLIER_BOOKS : VENUE_BOOKS))!;
  const name = side === 'supplier' ? 'The Local Tavern' : 'Harbour Brewing Co';
  const contact = books.contacts.find((candidate) => candidate.Name === name) ?? createContact(books, { Name: name }, Date.now()).contact!;
  const type = side === 'supplier' ? 'ACCREC' : 'ACCPAY';
  const made = createInvoices(
    books,
    [
      {
        Type: type,
        Contact: { ContactID: contact.ContactID },
        LineItems: [{ Description: 'Keg', Quantity: 1, UnitAmount: 100, AccountCode: side === 'supplier' ? '200' : '310' }],
        Status: status,
        DueDate: '2030-01-01',
        ...(type === 'ACCREC' ? { Reference: order.number } : { InvoiceNumber: order.number }),
      },
    ],
    true,
    Date.now(),
  ).body as { Invoices: FakeRecord[] };
  const invoice = made.Invoices[0]!;
  await insertSyncRecordTesting(kit.t.database.db, {
    supplierOrderId: order.supplierOrderId,
    organisationId: side === 'supplier' ? kit.supplier.id : kit.venue.id,
    side,
    state: 'synced',
    attempts: 1,
    xeroInvoiceId: invoice.InvoiceID as string,
    xeroStatus: status,
  });
  return invoice;
}

describe('a cancelled order in Xero', () => {
  it('with Tapline’s tax invoice: Xero keeps it (an adjustment note adjusts it), nothing is voided', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    await settled(order.supplierOrderId, 'supplier', 'synced');
    await settled(order.supplierOrderId, 'venue', 'synced');
    const jobsBefore = (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).length;
    parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Brewery flooded' }), 200, SupplierOrder);
    expect(await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).toHaveLength(jobsBefore);
    expect(
      (await syncRecordsOfTesting(kit.t.database.db, order.supplierOrderId)).map((record) => [record.state, record.voidRequested]),
    ).toEqual([
      ['synced', false],
      ['synced', false],
    ]);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'AUTHORISED' })]);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'AUTHORISED' })]);
  });

  it('made before Tapline issued tax invoices: voids an authorised invoice and deletes a draft bill', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'delivered');
    try {
      const order = await placeOrder();
      await step(kit.supplierOwner, order.supplierOrderId, 'accept');
      await legacyDocument(order, 'supplier', 'AUTHORISED');
      await legacyDocument(order, 'venue', 'DRAFT');
      parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Brewery flooded' }), 200, SupplierOrder);
      const voided = await settled(order.supplierOrderId, 'supplier', 'voided');
      const deleted = await settled(order.supplierOrderId, 'venue', 'deleted');
      expect(voided).toMatchObject({ xeroStatus: 'VOIDED', voidRequested: true });
      expect(deleted).toMatchObject({ xeroStatus: 'DELETED' });
      expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'VOIDED' })]);
      expect(invoicesFor(VENUE_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'DELETED' })]);
    } finally {
      await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'accepted');
    }
  });

  it('cancelled before its job ran: skipped, and nothing reaches Xero', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    // accepted, with its records written but their jobs not yet run
    const order = await placeOrder(undefined, 'accepted');
    await insertSyncRecordTesting(kit.t.database.db, {
      supplierOrderId: order.supplierOrderId,
      organisationId: kit.supplier.id,
      side: 'supplier',
    });
    await insertSyncRecordTesting(kit.t.database.db, {
      supplierOrderId: order.supplierOrderId,
      organisationId: kit.venue.id,
      side: 'venue',
    });
    const calls = kit.fake.requests().length;
    parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Changed our mind' }), 200, SupplierOrder);
    expect(await settled(order.supplierOrderId, 'supplier', 'skipped')).toMatchObject({ xeroInvoiceId: null, attempts: 0 });
    await settled(order.supplierOrderId, 'venue', 'skipped');
    // no invoice or bill of this order reached Xero: no request named it (an earlier test's jobs, a note still
    // allocating or a contact looked up, may still be talking to the fake meanwhile, so requests are told apart by
    // the order's number, which every invoice and bill of it carries as its reference)
    const ofThisOrder = kit.fake
      .requests()
      .slice(calls)
      .filter((request) => `${request.path} ${request.body}`.includes(order.number));
    expect(ofThisOrder).toEqual([]);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([]);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toEqual([]);
  });

  it('made before Tapline issued tax invoices and paid: left alone, and its owners are told to refund it in Xero', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'delivered');
    try {
      const order = await placeOrder();
      await step(kit.supplierOwner, order.supplierOrderId, 'accept');
      const legacy = await legacyDocument(order, 'supplier', 'AUTHORISED');
      await fakeControl(kit.fake, `invoices/${String(legacy.InvoiceID)}/pay`);
      await step(kit.supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Returned' });
      await expect
        .poll(async () => (await recordOf(order.supplierOrderId, 'supplier'))?.lastError, { timeout: 15_000 })
        .toBe('Paid in Xero: refund it there');
      expect(await recordOf(order.supplierOrderId, 'supplier')).toMatchObject({ state: 'paid', xeroStatus: 'PAID' });
      expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'PAID' })]);
      const told = (await notificationsOfKindTesting(kit.t.database.db, 'xero_sync_failed')).filter((notice) =>
        notice.title.includes(order.number),
      );
      expect(told.map((notice) => notice.userId)).toEqual([kit.supplierOwner.userId]);
    } finally {
      await setIssueOnTesting(kit.t.database.db, kit.supplier.id, 'accepted');
      await setVenueBooks({ status: 'connected' });
    }
  });
});
