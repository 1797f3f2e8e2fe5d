import { describe, expect, it } from 'vitest';
import { createVenue } from '@tapline/db/testing';
import { AuditEntryList, TradeAccountDetail, TradeApplication, VenuePaymentTerms } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { pairTesting, toldTesting, venueTermsTesting } from '../../../test/support/queries/trade-accounts-testing.queries';
import { tradeAccountsTestKit } from '../../../test/support/trade-accounts-kit';

// Trade accounts in the audit log, in both organisations' logs and in plain English, and the per-venue payment terms
// page changing an account's terms as its own page does (decision 0178).

const { kit, call, freshPair, apply, approve, openAccount } = tradeAccountsTestKit();

const read = async (accountId: string) =>
  parseAnswer(await call(kit.venueMember, 'GET', `/api/trade-accounts/${accountId}`), 200, TradeAccountDetail);

/** The trade rows of an organisation's log, newest first, as its owner reads them. */
async function tradeLog(type: 'venue' | 'supplier', organisationId: string) {
  const owner = type === 'venue' ? kit.venueOwner : kit.supplierOwner;
  const log = parseAnswer(await call(owner, 'GET', `/api/${type}s/${organisationId}/audit?pageSize=100`), 200, AuditEntryList);
  return log.items.filter((entry) => entry.action.startsWith('trade_'));
}

