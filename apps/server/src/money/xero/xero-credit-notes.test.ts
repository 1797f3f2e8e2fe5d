import { describe, expect, it } from 'vitest';
import { taxOf } from '@tapline/db';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
import { fakeControl, queueWithRetriesTesting, SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';
import {
  creditNoteSyncsOfTesting,
  insertTestAdjustmentNote,
  taxInvoiceOfTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';
import { queueXeroForTaxDocument } from './xero-tax-documents';

// An adjustment note into Xero (decision 0162): the supplier's ACCRECCREDIT and the venue's ACCPAYCREDIT with the
// note's number and GST, each allocated to its invoice once, however many times a lost answer makes the job run.

const { kit, step, placeOrder, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

const booksOf = (name: string) => kit.fake.orgs().find((org) => org.name === name)!;
const putsTo = (path: RegExp) => kit.fake.requests().filter((request) => request.method === 'PUT' && path.test(request.path));

describe('an adjustment note in Xero', () => {
  it(
    'is one credit note per side, allocated once to its invoice after three tries whose answers were lost',
    { timeout: 60_000 },
    async () => {
      await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
      await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
      const order = await placeOrder();
      await step(kit.supplierOwner, order.supplierOrderId, 'accept');
      await settled(order.supplierOrderId, 'supplier', 'synced');
      await settled(order.supplierOrderId, 'venue', 'synced');
      const invoice = (await taxInvoiceOfTesting(kit.t.database.db, order.supplierOrderId))!;
      // one keg fewer delivered than invoiced: its price and its GST back
      const kegLine = invoice.lines.find((line) => line.skuCode === 'HH-K50')!;
      const credited = {
        ...kegLine,
        qty: 1,
        lineTotalCents: kegLine.unitPriceCents,
        gstCents: taxOf(kegLine.unitPriceCents, kegLine.taxRateBasisPoints),
      };
      const { note, allocation } = await insertTestAdjustmentNote(kit.t.database.db, invoice, { sequence: 1, lines: [credited] });

      // every PUT of a credit note or an allocation reaches Xero and its answer is lost: two per side
      for (let lost = 0; lost < 4; lost += 1)
        await fakeControl(kit.fake, 'fault', { route: '/api.xro/2.0/CreditNotes', method: 'PUT', dropResponseAfterCommit: true });
      expect(await queueXeroForTaxDocument(kit.t.database.db, queueWithRetriesTesting(2), note.id)).toBe(true);

      await expect
        .poll(
          async () =>
            (await creditNoteSyncsOfTesting(kit.t.database.db, note.id)).syncs.map((sync) => [sync.state, sync.attempts, sync.lastError]),
          { timeout: 25_000 },
        )
        .toEqual([
          ['synced', 3, null],
          ['synced', 3, null],
        ]);
      const { syncs, allocations } = await creditNoteSyncsOfTesting(kit.t.database.db, note.id);
      // the first try lost the note's answer, the second the allocation's, the third found both in Xero
      expect(syncs.map((sync) => [sync.side, sync.attempts, sync.lastError])).toEqual([
        ['supplier', 3, null],
        ['venue', 3, null],
      ]);
      expect(putsTo(/^\/api\.xro\/2\.0\/CreditNotes(\?|$)/)).toHaveLength(2);
      expect(putsTo(/^\/api\.xro\/2\.0\/CreditNotes\/[^/]+\/Allocations/)).toHaveLength(2);

      for (const [books, type, sync] of [
        [SUPPLIER_BOOKS, 'ACCRECCREDIT', syncs[0]!],
        [VENUE_BOOKS, 'ACCPAYCREDIT', syncs[1]!],
      ] as const) {
        const creditNotes = booksOf(books).creditNotes.filter((candidate) => candidate.CreditNoteNumber === note.number);
        expect(creditNotes).toEqual([
          expect.objectContaining({
            Type: type,
            CreditNoteID: sync.xeroCreditNoteId,
            Status: 'PAID',
            TotalTax: note.gstCents / 100,
            Total: note.totalCents / 100,
            RemainingCredit: 0,
          }),
        ]);
        const made = creditNotes[0]!.Allocations as FakeRecord[];
        expect(made).toEqual([expect.objectContaining({ Amount: allocation.amountCents / 100 })]);
        const xeroInvoice = booksOf(books).invoices.find((candidate) => candidate.InvoiceNumber === invoice.number)!;
        expect(made[0]!.Invoice).toMatchObject({ InvoiceID: xeroInvoice.InvoiceID });
        expect(xeroInvoice).toMatchObject({
          Status: 'AUTHORISED',
          AmountCredited: note.totalCents / 100,
          AmountDue: (invoice.totalCents - note.totalCents) / 100,
        });
        expect(allocations.filter((row) => row.organisationId === sync.organisationId)).toEqual([
          expect.objectContaining({ xeroAllocationId: made[0]!.AllocationID }),
        ]);
      }
      expect(allocations).toHaveLength(2);
      expect(booksOf(SUPPLIER_BOOKS).creditNotes[0]).toMatchObject({ Reference: `Adjusts ${invoice.number}` });

      // queued again (another allocation's call, a repeated job): nothing more is sent
      const puts = kit.fake.requests().filter((request) => request.method === 'PUT').length;
      await queueXeroForTaxDocument(kit.t.database.db, queueWithRetriesTesting(0), note.id);
      await expect
        .poll(async () => (await creditNoteSyncsOfTesting(kit.t.database.db, note.id)).syncs.map((sync) => sync.updatedAt.getTime()), {
          timeout: 10_000,
        })
        .not.toEqual(syncs.map((sync) => sync.updatedAt.getTime()));
      expect(kit.fake.requests().filter((request) => request.method === 'PUT')).toHaveLength(puts);
      expect(
        booksOf(SUPPLIER_BOOKS).creditNotes.filter((candidate) => candidate.CreditNoteNumber === note.number)[0]!.Allocations,
      ).toHaveLength(1);
    },
  );
});
