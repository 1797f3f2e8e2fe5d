import { describe, expect, it } from 'vitest';
import { SupplierOrder, SupplierOrderAccounting } from '@tapline/contracts';
import { createOrder, createProduct, createSku } from '@tapline/db/testing';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
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
  syncRecordsOfTesting,
  updateIntegrationTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// Orders into Xero: the supplier's sales invoice and the venue's bill made by the job queue after an
// accept (or a delivery), voided or deleted after a cancel, never twice; failures shown and retried; payments polled
// back without webhooks. Everything runs through the app, its real queue and the fake Xero.

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
      expect.objectContaining({
        Description: 'Harbour Haze — 50 L keg (HH-K50)',
        Quantity: 2,
        UnitAmount: 285.5,
        AccountCode: '200',
        TaxType: 'OUTPUT',
        LineAmount: 571,
        TaxAmount: 57.1,
      }),
      expect.objectContaining({
        Description: 'Harbour Lager — Case of 24 cans (HL-C24)',
        Quantity: 7,
        UnitAmount: 63.33,
        AccountCode: '200',
        TaxType: 'OUTPUT',
        LineAmount: 443.31,
        TaxAmount: 44.33,
      }),
    ]);
    // the same GST as the order's: Xero rounds tax per line, as Tapline does
    const after = parseAnswer(await call(kit.supplierOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder);
    expect(Math.round((invoice!.TotalTax as number) * 100)).toBe(after.taxCents);
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
      InvoiceNumber: order.number,
      Status: 'AUTHORISED',
      Contact: { Name: 'Harbour Brewing Co' },
    });
    expect(bill!.Reference).toBeUndefined();
    expect((bill!.LineItems as FakeRecord[]).map((line) => [line.Quantity, line.AccountCode, line.TaxType])).toEqual([
      [2, '310', 'INPUT'],
      [7, '310', 'INPUT'],
    ]);
    // a date and a due date 14 days on
    expect(String(bill!.DueDateString).slice(0, 10)).toBe(
      new Date(Date.parse(`${String(bill!.DateString).slice(0, 10)}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(billRecord.xeroInvoiceId).toBe(bill!.InvoiceID);

    // each create carried an Idempotency-Key of its record
    const puts = kit.fake
      .requests()
      .filter(
        (request) => request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices') && request.body.includes(order.number),
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

  it('with a supplier syncing on delivery: nothing for the supplier on accept, its invoice on delivery', async () => {
    await setSupplierBooks({ syncOn: 'deliver' });
    await setVenueBooks({});
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    await settled(order.supplierOrderId, 'venue', 'synced');
    expect(await recordOf(order.supplierOrderId, 'supplier')).toBeUndefined();
    await step(kit.supplierOwner, order.supplierOrderId, 'dispatch');
    expect(await recordOf(order.supplierOrderId, 'supplier')).toBeUndefined();
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(0);
    parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'deliver'), 200, SupplierOrder);
    await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Type: 'ACCREC', Reference: order.number })]);
    // the venue's bill is not made twice
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
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

describe('a cancelled order in Xero', () => {
  it('voids an authorised invoice and deletes a draft bill', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await setVenueBooks({ invoiceStatus: 'DRAFT' });
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    await settled(order.supplierOrderId, 'supplier', 'synced');
    await settled(order.supplierOrderId, 'venue', 'synced');
    parseAnswer(await step(kit.supplierOwner, order.supplierOrderId, 'cancel', { reason: 'Brewery flooded' }), 200, SupplierOrder);
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
    expect(
      kit.fake
        .requests()
        .slice(calls)
        .filter((request) => request.path.startsWith('/api.xro')),
    ).toEqual([]);
  });

  it('a paid invoice is left alone and its owners are told to refund it in Xero', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    await fakeControl(kit.fake, `invoices/${synced.xeroInvoiceId}/pay`);
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
    await setVenueBooks({ status: 'connected' });
  });
});