describe('trade accounts in the audit log', () => {
  it('records each decision and change in the supplier’s and the venue’s logs, told from each side', async () => {
    const { venue, supplier } = await freshPair();
    const first = await apply(venue.id, supplier.id);
    parseAnswer(
      await call(kit.supplierAdmin, 'POST', `/api/trade-applications/${first.id}/decline`, { reason: 'Licence lapses next month' }),
      200,
      TradeApplication,
    );
    const second = await apply(venue.id, supplier.id, { liquorLicenceExpiry: '2099-07-31' });
    const account = await approve(second.id);
    const step = async (person: typeof kit.supplierOwner, path: string, body?: unknown) =>
      parseAnswer(await call(person, 'POST', `/api/trade-accounts/${account.id}/${path}`, body), 200, TradeAccountDetail);
    await step(kit.supplierAdmin, 'hold', { reason: 'Two invoices overdue' });
    await step(kit.supplierOwner, 'release');
    await step(kit.supplierOwner, 'close', { reason: 'Venue sold' });
    const reopened = await step(kit.supplierOwner, 'reopen');
    parseAnswer(
      await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, {
        version: reopened.version,
        terms: { kind: 'net_days', days: 14 },
        creditLimitCents: 800_000,
      }),
      200,
      TradeAccountDetail,
    );

    const supplierLog = await tradeLog('supplier', supplier.id);
    expect(supplierLog.map((entry) => entry.summary)).toEqual([
      "Bea Brewer changed The Local's trade account: payment terms Net 30 days → Net 14 days; credit limit $5,000.00 → $8,000.00",
      "Bea Brewer reopened The Local's trade account",
      "Bea Brewer closed The Local's trade account (“Venue sold”)",
      "Bea Brewer released the hold on The Local's trade account",
      "Sal Sales put The Local's trade account on hold (“Two invoices overdue”)",
      "Bea Brewer approved The Local's trade account: Net 30 days, credit limit $5,000.00",
      "Sal Sales declined The Local's trade account application (“Licence lapses next month”)",
    ]);
    const venueLog = await tradeLog('venue', venue.id);
    expect(venueLog.map((entry) => entry.summary)).toEqual([
      "Bea Brewer of Harbour Brewing changed The Local's trade account: payment terms Net 30 days → Net 14 days; credit limit $5,000.00 → $8,000.00",
      "Bea Brewer of Harbour Brewing reopened The Local's trade account",
      "Bea Brewer of Harbour Brewing closed The Local's trade account (“Venue sold”)",
      "Bea Brewer of Harbour Brewing released the hold on The Local's trade account",
      "Sal Sales of Harbour Brewing put The Local's trade account on hold (“Two invoices overdue”)",
      "Bea Brewer of Harbour Brewing approved The Local's trade account: Net 30 days, credit limit $5,000.00",
      "Sal Sales of Harbour Brewing declined The Local's trade account application (“Licence lapses next month”)",
    ]);
    // what each row was done to, by whom, and its before and after
    expect(supplierLog.map((entry) => [entry.action, entry.targetType, entry.targetId, entry.actor?.id])).toEqual([
      ['trade_account.changed', 'trade_account', account.id, kit.supplierOwner.userId],
      ['trade_account.reopened', 'trade_account', account.id, kit.supplierOwner.userId],
      ['trade_account.closed', 'trade_account', account.id, kit.supplierOwner.userId],
      ['trade_account.released', 'trade_account', account.id, kit.supplierOwner.userId],
      ['trade_account.held', 'trade_account', account.id, kit.supplierAdmin.userId],
      ['trade_application.approved', 'trade_application', second.id, kit.supplierOwner.userId],
      ['trade_application.declined', 'trade_application', first.id, kit.supplierAdmin.userId],
    ]);
    expect(supplierLog[0]).toMatchObject({
      before: { paymentTerms: 'Net 30 days', creditLimit: '$5,000.00' },
      after: { supplierName: 'Harbour Brewing', venueName: 'The Local', paymentTerms: 'Net 14 days', creditLimit: '$8,000.00' },
    });
    expect(supplierLog[4]).toMatchObject({ before: { status: 'active' }, after: { status: 'on_hold', reason: 'Two invoices overdue' } });
    expect(supplierLog[5]!.after).toMatchObject({ accountId: account.id, terms: 'Net 30 days, credit limit $5,000.00' });
    expect(venueLog.map((entry) => entry.id)).not.toContain(supplierLog[0]!.id);
  });

  it('writes nothing to either log for a change that changes nothing, or one refused', async () => {
    const { venue, supplier, account } = await openAccount();
    await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 1, creditLimitCents: 500_000 });
    parseError(await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/release`), 409);
    parseError(await call(kit.supplierMember, 'POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'x' }), 403);
    expect((await tradeLog('supplier', supplier.id)).map((entry) => entry.action)).toEqual(['trade_application.approved']);
    expect((await tradeLog('venue', venue.id)).map((entry) => entry.action)).toEqual(['trade_application.approved']);
  });
});

describe('the per-venue payment terms page', () => {
  it('changes an account’s terms as the account’s page does: its version, history, audit and the venue’s notice', async () => {
    const { venue, supplier, account } = await openAccount();
    const db = kit.t.database.db;
    const termsUrl = `/api/suppliers/${supplier.id}/venues/${venue.id}/payment-terms`;
    const put = async (days: number) =>
      parseAnswer(await call(kit.supplierAdmin, 'PUT', termsUrl, { paymentTerms: { kind: 'net_days', days } }), 200, VenuePaymentTerms);
    expect((await put(14)).paymentTermsLabel).toBe('Net 14 days');
    let now = await read(account.id);
    expect(now).toMatchObject({ terms: { kind: 'net_days', days: 14 }, version: 2 });
    expect(now.events[0]).toMatchObject({
      kind: 'changed',
      note: 'Payment terms Net 30 days → Net 14 days',
      actor: { id: kit.supplierAdmin.userId },
    });
    const told = await toldTesting(db, kit.venueOwner, 'trade_account_changed', account.id);
    expect(told.bell).toEqual([
      {
        title: 'Harbour Brewing changed your trade account',
        body: 'Payment terms Net 30 days → Net 14 days',
        link: `/dash/venues/${venue.slug}/trade-accounts/${account.id}`,
      },
    ]);
    expect(told.mail).toHaveLength(1);
    expect((await tradeLog('supplier', supplier.id))[0]!.summary).toBe(
      "Sal Sales changed The Local's trade account: payment terms Net 30 days → Net 14 days",
    );
    expect((await tradeLog('venue', venue.id))[0]!.summary).toBe(
      "Sal Sales of Harbour Brewing changed The Local's trade account: payment terms Net 30 days → Net 14 days",
    );
    // the account's page, opened before, is now stale
    parseError(await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 1, creditLimitCents: 1 }), 409);

    // the same terms again change nothing; removing them puts the account on delivery, as invoices read it
    await put(14);
    expect((await read(account.id)).version).toBe(2);
    expect((await call(kit.supplierAdmin, 'DELETE', termsUrl)).statusCode).toBe(204);
    now = await read(account.id);
    expect(now).toMatchObject({ terms: { kind: 'on_delivery' }, version: 3 });
    expect(now.events[0]!.note).toBe('Payment terms Net 14 days → On delivery');
    expect(await venueTermsTesting(db, supplier.id, venue.id)).toBeUndefined();
    parseError(await call(kit.supplierAdmin, 'DELETE', termsUrl), 404);
    expect((await read(account.id)).version).toBe(3);
    expect((await toldTesting(db, kit.venueOwner, 'trade_account_changed', account.id)).bell).toHaveLength(2);
  });

  it('keeps a closed account’s history too, and sets a venue without an account its terms alone', async () => {
    const { venue, supplier, account } = await openAccount();
    const db = kit.t.database.db;
    await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/close`, { reason: 'Venue sold' });
    await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.id}/venues/${venue.id}/payment-terms`, {
      paymentTerms: { kind: 'net_days', days: 7 },
    });
    expect((await read(account.id)).events[0]).toMatchObject({ kind: 'changed', note: 'Payment terms Net 30 days → Net 7 days' });

    const other = await createVenue(db, { name: 'Corner Bar' });
    parseAnswer(
      await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.id}/venues/${other.id}/payment-terms`, {
        paymentTerms: { kind: 'net_days', days: 21 },
      }),
      200,
      VenuePaymentTerms,
    );
    expect(await venueTermsTesting(db, supplier.id, other.id)).toEqual({ termsKind: 'net_days', termsDays: 21 });
    expect(await pairTesting(db, supplier.id, other.id)).toEqual({ accounts: [], events: [], applications: [] });
    expect((await tradeLog('supplier', supplier.id)).map((entry) => entry.action)).toEqual([
      'trade_account.changed',
      'trade_account.closed',
      'trade_application.approved',
    ]);
  });
});
