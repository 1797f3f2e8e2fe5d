import { describe, expect, it } from 'vitest';
import { DeliveryZone, SupplierOrder, TaxInvoice } from '@tapline/contracts';
import { createAddress } from '@tapline/db/testing';
import type { FakeRecord } from '../../../test/support/fake-xero-books';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { pdfText } from '../../../test/support/pdf-text';
import { taxInvoiceOfTesting } from '../../../test/support/queries/xero-sync-testing.queries';
import { SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';

// A delivery zone's fee (decision 0172) is a line of its own everywhere the order's money goes: on the order (in its
// subtotal, its GST at the standard rate), on the tax invoice Tapline issues and its PDF ("Delivery fee", qty 1, no
// order line), and in Xero, on the supplier's sales invoice and the venue's bill. Through the app, its queue and the
// fake Xero.

const { kit, call, step, invoicesFor, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

describe('a delivery fee', () => {
  it('appears on the order, the tax invoice and its PDF, and in Xero as a line of its own', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    await createAddress(kit.t.database.db, { organisationId: kit.venue.id, suburb: 'Newtown', state: 'NSW', postcode: '2042' });
    parseAnswer(
      await call(kit.supplierOwner, 'POST', `/api/suppliers/${kit.supplier.id}/delivery-zones`, {
        name: 'Inner West',
        deliveryWeekdays: [1, 2, 3, 4, 5],
        deliveryFeeCents: 1_500,
        localities: [{ postcode: '2042' }],
      }),
      201,
      DeliveryZone,
    );

    const order = await orderThrough(kit.t, kit.venueOwner, kit.venue.id, [{ skuId: kit.keg.id, qty: 2 }]);
    const [placed] = order.supplierOrders;
    // 2 × $285.50 and the $15.00 fee, ex GST; GST $57.10 and $1.50
    expect(placed).toMatchObject({ deliveryFeeCents: 1_500, subtotalCents: 58_600, taxCents: 5_860, totalCents: 64_460 });
    expect(placed!.lines).toHaveLength(1);

    parseAnswer(await step(kit.supplierOwner, placed!.id, 'accept'), 200, SupplierOrder);
    const taxInvoice = (await taxInvoiceOfTesting(kit.t.database.db, placed!.id))!;
    expect(taxInvoice).toMatchObject({ subtotalCents: 58_600, gstCents: 5_860, totalCents: 64_460 });
    expect(taxInvoice.lines.at(-1)).toEqual({
      description: 'Delivery fee',
      skuCode: '',
      qty: 1,
      unitPriceCents: 1_500,
      taxRateBasisPoints: 1_000,
      lineTotalCents: 1_500,
      gstCents: 150,
    });
    const read = parseAnswer(
      await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${taxInvoice.id}`),
      200,
      TaxInvoice,
    );
    expect(read.lines.map((line) => line.description)).toEqual(['Harbour Haze (50 L keg)', 'Delivery fee']);
    const pdf = await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/invoices/${taxInvoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Delivery fee');

    await settled(placed!.id, 'supplier', 'synced');
    await settled(placed!.id, 'venue', 'synced');
    const [invoice] = invoicesFor(SUPPLIER_BOOKS, order.number);
    expect((invoice!.LineItems as FakeRecord[]).at(-1)).toEqual(
      expect.objectContaining({ Description: 'Delivery fee', Quantity: 1, UnitAmount: 15, TaxType: 'OUTPUT', TaxAmount: 1.5 }),
    );
    expect(invoice).toMatchObject({ SubTotal: 586, TotalTax: 58.6 });
    const [bill] = invoicesFor(VENUE_BOOKS, taxInvoice.number);
    expect((bill!.LineItems as FakeRecord[]).map((line) => [line.Description, line.UnitAmount, line.TaxAmount])).toEqual([
      ['Harbour Haze (50 L keg) · HH-K50', 285.5, 57.1],
      ['Delivery fee', 15, 1.5],
    ]);
  });
});
