import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierOrder } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  deleteTestTaxDocument,
  failAuditOfTarget,
  lastInvoiceNumberOf,
  listTestTaxDocuments,
  updateTestTaxDocument,
} from '../../../test/support/queries/invoices-testing.queries';

// Tapline issues a supplier's tax invoice in the transaction of the order step the supplier chose (decision 0160).

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Supplier = Awaited<ReturnType<typeof createSupplier>>;
let t: TestApp;
let staff: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let fixedNow: Date | undefined;

const call = apiCaller(() => t);
const VENUE_ABN = '53004085616';
const SUPPLIER_ABN = '51824753556';

/** A supplier with a member who takes its steps, a keg at `priceCents` and its issue step and terms. */
async function supplierWith(settings: Record<string, unknown>, priceCents = 30_000) {
  const db = t.database.db;
  const supplier = await createSupplier(db, { name: 'Harbour Brewing', abn: SUPPLIER_ABN, timeZone: 'Australia/Perth' });
  const rep = await signedInUser(t);
  await call(rep, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: rep.userId, organisationRole: 'owner' });
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: product.id,
    supplierId: supplier.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: priceCents,
  });
  expect((await call(rep, 'PATCH', `/api/suppliers/${supplier.id}/invoice-settings`, settings)).statusCode).toBe(200);
  return { supplier, rep, keg, product };
}

async function submittedOrder(
  supplier: Supplier,
  keg: { id: string } & Parameters<typeof createOrder>[1]['supplierOrders'][0]['lines'][0]['sku'],
  qty = 2,
) {
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    supplierOrders: [{ supplierId: supplier.id, lines: [{ sku: keg, productName: 'Harbour Haze', qty }] }],
  });
  return order.supplierOrders[0]!.id;
}

/** drizzle's error, whose cause is what PostgreSQL said (either driver) */
const refused = (message: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(message) }) });

