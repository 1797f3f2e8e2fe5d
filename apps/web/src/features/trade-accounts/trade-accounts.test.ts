import type { TradeAccount, VenueTradeStanding } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { accountFieldOf, accountTermsOf, accountValues, approvalValues } from './account-form';
import { applicationDefaults, applicationFieldOf, applicationInput, emptyReference, type ApplicationFormValues } from './application-form';
import { availableText, standingSummary, usedPercent } from './trade-words';

const SUPPLIER = { id: '22222222-2222-4222-8222-222222222222', termsVersion: 'v3' };
const venue = {
  name: 'The Harbour Hotel',
  abn: '51824753556',
  addresses: [
    { kind: 'physical' as const, line1: '1 King St', line2: null, suburb: 'Newtown', state: 'nsw', postcode: '2042', country: 'AU' },
  ],
};

function filled(change: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  return {
    ...applicationDefaults(venue),
    liquorLicenceNumber: 'LIQH400123',
    liquorLicenceExpiry: '2028-06-30',
    directors: [{ name: ' Sam Lee ' }],
    termsAccepted: true,
    ...change,
  };
}

describe('the application form', () => {
  it('starts from the venue: its name, its ABN, its address’s state as the licence’s', () => {
    const values = applicationDefaults(venue);
    expect([values.legalName, values.abn, values.liquorLicenceState]).toEqual(['The Harbour Hotel', '51824753556', 'NSW']);
    expect(values.directors).toEqual([{ name: '' }]);
    expect(applicationDefaults({ name: 'Pop-up', abn: null, addresses: [] }).liquorLicenceState).toBe('');
  });

  it('sends trimmed text, cents for the limit, no ACN when none, and leaves empty reference rows out', () => {
    const built = applicationInput(
      filled({
        acn: '123 456 789',
        requestedLimit: '$5,000',
        tradeReferences: [emptyReference(), { business: 'Hops Co', contactName: '', phone: '02 9000 1234', email: '' }],
      }),
      SUPPLIER,
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.input).toMatchObject({
      supplierId: SUPPLIER.id,
      termsVersion: 'v3',
      termsAccepted: true,
      acn: '123456789',
      requestedLimitCents: 500_000,
      directors: [{ name: 'Sam Lee' }],
      tradeReferences: [{ business: 'Hops Co', contactName: '', phone: '02 9000 1234', email: '' }],
    });
    expect(built.referenceRows).toEqual([1]);
    const bare = applicationInput(filled(), SUPPLIER);
    expect(bare.ok && [bare.input.acn, bare.input.requestedLimitCents, bare.input.tradeReferences]).toEqual([null, null, []]);
  });

  it('refuses, on their fields, an ABN that fails the check, a limit that isn’t money, and terms not accepted', () => {
    const built = applicationInput(filled({ abn: '51 824 753 557', requestedLimit: 'lots', termsAccepted: false }), SUPPLIER);
    expect(built.ok ? [] : built.issues.map((issue) => issue.field)).toEqual(['abn', 'requestedLimit', 'termsAccepted']);
  });

  it('puts the server’s issues on the form’s fields, a reference’s on the row it came from', () => {
    expect(applicationFieldOf('requestedLimitCents', [])).toBe('requestedLimit');
    expect(applicationFieldOf('liquorLicenceExpiry', [])).toBe('liquorLicenceExpiry');
    expect(applicationFieldOf('directors.2.name', [])).toBe('directors.2.name');
    expect(applicationFieldOf('directors', [])).toBe('directors.0.name');
    expect(applicationFieldOf('tradeReferences.0', [1, 3])).toBe('tradeReferences.1.phone');
    expect(applicationFieldOf('tradeReferences.1.email', [1, 3])).toBe('tradeReferences.3.email');
    expect(applicationFieldOf('tradeReferences.2.email', [1, 3])).toBeNull();
    expect(applicationFieldOf('supplierId', [])).toBeNull();
  });
});

