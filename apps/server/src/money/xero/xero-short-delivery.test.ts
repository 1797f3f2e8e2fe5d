import { describe, expect, it } from 'vitest';
import { SupplierInvoiceSettings, SupplierOrder, TaxInvoice, TaxInvoiceList } from '@tapline/contracts';
import { taxOf } from '@tapline/db';
import { orderThrough } from '../../../test/support/checkout-kit';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
import { parseAnswer } from '../../../test/support/parse-answer';
import { creditNoteSyncsOfTesting, retrySoonTesting } from '../../../test/support/queries/xero-sync-testing.queries';
import { fakeControl, queueWithRetriesTesting, SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';
import { XERO_CREDIT_NOTE_QUEUE } from './xero-sync.queues';
import { queueXeroForTaxDocument } from './xero-tax-documents';

// Issue 34's test, end to end through the API: an order invoiced on accepting and delivered short gets one adjustment
// note for the difference (decision 0161), which reaches both Xeros as credit notes applied to the invoice once each
// (decision 0162), although Xero failed or lost the answers of the first three calls on each side.

const { kit, call, step, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

const booksOf = (name: string) => kit.fake.orgs().find((org) => org.name === name)!;
/** the PUTs to a path that reached the fake for that tenant (answered, failed or their answers lost) */
const putsOf = (tenantId: string, path: RegExp) =>
  kit.fake
    .requests()
    .filter((request) => request.method === 'PUT' && request.headers['xero-tenant-id'] === tenantId && path.test(request.path));
const CREDIT_NOTE_CREATE = /^\/api\.xro\/2\.0\/CreditNotes(\?|$)/;
const ALLOCATION_CREATE = /^\/api\.xro\/2\.0\/CreditNotes\/[^/?]+\/Allocations/;

const readInvoice = async (id: string) =>
  parseAnswer(await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${id}`), 200, TaxInvoice);
async function invoiceOf(supplierOrderId: string) {
  const list = parseAnswer(
    await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices?pageSize=100`),
    200,
    TaxInvoiceList,
  );
  return readInvoice(list.items.find((item) => item.supplierOrderId === supplierOrderId)!.id);
}
const stepThrough = async (supplierOrderId: string, action: string, payload: unknown = {}) =>
  parseAnswer(await step(kit.supplierOwner, supplierOrderId, action, payload), 200, SupplierOrder);

