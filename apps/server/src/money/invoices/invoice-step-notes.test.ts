import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillList, SupplierOrder, TaxInvoice } from '@tapline/contracts';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { listTestTaxDocuments } from '../../../test/support/queries/invoices-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The notes an order step makes in its transaction (decision 0161): delivering short an order invoiced on accepting
// credits the difference; cancelling an invoiced order credits what its invoice still has, a payment then held as
// credit for the venue's next invoice; the venue's mail says so.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const notesOf = async (world: Awaited<ReturnType<typeof invoicingWorld>>) =>
  (await listTestTaxDocuments(world.db, world.supplier.id)).filter((doc) => doc.kind === 'adjustment_note');

describe('delivering short', () => {
  it('after the invoice was issued on accepting: one note for the difference, and the balance right', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const { supplierOrderId, invoice } = await world.invoiced(3, 2);
    await world.step(supplierOrderId, 'dispatch');
    const order = parseAnswer(await world.call(world.owner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
    const kegLine = order.lines.find((line) => line.skuCode === 'HH-K50')!;
    const delivered = await world.step(supplierOrderId, 'deliver', { lines: [{ lineId: kegLine.id, qty: 1 }] });
    expect(delivered).toMatchObject({ status: 'delivered', subtotalCents: 40_000, taxCents: 4_000 });
    const [note, ...more] = await notesOf(world);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      relatesToId: invoice.id,
      reason: 'Short delivery: Harbour Haze (50 L keg) 1 of 3 delivered',
      subtotalCents: 60_000,
      gstCents: 6_000,
      totalCents: 66_000,
    });
    const after = await world.readInvoice(invoice.id);
    expect(after).toMatchObject({ totalCents: 110_000, creditedCents: 66_000, balanceCents: 44_000, state: 'open' });
    expect(after.balanceCents).toBe(delivered.totalCents);
    const mail = await latestOutboxMessage(world.db, world.staff.email, 'email', 'order_deliver');
    // the note itself is mailed too, its PDF attached
    const noteMail = await latestOutboxMessage(world.db, world.staff.email, 'email', 'adjustment_note');
    expect(noteMail?.subject).toMatch(/^Adjustment note CN-000001 from /);
    expect(noteMail?.attachment).toBeTruthy();
    expect(mail?.body).toMatch(/Delivered short: Harbour Haze \(50 L keg\) 1 of 3\./);
    expect(mail?.body).toContain(
      `Adjustment note ${note!.number} credits $660.00 on invoice ${invoice.number} for what was not delivered.`,
    );
  });

  it('when the invoice is issued on delivery: it prints what was delivered, and no note is made', async () => {
    const world = await invoicingWorld(t, 'delivered');
    const supplierOrderId = await world.submitted(3);
    await world.step(supplierOrderId, 'accept');
    await world.step(supplierOrderId, 'dispatch');
    const order = parseAnswer(await world.call(world.owner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
    await world.step(supplierOrderId, 'deliver', { lines: [{ lineId: order.lines[0]!.id, qty: 2 }] });
    const invoice = await world.invoiceOf(supplierOrderId);
    expect(invoice).toMatchObject({ totalCents: 66_000, balanceCents: 66_000, lines: [{ qty: 2 }] });
    expect(await notesOf(world)).toEqual([]);
  });
});

describe('cancelling an invoiced order', () => {
  it('unpaid: a note for what the invoice still has, which leaves it credited', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const { supplierOrderId, invoice } = await world.invoiced(2);
    await world.step(supplierOrderId, 'cancel', { reason: 'Out of kegs' });
    const [note] = await notesOf(world);
    expect(note).toMatchObject({
      reason: 'Order cancelled: Out of kegs',
      totalCents: 66_000,
      lines: [{ qty: 2, lineTotalCents: 60_000, gstCents: 6_000 }],
    });
    expect(await world.readInvoice(invoice.id)).toMatchObject({ balanceCents: 0, state: 'credited' });
  });

  it('paid: possible again; the note’s credit is held, and the venue’s next invoice takes it', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const { supplierOrderId, invoice } = await world.invoiced(2);
    const paidOn = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    await world.call(world.owner, 'POST', `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/payments`, {
      paidOn,
      amountCents: 66_000,
    });
    const paidOrder = parseAnswer(await world.call(world.owner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
    expect(paidOrder).toMatchObject({ payment: 'paid', cancelBlockedBy: null, actions: ['dispatch', 'cancel'] });
    await world.step(supplierOrderId, 'cancel', { reason: 'Brewery flooded' });
    const [note] = await notesOf(world);
    const credited = await world.readInvoice(invoice.id);
    expect(credited).toMatchObject({ paidCents: 66_000, creditedCents: 66_000, balanceCents: 0, state: 'credited', allocations: [] });
    const noteRead = await world.readInvoice(note!.id);
    expect(noteRead).toMatchObject({ kind: 'adjustment_note', balanceCents: 66_000, state: 'open' });
    const mail = await latestOutboxMessage(world.db, world.staff.email, 'email', 'order_cancel');
    expect(mail?.body).toContain(
      `Adjustment note ${note!.number} credits $660.00, what invoice ${invoice.number} still had. $660.00 already paid is held as credit for the next invoice.`,
    );
    const bills = parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills`), 200, BillList);
    expect(bills.owed).toEqual([
      {
        supplierId: world.supplier.id,
        supplierName: 'Harbour Brewing',
        currency: 'AUD',
        balanceCents: -66_000,
        overdueCents: 0,
        creditCents: 66_000,
      },
    ]);
    // the next invoice (three kegs, $990) takes the $660 held
    const next = await world.invoiced(3);
    expect(next.invoice).toMatchObject({ totalCents: 99_000, balanceCents: 33_000, state: 'open' });
    expect(next.invoice.allocations).toEqual([
      {
        noteId: note!.id,
        noteNumber: note!.number,
        invoiceId: next.invoice.id,
        invoiceNumber: next.invoice.number,
        amountCents: 66_000,
        allocatedOn: next.invoice.issueDate,
      },
    ]);
    expect(await world.readInvoice(note!.id)).toMatchObject({ balanceCents: 0, state: 'credited' });
    const after = parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills`), 200, BillList);
    expect(after.owed).toEqual([
      {
        supplierId: world.supplier.id,
        supplierName: 'Harbour Brewing',
        currency: 'AUD',
        balanceCents: 33_000,
        overdueCents: 0,
        creditCents: 0,
      },
    ]);
    expect(
      parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills/${next.invoice.id}`), 200, TaxInvoice),
    ).toMatchObject({
      balanceCents: 33_000,
    });
  });
});
