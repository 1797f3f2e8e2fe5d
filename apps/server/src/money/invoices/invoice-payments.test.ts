import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierOrder, TaxInvoice } from '@tapline/contracts';
import { createSupplier } from '@tapline/db/testing';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { listTestPayments } from '../../../test/support/queries/invoices-testing.queries';
import { insertIntegrationTesting } from '../../../test/support/queries/xero-sync-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Payments recorded by hand (decision 0161): up to the balance, not after today in the supplier's zone, under the
// invoice's lock; the last one makes the invoice (and its order) paid; refused while the supplier's Xero is connected.

let t: TestApp;
let world: Awaited<ReturnType<typeof invoicingWorld>>;

const paymentsPath = (invoiceId: string, supplierId = world.supplier.id) => `/api/suppliers/${supplierId}/invoices/${invoiceId}/payments`;
const pay = (invoiceId: string, body: unknown, person = world.owner) => world.call(person, 'POST', paymentsPath(invoiceId), body);
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  world = await invoicingWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('recording a payment', () => {
  it('part, then the rest: part paid, then paid, and the order’s page agrees', async () => {
    const { supplierOrderId, invoice } = await world.invoiced(2);
    const part = parseAnswer(await pay(invoice.id, { paidOn: today(), amountCents: 20_000, reference: 'EFT 1234' }), 201, TaxInvoice);
    expect(part).toMatchObject({ paidCents: 20_000, balanceCents: 46_000, state: 'part_paid' });
    expect(part.payments).toEqual([
      { id: expect.any(String), paidOn: today(), amountCents: 20_000, reference: 'EFT 1234', source: 'manual' },
    ]);
    const paid = parseAnswer(await pay(invoice.id, { paidOn: today(), amountCents: 46_000 }), 201, TaxInvoice);
    expect(paid).toMatchObject({ paidCents: 66_000, balanceCents: 0, state: 'paid' });
    expect(paid.payments.map((payment) => payment.reference)).toEqual(['EFT 1234', null]);
    const order = parseAnswer(await world.call(world.owner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
    expect(order).toMatchObject({ payment: 'paid', paidAt: expect.any(String) });
    // the venue's bill says so too
    const bill = parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills/${invoice.id}`), 200, TaxInvoice);
    expect(bill).toMatchObject({ state: 'paid', balanceCents: 0 });
  });

  it('more than the balance, or after today, is 422 naming it, and nothing is written', async () => {
    const { invoice } = await world.invoiced(1);
    const over = parseError(await pay(invoice.id, { paidOn: today(), amountCents: 33_001 }), 422);
    expect(over).toMatchObject({
      code: 'invoice_refused',
      details: [{ field: 'amountCents', message: `can be at most $330.00, the balance of ${invoice.number}` }],
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = parseError(await pay(invoice.id, { paidOn: tomorrow, amountCents: 100 }), 422);
    expect(future.details).toEqual([{ field: 'paidOn', message: `can’t be after today (${today()})` }]);
    expect((await pay(invoice.id, { paidOn: today(), amountCents: 0 })).statusCode).toBe(400);
    expect((await pay(invoice.id, { paidOn: today(), amountCents: 100, reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(await listTestPayments(world.db, invoice.id)).toEqual([]);
  });

  it('two at once can’t pay more than the balance: one is refused', async () => {
    const { invoice } = await world.invoiced(1);
    const answers = await Promise.all([1, 2].map(() => pay(invoice.id, { paidOn: today(), amountCents: 20_000 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(
      parseError(
        answers.find((answer) => answer.statusCode === 422)!,
        422,
      ).message,
    ).toContain(`can be at most $130.00, the balance of ${invoice.number}`);
    expect((await world.readInvoice(invoice.id)).balanceCents).toBe(13_000);
  });
});

describe('who records one', () => {
  it('owners and admins; a member 403; another tenant 404; a venue 404', async () => {
    const { invoice } = await world.invoiced(1);
    const body = { paidOn: today(), amountCents: 100 };
    expect((await pay(invoice.id, body, await world.memberOf(world.supplier))).statusCode).toBe(403);
    const other = await createSupplier(world.db, { name: 'Other Brewing' });
    const stranger = await world.memberOf(other, 'owner');
    expect((await pay(invoice.id, body, stranger)).statusCode).toBe(404);
    expect((await world.call(stranger, 'POST', paymentsPath(invoice.id, other.id), body)).statusCode).toBe(404);
    expect((await world.call(world.staff, 'POST', paymentsPath(invoice.id), body)).statusCode).toBe(404);
    parseAnswer(await pay(invoice.id, body, await world.memberOf(world.supplier, 'admin')), 201, TaxInvoice);
  });

  it('not while the supplier’s Xero is connected: payments come from Xero (409, why)', async () => {
    const { invoice } = await world.invoiced(1);
    await insertIntegrationTesting(world.db, {
      organisationId: world.supplier.id,
      provider: 'xero',
      status: 'connected',
      tenantId: 'tenant-1',
    });
    const refusal = parseError(await pay(invoice.id, { paidOn: today(), amountCents: 100 }), 409);
    expect(refusal.message).toMatch(/Xero is connected, so payments come from Xero/);
    expect(await listTestPayments(world.db, invoice.id)).toEqual([]);
  });
});
