import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeAccountDetail, TradeApplication } from '@tapline/contracts';
import { createVenue } from '@tapline/db/testing';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The terms an invoice carries once a supplier turned trade accounts on (decision 0169): a venue without an account
// is on delivery terms until one is approved; a supplier that never did keeps invoicing on its default.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const application = (supplierId: string) => ({
  supplierId,
  legalName: 'The Local Pty Ltd',
  abn: '53004085616',
  liquorLicenceNumber: 'LIQ-1',
  liquorLicenceState: 'NSW',
  liquorLicenceExpiry: '2099-01-01',
  directors: [{ name: 'Olive Owner' }],
  termsVersion: '2',
  termsAccepted: true,
});

describe('invoice terms and trade accounts', () => {
  it('are on delivery until approved, the account’s once approved, and on delivery again once it is closed', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const { call, owner, staff, supplier, venue, step, invoiceOf, submitted } = world;
    const termsOfNext = async (to = venue) => {
      const supplierOrderId = await submitted(1, 0, to);
      await step(supplierOrderId, 'accept');
      return (await invoiceOf(supplierOrderId))!.paymentTerms;
    };
    // trade accounts off: the supplier's default
    expect(await termsOfNext()).toEqual({ kind: 'net_days', days: 14 });

    await call(owner, 'PUT', `/api/suppliers/${supplier.id}/trade-settings`, { accountsRequired: false, terms: 'Our terms' });
    expect(await termsOfNext()).toEqual({ kind: 'on_delivery' });
    // a venue's own terms set by the supplier still count
    const regular = await createVenue(t.database.db, { name: 'The Regular' });
    await call(owner, 'PUT', `/api/suppliers/${supplier.id}/venues/${regular.id}/payment-terms`, {
      paymentTerms: { kind: 'net_days', days: 7 },
    });
    expect(await termsOfNext(regular)).toEqual({ kind: 'net_days', days: 7 });

    const applied = parseAnswer(
      await call(staff, 'POST', `/api/venues/${venue.id}/trade-applications`, application(supplier.id)),
      201,
      TradeApplication,
    );
    // waiting: still on delivery
    expect(await termsOfNext()).toEqual({ kind: 'on_delivery' });
    const account = parseAnswer(
      await call(owner, 'POST', `/api/trade-applications/${applied.id}/approve`, {
        terms: { kind: 'net_days', days: 30 },
        creditLimitCents: 1_000_000,
      }),
      200,
      TradeAccountDetail,
    );
    expect(await termsOfNext()).toEqual({ kind: 'net_days', days: 30 });
    // on hold, accepted orders are still invoiced on the account's terms
    await call(owner, 'POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'Overdue' });
    expect(await termsOfNext()).toEqual({ kind: 'net_days', days: 30 });
    await call(owner, 'POST', `/api/trade-accounts/${account.id}/close`, { reason: 'Closed' });
    expect(await termsOfNext()).toEqual({ kind: 'on_delivery' });
  });
});
