import { describe, expect, it } from 'vitest';
import { SupplierTradeSettings, TradeAccountDetail, TradeAccountList, VenueTradeAccounts, VenueTradeStanding } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import {
  insertTestApplication,
  insertTestPriceList,
  pairTesting,
  toldTesting,
  venueTermsTesting,
} from '../../../test/support/queries/trade-accounts-testing.queries';
import { tradeAccountsTestKit } from '../../../test/support/trade-accounts-kit';

const { kit, call, freshPair, applicationInput, apply, approve, openAccount } = tradeAccountsTestKit();

const read = async (accountId: string) =>
  parseAnswer(await call(kit.venueMember, 'GET', `/api/trade-accounts/${accountId}`), 200, TradeAccountDetail);

describe('a trade account', () => {
  it('is held, released, closed and reopened by the supplier’s owners and admins, each step in its history and told to the venue’s owners', async () => {
    const { venue, account } = await openAccount();
    const db = kit.t.database.db;
    const held = parseAnswer(
      await call(kit.supplierAdmin, 'POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'Two invoices overdue' }),
      200,
      TradeAccountDetail,
    );
    expect(held).toMatchObject({ status: 'on_hold', holdReason: 'Two invoices overdue', version: 2 });
    parseError(await call(kit.supplierAdmin, 'POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'Again' }), 409);
    const released = parseAnswer(
      await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/release`),
      200,
      TradeAccountDetail,
    );
    expect(released).toMatchObject({ status: 'active', holdReason: null });
    const closed = parseAnswer(
      await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/close`, { reason: 'Venue sold' }),
      200,
      TradeAccountDetail,
    );
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'Venue sold', terms: { kind: 'net_days', days: 30 } });
    const refused = parseError(await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/release`), 409);
    expect(refused).toMatchObject({ message: 'This account is closed: it can’t be released', details: { status: 'closed' } });
    const reopened = parseAnswer(
      await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/reopen`),
      200,
      TradeAccountDetail,
    );
    expect(reopened).toMatchObject({ status: 'active', closedReason: null, version: 5 });

    const history = await read(account.id);
    expect(history.events.map((event) => [event.kind, event.note, event.actor?.name])).toEqual([
      ['reopened', null, 'Bea Brewer'],
      ['closed', 'Venue sold', 'Bea Brewer'],
      ['released', null, 'Bea Brewer'],
      ['held', 'Two invoices overdue', 'Sal Sales'],
      ['approved', 'Net 30 days, credit limit $5,000.00', 'Bea Brewer'],
      ['applied', null, 'Olive Owner'],
    ]);
    const told = await toldTesting(db, kit.venueOwner, 'trade_account_changed', account.id);
    expect(told.bell.map((notice) => notice.title)).toEqual([
      'Harbour Brewing put your trade account on hold',
      'Harbour Brewing released the hold on your trade account',
      'Harbour Brewing closed your trade account',
      'Harbour Brewing reopened your trade account',
    ]);
    expect(told.bell[0]).toMatchObject({
      body: 'Reason: Two invoices overdue',
      link: `/dash/venues/${venue.slug}/trade-accounts/${account.id}`,
    });
    expect(told.mail).toHaveLength(4);
    expect((await toldTesting(db, kit.venueMember, 'trade_account_changed', account.id)).bell).toEqual([]);
  });

  it('changes terms, limit and price list at the version read, noting what changed; a stale version is 409', async () => {
    const { venue, supplier, account } = await openAccount();
    const db = kit.t.database.db;
    const gold = await insertTestPriceList(db, supplier.id, 'Gold', 1250);
    const changed = parseAnswer(
      await call(kit.supplierAdmin, 'PATCH', `/api/trade-accounts/${account.id}`, {
        version: 1,
        creditLimitCents: 800_000,
        terms: { kind: 'net_days', days: 14 },
        priceListId: gold,
      }),
      200,
      TradeAccountDetail,
    );
    expect(changed).toMatchObject({
      version: 2,
      creditLimitCents: 800_000,
      terms: { kind: 'net_days', days: 14 },
      priceList: { id: gold, name: 'Gold', label: '12.5 % off list' },
    });
    expect(changed.events[0]).toMatchObject({
      kind: 'changed',
      note: 'Payment terms Net 30 days → Net 14 days; Credit limit $5,000.00 → $8,000.00; Price list none → Gold',
    });
    expect(await venueTermsTesting(db, supplier.id, venue.id)).toEqual({ termsKind: 'net_days', termsDays: 14 });
    const stale = parseError(
      await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 1, creditLimitCents: null }),
      409,
    );
    expect(stale).toMatchObject({ code: 'conflict', details: { version: 2 } });
    // the same values again change nothing: no version, no event
    const same = parseAnswer(
      await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 2, creditLimitCents: 800_000 }),
      200,
      TradeAccountDetail,
    );
    expect(same.version).toBe(2);
    const noLimit = parseAnswer(
      await call(kit.supplierOwner, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 2, creditLimitCents: null }),
      200,
      TradeAccountDetail,
    );
    expect(noLimit).toMatchObject({ creditLimitCents: null, availableCents: null, version: 3 });
    expect(noLimit.events[0]!.note).toBe('Credit limit $8,000.00 → No limit');
    expect((await toldTesting(db, kit.venueOwner, 'trade_account_changed', account.id)).bell.map((notice) => notice.title)).toEqual([
      'Harbour Brewing changed your trade account',
      'Harbour Brewing changed your trade account',
    ]);
  });

  it('is changed only by the supplier’s owners and admins (a member is 403), and read by both sides', async () => {
    const { account } = await openAccount();
    const member = parseError(await call(kit.supplierMember, 'POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'x' }), 403);
    expect(member.message).toBe('This needs the owner or admin role in Harbour Brewing');
    parseError(await call(kit.supplierMember, 'PATCH', `/api/trade-accounts/${account.id}`, { version: 1, creditLimitCents: 1 }), 403);
    parseError(await call(kit.venueOwner, 'POST', `/api/trade-accounts/${account.id}/close`, { reason: 'x' }), 404);
    parseAnswer(await call(kit.supplierMember, 'GET', `/api/trade-accounts/${account.id}`), 200, TradeAccountDetail);
    expect((await read(account.id)).status).toBe('active');
  });

  it('answers 404 to another tenant on every route', async () => {
    const { venue, supplier, account } = await openAccount();
    const waiting = await insertTestApplication(kit.t.database.db, { supplierId: supplier.id, venueId: (await freshPair()).venue.id });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/suppliers/${supplier.id}/trade-settings`],
      ['PUT', `/api/suppliers/${supplier.id}/trade-settings`, { accountsRequired: false, terms: '' }],
      ['POST', `/api/venues/${venue.id}/trade-applications`, applicationInput(supplier.id)],
      ['GET', `/api/suppliers/${supplier.id}/trade-applications`],
      ['GET', `/api/trade-applications/${waiting}`],
      ['POST', `/api/trade-applications/${waiting}/withdraw`],
      ['POST', `/api/trade-applications/${waiting}/approve`, { terms: { kind: 'on_delivery' }, creditLimitCents: null }],
      ['POST', `/api/trade-applications/${waiting}/decline`, { reason: 'No' }],
      ['GET', `/api/suppliers/${supplier.id}/trade-accounts`],
      ['GET', `/api/trade-accounts/${account.id}`],
      ['PATCH', `/api/trade-accounts/${account.id}`, { version: 1, creditLimitCents: 1 }],
      ['POST', `/api/trade-accounts/${account.id}/hold`, { reason: 'x' }],
      ['POST', `/api/trade-accounts/${account.id}/release`],
      ['POST', `/api/trade-accounts/${account.id}/close`, { reason: 'x' }],
      ['POST', `/api/trade-accounts/${account.id}/reopen`],
      ['GET', `/api/venues/${venue.id}/trade-accounts`],
      ['GET', `/api/venues/${venue.id}/suppliers/${supplier.id}/trade`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(kit.stranger, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await read(account.id)).version).toBe(1);
  });

  it('lists the supplier’s accounts by status and venue name, in pages', async () => {
    const { supplier } = await freshPair();
    const db = kit.t.database.db;
    const venues = [];
    for (const name of ['Alpha Bar', 'Beta Pub', 'Gamma Hotel']) {
      const pair = await freshPair({ name });
      const application = await insertTestApplication(db, { supplierId: supplier.id, venueId: pair.venue.id });
      await approve(application);
      venues.push(pair.venue);
    }
    const accounts = (query: string) =>
      call(kit.supplierMember, 'GET', `/api/suppliers/${supplier.slug}/trade-accounts${query}`).then((answer) =>
        parseAnswer(answer, 200, TradeAccountList),
      );
    const firstPage = await accounts('?pageSize=2');
    expect(firstPage.items.map((item) => item.venue.name)).toEqual(['Alpha Bar', 'Beta Pub']);
    expect(firstPage.total).toBe(3);
    expect((await accounts('?q=gamma')).items.map((item) => item.venue.name)).toEqual(['Gamma Hotel']);
    const beta = firstPage.items[1]!;
    await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${beta.id}/hold`, { reason: 'Overdue' });
    expect((await accounts('?status=on_hold')).items.map((item) => item.venue.name)).toEqual(['Beta Pub']);
    expect((await accounts('?q=%25')).items).toEqual([]);
  });
});

