import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaxInvoice } from '@tapline/contracts';
import { createVenue } from '@tapline/db/testing';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { exposureOf, exposuresOf } from './exposure.service';

// A venue's exposure to a supplier (decision 0170): unpaid invoices + open orders not yet invoiced − unallocated
// credit, inc GST; an invoiced order counts once (as its invoice), a rejected or cancelled one not at all.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

describe('exposure', () => {
  it('counts submitted and accepted orders not yet invoiced, then the invoice once, then less what was paid', async () => {
    const world = await invoicingWorld(t, 'delivered');
    const pair = { supplierId: world.supplier.id, venueId: world.venue.id };
    expect(await exposureOf(world.db, pair)).toEqual({
      ...pair,
      unpaidInvoicesCents: 0,
      openOrdersCents: 0,
      unallocatedCreditCents: 0,
      exposureCents: 0,
    });
    const first = await world.submitted(1); // $330 inc GST
    const second = await world.submitted(2); // $660
    await world.step(second, 'accept');
    expect(await exposureOf(world.db, pair)).toMatchObject({ openOrdersCents: 99_000, exposureCents: 99_000 });
    // delivered: invoiced on delivery, counted as the invoice and no longer as an open order
    await world.step(second, 'dispatch');
    await world.step(second, 'deliver');
    const invoice = (await world.invoiceOf(second))!;
    expect(await exposureOf(world.db, pair)).toMatchObject({
      unpaidInvoicesCents: 66_000,
      openOrdersCents: 33_000,
      exposureCents: 99_000,
    });
    const paymentsPath = `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/payments`;
    parseAnswer(await world.call(world.owner, 'POST', paymentsPath, { paidOn: today(), amountCents: 16_000 }), 201, TaxInvoice);
    expect(await exposureOf(world.db, pair)).toMatchObject({ unpaidInvoicesCents: 50_000, exposureCents: 83_000 });
    // rejected and cancelled orders count for nothing
    await world.step(first, 'reject', { reason: 'Out of kegs' });
    const third = await world.submitted(3);
    await world.step(third, 'cancel', { reason: 'Venue closed' });
    expect(await exposureOf(world.db, pair)).toMatchObject({ openOrdersCents: 0, exposureCents: 50_000 });
  });

  it('takes off the credit notes hold for the next invoice, and only what is not yet allocated', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const pair = { supplierId: world.supplier.id, venueId: world.venue.id };
    const { invoice } = await world.invoiced(2); // $660, invoiced on accepting
    const paymentsPath = `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/payments`;
    parseAnswer(await world.call(world.owner, 'POST', paymentsPath, { paidOn: today(), amountCents: 66_000 }), 201, TaxInvoice);
    // a keg credited on a paid invoice: its $330 is held for the venue's next invoice
    const notesPath = `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/adjustment-notes`;
    const note = { reason: 'A keg came back', lines: [{ lineIndex: 0, qty: 1 }] };
    parseAnswer(await world.call(world.owner, 'POST', notesPath, note), 201, TaxInvoice);
    const open = await world.submitted(1);
    expect(await exposureOf(world.db, pair)).toEqual({
      ...pair,
      unpaidInvoicesCents: 0,
      openOrdersCents: 33_000,
      unallocatedCreditCents: 33_000,
      exposureCents: 0,
    });
    // its invoice takes the held credit: nothing is owed, nothing held
    await world.step(open, 'accept');
    expect(await exposureOf(world.db, pair)).toMatchObject({
      unpaidInvoicesCents: 0,
      openOrdersCents: 0,
      unallocatedCreditCents: 0,
      exposureCents: 0,
    });
    // a note against an unpaid invoice is allocated to it: taken off once, as its balance
    const { invoice: next } = await world.invoiced(1);
    const nextNotes = `/api/suppliers/${world.supplier.id}/invoices/${next.id}/adjustment-notes`;
    parseAnswer(await world.call(world.owner, 'POST', nextNotes, { reason: 'Short', amountCents: 10_000 }), 201, TaxInvoice);
    expect(await exposureOf(world.db, pair)).toMatchObject({ unpaidInvoicesCents: 22_000, exposureCents: 22_000 });
  });

  it('reads many pairs in one call, each its own', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const other = await createVenue(world.db, { name: 'The Other' });
    await world.submitted(1, 0, other);
    await world.submitted(2);
    const pairs = [
      { supplierId: world.supplier.id, venueId: other.id },
      { supplierId: world.supplier.id, venueId: world.venue.id },
    ];
    expect((await exposuresOf(world.db, pairs)).map((exposure) => exposure.exposureCents)).toEqual([33_000, 66_000]);
    expect(await exposuresOf(world.db, [])).toEqual([]);
  });
});
