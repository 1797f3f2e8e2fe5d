import { describe, expect, it } from 'vitest';
import { AccountingSyncRecordList, SupplierOrderAccounting } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { xeroSyncTestKit } from '../../../test/support/xero-sync-kit';

// Who reads the sync records of an order and an organisation, and who may retry one.

const { kit, call, step, placeOrder, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

describe('who sees what', () => {
  it('each organisation reads only its own records; strangers get 404; a platform admin reads no record of an order', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');

    const supplierList = parseAnswer(
      await call(kit.supplierMember, 'GET', `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records`),
      200,
      AccountingSyncRecordList,
    );
    expect(supplierList.items.map((item) => item.id)).toContain(invoiceRecord.id);
    expect(supplierList.items.every((item) => item.invoiceType === 'ACCREC')).toBe(true);
    const venueList = parseAnswer(
      await call(kit.venueOwner, 'GET', `/api/venues/${kit.venue.slug}/integrations/xero/sync-records`),
      200,
      AccountingSyncRecordList,
    );
    expect(venueList.items.map((item) => item.id)).toContain(billRecord.id);
    expect(venueList.items.every((item) => item.invoiceType === 'ACCPAY')).toBe(true);
    expect(venueList.items.map((item) => item.id)).not.toContain(invoiceRecord.id);

    expect((await call(kit.strangerOwner, 'GET', `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records`)).statusCode).toBe(
      404,
    );
    expect((await call(kit.venueOwner, 'GET', `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records`)).statusCode).toBe(404);
    expect((await call(kit.strangerOwner, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`)).statusCode).toBe(404);
    // another organisation's record named under one's own: no such record
    expect(
      (
        await call(
          kit.strangerOwner,
          'POST',
          `/api/suppliers/${kit.otherSupplier.slug}/integrations/xero/sync-records/${invoiceRecord.id}/retry`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(kit.venueOwner, 'POST', `/api/venues/${kit.venue.slug}/integrations/xero/sync-records/${invoiceRecord.id}/retry`))
        .statusCode,
    ).toBe(404);
    const admin = parseAnswer(
      await call(kit.platformAdmin, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`),
      200,
      SupplierOrderAccounting,
    );
    expect(admin).toEqual({ record: null, paidAt: null });
    expect(
      parseError(
        await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records?state=nonsense`),
        400,
      ).message,
    ).toContain('state');
  });
});