describe('the venue’s side', () => {
  it('lists its accounts and waiting applications, and says where it stands with one supplier', async () => {
    const { venue, supplier, account } = await openAccount();
    const other = await freshPair();
    const waiting = await insertTestApplication(kit.t.database.db, { supplierId: other.supplier.id, venueId: venue.id });
    const mine = parseAnswer(await call(kit.venueMember, 'GET', `/api/venues/${venue.slug}/trade-accounts`), 200, VenueTradeAccounts);
    expect(mine.accounts.map((item) => [item.id, item.supplier.name, item.status])).toEqual([[account.id, 'Harbour Brewing', 'active']]);
    expect(mine.applications.map((item) => item.id)).toEqual([waiting]);

    const standing = async (supplierIdOrSlug: string) =>
      parseAnswer(
        await call(kit.venueMember, 'GET', `/api/venues/${venue.id}/suppliers/${supplierIdOrSlug}/trade`),
        200,
        VenueTradeStanding,
      );
    expect(await standing(supplier.slug)).toMatchObject({
      settings: { accountsRequired: false, terms: '', termsVersion: '1' },
      account: { id: account.id, exposureCents: 0, availableCents: 500_000 },
      application: { status: 'approved' },
      canApply: false,
    });
    expect(await standing(other.supplier.id)).toMatchObject({ account: null, application: { id: waiting }, canApply: false });
    const third = await freshPair();
    expect(await standing(third.supplier.id)).toMatchObject({ account: null, application: null, canApply: true });
    await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${account.id}/close`, { reason: 'Done' });
    expect(await standing(supplier.id)).toMatchObject({ account: { status: 'closed' }, canApply: true });
  });
});

describe('a supplier’s trade settings', () => {
  it('are the defaults until set; members read, owners and admins set, and the version moves with the text', async () => {
    const { supplier } = await freshPair();
    const url = `/api/suppliers/${supplier.id}/trade-settings`;
    expect(parseAnswer(await call(kit.supplierMember, 'GET', url), 200, SupplierTradeSettings)).toEqual({
      accountsRequired: false,
      terms: '',
      termsVersion: '1',
    });
    parseError(await call(kit.supplierMember, 'PUT', url, { accountsRequired: true, terms: 'x' }), 403);
    const put = (terms: string, accountsRequired = true) =>
      call(kit.supplierAdmin, 'PUT', url, { accountsRequired, terms }).then((answer) => parseAnswer(answer, 200, SupplierTradeSettings));
    expect(await put('')).toEqual({ accountsRequired: true, terms: '', termsVersion: '1' });
    expect((await put('Net 30 for approved accounts')).termsVersion).toBe('2');
    expect((await put('Net 30 for approved accounts', false)).termsVersion).toBe('2');
    expect((await put('Net 14 for approved accounts')).termsVersion).toBe('3');
    const tooLong = parseError(await call(kit.supplierAdmin, 'PUT', url, { accountsRequired: true, terms: 'x'.repeat(20_001) }), 400);
    expect(tooLong.details).toEqual([expect.objectContaining({ field: 'terms' })]);
  });

  it('keep an applying venue’s record of the terms it accepted when they change later', async () => {
    const { venue, supplier } = await freshPair();
    await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.id}/trade-settings`, { accountsRequired: false, terms: 'First terms' });
    const application = await apply(venue.id, supplier.id, { termsVersion: '2' });
    await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.id}/trade-settings`, {
      accountsRequired: false,
      terms: 'Second terms',
    });
    const account = await approve(application.id);
    expect(account.applications[0]).toMatchObject({ termsVersion: '2', termsText: 'First terms' });
    expect((await pairTesting(kit.t.database.db, supplier.id, venue.id)).accounts).toHaveLength(1);
  });
});