describe('a short delivery after the invoice was issued, with both sides in Xero', () => {
  it(
    'makes one adjustment note per side for the difference, allocated once after three retried Xero calls',
    { timeout: 90_000 },
    async () => {
      const db = kit.t.database.db;
      // the supplier issues on accepting; both books take authorised documents (a draft can't be allocated)
      const settings = parseAnswer(
        await call(kit.supplierOwner, 'PATCH', `/api/suppliers/${kit.supplier.id}/invoice-settings`, { issueOn: 'accepted' }),
        200,
        SupplierInvoiceSettings,
      );
      expect(settings.issueOn).toBe('accepted');
      await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
      await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
      // the queue's back-off (30 s, then about twice as long) taken as passed: each retry runs a second later
      await retrySoonTesting(db, XERO_CREDIT_NOTE_QUEUE);

      const order = await orderThrough(kit.t, kit.venueOwner, kit.venue.id, [
        { skuId: kit.keg.id, qty: 3 },
        { skuId: kit.cans.id, qty: 10 },
      ]);
      const supplierOrderId = order.supplierOrders[0]!.id;
      await stepThrough(supplierOrderId, 'accept');
      const invoiceRecord = await settled(supplierOrderId, 'supplier', 'synced');
      const billRecord = await settled(supplierOrderId, 'venue', 'synced');
      const invoice = await invoiceOf(supplierOrderId);
      expect(invoice).toMatchObject({ kind: 'invoice', creditedCents: 0, balanceCents: invoice.totalCents, state: 'open' });
      // one number for the sale in both books: Tapline's
      for (const [books, type, record] of [
        [SUPPLIER_BOOKS, 'ACCREC', invoiceRecord],
        [VENUE_BOOKS, 'ACCPAY', billRecord],
      ] as const) {
        expect(booksOf(books).invoices).toEqual([
          expect.objectContaining({
            Type: type,
            InvoiceID: record.xeroInvoiceId,
            InvoiceNumber: invoice.number,
            Status: 'AUTHORISED',
            Total: invoice.totalCents / 100,
          }),
        ]);
      }

      // on each side: Xero down for the credit note, then the credit note made and its answer lost, then the
      // allocation made and its answer lost; the fourth attempt finds both
      for (const { tenantId } of [booksOf(SUPPLIER_BOOKS), booksOf(VENUE_BOOKS)]) {
        const fault = { route: '/api.xro/2.0/CreditNotes', method: 'PUT', tenantId };
        await fakeControl(kit.fake, 'fault', { ...fault, status: 503, body: 'The Xero API is currently offline for maintenance' });
        await fakeControl(kit.fake, 'fault', { ...fault, dropResponseAfterCommit: true });
        await fakeControl(kit.fake, 'fault', { ...fault, dropResponseAfterCommit: true });
      }

      await stepThrough(supplierOrderId, 'dispatch');
      const dispatched = parseAnswer(await call(kit.supplierOwner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
      const kegLine = dispatched.lines.find((line) => line.skuCode === 'HH-K50')!;
      const delivered = await stepThrough(supplierOrderId, 'deliver', { lines: [{ lineId: kegLine.id, qty: 2 }] });
      expect(delivered.status).toBe('delivered');

      // the difference: one keg and its GST
      const invoiceKeg = invoice.lines.find((line) => line.skuCode === 'HH-K50')!;
      const differenceCents = invoiceKeg.unitPriceCents + taxOf(invoiceKeg.unitPriceCents, invoiceKeg.taxRateBasisPoints);
      expect(invoice.totalCents - delivered.totalCents).toBe(differenceCents);
      const [summary, ...moreNotes] = (await readInvoice(invoice.id)).adjustmentNotes;
      expect(moreNotes).toEqual([]);
      const note = await readInvoice(summary!.id);
      expect(note).toMatchObject({
        kind: 'adjustment_note',
        relatesToId: invoice.id,
        relatesToNumber: invoice.number,
        totalCents: differenceCents,
        gstCents: taxOf(invoiceKeg.unitPriceCents, invoiceKeg.taxRateBasisPoints),
        lines: [expect.objectContaining({ skuCode: 'HH-K50', qty: 1 })],
      });

      await expect
        .poll(async () => (await creditNoteSyncsOfTesting(db, note.id)).syncs.map((sync) => [sync.side, sync.state, sync.lastError]), {
          timeout: 45_000,
          interval: 200,
        })
        .toEqual([
          ['supplier', 'synced', null],
          ['venue', 'synced', null],
        ]);
      const { syncs, allocations } = await creditNoteSyncsOfTesting(db, note.id);
      expect(syncs.map((sync) => sync.attempts)).toEqual([4, 4]);
      expect(allocations).toHaveLength(2);

      for (const [books, type, sync] of [
        [SUPPLIER_BOOKS, 'ACCRECCREDIT', syncs[0]!],
        [VENUE_BOOKS, 'ACCPAYCREDIT', syncs[1]!],
      ] as const) {
        const { tenantId } = booksOf(books);
        // two creates (the one Xero was down for, the one whose answer was lost) and one allocation: nothing twice
        expect(putsOf(tenantId, CREDIT_NOTE_CREATE)).toHaveLength(2);
        expect(putsOf(tenantId, ALLOCATION_CREATE)).toHaveLength(1);
        const creditNotes = booksOf(books).creditNotes;
        expect(creditNotes).toEqual([
          expect.objectContaining({
            Type: type,
            CreditNoteID: sync.xeroCreditNoteId,
            CreditNoteNumber: note.number,
            Status: 'PAID',
            TotalTax: note.gstCents / 100,
            Total: differenceCents / 100,
            RemainingCredit: 0,
          }),
        ]);
        const xeroInvoice = booksOf(books).invoices.find((candidate) => candidate.InvoiceNumber === invoice.number)!;
        const made = creditNotes[0]!.Allocations as FakeRecord[];
        expect(made).toEqual([
          expect.objectContaining({
            Amount: differenceCents / 100,
            Invoice: expect.objectContaining({ InvoiceID: xeroInvoice.InvoiceID }),
          }),
        ]);
        expect(xeroInvoice).toMatchObject({
          Status: 'AUTHORISED',
          AmountCredited: differenceCents / 100,
          AmountDue: (invoice.totalCents - differenceCents) / 100,
        });
        expect(allocations.filter((row) => row.organisationId === sync.organisationId)).toEqual([
          { organisationId: sync.organisationId, xeroAllocationId: made[0]!.AllocationID },
        ]);
      }
      expect(syncs.map((sync) => sync.organisationId)).toEqual([kit.supplier.id, kit.venue.id]);
      expect(booksOf(SUPPLIER_BOOKS).creditNotes[0]).toMatchObject({ Reference: `Adjusts ${invoice.number}` });

      // Tapline's invoice: the note against it, its credit applied, the balance what was delivered
      const allocation = {
        noteId: note.id,
        noteNumber: note.number,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountCents: differenceCents,
        allocatedOn: note.issueDate,
      };
      const after = await readInvoice(invoice.id);
      expect(after).toMatchObject({
        creditedCents: differenceCents,
        paidCents: 0,
        balanceCents: invoice.totalCents - differenceCents,
        state: 'open',
        adjustmentNotes: [{ id: note.id, number: note.number, totalCents: differenceCents, gstCents: note.gstCents }],
        allocations: [allocation],
      });
      expect(after.balanceCents).toBe(delivered.totalCents);
      expect(await readInvoice(note.id)).toMatchObject({ balanceCents: 0, state: 'credited', allocations: [allocation] });

      // queued again (as another allocation of the note would): the job reads Xero and sends nothing more
      const putsBefore = kit.fake.requests().filter((request) => request.method === 'PUT').length;
      const syncedBefore = syncs.map((sync) => sync.syncedAt?.getTime());
      const requeue = queueWithRetriesTesting(0);
      expect(await db.transaction((tx) => queueXeroForTaxDocument(tx, requeue, note.id))).toBe(true);
      // each job ran once more, ending as it does, synced again
      await expect
        .poll(
          async () =>
            (await creditNoteSyncsOfTesting(db, note.id)).syncs.map((sync, index) => [
              sync.attempts,
              sync.state,
              sync.lastError,
              (sync.syncedAt?.getTime() ?? 0) > (syncedBefore[index] ?? 0),
            ]),
          { timeout: 15_000 },
        )
        .toEqual([
          [5, 'synced', null, true],
          [5, 'synced', null, true],
        ]);
      expect(kit.fake.requests().filter((request) => request.method === 'PUT')).toHaveLength(putsBefore);
      for (const books of [SUPPLIER_BOOKS, VENUE_BOOKS]) {
        expect(booksOf(books).creditNotes).toHaveLength(1);
        expect(booksOf(books).creditNotes[0]!.Allocations).toHaveLength(1);
      }
      expect((await creditNoteSyncsOfTesting(db, note.id)).allocations).toEqual(allocations);
    },
  );
});
