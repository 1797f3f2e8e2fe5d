import { expect } from 'vitest';
import { SupplierOrder, TaxInvoice, TaxInvoiceList } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import type { TestApp } from './test-app';

// A supplier that issues its tax invoices, a venue it sells to, and the calls the money trail's tests make
// (decisions 0160, 0161).

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Organisation = Awaited<ReturnType<typeof createVenue>>;

/** A keg at $300 ex GST ($330 with it), from a supplier issuing on `issueOn`, to a venue. */
export async function invoicingWorld(t: TestApp, issueOn: 'accepted' | 'delivered' = 'accepted') {
  const db = t.database.db;
  const call = apiCaller(() => t);
  const memberOf = async (organisation: Organisation, organisationRole: 'member' | 'admin' | 'owner' = 'member') => {
    const person = await signedInUser(t);
    await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId: organisation.id, userId: person.userId, organisationRole });
    return person;
  };
  const supplier = await createSupplier(db, { name: 'Harbour Brewing', abn: '51824753556', timeZone: 'Australia/Sydney' });
  const venue = await createVenue(db, { name: 'The Local' });
  const owner = await memberOf(supplier, 'owner');
  const staff = await memberOf(venue, 'owner');
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: product.id,
    supplierId: supplier.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
  });
  const cans = await createSku(db, {
    productId: product.id,
    supplierId: supplier.id,
    code: 'HH-C24',
    name: '24 cans',
    unitPriceCents: 5_000,
  });
  expect((await call(owner, 'PATCH', `/api/suppliers/${supplier.id}/invoice-settings`, { issueOn })).statusCode).toBe(200);

  const step = async (supplierOrderId: string, action: string, body: unknown = {}) =>
    parseAnswer(await call(owner, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body), 200, SupplierOrder);
  const invoiceOf = async (supplierOrderId: string) => {
    const list = parseAnswer(await call(owner, 'GET', `/api/suppliers/${supplier.id}/invoices?pageSize=100`), 200, TaxInvoiceList);
    const found = list.items.find((item) => item.supplierOrderId === supplierOrderId);
    return found ? readInvoice(found.id) : undefined;
  };
  const readInvoice = async (id: string, person: Person = owner) =>
    parseAnswer(await call(person, 'GET', `/api/suppliers/${supplier.id}/invoices/${id}`), 200, TaxInvoice);

  /** A submitted order of `kegs` kegs (and `cans` cartons), to `to`. */
  const submitted = async (kegs: number, cartons = 0, to: Organisation = venue) => {
    const lines = [{ sku: keg, productName: 'Harbour Haze', qty: kegs }];
    if (cartons > 0) lines.push({ sku: cans, productName: 'Harbour Haze', qty: cartons });
    const order = await createOrder(db, { venueId: to.id, supplierOrders: [{ supplierId: supplier.id, lines }] });
    return order.supplierOrders[0]!.id;
  };
  /** An accepted order and its invoice (issued on accepting). */
  const invoiced = async (kegs: number, cartons = 0) => {
    const supplierOrderId = await submitted(kegs, cartons);
    await step(supplierOrderId, 'accept');
    return { supplierOrderId, invoice: (await invoiceOf(supplierOrderId))! };
  };
  return { db, call, memberOf, supplier, venue, owner, staff, keg, cans, step, invoiceOf, readInvoice, submitted, invoiced };
}
