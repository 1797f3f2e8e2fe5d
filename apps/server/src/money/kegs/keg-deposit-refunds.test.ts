import { describe, expect, it } from 'vitest';
import { KegCollection, TaxInvoice, VenueKegCollections } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { DEPOSIT_CENTS, kegCollectionsTestKit } from '../../../test/support/keg-collections-kit';
import {
  bellTesting,
  insertTestEmpties,
  ledgerTesting,
  mailSubjectsTesting,
  notesTesting,
  waitingEmptiesTesting,
} from '../../../test/support/queries/keg-collections-testing.queries';
import { listTestAllocations } from '../../../test/support/queries/invoices-testing.queries';

// The deposit refund of kegs collected (decision 0177): by adjustment note, for what the driver took, never what was
// asked; oldest invoice with deposit left first, one note per invoice; kegs never charged and pool kegs get none.

const { kit, call, db, freshPair, ask, record } = kegCollectionsTestKit();

const collectedOn = () =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' }).format(new Date());

describe('the deposit refund of a collection', () => {
  it('5 of 6 empties collected: the ledger takes 5, one empty waits, and a note refunds 5 deposits with GST, allocated to the invoice', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    const { invoiceId, invoiceNumber } = await deliver(keg, 6, { invoiceDate: '2026-11-02' });
    const empties = await insertTestEmpties(db(), { ...pair, kegTypeId: keg.id }, 6);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 6 }], note: 'Out the back' });
    expect(asked).toMatchObject({ status: 'requested', version: 1, requested: [{ kegType: { id: keg.id }, qty: 6 }] });

    const collected = parseAnswer(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 5 }] }), 200, KegCollection);
    expect(collected).toMatchObject({
      status: 'collected',
      collected: [{ kegType: { id: keg.id }, qty: 5 }],
      collectedBy: { name: 'Dee Driver' },
      override: false,
      refunds: [{ kegType: { id: keg.id }, collected: 5, refunded: 5 }],
    });
    expect(await ledgerTesting(db(), pair)).toEqual([
      { kegTypeId: keg.id, delta: 6, reason: 'delivered', collectionId: null, note: null },
      { kegTypeId: keg.id, delta: -5, reason: 'returned', collectionId: asked.id, note: null },
    ]);
    // the oldest five empties went; the newest waits
    expect((await waitingEmptiesTesting(db(), pair)).map((empty) => empty.id)).toEqual([empties.at(-1)!.id]);

    const [note] = await notesTesting(db(), supplier.id);
    expect(note).toMatchObject({
      relatesToId: invoiceId,
      reason: `Keg deposit refund: 5 × 50 L keg collected ${collectedOn()}`,
      subtotalCents: 5 * DEPOSIT_CENTS,
      gstCents: 1500,
      totalCents: 16_500,
      lines: [
        {
          description: 'Keg deposit: 50 L keg',
          qty: 5,
          unitPriceCents: DEPOSIT_CENTS,
          taxRateBasisPoints: 1000,
          lineTotalCents: 15_000,
          gstCents: 1500,
          invoiceLineIndex: 1,
        },
      ],
    });
    expect(collected.refundNotes).toEqual([
      expect.objectContaining({ id: note!.id, number: note!.number, invoiceId, invoiceNumber, totalCents: 16_500 }),
    ]);
    // mailed to the venue's owners with its PDF, as a note made by hand
    expect(await mailSubjectsTesting(db(), kit.venueOwner.email)).toContain(`Adjustment note ${note!.number} from Harbour Brewing`);
    // the invoice owes: the note's credit goes to it
    expect(await listTestAllocations(db(), supplier.id)).toEqual([{ noteId: note!.id, invoiceId, amountCents: 16_500 }]);
    const invoice = parseAnswer(
      await call(kit.supplierOwner, 'GET', `/api/suppliers/${supplier.id}/invoices/${invoiceId}`),
      200,
      TaxInvoice,
    );
    expect(invoice).toMatchObject({ creditedCents: 16_500, balanceCents: 6 * 33_000 + 6 * 3300 - 16_500 });

    // both sides read 1 held, 1 empty waiting; the venue's members were told
    const venueView = parseAnswer(await call(kit.venueMember, 'GET', `/api/venues/${venue.id}/keg-collections`), 200, VenueKegCollections);
    expect(venueView.suppliers).toEqual([
      expect.objectContaining({
        open: null,
        kegs: [expect.objectContaining({ kegType: expect.objectContaining({ id: keg.id }), balance: 1, emptiesWaiting: 1 })],
      }),
    ]);
    expect(await bellTesting(db(), kit.venueOwner.userId, 'keg_collection_recorded')).toEqual([
      {
        title: 'Harbour Brewing collected 5 empty kegs',
        body: `5 × 50 L keg (6 asked for).\nDeposit refunded on adjustment note ${note!.number}.`,
        link: `/dash/venues/${venue.slug}/kegs/collections`,
      },
    ]);
  });

  it('credits the oldest invoice with deposit left first, one note per invoice; kegs never charged get no refund', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    const newer = await deliver(keg, 2, { invoiceDate: '2026-11-20' });
    const older = await deliver(keg, 2, { invoiceDate: '2026-11-05' });
    await deliver(keg, 1, { deposit: false });
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 5 }] });
    const collected = parseAnswer(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 5 }] }), 200, KegCollection);
    expect(collected.refunds).toEqual([expect.objectContaining({ collected: 5, refunded: 4 })]);
    expect(collected.refundNotes.map((note) => note.invoiceId)).toEqual([older.invoiceId, newer.invoiceId]);
    const notes = await notesTesting(db(), supplier.id);
    expect(notes.map((note) => [note.relatesToId, note.lines.map((line) => line.qty), note.totalCents])).toEqual([
      [older.invoiceId, [2], 6600],
      [newer.invoiceId, [2], 6600],
    ]);
    expect(notes.every((note) => note.reason!.startsWith('Keg deposit refund: 2 × 50 L keg collected '))).toBe(true);
    expect((await ledgerTesting(db(), pair)).filter((entry) => entry.reason === 'returned')).toEqual([
      expect.objectContaining({ delta: -5, collectionId: asked.id }),
    ]);

    // the kegs left were never charged a deposit (a delivery without one): collected, nothing refunded
    await deliver(keg, 1, { deposit: false });
    const later = parseAnswer(
      await call(kit.supplierMember, 'POST', `/api/suppliers/${supplier.id}/keg-collections`, {
        venueId: venue.id,
        kegs: [{ kegTypeId: keg.id, qty: 1 }],
      }),
      201,
      KegCollection,
    );
    expect(later).toMatchObject({ requested: [], refundNotes: [], refunds: [{ collected: 1, refunded: 0 }] });
    expect(await notesTesting(db(), supplier.id)).toHaveLength(2);
  });

  it('a pool keg: the ledger takes what was collected and no note is made', async () => {
    const { venue, supplier, pool, pair, deliver } = await freshPair();
    await deliver(pool, 4, { invoiceDate: '2026-11-10' });
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: pool.id, qty: 4 }], swapAtDelivery: true });
    expect(asked).toMatchObject({ swapAtDelivery: true, requestedFor: null });
    const collected = parseAnswer(await record(asked.id, { version: 1, kegs: [{ kegTypeId: pool.id, qty: 3 }] }), 200, KegCollection);
    expect(collected).toMatchObject({ refundNotes: [], refunds: [] });
    expect((await ledgerTesting(db(), pair)).map((entry) => [entry.reason, entry.delta])).toEqual([
      ['delivered', 4],
      ['returned', -3],
    ]);
    expect(await notesTesting(db(), supplier.id)).toEqual([]);
  });
});
