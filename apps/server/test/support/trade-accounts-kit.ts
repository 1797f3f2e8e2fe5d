import { afterAll, beforeAll, expect } from 'vitest';
import { createMembership, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { TradeAccountDetail, TradeApplication, type TradeAccountApprove, type TradeApplicationInput } from '@tapline/contracts';
import { apiCaller, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { createTestApp, type TestApp } from './test-app';

// The trade accounts' test files' common ground (decision 0169): an app on a database of its own per file; a venue's owner, admin and member, a supplier's owner, admin and member, a stranger who owns
// another venue and another supplier, and a platform admin; a fresh venue and supplier per test; and the calls.

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface Kit {
  t: TestApp;
  venueOwner: Person;
  venueAdmin: Person;
  venueMember: Person;
  supplierOwner: Person;
  supplierAdmin: Person;
  supplierMember: Person;
  stranger: Person;
  platformAdmin: Person;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function tradeAccountsTestKit() {
  const kit = {} as Kit;
  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    const call = apiCaller(() => t);
    const person = async (name: string) => {
      const someone = await signedInUser(t, { name });
      await call(someone, 'GET', '/api/me');
      return someone;
    };
    Object.assign(kit, {
      t,
      venueOwner: await person('Olive Owner'),
      venueAdmin: await person('Adam Admin'),
      venueMember: await person('Max Member'),
      supplierOwner: await person('Bea Brewer'),
      supplierAdmin: await person('Sal Sales'),
      supplierMember: await person('Dee Driver'),
      stranger: await person('Sam Stranger'),
      platformAdmin: await person('Pat Platform'),
    });
    const db = t.database.db;
    await makePlatformAdmin(db, kit.platformAdmin.userId);
    const otherVenue = await createVenue(db, { name: 'Other Bar' });
    const otherSupplier = await createSupplier(db, { name: 'Other Brewing' });
    await createMembership(db, { organisationId: otherVenue.id, userId: kit.stranger.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: otherSupplier.id, userId: kit.stranger.userId, organisationRole: 'owner' });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  const call = apiCaller(() => kit.t);

  /** A venue and a supplier of their own for a test, each with its owner, admin and member. */
  async function freshPair(venueFields: Parameters<typeof createVenue>[1] = {}) {
    const db = kit.t.database.db;
    const venue = await createVenue(db, { name: 'The Local', ...venueFields });
    const supplier = await createSupplier(db, { name: 'Harbour Brewing' });
    for (const [organisationId, people] of [
      [venue.id, [kit.venueOwner, kit.venueAdmin, kit.venueMember]],
      [supplier.id, [kit.supplierOwner, kit.supplierAdmin, kit.supplierMember]],
    ] as const) {
      const roles = ['owner', 'admin', 'member'] as const;
      for (const [index, someone] of people.entries()) {
        await createMembership(db, { organisationId, userId: someone.userId, organisationRole: roles[index]! });
      }
    }
    return { venue, supplier };
  }

  /** A complete application to the supplier, with `fields` over it. */
  function applicationInput(supplierId: string, fields: Partial<TradeApplicationInput> = {}) {
    return {
      supplierId,
      legalName: 'The Local Hospitality Pty Ltd',
      abn: '53 004 085 616',
      acn: '004 085 616',
      liquorLicenceNumber: 'LIQO624001234',
      liquorLicenceState: 'NSW',
      liquorLicenceExpiry: '2099-06-30',
      directors: [{ name: 'Olive Owner' }],
      tradeReferences: [{ business: 'Ridge Cider', contactName: 'Ria', phone: '02 9000 0000' }],
      requestedLimitCents: 500_000,
      termsVersion: '1',
      termsAccepted: true,
      ...fields,
    };
  }

  async function apply(venueId: string, supplierId: string, fields: Partial<TradeApplicationInput> = {}) {
    const answer = await call(kit.venueOwner, 'POST', `/api/venues/${venueId}/trade-applications`, applicationInput(supplierId, fields));
    return parseAnswer(answer, 201, TradeApplication);
  }

  const NET_30: TradeAccountApprove = { terms: { kind: 'net_days', days: 30 }, creditLimitCents: 500_000, priceListId: null, zoneId: null };

  async function approve(applicationId: string, body: Partial<TradeAccountApprove> = {}) {
    const answer = await call(kit.supplierOwner, 'POST', `/api/trade-applications/${applicationId}/approve`, { ...NET_30, ...body });
    return parseAnswer(answer, 200, TradeAccountDetail);
  }

  /** A venue and supplier with an approved account (net 30, $5,000). */
  async function openAccount() {
    const pair = await freshPair();
    const application = await apply(pair.venue.id, pair.supplier.id);
    const account = await approve(application.id);
    expect(account.status).toBe('active');
    return { ...pair, account };
  }

  return { kit, call, freshPair, applicationInput, apply, approve, openAccount };
}
