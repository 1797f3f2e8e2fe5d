import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { ApiUser } from '../../identity';
import { exportOrderLinesCsv, exportOrdersCsv } from '../../trade';
import { exportInvoicesCsv, exportPaymentsCsv } from './invoice-exports.service';
import { insertTestPayment, insertTestTaxDocument } from '../../../test/support/queries/statements-testing.queries';

// Orders, order lines, invoices and payments as CSV (decision 0189): the rows of the range in the exporting
// organisation's time zone, text a spreadsheet would run as a formula quoted, owners and admins only.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let supplierOwner: Person;
let supplierAdmin: Person;
let supplierMember: Person;
let venueOwner: Person;
let venueBuyer: Person;
let venueStaff: Person;
let otherSupplierOwner: Person;

const call = apiCaller(() => t);
const NOVEMBER = '?from=2026-11-01&to=2026-11-30';
/** text that would run as a formula, one for each leading character a spreadsheet takes for one */
const FORMULAS = ['=1+1', '+61 400 000 000', '-2+3', '@SUM(A1:A9)', '\tTabbed', '\rReturned'];

/** the file's rows as objects by column, after checking its header and headers */
async function csvRows(who: Person, path: string, filename?: string) {
  const response = await call(who, 'GET', path);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  if (filename) expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), { header: true, skipEmptyLines: true });
  return { columns: parsed.meta.fields, rows: parsed.data };
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  // Sydney is UTC+11 in November (daylight time), Perth UTC+8
  supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing-exports', timeZone: 'Australia/Sydney' });
  venue = await createVenue(db, { name: '@The Local', slug: 'the-local-exports', timeZone: 'Australia/Perth' });
  const otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
  const people: Person[] = [];
  for (let index = 0; index < 7; index += 1) people.push(await signedInUser(t));
  [supplierOwner, supplierAdmin, supplierMember, venueOwner, venueBuyer, venueStaff, otherSupplierOwner] = people as [
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  for (const person of people) await call(person, 'GET', '/api/me');
  const roles = [
    [supplier.id, supplierOwner, 'owner'],
    [supplier.id, supplierAdmin, 'admin'],
    [supplier.id, supplierMember, 'member'],
    [venue.id, venueOwner, 'owner'],
    [venue.id, venueBuyer, 'buyer'],
    [venue.id, venueStaff, 'staff'],
    [otherSupplier.id, otherSupplierOwner, 'owner'],
  ] as const;
  for (const [organisationId, person, organisationRole] of roles)
    await createMembership(db, { organisationId, userId: person.userId, organisationRole });

  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: product.id,
    supplierId: supplier.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
  });
  const place = (number: string, createdAt: string, productNames = ['Harbour Haze']) =>
    createOrder(db, {
      venueId: venue.id,
      number,
      createdAt: new Date(createdAt),
      supplierOrders: [{ supplierId: supplier.id, lines: productNames.map((productName) => ({ sku: keg, productName, qty: 2 })) }],
    });
  await place('TL-OCT31-LATE', '2026-10-31T12:59:00Z'); // 23:59 31 Oct in Sydney, 20:59 in Perth: neither's November
  const first = await place('TL-NOV01-EARLY', '2026-10-31T13:30:00Z'); // 00:30 1 Nov in Sydney; still 31 Oct in Perth
  await place('TL-NOV30-LATE', '2026-11-30T12:59:00Z', FORMULAS); // 23:59 30 Nov in Sydney, 20:59 in Perth: both's
  const december = await place('TL-DEC01-EARLY', '2026-11-30T13:01:00Z'); // 00:01 1 Dec in Sydney; 21:01 30 Nov in Perth
  const elsewhere = await createProduct(db, { supplierId: otherSupplier.id, name: 'Dry Cider', status: 'active' });
  const cider = await createSku(db, { productId: elsewhere.id, supplierId: otherSupplier.id, code: 'DC-K50', name: '50 L keg' });
  await createOrder(db, {
    venueId: venue.id,
    number: 'TL-CIDER',
    createdAt: new Date('2026-11-10T01:00:00Z'),
    supplierOrders: [{ supplierId: otherSupplier.id, lines: [{ sku: cider, qty: 1 }] }],
  });

  const supplierOrderId = first.supplierOrders[0]!.id;
  const invoice = await insertTestTaxDocument(db, {
    supplierId: supplier.id,
    venueId: venue.id,
    supplierOrderId,
    issueDate: '2026-11-01',
    subtotalCents: 60_000,
    number: 'INV-000001',
  });
  await insertTestTaxDocument(db, {
    supplierId: supplier.id,
    venueId: venue.id,
    supplierOrderId,
    kind: 'adjustment_note',
    relatesToId: invoice.id,
    issueDate: '2026-11-20',
    subtotalCents: 30_000,
    number: 'CN-000001',
    reason: '=Short delivery',
  });
  await insertTestTaxDocument(db, {
    supplierId: supplier.id,
    venueId: venue.id,
    supplierOrderId: december.supplierOrders[0]!.id,
    issueDate: '2026-12-01',
    subtotalCents: 100,
    number: 'INV-DEC',
  });
  const pair = { invoiceId: invoice.id, supplierId: supplier.id, venueId: venue.id };
  await insertTestPayment(db, { ...pair, amountCents: 10_000, paidOn: '2026-11-30', reference: '+EFT 123' });
  await insertTestPayment(db, { ...pair, amountCents: 5_000, paidOn: '2026-12-01', reference: 'December' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the orders file', () => {
  it('has the supplier’s orders placed in the range, days in the supplier’s time zone', async () => {
    const file = await csvRows(
      supplierOwner,
      `/api/suppliers/${supplier.id}/exports/orders.csv${NOVEMBER}`,
      'harbour-brewing-exports-orders-2026-11-01-to-2026-11-30.csv',
    );
    expect(file.columns).toEqual([...EXPORT_COLUMNS.orders]);
    expect(file.rows.map((row) => [row.order_number, row.placed_at])).toEqual([
      ['TL-NOV01-EARLY', '2026-11-01 00:30'],
      ['TL-NOV30-LATE', '2026-11-30 23:59'],
    ]);
    expect(file.rows[0]).toMatchObject({
      supplier: 'Harbour Brewing',
      venue: "'@The Local",
      status: 'submitted',
      subtotal_ex_gst: '600.00',
      gst: '60.00',
      total: '660.00',
      currency: 'AUD',
    });
  });

  it('has the venue’s orders with every supplier, days in the venue’s time zone', async () => {
    const file = await csvRows(venueOwner, `/api/venues/${venue.slug}/exports/orders.csv${NOVEMBER}`);
    expect(file.rows.map((row) => [row.order_number, row.placed_at, row.supplier])).toEqual([
      ['TL-CIDER', '2026-11-10 09:00', 'Faraway Cider'],
      ['TL-NOV30-LATE', '2026-11-30 20:59', 'Harbour Brewing'],
      ['TL-DEC01-EARLY', '2026-11-30 21:01', 'Harbour Brewing'],
    ]);
  });
});

