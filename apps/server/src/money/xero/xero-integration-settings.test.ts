import { describe, expect, it } from 'vitest';
import { SupplierInvoiceSettings, XeroIntegration, XeroIntegrationOptions } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { SUPPLIER_BOOKS, VENUE_BOOKS, type Person, xeroIntegrationTestKit } from '../../../test/support/xero-integration-kit';

// The accounts and tax rates a connected organisation may choose from, and its settings checked against its own Xero.

const { kit, call, control, freshOrganisation, connectTo, integration } = xeroIntegrationTestKit();

describe('options and settings', () => {
  it('offers a supplier its active revenue accounts and a venue its active expense accounts, with the tax rates that apply', async () => {
    const supplier = await freshOrganisation('supplier');
    expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 409).message).toBe('Connect Xero first');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    expect(parseAnswer(await call(kit.admin, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions)).toEqual({
      accounts: [{ code: '200', name: 'Sales', type: 'REVENUE' }],
      // keg deposits: the liability and revenue accounts, Xero's system ones (800 Accounts Payable) left out
      depositAccounts: [
        { code: '200', name: 'Sales', type: 'REVENUE' },
        { code: '825', name: 'Keg deposits held', type: 'CURRLIAB' },
      ],
      taxRates: [
        { taxType: 'OUTPUT', name: 'GST on Income', ratePercent: 10 },
        { taxType: 'EXEMPTOUTPUT', name: 'GST Free Income', ratePercent: 0 },
        { taxType: 'BASEXCLUDED', name: 'BAS Excluded', ratePercent: 0 },
      ],
    });

    const venue = await freshOrganisation('venue');
    await connectTo(venue, [VENUE_BOOKS]);
    const options = parseAnswer(await call(kit.owner, 'GET', venue.at('/options')), 200, XeroIntegrationOptions);
    // 499 "Old expenses" is archived
    expect(options.accounts).toEqual([
      { code: '310', name: 'Cost of Goods Sold', type: 'DIRECTCOSTS' },
      { code: '400', name: 'Advertising', type: 'EXPENSE' },
    ]);
    expect(options.depositAccounts.map((account) => account.code)).toEqual(['310', '400', '630', '640']);
    expect(options.taxRates.map((rate) => rate.taxType)).toEqual(['INPUT', 'EXEMPTEXPENSES', 'BASEXCLUDED']);
  });

  it("checks the settings against the organisation's own Xero, naming the field, and changes nothing when refused", async () => {
    const supplier = await freshOrganisation('supplier');
    const put = (person: Person, body: unknown) => call(person, 'PUT', supplier.at('/settings'), body);
    expect(
      parseError(
        await put(kit.owner, {
          accountCode: '200',
          taxType: 'OUTPUT',
          invoiceStatus: 'DRAFT',
        }),
        409,
      ).message,
    ).toBe('Connect Xero first');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    const saved = parseAnswer(
      await put(kit.admin, {
        accountCode: '200',
        depositAccountCode: '825',
        taxType: 'OUTPUT',
        invoiceStatus: 'AUTHORISED',
        syncOn: 'deliver',
      }),
      200,
      XeroIntegration,
    );
    expect(saved).toMatchObject({
      accountCode: '200',
      depositAccountCode: '825',
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
      status: 'connected',
    });
    // one setting: the step that issues the tax invoice sends it to Xero (decision 0162)
    const issueOn = async () =>
      parseAnswer(await call(kit.owner, 'GET', `/api/suppliers/${supplier.id}/invoice-settings`), 200, SupplierInvoiceSettings).issueOn;
    expect(await issueOn()).toBe('delivered');
    expect(
      parseAnswer(
        await put(kit.owner, { accountCode: '200', taxType: 'OUTPUT', invoiceStatus: 'AUTHORISED', syncOn: 'accept' }),
        200,
        XeroIntegration,
      ).syncOn,
    ).toBe('accept');
    expect(await issueOn()).toBe('accepted');
    parseAnswer(
      await put(kit.owner, {
        accountCode: '200',
        depositAccountCode: '825',
        taxType: 'OUTPUT',
        invoiceStatus: 'AUTHORISED',
        syncOn: 'deliver',
      }),
      200,
      XeroIntegration,
    );
    expect(await issueOn()).toBe('delivered');

    const refused = parseError(
      await put(kit.owner, {
        accountCode: '310',
        depositAccountCode: '800',
        taxType: 'INPUT',
        invoiceStatus: 'DRAFT',
        syncOn: 'accept',
      }),
      400,
    );
    expect(refused.details).toEqual([
      {
        field: 'accountCode',
        message: '310 is not an active revenue account in Hop Valley Brewing',
      },
      {
        field: 'depositAccountCode',
        message: '800 is not an active liability or revenue account in Hop Valley Brewing',
      },
      {
        field: 'taxType',
        message: 'INPUT is not an active tax rate for revenue in Hop Valley Brewing',
      },
    ]);
    expect(refused.message).toContain('accountCode: 310 is not an active revenue account in Hop Valley Brewing');
    expect(
      parseError(
        await put(kit.owner, {
          accountCode: '999',
          taxType: 'OUTPUT',
          invoiceStatus: 'DRAFT',
        }),
        400,
      ).details,
    ).toEqual([
      {
        field: 'accountCode',
        message: '999 is not an active revenue account in Hop Valley Brewing',
      },
    ]);
    expect(await integration(supplier)).toMatchObject({
      accountCode: '200',
      depositAccountCode: '825',
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
    });
    // without syncOn, a supplier's choice stays
    expect(
      parseAnswer(
        await put(kit.owner, {
          accountCode: '200',
          taxType: 'EXEMPTOUTPUT',
          invoiceStatus: 'DRAFT',
        }),
        200,
        XeroIntegration,
      ),
    ).toMatchObject({
      taxType: 'EXEMPTOUTPUT',
      syncOn: 'deliver',
    });

    const venue = await freshOrganisation('venue');
    await connectTo(venue, [VENUE_BOOKS]);
    const deliver = parseError(
      await call(kit.owner, 'PUT', venue.at('/settings'), {
        accountCode: '310',
        taxType: 'INPUT',
        invoiceStatus: 'DRAFT',
        syncOn: 'deliver',
      }),
      400,
    );
    expect(deliver.details).toEqual([
      {
        field: 'syncOn',
        message: expect.stringContaining('syncing on delivery is for suppliers'),
      },
    ]);
    expect(
      parseError(
        await call(kit.owner, 'PUT', venue.at('/settings'), {
          accountCode: '499',
          taxType: 'INPUT',
          invoiceStatus: 'DRAFT',
        }),
        400,
      ).details,
    ).toEqual([
      {
        field: 'accountCode',
        message: '499 is not an active expense account in The Corner Bistro',
      },
    ]);
    expect(
      parseAnswer(
        await call(kit.owner, 'PUT', venue.at('/settings'), {
          accountCode: '310',
          taxType: 'INPUT',
          invoiceStatus: 'DRAFT',
        }),
        200,
        XeroIntegration,
      ),
    ).toMatchObject({
      accountCode: '310',
      syncOn: 'accept',
    });
  });

  it('answers 503 when Xero does not answer', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await control('fault', {
      route: '/api.xro/2.0/Accounts',
      status: 503,
      body: 'Service Unavailable',
    });
    expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 503).message).toBe('Xero did not answer; try again');
  });
});
