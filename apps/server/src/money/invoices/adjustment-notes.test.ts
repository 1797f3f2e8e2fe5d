import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaxInvoice } from '@tapline/contracts';
import { createSupplier } from '@tapline/db/testing';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { lastInvoiceNumberOf, listTestAllocations, listTestTaxDocuments } from '../../../test/support/queries/invoices-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Adjustment notes made by hand (decision 0161): never more than the invoice still has after earlier notes (422
// naming the amount, nothing written), serialised on the invoice's row, GST per line, the credit allocated to the
// invoice, readable where invoices are.

let t: TestApp;
let world: Awaited<ReturnType<typeof invoicingWorld>>;

const notesPath = (invoiceId: string) => `/api/suppliers/${world.supplier.id}/invoices/${invoiceId}/adjustment-notes`;
const makeNote = (invoiceId: string, body: unknown, person = world.owner) => world.call(person, 'POST', notesPath(invoiceId), body);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  world = await invoicingWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('making an adjustment note', () => {
  it('credits units of a line at its price with GST per line, is numbered CN-, and takes them off the invoice’s balance', async () => {
    const { invoice } = await world.invoiced(2, 3);
    expect(invoice).toMatchObject({ totalCents: 82_500, balanceCents: 82_500, state: 'open' });
    const cansIndex = invoice.lines.findIndex((line) => line.skuCode === 'HH-C24');
    const note = parseAnswer(
      await makeNote(invoice.id, { reason: 'Two cartons came back dented', lines: [{ lineIndex: cansIndex, qty: 2 }] }),
      201,
      TaxInvoice,
    );
    expect(note).toMatchObject({
      kind: 'adjustment_note',
      title: 'Adjustment note',
      number: 'CN-000001',
      relatesToId: invoice.id,
      relatesToNumber: invoice.number,
      reason: 'Two cartons came back dented',
      dueDate: note.issueDate,
      seller: invoice.seller,
      buyer: invoice.buyer,
      paymentTerms: invoice.paymentTerms,
      subtotalCents: 10_000,
      gstCents: 1_000,
      totalCents: 11_000,
      balanceCents: 0,
      state: 'credited',
      lines: [
        {
          description: 'Harbour Haze (24 cans)',
          qty: 2,
          unitPriceCents: 5_000,
          lineTotalCents: 10_000,
          gstCents: 1_000,
          invoiceLineIndex: cansIndex,
        },
      ],
      allocations: [{ noteId: note.id, invoiceId: invoice.id, invoiceNumber: invoice.number, amountCents: 11_000 }],
    });
    const after = await world.readInvoice(invoice.id);
    expect(after).toMatchObject({ balanceCents: 71_500, creditedCents: 11_000, paidCents: 0, state: 'open' });
    expect(after.adjustmentNotes).toEqual([
      {
        id: note.id,
        number: 'CN-000001',
        issueDate: note.issueDate,
        reason: 'Two cartons came back dented',
        gstCents: 1_000,
        totalCents: 11_000,
      },
    ]);
    // the venue reads the note at its bills' path
    const bill = parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills/${note.id}`), 200, TaxInvoice);
    expect(bill).toMatchObject({ kind: 'adjustment_note', relatesToNumber: invoice.number });
  });

  it('a price correction ex GST on a named line; unnamed on an invoice of several lines, or more than the line has, is 422', async () => {
    const { invoice } = await world.invoiced(1, 1);
    const kegIndex = invoice.lines.findIndex((line) => line.skuCode === 'HH-K50');
    const unnamed = parseError(await makeNote(invoice.id, { reason: 'Wrong price', amountCents: 1_000 }), 422);
    expect(unnamed).toMatchObject({ code: 'invoice_refused', details: [{ field: 'lineIndex' }] });
    const tooMuch = parseError(await makeNote(invoice.id, { reason: 'Wrong price', amountCents: 30_001, lineIndex: kegIndex }), 422);
    expect(tooMuch.details).toEqual([
      {
        field: 'amountCents',
        message: `can be at most $300.00 ex GST, what “Harbour Haze (50 L keg)” still has on ${invoice.number} after earlier adjustment notes`,
      },
    ]);
    const note = parseAnswer(
      await makeNote(invoice.id, { reason: 'Wrong price', amountCents: 2_005, lineIndex: kegIndex }),
      201,
      TaxInvoice,
    );
    // GST on $20.05 is $2.005, half up: $2.01
    expect(note).toMatchObject({ subtotalCents: 2_005, gstCents: 201, totalCents: 2_206 });
    expect(note.lines[0]).toMatchObject({ description: 'Price correction: Harbour Haze (50 L keg)', qty: 1, unitPriceCents: 2_005 });
  });

  it('can’t credit more than the invoice still has after earlier notes: 422 naming the amount, and nothing written', async () => {
    const { invoice } = await world.invoiced(2);
    parseAnswer(await makeNote(invoice.id, { reason: 'One keg short', lines: [{ lineIndex: 0, qty: 1 }] }), 201, TaxInvoice);
    const documents = await listTestTaxDocuments(world.db, world.supplier.id);
    const counter = await lastInvoiceNumberOf(world.db, world.supplier.id, 'adjustment_note');
    const refusal = parseError(await makeNote(invoice.id, { reason: 'Both kegs short', lines: [{ lineIndex: 0, qty: 2 }] }), 422);
    expect(refusal).toMatchObject({
      code: 'invoice_refused',
      details: [
        {
          field: 'lines.0.qty',
          message: `can be at most 1, what “Harbour Haze (50 L keg)” still has on ${invoice.number} after earlier adjustment notes`,
        },
      ],
    });
    expect(await listTestTaxDocuments(world.db, world.supplier.id)).toEqual(documents);
    expect(await lastInvoiceNumberOf(world.db, world.supplier.id, 'adjustment_note')).toBe(counter);
  });

  it('two made at once for one invoice queue on it: the second sees the first, numbers follow one another', async () => {
    const { invoice } = await world.invoiced(4);
    const before = await lastInvoiceNumberOf(world.db, world.supplier.id, 'adjustment_note');
    const both = await Promise.all([1, 2].map(() => makeNote(invoice.id, { reason: 'Short', lines: [{ lineIndex: 0, qty: 1 }] })));
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const numbers = both.map((answer) => parseAnswer(answer, 201, TaxInvoice).number).sort();
    expect(numbers).toEqual([before + 1, before + 2].map((n) => `CN-${String(n).padStart(6, '0')}`));
    // two kegs' worth each, at once, when two are left: the second finds nothing left, and says so
    const racing = await Promise.all([1, 2].map(() => makeNote(invoice.id, { reason: 'Short', amountCents: 60_000 })));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = parseError(
      racing.find((answer) => answer.statusCode === 422)!,
      422,
    );
    expect(refused.message).toContain(`can be at most $0.00 ex GST, what “Harbour Haze (50 L keg)” still has on ${invoice.number}`);
    const after = await world.readInvoice(invoice.id);
    expect(after).toMatchObject({ creditedCents: 132_000, balanceCents: 0, state: 'credited' });
    expect(
      (await listTestAllocations(world.db, world.supplier.id)).filter((row) => row.invoiceId === invoice.id).map((row) => row.amountCents),
    ).toEqual([33_000, 33_000, 66_000]);
  });
});

describe('who makes one', () => {
  it('owners and admins; a member is 403; another supplier’s owner 404; bad input 400', async () => {
    const { invoice } = await world.invoiced(1);
    const body = { reason: 'Short', lines: [{ lineIndex: 0, qty: 1 }] };
    expect((await makeNote(invoice.id, body, await world.memberOf(world.supplier))).statusCode).toBe(403);
    const other = await createSupplier(world.db, { name: 'Other Brewing' });
    const stranger = await world.memberOf(other, 'owner');
    expect((await makeNote(invoice.id, body, stranger)).statusCode).toBe(404);
    const underOwn = await world.call(stranger, 'POST', `/api/suppliers/${other.id}/invoices/${invoice.id}/adjustment-notes`, body);
    expect(underOwn.statusCode).toBe(404);
    expect((await makeNote(invoice.id, { reason: 'Both', lines: body.lines, amountCents: 100 })).statusCode).toBe(400);
    expect((await makeNote(invoice.id, { reason: ' ', amountCents: 100 })).statusCode).toBe(400);
    expect((await makeNote(invoice.id, { reason: 'x'.repeat(501), amountCents: 100 })).statusCode).toBe(400);
    parseAnswer(await makeNote(invoice.id, body, await world.memberOf(world.supplier, 'admin')), 201, TaxInvoice);
  });
});