describe('the order lines file', () => {
  it('quotes text that starts with =, +, -, @, a tab or a carriage return, and keeps numbers as numbers', async () => {
    const file = await csvRows(supplierAdmin, `/api/suppliers/${supplier.slug}/exports/order-lines.csv?from=2026-11-30&to=2026-11-30`);
    expect(file.columns).toEqual([...EXPORT_COLUMNS['order-lines']]);
    expect(file.rows.map((row) => row.product).sort()).toEqual(FORMULAS.map((text) => `'${text}`).sort());
    expect(file.rows[0]).toMatchObject({
      sku_code: 'HH-K50',
      pack: '50 L keg',
      ordered_qty: '2',
      supplied_qty: '2',
      unit_price_ex_gst: '300.00',
      gst_rate: '10',
    });
  });
});

describe('the invoices and payments files', () => {
  it('have the documents issued and the payments made in the range', async () => {
    const invoices = await csvRows(supplierOwner, `/api/suppliers/${supplier.id}/exports/invoices.csv${NOVEMBER}`);
    expect(invoices.columns).toEqual([...EXPORT_COLUMNS.invoices]);
    expect(
      invoices.rows.map((row) => [row.number, row.kind, row.issue_date, row.order_number, row.relates_to, row.reason, row.total]),
    ).toEqual([
      ['INV-000001', 'invoice', '2026-11-01', 'TL-NOV01-EARLY', '', '', '660.00'],
      ['CN-000001', 'adjustment_note', '2026-11-20', 'TL-NOV01-EARLY', 'INV-000001', "'=Short delivery", '330.00'],
    ]);
    const payments = await csvRows(venueOwner, `/api/venues/${venue.id}/exports/payments.csv${NOVEMBER}`);
    expect(payments.columns).toEqual([...EXPORT_COLUMNS.payments]);
    expect(payments.rows).toEqual([
      expect.objectContaining({
        paid_on: '2026-11-30',
        invoice_number: 'INV-000001',
        amount: '100.00',
        reference: "'+EFT 123",
        source: 'manual',
      }),
    ]);
  });
});

