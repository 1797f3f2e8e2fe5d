import { describe, expect, it } from 'vitest';
import { CatalogueSku, KegType, SupplierOrder, TaxInvoice } from '@tapline/contracts';
import { createProduct, createSku } from '@tapline/db/testing';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { pdfText } from '../../../test/support/pdf-text';
import { creditNoteSyncsOfTesting, taxInvoiceOfTesting } from '../../../test/support/queries/xero-sync-testing.queries';
import { SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';

// Keg deposits (issue 37) are lines of their own everywhere the order's money goes: on the order (a line per keg
// type, GST per line by the invoice rule), on the tax invoice and its PDF ("Keg deposit: 50 L keg", qty the kegs sent,
// naming its keg type), on a short delivery's adjustment note, and in Xero on the accounts each side maps deposits to
// (the supplier's liability, the venue's asset). A pool keg never has one. Through the app, its queue and the fake Xero.

const { kit, call, step, invoicesFor, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

const booksOf = (name: string) => kit.fake.orgs().find((org) => org.name === name)!;
const stepThrough = async (supplierOrderId: string, action: string, payload: unknown = {}) =>
  parseAnswer(await step(kit.supplierOwner, supplierOrderId, action, payload), 200, SupplierOrder);

describe('keg deposits', () => {
  it(
    'reach the invoice, its PDF, a short delivery’s note and both Xeros on the deposit accounts; a pool keg has none',
    { timeout: 90_000 },
    async () => {
      const db = kit.t.database.db;
      await setSupplierBooks({ depositAccountCode: '825', invoiceStatus: 'AUTHORISED' });
      await setVenueBooks({ depositAccountCode: '640', invoiceStatus: 'AUTHORISED' });
      const addKegType = async (body: Record<string, unknown>) =>
        parseAnswer(await call(kit.supplierOwner, 'POST', `/api/suppliers/${kit.supplier.id}/keg-types`, body), 201, KegType);
      // $33.33 a keg × 3 = $99.99, whose GST is $10.00 on the line (three kegs' GST rounded one by one would be $9.99)
      const own = await addKegType({ name: '50 L keg', litres: 50, depositCents: 3_333 });
      const kegstar = await addKegType({ name: 'Kegstar 30 L', litres: 30, ownerKind: 'pool', poolName: 'Kegstar' });
      const keg = parseAnswer(
        await call(kit.supplierOwner, 'PATCH', `/api/products/${kit.keg.productId}/skus/${kit.keg.id}`, {
          version: kit.keg.version,
          kegTypeId: own.id,
        }),
        200,
        CatalogueSku,
      );
      expect(keg.kegTypeId).toBe(own.id);
      const pils = await createProduct(db, { supplierId: kit.supplier.id, name: 'Harbour Pils', status: 'active' });
      const poolKeg = await createSku(db, {
        productId: pils.id,
        supplierId: kit.supplier.id,
        code: 'HP-K30',
        name: '30 L keg',
        unitPriceCents: 19_000,
        kegTypeId: kegstar.id,
      });

      const order = await orderThrough(kit.t, kit.venueOwner, kit.venue.id, [
        { skuId: kit.keg.id, qty: 3 },
        { skuId: poolKeg.id, qty: 2 },
      ]);
      const placed = order.supplierOrders[0]!;
      expect(placed.deposits).toEqual([
        {
          kegTypeId: own.id,
          name: '50 L keg',
          litres: 50,
          kegs: 3,
          depositCents: 3_333,
          taxRateBasisPoints: 1_000,
          totalCents: 9_999,
          taxCents: 1_000,
        },
      ]);
      // 3 × $285.50 + 2 × $190.00 + the $99.99 deposit, ex GST; GST $85.65 + $38.00 + $10.00
      expect(placed).toMatchObject({ subtotalCents: 133_649, taxCents: 13_365, totalCents: 147_014 });
      const read = parseAnswer(await call(kit.venueOwner, 'GET', `/api/supplier-orders/${placed.id}`), 200, SupplierOrder);
      expect(read.deposits).toEqual(placed.deposits);

      await stepThrough(placed.id, 'accept');
      const taxInvoice = (await taxInvoiceOfTesting(db, placed.id))!;
      expect(taxInvoice).toMatchObject({ subtotalCents: 133_649, gstCents: 13_365, totalCents: 147_014 });
      expect(taxInvoice.lines.filter((line) => line.kegTypeId !== undefined)).toEqual([
        {
          description: 'Keg deposit: 50 L keg',
          skuCode: '',
          qty: 3,
          unitPriceCents: 3_333,
          taxRateBasisPoints: 1_000,
          lineTotalCents: 9_999,
          gstCents: 1_000,
          kegTypeId: own.id,
        },
      ]);
      const invoice = parseAnswer(
        await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${taxInvoice.id}`),
        200,
        TaxInvoice,
      );
      expect(invoice.lines.map((line) => line.description)).toEqual([
        'Harbour Haze (50 L keg)',
        'Harbour Pils (30 L keg)',
        'Keg deposit: 50 L keg',
      ]);
      const pdf = await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${taxInvoice.id}/pdf`);
      expect(pdfText(pdf.rawPayload)).toContain('Keg deposit: 50 L keg');

      await settled(placed.id, 'supplier', 'synced');
      await settled(placed.id, 'venue', 'synced');
      const [sale] = invoicesFor(SUPPLIER_BOOKS, order.number);
      expect((sale!.LineItems as FakeRecord[]).map((line) => [line.Description, line.AccountCode, line.TaxAmount])).toEqual([
        ['Harbour Haze (50 L keg) · HH-K50', '200', 85.65],
        ['Harbour Pils (30 L keg) · HP-K30', '200', 38],
        ['Keg deposit: 50 L keg', '825', 10],
      ]);
      expect(sale).toMatchObject({ SubTotal: 1336.49, TotalTax: 133.65 });
      const [bill] = invoicesFor(VENUE_BOOKS, taxInvoice.number);
      expect((bill!.LineItems as FakeRecord[]).map((line) => [line.Description, line.AccountCode])).toEqual([
        ['Harbour Haze (50 L keg) · HH-K50', '310'],
        ['Harbour Pils (30 L keg) · HP-K30', '310'],
        ['Keg deposit: 50 L keg', '640'],
      ]);

      // delivered short by one keg: the note credits the keg and its deposit (the deposit line keeps its keg type)
      await stepThrough(placed.id, 'dispatch');
      const kegLine = read.lines.find((line) => line.skuCode === 'HH-K50')!;
      const delivered = await stepThrough(placed.id, 'deliver', { lines: [{ lineId: kegLine.id, qty: 2 }] });
      expect(delivered.deposits).toEqual([expect.objectContaining({ kegs: 2, totalCents: 6_666, taxCents: 667 })]);
      const [summary] = parseAnswer(
        await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${taxInvoice.id}`),
        200,
        TaxInvoice,
      ).adjustmentNotes;
      const note = parseAnswer(
        await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${summary!.id}`),
        200,
        TaxInvoice,
      );
      expect(note.lines).toEqual([
        expect.objectContaining({ description: 'Harbour Haze (50 L keg)', qty: 1, invoiceLineIndex: 0 }),
        expect.objectContaining({ description: 'Keg deposit: 50 L keg', qty: 1, lineTotalCents: 3_333, gstCents: 333, kegTypeId: own.id }),
      ]);
      // the note and the delivered order agree: the invoice less the note is what was delivered
      expect(taxInvoice.totalCents - note.totalCents).toBe(delivered.totalCents);
      await expect
        .poll(async () => (await creditNoteSyncsOfTesting(db, note.id)).syncs.map((sync) => sync.state), { timeout: 30_000, interval: 200 })
        .toEqual(['synced', 'synced']);
      const [creditNote] = booksOf(SUPPLIER_BOOKS).creditNotes;
      expect((creditNote!.LineItems as FakeRecord[]).map((line) => [line.Description, line.AccountCode])).toEqual([
        ['Harbour Haze (50 L keg) · HH-K50', '200'],
        ['Keg deposit: 50 L keg', '825'],
      ]);
      const [venueCredit] = booksOf(VENUE_BOOKS).creditNotes;
      expect((venueCredit!.LineItems as FakeRecord[]).at(-1)).toMatchObject({ Description: 'Keg deposit: 50 L keg', AccountCode: '640' });
    },
  );
});
