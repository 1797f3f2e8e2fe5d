import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillList, SupplierOrder, TaxInvoice, TaxInvoiceList } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { insertTestXeroPayment } from '../../../test/support/queries/invoices-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The supplier's invoices and the venue's bills, with their derived state: paid and part paid from the payments
// recorded against them (decision 0161), overdue once due before today (the supplier's) with a balance left (decision 0160).

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Organisation = Awaited<ReturnType<typeof createVenue>>;
let t: TestApp;
let fixedNow: Date | undefined;
let brewery: Organisation;
let otherBrewery: Organisation;
let local: Organisation;
let pub: Organisation;
let rep: Person;
const invoices: Record<'paid' | 'partPaid' | 'localOpen' | 'pubOpen', string> = { paid: '', partPaid: '', localOpen: '', pubOpen: '' };

const call = apiCaller(() => t);
const DAY = 24 * 60 * 60 * 1000;
const LOCAL_ABN = '53004085616';

/** A member of the organisation, signed in at the clock's time (its token is fresh then). */
async function memberOf(organisation: Organisation, organisationRole: 'member' | 'owner' = 'member') {
  const person = await signedInUser(t);
  await call(person, 'GET', '/api/me');
  await createMembership(t.database.db, { organisationId: organisation.id, userId: person.userId, organisationRole });
  return person;
}

/** Reads as the organisation's members do `days` from now. */
async function readAt<T>(days: number, read: () => Promise<T>): Promise<T> {
  fixedNow = new Date(Date.now() + days * DAY);
  try {
    return await read();
  } finally {
    fixedNow = undefined;
  }
}

async function invoiceFor(venue: Organisation, sku: Parameters<typeof createOrder>[1]['supplierOrders'][0]['lines'][0]['sku']) {
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    supplierOrders: [{ supplierId: brewery.id, lines: [{ sku, productName: 'Harbour Haze', qty: 2 }] }],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {}), 200, SupplierOrder);
  const list = parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/invoices?pageSize=100`), 200, TaxInvoiceList);
  return { supplierOrderId, invoiceId: list.items.find((item) => item.supplierOrderId === supplierOrderId)!.id };
}

const supplierList = async (person: Person, query = '') =>
  parseAnswer(await call(person, 'GET', `/api/suppliers/${brewery.id}/invoices?pageSize=100${query}`), 200, TaxInvoiceList);
const billsOf = async (person: Person, venue: Organisation, query = '') =>
  parseAnswer(await call(person, 'GET', `/api/venues/${venue.id}/bills?pageSize=100${query}`), 200, BillList);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => fixedNow ?? new Date() });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing', abn: '51824753556' });
  otherBrewery = await createSupplier(db, { name: 'Other Brewing' });
  local = await createVenue(db, { name: 'The Local', abn: LOCAL_ABN });
  pub = await createVenue(db, { name: 'The Pub' });
  rep = await memberOf(brewery, 'owner');
  const product = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: product.id,
    supplierId: brewery.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 60_000,
  });
  const terms = (paymentTerms: unknown) => ({ paymentTerms });
  expect(
    (
      await call(rep, 'PATCH', `/api/suppliers/${brewery.id}/invoice-settings`, {
        issueOn: 'accepted',
        ...terms({ kind: 'net_days', days: 7 }),
      })
    ).statusCode,
  ).toBe(200);
  const paid = await invoiceFor(local, keg);
  const partPaid = await invoiceFor(local, keg);
  await insertTestXeroPayment(db, paid.invoiceId, 132_000);
  await insertTestXeroPayment(db, partPaid.invoiceId, 50_000);
  // The Local gets 60 days from here on
  expect(
    (await call(rep, 'PUT', `/api/suppliers/${brewery.id}/venues/${local.id}/payment-terms`, terms({ kind: 'net_days', days: 60 })))
      .statusCode,
  ).toBe(200);
  const localOpen = await invoiceFor(local, keg);
  const pubOpen = await invoiceFor(pub, keg);
  Object.assign(invoices, {
    paid: paid.invoiceId,
    partPaid: partPaid.invoiceId,
    localOpen: localOpen.invoiceId,
    pubOpen: pubOpen.invoiceId,
  });
});
afterAll(async () => {
  await t.close();
});

describe('the supplier’s invoices', () => {
  it('today: newest first, each with its state (paid and part paid from its payments)', async () => {
    const list = await supplierList(rep);
    expect(list.total).toBe(4);
    expect(list.items.map((item) => [item.id, item.state, item.number])).toEqual([
      [invoices.pubOpen, 'open', 'INV-000004'],
      [invoices.localOpen, 'open', 'INV-000003'],
      [invoices.partPaid, 'part_paid', 'INV-000002'],
      [invoices.paid, 'paid', 'INV-000001'],
    ]);
    expect(list.items.map((item) => item.balanceCents)).toEqual([132_000, 132_000, 82_000, 0]);
    expect(list.items.map((item) => item.paidCents)).toEqual([0, 0, 50_000, 132_000]);
    expect((await supplierList(rep, '&state=paid')).items.map((item) => item.id)).toEqual([invoices.paid]);
  });

  it('a month on: overdue first (due before today with a balance left, part paid too), then the newest', async () => {
    const list = await readAt(30, async () => supplierList(await memberOf(brewery)));
    expect(list.items.map((item) => [item.id, item.state])).toEqual([
      [invoices.pubOpen, 'overdue'],
      [invoices.partPaid, 'overdue'],
      [invoices.localOpen, 'open'],
      [invoices.paid, 'paid'],
    ]);
    const overdue = await readAt(30, async () => supplierList(await memberOf(brewery), '&state=overdue'));
    expect(overdue.items.map((item) => item.id)).toEqual([invoices.pubOpen, invoices.partPaid]);
  });

  it('one invoice reads whole: “Tax invoice”, both parties with their ABNs ($1,000 or more names the venue’s), lines, terms', async () => {
    const invoice = parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/invoices/${invoices.localOpen}`), 200, TaxInvoice);
    expect(invoice.totalCents).toBeGreaterThanOrEqual(100_000);
    expect(invoice).toMatchObject({
      title: 'Tax invoice',
      kind: 'invoice',
      number: 'INV-000003',
      seller: { id: brewery.id, name: 'Harbour Brewing', abn: '51824753556' },
      buyer: { id: local.id, name: 'The Local', abn: LOCAL_ABN },
      paymentTerms: { kind: 'net_days', days: 60 },
      paymentTermsLabel: 'Net 60 days',
      subtotalCents: 120_000,
      gstCents: 12_000,
      totalCents: 132_000,
      lines: [{ description: 'Harbour Haze (50 L keg)', qty: 2, unitPriceCents: 60_000, lineTotalCents: 120_000, gstCents: 12_000 }],
    });
  });
});