describe('who exports', () => {
  it('is an owner or admin: a supplier’s member and a venue’s buyer and staff get 403', async () => {
    for (const kind of ['orders', 'order-lines', 'invoices', 'payments']) {
      expect((await call(supplierMember, 'GET', `/api/suppliers/${supplier.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(403);
      expect((await call(venueBuyer, 'GET', `/api/venues/${venue.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(403);
      expect((await call(venueStaff, 'GET', `/api/venues/${venue.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(403);
    }
  });

  it('is another organisation’s 404, whichever side it asks on', async () => {
    for (const kind of ['orders', 'invoices']) {
      expect((await call(otherSupplierOwner, 'GET', `/api/suppliers/${supplier.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(404);
      expect((await call(otherSupplierOwner, 'GET', `/api/venues/${venue.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(404);
      expect((await call(venueOwner, 'GET', `/api/suppliers/${supplier.id}/exports/${kind}.csv${NOVEMBER}`)).statusCode).toBe(404);
    }
  });
});

describe('a file read a page at a time', () => {
  it('is the same file whatever the page size: every row once, in order', async () => {
    const asOwner = (person: Person): ApiUser => ({
      id: person.userId,
      email: person.email,
      name: '',
      isPlatformAdmin: false,
      aal: 'aal1',
      claims: {},
      changeOutsideAdminArea: false,
    });
    const query = { from: '2026-10-01', to: '2026-12-31' };
    const exporters = {
      orders: exportOrdersCsv,
      'order-lines': exportOrderLinesCsv,
      invoices: exportInvoicesCsv,
      payments: exportPaymentsCsv,
    };
    for (const [kind, exporter] of Object.entries(exporters)) {
      for (const [side, person, id] of [
        ['supplier', supplierOwner, supplier.id],
        ['venue', venueOwner, venue.id],
      ] as const) {
        const whole = await call(person, 'GET', `/api/${side}s/${id}/exports/${kind}.csv?from=${query.from}&to=${query.to}`);
        expect(whole.statusCode).toBe(200);
        expect(whole.body.split('\r\n').length, `${side} ${kind}`).toBeGreaterThan(3);
        for (const pageRows of [1, 2]) {
          const file = await exporter(t.database.db, asOwner(person), side, id, query, pageRows);
          expect(await text(file.csv), `${side} ${kind} by ${pageRows}`).toBe(whole.body);
        }
      }
    }
  });
});

describe('a range that is not one', () => {
  it('is refused with 400 naming the field', async () => {
    const cases = [
      ['', 'from'],
      ['?from=2026-11-01', 'to'],
      ['?from=2026-11-31&to=2026-12-01', 'from'],
      ['?from=2026-11-01&to=tomorrow', 'to'],
      ['?from=2026-11-02&to=2026-11-01', 'to'],
      ['?from=2025-11-01&to=2026-11-02', 'to'],
    ] as const;
    for (const [query, field] of cases) {
      const error = parseError(await call(supplierOwner, 'GET', `/api/suppliers/${supplier.id}/exports/orders.csv${query}`), 400);
      expect(error.details, query).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('takes a whole year, 366 days with both ends', async () => {
    const file = await csvRows(supplierOwner, `/api/suppliers/${supplier.id}/exports/orders.csv?from=2025-12-01&to=2026-12-01`);
    expect(file.rows.map((row) => row.order_number)).toEqual(['TL-OCT31-LATE', 'TL-NOV01-EARLY', 'TL-NOV30-LATE', 'TL-DEC01-EARLY']);
  });
});