const account: TradeAccount = {
  id: '33333333-3333-4333-8333-333333333333',
  supplier: { id: SUPPLIER.id, slug: 'saltwater', name: 'Saltwater Brewing', logoUrl: null },
  venue: { id: '44444444-4444-4444-8444-444444444444', slug: 'harbour', name: 'The Harbour Hotel' },
  status: 'active',
  terms: { kind: 'net_days', days: 30 },
  creditLimitCents: 500_000,
  priceList: { id: '55555555-5555-4555-8555-555555555555', name: 'Gold', label: '10 % off list' },
  zone: null,
  holdReason: null,
  closedReason: null,
  exposureCents: 125_050,
  availableCents: 374_950,
  openedAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  version: 2,
};

describe('an account’s terms', () => {
  it('an approval starts from the default terms and the limit asked for; none asked for is no limit', () => {
    expect(approvalValues({ kind: 'net_days', days: 14 }, 250_000)).toEqual({
      terms: { kind: 'net_days', number: '14' },
      limit: '2500',
      noLimit: false,
      priceListId: '',
      zoneId: '',
    });
    expect(approvalValues({ kind: 'on_delivery' }, null).noLimit).toBe(true);
  });

  it('reads back as the body it was made from; no limit and no list are nulls', () => {
    expect(accountTermsOf(accountValues(account))).toEqual({
      ok: true,
      body: { terms: { kind: 'net_days', days: 30 }, creditLimitCents: 500_000, priceListId: account.priceList!.id, zoneId: null },
    });
    const open = accountTermsOf({ ...accountValues(account), noLimit: true, limit: 'junk', priceListId: '' });
    expect(open.ok && [open.body.creditLimitCents, open.body.priceListId]).toEqual([null, null]);
  });

  it('refuses terms without their number and a limit that isn’t money, each on its field', () => {
    const built = accountTermsOf({ ...accountValues(account), terms: { kind: 'net_days', number: '' }, limit: '' });
    expect(built.ok ? null : built.errors).toEqual({
      terms: expect.stringContaining('whole number of days'),
      limit: 'Enter a limit in dollars, or choose no limit',
    });
    expect([accountFieldOf('terms.days'), accountFieldOf('creditLimitCents'), accountFieldOf('zoneId')]).toEqual(['terms', 'limit', null]);
  });

  it('what is left of the limit, in words and as a bar', () => {
    expect(availableText(account)).toBe('$3,749.50 of $5,000.00 left');
    expect(usedPercent(account)).toBe(25);
    expect(availableText({ creditLimitCents: null, availableCents: null })).toBe('No limit');
    expect(usedPercent({ creditLimitCents: null, exposureCents: 10 })).toBeNull();
    expect(usedPercent({ creditLimitCents: 100, exposureCents: 900 })).toBe(100);
  });
});

describe('where a venue stands with a supplier', () => {
  const standing = (change: Partial<VenueTradeStanding>): VenueTradeStanding => ({
    supplier: account.supplier,
    settings: { accountsRequired: false, terms: '', termsVersion: 'v1' },
    account: null,
    application: null,
    canApply: true,
    ...change,
  });

  it('an account first: active, or on hold with the supplier’s reason', () => {
    expect(standingSummary(standing({ account })).title).toBe('You have a trade account with Saltwater Brewing');
    const held = standingSummary(standing({ account: { ...account, status: 'on_hold', holdReason: 'Invoices overdue' } }));
    expect([held.tone, held.detail]).toEqual(['warning', '“Invoices overdue”. New orders wait for Saltwater Brewing to release them.']);
  });

  it('without an account: whether the supplier sells only to account holders', () => {
    expect(standingSummary(standing({})).title).toBe('No trade account yet');
    expect(standingSummary(standing({ settings: { accountsRequired: true, terms: '', termsVersion: 'v1' } })).title).toBe(
      'Saltwater Brewing sells to venues with a trade account',
    );
  });
});
