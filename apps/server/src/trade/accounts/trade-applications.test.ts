import { describe, expect, it } from 'vitest';
import { SupplierTradeSettings, TradeAccountDetail, TradeApplication, TradeApplicationList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import {
  insertTestPriceList,
  insertTestZone,
  pairTesting,
  toldTesting,
  venueTermsTesting,
} from '../../../test/support/queries/trade-accounts-testing.queries';
import { tradeAccountsTestKit } from '../../../test/support/trade-accounts-kit';

const { kit, call, freshPair, applicationInput, apply, approve } = tradeAccountsTestKit();

describe('applying for a trade account', () => {
  it('applies, is approved with terms, a limit, a price list and a zone, and the terms are the pair’s payment terms', async () => {
    const { venue, supplier } = await freshPair();
    const db = kit.t.database.db;
    const settings = parseAnswer(
      await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.slug}/trade-settings`, {
        accountsRequired: false,
        terms: 'Pay within the terms approved. Kegs stay ours until paid.',
      }),
      200,
      SupplierTradeSettings,
    );
    expect(settings.termsVersion).toBe('2');

    const application = await apply(venue.slug, supplier.id, { termsVersion: '2' });
    expect(application).toMatchObject({
      status: 'submitted',
      abn: '53004085616',
      acn: '004085616',
      termsVersion: '2',
      termsText: 'Pay within the terms approved. Kegs stay ours until paid.',
      tradeReferences: [{ business: 'Ridge Cider', contactName: 'Ria', phone: '02 9000 0000', email: '' }],
      submittedBy: { id: kit.venueOwner.userId, name: 'Olive Owner' },
      decidedBy: null,
    });
    // the supplier's owners and admins hear of it, by the bell and by mail; its plain members don't
    const toOwner = await toldTesting(db, kit.supplierOwner, 'trade_application_submitted', application.id);
    expect(toOwner.bell).toEqual([
      {
        title: 'The Local applied for a trade account',
        body: 'Legal name: The Local Hospitality Pty Ltd\nAsks for a limit of $5,000.00',
        link: `/dash/suppliers/${supplier.slug}/trade-accounts/applications/${application.id}`,
      },
    ]);
    expect(toOwner.mail).toHaveLength(1);
    expect((await toldTesting(db, kit.supplierAdmin, 'trade_application_submitted', application.id)).bell).toHaveLength(1);
    expect((await toldTesting(db, kit.supplierMember, 'trade_application_submitted', application.id)).bell).toHaveLength(0);

    const listed = parseAnswer(
      await call(kit.supplierMember, 'GET', `/api/suppliers/${supplier.id}/trade-applications?status=submitted`),
      200,
      TradeApplicationList,
    );
    expect(listed.items.map((item) => item.id)).toEqual([application.id]);

    const priceListId = await insertTestPriceList(db, supplier.id, 'Gold');
    const zoneId = await insertTestZone(db, supplier.id, 'Inner West');
    const account = await approve(application.id, { priceListId, zoneId, creditLimitCents: 800_000 });
    expect(account).toMatchObject({
      status: 'active',
      terms: { kind: 'net_days', days: 30 },
      creditLimitCents: 800_000,
      priceList: { id: priceListId, name: 'Gold', label: '10 % off list' },
      zone: { id: zoneId, name: 'Inner West' },
      exposureCents: 0,
      availableCents: 800_000,
      version: 1,
    });
    expect(account.events.map((event) => [event.kind, event.note])).toEqual([
      ['approved', 'Net 30 days, credit limit $8,000.00, price list Gold, delivery zone Inner West'],
      ['applied', null],
    ]);
    expect(account.applications.map((item) => item.status)).toEqual(['approved']);
    expect(await venueTermsTesting(db, supplier.id, venue.id)).toEqual({ termsKind: 'net_days', termsDays: 30 });

    const decided = await toldTesting(db, kit.venueOwner, 'trade_application_decided', account.id);
    expect(decided.bell).toEqual([
      {
        title: 'Harbour Brewing approved your trade account',
        body: 'Terms: Net 30 days, credit limit $8,000.00, price list Gold, delivery zone Inner West',
        link: `/dash/venues/${venue.slug}/trade-accounts/${account.id}`,
      },
    ]);
    expect(decided.mail).toHaveLength(1);
    expect((await toldTesting(db, kit.venueAdmin, 'trade_application_decided', account.id)).bell).toHaveLength(0);

    // either side reads the application; the answer is the account's application
    const read = parseAnswer(await call(kit.venueMember, 'GET', `/api/trade-applications/${application.id}`), 200, TradeApplication);
    expect(read).toMatchObject({ status: 'approved', decidedBy: { id: kit.supplierOwner.userId, name: 'Bea Brewer' } });
  });

  it('refuses an ABN that fails its checksum (422 invalid_abn) and an expired licence (422 naming it), and keeps nothing', async () => {
    const { venue, supplier } = await freshPair({ timeZone: 'Pacific/Pago_Pago' });
    const badAbn = parseError(
      await call(
        kit.venueOwner,
        'POST',
        `/api/venues/${venue.id}/trade-applications`,
        applicationInput(supplier.id, { abn: '51 824 753 557' }),
      ),
      422,
    );
    expect(badAbn).toMatchObject({ code: 'invalid_abn', details: [expect.objectContaining({ field: 'abn' })] });

    // the venue's own today: Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11), so a licence
    // running to Pago Pago's today has expired at a venue in Kiritimati, and not at one in Pago Pago
    const pagoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Pago_Pago' }).format(new Date());
    const ahead = await freshPair({ timeZone: 'Pacific/Kiritimati' });
    const expired = parseError(
      await call(
        kit.venueOwner,
        'POST',
        `/api/venues/${ahead.venue.id}/trade-applications`,
        applicationInput(ahead.supplier.id, { liquorLicenceExpiry: pagoToday }),
      ),
      422,
    );
    expect(expired).toMatchObject({ code: 'trade_refused', details: [expect.objectContaining({ field: 'liquorLicenceExpiry' })] });
    expect((await apply(venue.id, supplier.id, { liquorLicenceExpiry: pagoToday })).status).toBe('submitted');
    const { applications } = await pairTesting(kit.t.database.db, supplier.id, venue.id);
    expect(applications).toHaveLength(1);
  });

  it('answers 409 when the supplier’s terms changed since the form was read', async () => {
    const { venue, supplier } = await freshPair();
    await call(kit.supplierAdmin, 'PUT', `/api/suppliers/${supplier.id}/trade-settings`, { accountsRequired: true, terms: 'Version two' });
    const stale = parseError(
      await call(
        kit.venueOwner,
        'POST',
        `/api/venues/${venue.id}/trade-applications`,
        applicationInput(supplier.id, { termsVersion: '1' }),
      ),
      409,
    );
    expect(stale).toMatchObject({
      code: 'conflict',
      message: 'The supplier’s terms changed: read them again',
      details: { termsVersion: '2' },
    });
    // saving the same text again keeps the version
    const same = parseAnswer(
      await call(kit.supplierOwner, 'PUT', `/api/suppliers/${supplier.id}/trade-settings`, {
        accountsRequired: false,
        terms: 'Version two',
      }),
      200,
      SupplierTradeSettings,
    );
    expect(same).toEqual({ accountsRequired: false, terms: 'Version two', termsVersion: '2' });
    expect((await apply(venue.id, supplier.id, { termsVersion: '2' })).termsText).toBe('Version two');
  });

  it('refuses a second application while one waits, and while an account is open; a withdrawn one may be made again', async () => {
    const { venue, supplier } = await freshPair();
    const first = await apply(venue.id, supplier.id);
    const twice = parseError(
      await call(kit.venueOwner, 'POST', `/api/venues/${venue.id}/trade-applications`, applicationInput(supplier.id)),
      409,
    );
    expect(twice.details).toEqual({ applicationId: first.id });
    const withdrawn = parseAnswer(
      await call(kit.venueOwner, 'POST', `/api/trade-applications/${first.id}/withdraw`),
      200,
      TradeApplication,
    );
    expect(withdrawn.status).toBe('withdrawn');
    parseError(await call(kit.venueOwner, 'POST', `/api/trade-applications/${first.id}/withdraw`), 409);
    parseError(
      await call(kit.supplierOwner, 'POST', `/api/trade-applications/${first.id}/approve`, {
        terms: { kind: 'on_delivery' },
        creditLimitCents: null,
      }),
      409,
    );

    const second = await apply(venue.id, supplier.id);
    await approve(second.id);
    const open = parseError(
      await call(kit.venueOwner, 'POST', `/api/venues/${venue.id}/trade-applications`, applicationInput(supplier.id)),
      409,
    );
    expect(open.message).toBe('The Local already has an account with Harbour Brewing');
    expect((await pairTesting(kit.t.database.db, supplier.id, venue.id)).events.map((event) => event.kind)).toEqual([
      'applied',
      'withdrawn',
      'applied',
      'approved',
    ]);
  });

  it('tells the supplier’s owners and admins, by the bell and by mail, that the venue withdrew; no one else', async () => {
    const { venue, supplier } = await freshPair();
    const db = kit.t.database.db;
    const application = await apply(venue.slug, supplier.id);
    parseAnswer(await call(kit.venueOwner, 'POST', `/api/trade-applications/${application.id}/withdraw`), 200, TradeApplication);
    const link = `/dash/suppliers/${supplier.slug}/trade-accounts/applications/${application.id}`;
    for (const person of [kit.supplierOwner, kit.supplierAdmin]) {
      const told = await toldTesting(db, person, 'trade_application_withdrawn', application.id);
      expect(told.bell).toEqual([
        {
          title: 'The Local withdrew its trade account application',
          body: 'Legal name: The Local Hospitality Pty Ltd\nThere is nothing to decide.',
          link,
        },
      ]);
      expect(told.mail).toEqual([
        {
          subject: 'The Local withdrew its trade account application',
          body: `The Local withdrew its trade account application.\n\nLegal name: The Local Hospitality Pty Ltd\nThere is nothing to decide.\n\nOpen it: ${kit.t.baseUrl}${link}`,
        },
      ]);
    }
    for (const person of [kit.supplierMember, kit.venueOwner, kit.venueAdmin, kit.venueMember, kit.stranger]) {
      const told = await toldTesting(db, person, 'trade_application_withdrawn', application.id);
      expect([told.bell, told.mail], person.email).toEqual([[], []]);
    }
  });

  it('declines with a reason; the same application again is 409, a changed one is taken', async () => {
    const { venue, supplier } = await freshPair();
    const db = kit.t.database.db;
    const first = await apply(venue.id, supplier.id);
    const declined = parseAnswer(
      await call(kit.supplierAdmin, 'POST', `/api/trade-applications/${first.id}/decline`, { reason: 'Trade references didn’t answer' }),
      200,
      TradeApplication,
    );
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Trade references didn’t answer' });
    expect((await toldTesting(db, kit.venueOwner, 'trade_application_decided', first.id)).bell).toEqual([
      {
        title: 'Harbour Brewing declined your trade account application',
        body: 'Reason: Trade references didn’t answer',
        link: `/dash/venues/${venue.slug}/trade-accounts/applications/${first.id}`,
      },
    ]);

    // the same fields (the ABN spaced differently is the same ABN)
    const same = parseError(
      await call(
        kit.venueOwner,
        'POST',
        `/api/venues/${venue.id}/trade-applications`,
        applicationInput(supplier.id, { abn: '53004085616' }),
      ),
      409,
    );
    expect(same.message).toMatch(/declined this same application/);
    const changed = await apply(venue.id, supplier.id, {
      tradeReferences: [{ business: 'Ridge Cider', contactName: 'Ria', phone: '02 9000 0001', email: '' }],
    });
    expect(changed.status).toBe('submitted');
  });

  it('lets only the venue’s owners apply and withdraw, and the supplier’s owners and admins decide (403 naming the role)', async () => {
    const { venue, supplier } = await freshPair();
    for (const person of [kit.venueMember, kit.venueAdmin]) {
      const refused = parseError(
        await call(person, 'POST', `/api/venues/${venue.id}/trade-applications`, applicationInput(supplier.id)),
        403,
      );
      expect(refused.message).toBe('This needs the owner role in The Local');
    }
    const application = await apply(venue.id, supplier.id);
    parseError(await call(kit.venueAdmin, 'POST', `/api/trade-applications/${application.id}/withdraw`), 403);
    const member = parseError(
      await call(kit.supplierMember, 'POST', `/api/trade-applications/${application.id}/approve`, {
        terms: { kind: 'on_delivery' },
        creditLimitCents: null,
      }),
      403,
    );
    expect(member.message).toBe('This needs the owner or admin role in Harbour Brewing');
    parseError(await call(kit.supplierMember, 'POST', `/api/trade-applications/${application.id}/decline`, { reason: 'No' }), 403);
    // a platform admin reads, and changes nothing
    parseAnswer(await call(kit.platformAdmin, 'GET', `/api/trade-applications/${application.id}`), 200, TradeApplication);
    parseError(await call(kit.platformAdmin, 'POST', `/api/trade-applications/${application.id}/decline`, { reason: 'No' }), 403);
    expect((await pairTesting(kit.t.database.db, supplier.id, venue.id)).applications).toEqual([
      { id: application.id, status: 'submitted' },
    ]);
  });

  it('refuses a price list or zone of another supplier (422 naming the field) and a supplier that isn’t one (404)', async () => {
    const { venue, supplier } = await freshPair();
    const other = await freshPair();
    const db = kit.t.database.db;
    const application = await apply(venue.id, supplier.id);
    const foreignList = await insertTestPriceList(db, other.supplier.id, 'Theirs');
    const foreignZone = await insertTestZone(db, other.supplier.id, 'Theirs');
    const body = { terms: { kind: 'net_days', days: 14 }, creditLimitCents: null };
    const list = parseError(
      await call(kit.supplierOwner, 'POST', `/api/trade-applications/${application.id}/approve`, { ...body, priceListId: foreignList }),
      422,
    );
    expect(list).toMatchObject({
      code: 'trade_refused',
      details: [{ field: 'priceListId', message: 'no such price list of this supplier' }],
    });
    const zone = parseError(
      await call(kit.supplierOwner, 'POST', `/api/trade-applications/${application.id}/approve`, { ...body, zoneId: foreignZone }),
      422,
    );
    expect(zone.details).toEqual([{ field: 'zoneId', message: 'no such delivery zone of this supplier' }]);
    expect((await pairTesting(db, supplier.id, venue.id)).accounts).toEqual([]);

    for (const supplierId of [venue.id, '00000000-0000-4000-8000-000000000000']) {
      parseError(await call(kit.venueOwner, 'POST', `/api/venues/${venue.id}/trade-applications`, applicationInput(supplierId)), 404);
    }
  });

  it('opens one account when two approvals of the same application race; the other is 409', async () => {
    const { venue, supplier } = await freshPair();
    const application = await apply(venue.id, supplier.id);
    const body = { terms: { kind: 'net_days', days: 30 }, creditLimitCents: 100_000 };
    const answers = await Promise.all([
      call(kit.supplierOwner, 'POST', `/api/trade-applications/${application.id}/approve`, body),
      call(kit.supplierAdmin, 'POST', `/api/trade-applications/${application.id}/approve`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const pair = await pairTesting(kit.t.database.db, supplier.id, venue.id);
    expect(pair.accounts).toHaveLength(1);
    expect(pair.events.filter((event) => event.kind === 'approved')).toHaveLength(1);
  });

  it('reopens the pair’s closed account when a new application is approved', async () => {
    const { venue, supplier } = await freshPair();
    const first = await approve((await apply(venue.id, supplier.id)).id);
    parseAnswer(
      await call(kit.supplierOwner, 'POST', `/api/trade-accounts/${first.id}/close`, { reason: 'Moved away' }),
      200,
      TradeAccountDetail,
    );
    const again = await apply(venue.id, supplier.id, { requestedLimitCents: 200_000 });
    const reopened = await approve(again.id, { terms: { kind: 'days_after_month_end', days: 30 }, creditLimitCents: 200_000 });
    expect(reopened).toMatchObject({ id: first.id, status: 'active', closedReason: null, creditLimitCents: 200_000, version: 3 });
    expect(reopened.terms).toEqual({ kind: 'days_after_month_end', days: 30 });
    expect(reopened.applications.map((item) => item.status)).toEqual(['approved', 'approved']);
  });
});