const step = async (person: Person, supplierOrderId: string, action: string, body: unknown = {}) =>
  call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => fixedNow ?? new Date() });
  const db = t.database.db;
  venue = await createVenue(db, { name: 'The Local', abn: VENUE_ABN });
  staff = await signedInUser(t);
  await call(staff, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('issuing a tax invoice', () => {
  it('on delivery (the default step): none at accept or dispatch, one at delivery', async () => {
    const { supplier, rep, keg } = await supplierWith({});
    const order = await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty: 1 }]);
    const supplierOrderId = order.supplierOrders[0]!.id;
    for (const action of ['accept', 'dispatch']) {
      parseAnswer(await step(rep, supplierOrderId, action), 200, SupplierOrder);
      expect(await listTestTaxDocuments(t.database.db, supplier.id)).toEqual([]);
    }
    parseAnswer(await step(rep, supplierOrderId, 'deliver'), 200, SupplierOrder);
    const [invoice, ...more] = await listTestTaxDocuments(t.database.db, supplier.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 'INV-000001',
      supplierOrderId,
      subtotalCents: 30_000,
      gstCents: 3_000,
      totalCents: 33_000,
    });
  });

  it('on accepting, when the supplier chose it: one at accept, none more at delivery', async () => {
    const { supplier, rep, keg } = await supplierWith({ issueOn: 'accepted', invoicePrefix: 'HB-' });
    const supplierOrderId = await submittedOrder(supplier, keg);
    parseAnswer(await step(rep, supplierOrderId, 'accept'), 200, SupplierOrder);
    expect((await listTestTaxDocuments(t.database.db, supplier.id)).map((doc) => doc.number)).toEqual(['HB-000001']);
    parseAnswer(await step(rep, supplierOrderId, 'dispatch'), 200, SupplierOrder);
    parseAnswer(await step(rep, supplierOrderId, 'deliver'), 200, SupplierOrder);
    expect(await listTestTaxDocuments(t.database.db, supplier.id)).toHaveLength(1);
    // a rejected order is never invoiced
    const rejected = await submittedOrder(supplier, keg);
    parseAnswer(await step(rep, rejected, 'reject', { reason: 'Out of kegs' }), 200, SupplierOrder);
    expect(await listTestTaxDocuments(t.database.db, supplier.id)).toHaveLength(1);
  });

  it('of $1,000 or more, it names the venue and its ABN, the supplier and its ABN, the supplied lines, GST per line, and the terms', async () => {
    const { supplier, rep, keg, product } = await supplierWith({
      issueOn: 'accepted',
      paymentTerms: { kind: 'day_of_next_month', day: 20 },
    });
    const cans = await createSku(t.database.db, {
      productId: product.id,
      supplierId: supplier.id,
      code: 'HH-C24',
      name: '24 × 375 mL cans',
      unitPriceCents: 6_995,
    });
    const order = await orderThrough(t, staff, venue.id, [
      { skuId: keg.id, qty: 4 },
      { skuId: cans.id, qty: 3 },
    ]);
    const so = order.supplierOrders[0]!;
    const canLine = so.lines.find((line) => line.skuId === cans.id)!;
    // 31 January, 11 pm in Perth (the supplier's zone), already 1 February in Sydney; signed in then, so the token is fresh then
    let accepted: SupplierOrder | undefined;
    fixedNow = new Date('2027-01-31T15:00:00Z');
    try {
      const nightShift = await signedInUser(t);
      await call(nightShift, 'GET', '/api/me');
      await createMembership(t.database.db, { organisationId: supplier.id, userId: nightShift.userId, organisationRole: 'member' });
      accepted = parseAnswer(
        await step(nightShift, so.id, 'accept', { lines: [{ lineId: canLine.id, qty: 1 }], deliveryDate: '2027-02-03' }),
        200,
        SupplierOrder,
      );
    } finally {
      fixedNow = undefined;
    }
    expect(rep.userId).toBeDefined();
    const [invoice] = await listTestTaxDocuments(t.database.db, supplier.id);
    // 4 kegs at $300 and 1 carton at $69.95 sent (3 ordered): GST 10 % of each line, rounded half up per line
    expect(invoice).toMatchObject({
      sellerName: 'Harbour Brewing',
      sellerAbn: SUPPLIER_ABN,
      buyerName: 'The Local',
      buyerAbn: VENUE_ABN,
      issueDate: '2027-01-31',
      dueDate: '2027-02-20',
      termsKind: 'day_of_next_month',
      termsDays: 20,
      currency: 'AUD',
      subtotalCents: 126_995,
      gstCents: 12_000 + 700,
      totalCents: 126_995 + 12_700,
    });
    expect(invoice!.totalCents).toBeGreaterThanOrEqual(100_000);
    // the one GST rule: the invoice says what the order's own totals say
    expect([invoice!.subtotalCents, invoice!.gstCents, invoice!.totalCents]).toEqual([
      accepted!.subtotalCents,
      accepted!.taxCents,
      accepted!.totalCents,
    ]);
    expect(invoice!.lines).toEqual([
      {
        description: 'Harbour Haze (24 × 375 mL cans)',
        skuCode: 'HH-C24',
        qty: 1,
        unitPriceCents: 6_995,
        taxRateBasisPoints: 1000,
        lineTotalCents: 6_995,
        gstCents: 700,
        orderLineId: canLine.id,
      },
      {
        description: 'Harbour Haze (50 L keg)',
        skuCode: 'HH-K50',
        qty: 4,
        unitPriceCents: 30_000,
        taxRateBasisPoints: 1000,
        lineTotalCents: 120_000,
        gstCents: 12_000,
        orderLineId: expect.any(String),
      },
    ]);
  });

  it('in the step’s transaction: a step that fails after it issues nothing and gives its number back', async () => {
    const { supplier, rep, keg } = await supplierWith({ issueOn: 'accepted' });
    const first = await submittedOrder(supplier, keg);
    const second = await submittedOrder(supplier, keg);
    parseAnswer(await step(rep, first, 'accept'), 200, SupplierOrder);
    const failing = await failAuditOfTarget(t.database.db, second);
    try {
      expect((await step(rep, second, 'accept')).statusCode).toBe(500);
    } finally {
      await failing.stop();
    }
    expect((await listTestTaxDocuments(t.database.db, supplier.id)).map((doc) => doc.number)).toEqual(['INV-000001']);
    expect(await lastInvoiceNumberOf(t.database.db, supplier.id)).toBe(1);
    parseAnswer(await step(rep, second, 'accept'), 200, SupplierOrder);
    expect((await listTestTaxDocuments(t.database.db, supplier.id)).map((doc) => doc.number)).toEqual(['INV-000001', 'INV-000002']);
  });

  it('50 accepted at once get 50 consecutive numbers, no gap and no duplicate', async () => {
    const { supplier, rep, keg } = await supplierWith({ issueOn: 'accepted' });
    const ids: string[] = [];
    for (let index = 0; index < 50; index += 1) ids.push(await submittedOrder(supplier, keg, 1));
    const answers = await Promise.all(ids.map((id) => step(rep, id, 'accept')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const documents = await listTestTaxDocuments(t.database.db, supplier.id);
    expect(documents.map((doc) => doc.sequence)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(documents.map((doc) => doc.number)).size).toBe(50);
    expect(new Set(documents.map((doc) => doc.supplierOrderId))).toEqual(new Set(ids));
    expect(await lastInvoiceNumberOf(t.database.db, supplier.id)).toBe(50);
  });

  it('once issued, the database refuses any change to what it says, and its deletion; its Xero id may be set', async () => {
    const { supplier, rep, keg } = await supplierWith({ issueOn: 'accepted' });
    const supplierOrderId = await submittedOrder(supplier, keg);
    parseAnswer(await step(rep, supplierOrderId, 'accept'), 200, SupplierOrder);
    const [invoice] = await listTestTaxDocuments(t.database.db, supplier.id);
    const db = t.database.db;
    for (const change of [
      { totalCents: 1, subtotalCents: 1, gstCents: 0 },
      { number: 'INV-999999' },
      { buyerAbn: null },
      { dueDate: '2099-01-01' },
      { lines: [] },
    ]) {
      await expect(updateTestTaxDocument(db, invoice!.id, change)).rejects.toMatchObject(refused(/is issued: it can.t be changed/));
    }
    await expect(deleteTestTaxDocument(db, invoice!.id)).rejects.toMatchObject(refused(/is issued: it is never deleted/));
    await updateTestTaxDocument(db, invoice!.id, { xeroId: 'xero-invoice-1', xeroSyncedAt: new Date() });
    const [after] = await listTestTaxDocuments(db, supplier.id);
    expect({ ...after, xeroId: null, xeroSyncedAt: null }).toEqual(invoice);
  });
});
