import type { AccountingSyncRecord } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { callbackIdentity, isXeroCallbackQuery } from './api/xero-callback';
import { accountOptionLabel, connectionLabel, orderAccountingLine, syncStateLabel, taxRateOptionLabel, xeroPurpose } from './xero-labels';
import { xeroSettingsFieldOf, xeroSettingsInputOf } from './xero-settings-values';

const record = (
  overrides: Partial<AccountingSyncRecord>,
): Pick<AccountingSyncRecord, 'state' | 'xeroStatus' | 'invoiceType' | 'xeroInvoiceNumber' | 'lastError'> => ({
  state: 'synced',
  xeroStatus: 'DRAFT',
  invoiceType: 'ACCREC',
  xeroInvoiceNumber: 'INV-0004',
  lastError: null,
  ...overrides,
});

describe('the connection badge', () => {
  it('names the Xero organisation when connected, and says plainly when it needs reconnecting or is not connected', () => {
    expect(connectionLabel({ available: true, status: 'connected', tenantName: 'Harbour Books' })).toEqual({
      label: 'Connected to Harbour Books',
      tone: 'success',
    });
    expect(connectionLabel({ available: true, status: 'needs_reconnecting', tenantName: 'Harbour Books' })).toEqual({
      label: 'Needs reconnecting',
      tone: 'danger',
    });
    expect(connectionLabel({ available: true, status: 'disconnected', tenantName: null })).toEqual({
      label: 'Not connected',
      tone: 'neutral',
    });
  });

  it('says Xero is not set up on this server when it is not available, whatever the status', () => {
    expect(connectionLabel({ available: false, status: 'disconnected', tenantName: null }).label).toBe('Not set up on this server');
  });

  it('speaks to each side', () => {
    expect(xeroPurpose('supplier')).toBe('Accepted orders become sales invoices in your Xero.');
    expect(xeroPurpose('venue')).toBe('Your accepted orders become bills in your Xero.');
  });
});

describe('a sync record’s state', () => {
  it('reads Xero’s DRAFT as Draft and AUTHORISED as Approved', () => {
    expect(syncStateLabel(record({ xeroStatus: 'DRAFT' })).label).toBe('In Xero (Draft)');
    expect(syncStateLabel(record({ xeroStatus: 'AUTHORISED' })).label).toBe('In Xero (Approved)');
    expect(syncStateLabel(record({ xeroStatus: null })).label).toBe('In Xero');
  });

  it.each([
    ['pending', 'Pending'],
    ['paid', 'Paid'],
    ['failed', 'Failed'],
    ['voided', 'Voided'],
    ['deleted', 'Deleted'],
    ['skipped', 'Skipped'],
  ] as const)('%s is %s', (state, label) => {
    expect(syncStateLabel(record({ state })).label).toBe(label);
  });

  it('marks failures as danger and payments as success', () => {
    expect(syncStateLabel(record({ state: 'failed' })).tone).toBe('danger');
    expect(syncStateLabel(record({ state: 'paid' })).tone).toBe('success');
  });
});

describe('the order page’s line', () => {
  it('is the supplier’s invoice or the venue’s bill, with its status in Xero', () => {
    expect(orderAccountingLine(record({}))).toBe('Invoice INV-0004 · Draft');
    expect(orderAccountingLine(record({ invoiceType: 'ACCPAY', xeroInvoiceNumber: 'TL-0012', xeroStatus: 'AUTHORISED' }))).toBe(
      'Bill TL-0012 · Approved',
    );
    expect(orderAccountingLine(record({ state: 'paid', xeroStatus: 'PAID' }))).toBe('Invoice INV-0004 · Paid');
  });

  it('says a send is under way, and why one failed', () => {
    expect(orderAccountingLine(record({ state: 'pending', xeroInvoiceNumber: null }))).toBe('Sending to Xero…');
    expect(
      orderAccountingLine(
        record({ state: 'failed', xeroInvoiceNumber: null, lastError: 'Account code 999 is not a valid code for this document.' }),
      ),
    ).toBe('Couldn’t send the invoice to Xero: Account code 999 is not a valid code for this document.');
    expect(orderAccountingLine(record({ state: 'failed', invoiceType: 'ACCPAY', xeroInvoiceNumber: null }))).toBe(
      'Couldn’t send the bill to Xero',
    );
  });
});

describe('the settings form', () => {
  it('writes accounts and tax rates as Xero names them', () => {
    expect(accountOptionLabel({ code: '200', name: 'Sales' })).toBe('200 · Sales');
    expect(taxRateOptionLabel({ name: 'GST on Income', ratePercent: 10 })).toBe('GST on Income (10%)');
    expect(taxRateOptionLabel({ name: 'Reduced', ratePercent: 12.5 })).toBe('Reduced (12.5%)');
  });

  it('sends when-to-send for a supplier only', () => {
    const values = { accountCode: '200', depositAccountCode: '', taxType: 'OUTPUT', invoiceStatus: 'DRAFT', syncOn: 'deliver' } as const;
    expect(xeroSettingsInputOf(values, 'supplier')).toEqual({ ...values, depositAccountCode: null });
    expect(xeroSettingsInputOf(values, 'venue')).toEqual({
      accountCode: '200',
      depositAccountCode: null,
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
    });
    // keg deposits to their own account (issue 37)
    expect(xeroSettingsInputOf({ ...values, depositAccountCode: '825' }, 'supplier').depositAccountCode).toBe('825');
  });

  it('places the API’s field errors on the form’s fields', () => {
    expect(xeroSettingsFieldOf('accountCode')).toBe('accountCode');
    expect(xeroSettingsFieldOf('body.taxType')).toBe('taxType');
    expect(xeroSettingsFieldOf('tenantId')).toBeNull();
  });
});

describe('the callback’s hand-over', () => {
  it('is named by Xero’s state, however the address encodes it', () => {
    expect(callbackIdentity('code=abc&state=s1&scope=openid%20offline_access')).toBe('s1');
    expect(callbackIdentity('scope=openid+offline_access&code=abc&state=s1')).toBe('s1');
  });

  it('has something to hand over only with a code or Xero’s error', () => {
    expect(isXeroCallbackQuery('code=abc&state=s1')).toBe(true);
    expect(isXeroCallbackQuery('error=access_denied&state=s1')).toBe(true);
    expect(isXeroCallbackQuery('')).toBe(false);
    expect(isXeroCallbackQuery('state=s1')).toBe(false);
  });
});