describe('the venue’s bills', () => {
  it('lists only its own, overdue first, and what it owes each supplier', async () => {
    const bills = await readAt(30, async () => billsOf(await memberOf(local), local));
    expect(bills.items.map((item) => [item.id, item.state])).toEqual([
      [invoices.partPaid, 'overdue'],
      [invoices.localOpen, 'open'],
      [invoices.paid, 'paid'],
    ]);
    expect(bills.owed).toEqual([
      {
        supplierId: brewery.id,
        supplierName: 'Harbour Brewing',
        currency: 'AUD',
        balanceCents: 214_000,
        overdueCents: 82_000,
        creditCents: 0,
      },
    ]);
    const pubBills = await billsOf(await memberOf(pub), pub);
    expect(pubBills.items.map((item) => item.id)).toEqual([invoices.pubOpen]);
    expect(pubBills.owed).toEqual([
      { supplierId: brewery.id, supplierName: 'Harbour Brewing', currency: 'AUD', balanceCents: 132_000, overdueCents: 0, creditCents: 0 },
    ]);
  });

  it('reads one of its bills; another venue’s bill is 404, under its own path or the other’s', async () => {
    const localMember = await memberOf(local);
    const pubMember = await memberOf(pub);
    const bill = parseAnswer(await call(localMember, 'GET', `/api/venues/${local.id}/bills/${invoices.paid}`), 200, TaxInvoice);
    expect(bill).toMatchObject({ id: invoices.paid, state: 'paid', balanceCents: 0, buyer: { abn: LOCAL_ABN } });
    expect((await call(pubMember, 'GET', `/api/venues/${pub.id}/bills/${invoices.paid}`)).statusCode).toBe(404);
    expect((await call(pubMember, 'GET', `/api/venues/${local.id}/bills/${invoices.paid}`)).statusCode).toBe(404);
    expect((await call(pubMember, 'GET', `/api/venues/${local.id}/bills`)).statusCode).toBe(404);
  });
});

describe('another tenant', () => {
  it('gets 404 for the supplier’s invoices, and for one named under its own supplier', async () => {
    const stranger = await memberOf(otherBrewery);
    expect((await call(stranger, 'GET', `/api/suppliers/${brewery.id}/invoices`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/suppliers/${brewery.id}/invoices/${invoices.paid}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/suppliers/${otherBrewery.id}/invoices/${invoices.paid}`)).statusCode).toBe(404);
    const own = parseAnswer(await call(stranger, 'GET', `/api/suppliers/${otherBrewery.id}/invoices`), 200, TaxInvoiceList);
    expect(own).toMatchObject({ items: [], total: 0 });
    // a venue's member reading the supplier's invoices is another tenant too
    expect((await call(await memberOf(local), 'GET', `/api/suppliers/${brewery.id}/invoices`)).statusCode).toBe(404);
  });
});
