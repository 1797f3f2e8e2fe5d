import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { AuditEntryList, NotificationList, XeroCallbackResult, XeroConnectStart, XeroIntegration, XeroIntegrationOptions } from '@tapline/contracts';
import { callAs, signedInUser } from '../../../test/support/auth-kit';
import { type FakeXero, startFakeXero, xeroSettingsOf } from '../../../test/support/fake-xero';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { withXeroAccess } from './xero-access';
import { XeroUnauthorizedError } from './xero-errors';
import {
  connectRequestOf,
  disconnectEveryIntegration,
  expireConnectRequest,
  integrationRowOf,
  resealTokens,
  setTokenExpiry,
} from '../../../test/support/queries/xero-integration-testing.queries';
import type { XeroSettings } from './xero-settings';
import { decryptToken, encryptToken } from './xero-token-encryption';
import { xeroDepsOf } from './xero.plugin';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type OrgType = 'venue' | 'supplier';

const SUPPLIER_BOOKS = 'Hop Valley Brewing';
const VENUE_BOOKS = 'The Corner Bistro';

let fake: FakeXero;
let t: TestApp;
let settings: XeroSettings & { tokenEncryptionKey: Buffer };
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;

function call(person: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return callAs(t, person, method, url, payload);
}

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${fake.url}/__fake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `fake ${path}`).toBe(true);
}

interface FakeState {
  connections: { id: string; tenantId: string; tenantName: string }[];
  grants: { id: string; refreshToken: string }[];
}
async function fakeState(): Promise<FakeState> {
  return (await (await fetch(`${fake.url}/__fake/state`)).json()) as FakeState;
}

const tenantId = (name: string) => fake.orgs().find((org) => org.name === name)!.tenantId;
const tokenRequests = (grantType: string) =>
  fake.requests().filter((request) => request.path === '/connect/token' && new URLSearchParams(request.body).get('grant_type') === grantType);

/** An organisation of its own per test: `owner` owns it, `admin` and `member` belong to it. */
async function freshOrganisation(type: OrgType) {
  const db = t.database.db;
  const organisation = type === 'supplier' ? await createSupplier(db, { name: SUPPLIER_BOOKS }) : await createVenue(db, { name: VENUE_BOOKS });
  await createMembership(db, {
    organisationId: organisation.id,
    userId: owner.userId,
    organisationRole: 'owner',
  });
  await createMembership(db, {
    organisationId: organisation.id,
    userId: admin.userId,
    organisationRole: 'admin',
  });
  await createMembership(db, {
    organisationId: organisation.id,
    userId: member.userId,
    organisationRole: 'member',
  });
  return {
    ...organisation,
    type,
    at: (path = '') => `/api/${type}s/${organisation.id}/integrations/xero${path}`,
  };
}
type Organisation = Awaited<ReturnType<typeof freshOrganisation>>;

async function startConnect(organisation: Organisation, person: Person = owner) {
  return parseAnswer(await call(person, 'POST', organisation.at('/connect')), 200, XeroConnectStart).authorizationUrl;
}

/** The browser's part: Xero's consent page redirects back to /auth/xero/callback with this query. */
async function consent(authorizationUrl: string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!).search;
}

const callback = (query: string, person: Person = owner) => call(person, 'POST', '/api/integrations/xero/callback', { query });

/** Connects the organisation to the named Xero organisations' consent (one: connected at once). */
async function connectTo(organisation: Organisation, books: string[], person: Person = owner) {
  await control('authorize-as', { tenantIds: books.map(tenantId) });
  const query = await consent(await startConnect(organisation, person));
  return parseAnswer(await callback(query, person), 200, XeroCallbackResult);
}

async function integration(organisation: Organisation, person: Person = owner) {
  return parseAnswer(await call(person, 'GET', organisation.at()), 200, XeroIntegration);
}

/** The audit log's actions about the organisation, oldest first, as its owner reads them. */
async function auditActions(organisation: Organisation) {
  const list = parseAnswer(await call(owner, 'GET', `/api/${organisation.type}s/${organisation.id}/audit`), 200, AuditEntryList);
  return list.items.map((item) => item.action).reverse();
}

/** The kinds of the person's notifications about one organisation. */
async function notificationKinds(person: Person, organisation: Organisation) {
  const list = parseAnswer(await call(person, 'GET', '/api/notifications'), 200, NotificationList);
  return list.items.filter((item) => item.organisation.id === organisation.id).map((item) => item.kind);
}

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  settings = xeroSettingsOf(fake, { tokenEncryptionKey: randomBytes(32) });
  t = await createTestApp({ listen: true, xero: settings });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  admin = await signedInUser(t, { name: 'Ada Admin' });
  member = await signedInUser(t, { name: 'Max Member' });
  stranger = await signedInUser(t, { name: 'Sam Stranger' });
  for (const person of [owner, admin, member, stranger]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
});

beforeEach(async () => {
  await control('reset');
  // the fake has one Xero user: an organisation connected by an earlier test would share its grant
  await disconnectEveryIntegration(t.database.db);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('connecting', () => {
  it('connects the one Xero organisation of the consent, with the tokens sealed at rest', async () => {
    const supplier = await freshOrganisation('supplier');
    expect(await integration(supplier)).toMatchObject({
      available: true,
      status: 'disconnected',
      tenantName: null,
      canManage: true,
    });

    const authorizationUrl = await startConnect(supplier);
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const request = await connectRequestOf(t.database.db, state);
    expect(request).toMatchObject({
      organisationId: supplier.id,
      userId: owner.userId,
      tokensEncrypted: null,
    });
    expect(request!.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(request!.codeVerifierEncrypted).toMatch(/^v1\./);

    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const result = await callback(await consent(authorizationUrl));
    expect(parseAnswer(result, 200, XeroCallbackResult)).toEqual({
      outcome: 'connected',
      organisation: { id: supplier.id, type: 'supplier', slug: supplier.slug },
      tenantName: SUPPLIER_BOOKS,
    });
    expect(await connectRequestOf(t.database.db, state)).toBeUndefined();
    // the connections of this consent only (docs/protocols/xero.md, Grants, tenants and Tapline organisations)
    expect(fake.requests().find((recorded) => recorded.path.startsWith('/connections'))?.path).toMatch(/^\/connections\?authEventId=/);

    const view = await integration(supplier);
    expect(view).toMatchObject({
      available: true,
      status: 'connected',
      tenantName: SUPPLIER_BOOKS,
      connectedBy: { id: owner.userId, name: 'Olive Owner' },
      accountCode: null,
      invoiceStatus: 'DRAFT',
      syncOn: 'accept',
      lastError: null,
      canManage: true,
    });
    expect(view.connectedAt).not.toBeNull();
    expect((await integration(supplier, member)).canManage).toBe(false);

    const row = (await integrationRowOf(t.database.db, supplier.id))!;
    const [grant] = (await fakeState()).grants;
    const refreshToken = decryptToken(row.refreshTokenEncrypted!, settings.tokenEncryptionKey);
    const accessToken = decryptToken(row.accessTokenEncrypted!, settings.tokenEncryptionKey);
    expect(refreshToken).toBe(grant!.refreshToken);
    expect(accessToken.split('.')).toHaveLength(3);
    for (const sealed of [row.accessTokenEncrypted!, row.refreshTokenEncrypted!]) {
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(refreshToken);
      expect(sealed).not.toContain(accessToken);
      expect(sealed).not.toContain(accessToken.split('.')[1]);
    }
    expect(row).toMatchObject({
      tenantId: tenantId(SUPPLIER_BOOKS),
      connectionId: expect.any(String),
      xeroUserId: expect.any(String),
    });
  });

  it('lets the person choose among several Xero organisations, and disconnects the others in Xero', async () => {
    const venue = await freshOrganisation('venue');
    const offered = await connectTo(venue, [SUPPLIER_BOOKS, VENUE_BOOKS]);
    if (offered.outcome !== 'choose') throw new Error(`expected a choice, got ${offered.outcome}`);
    expect(offered.organisation).toEqual({
      id: venue.id,
      type: 'venue',
      slug: venue.slug,
      name: venue.name,
    });
    expect(offered.tenants.map((tenant) => tenant.tenantName).sort()).toEqual([SUPPLIER_BOOKS, VENUE_BOOKS]);
    expect((await integration(venue)).status).toBe('disconnected');
    const sealed = (await connectRequestOf(t.database.db, offered.state))!;
    expect(sealed.tokensEncrypted).toMatch(/^v1\./);
    expect(sealed.tokensEncrypted).not.toContain((await fakeState()).grants[0]!.refreshToken);

    // only an offered organisation
    const wrong = parseError(
      await call(owner, 'POST', '/api/integrations/xero/choose', {
        state: offered.state,
        tenantId: 'not-offered',
      }),
      400,
    );
    expect(wrong.details).toEqual([
      {
        field: 'tenantId',
        message: expect.stringContaining('not-offered is not one of the Xero organisations offered'),
      },
    ]);
    // someone else can't choose for them
    expect(
      parseError(
        await call(admin, 'POST', '/api/integrations/xero/choose', {
          state: offered.state,
          tenantId: tenantId(VENUE_BOOKS),
        }),
        403,
      ).message,
    ).toMatch(/started by someone else/);

    const chosen = await call(owner, 'POST', '/api/integrations/xero/choose', {
      state: offered.state,
      tenantId: tenantId(VENUE_BOOKS),
    });
    expect(parseAnswer(chosen, 200, XeroCallbackResult)).toEqual({
      outcome: 'connected',
      organisation: { id: venue.id, type: 'venue', slug: venue.slug },
      tenantName: VENUE_BOOKS,
    });
    expect(await integration(venue)).toMatchObject({
      status: 'connected',
      tenantName: VENUE_BOOKS,
    });
    const unchosen = offered.tenants.find((tenant) => tenant.tenantName === SUPPLIER_BOOKS)!;
    expect((await fakeState()).connections.map((connection) => connection.tenantName)).toEqual([VENUE_BOOKS]);
    expect(fake.requests().filter((request) => request.method === 'DELETE' && request.path.startsWith('/connections/'))).toHaveLength(1);
    expect(unchosen.tenantId).toBe(tenantId(SUPPLIER_BOOKS));

    // the choice is made once
    expect(
      parseError(
        await call(owner, 'POST', '/api/integrations/xero/choose', {
          state: offered.state,
          tenantId: tenantId(VENUE_BOOKS),
        }),
        400,
      ).message,
    ).toMatch(/expired or was already used/);
  });

  it('leaves connected a Xero organisation another Tapline organisation uses, when it is not chosen', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    const venue = await freshOrganisation('venue');
    const offered = await connectTo(venue, [SUPPLIER_BOOKS, VENUE_BOOKS]);
    if (offered.outcome !== 'choose') throw new Error(`expected a choice, got ${offered.outcome}`);
    parseAnswer(
      await call(owner, 'POST', '/api/integrations/xero/choose', {
        state: offered.state,
        tenantId: tenantId(VENUE_BOOKS),
      }),
      200,
      XeroCallbackResult,
    );
    // Xero keeps one connection per user and organisation: deleting it would cut the supplier off
    expect(fake.requests().filter((request) => request.method === 'DELETE')).toEqual([]);
    expect((await fakeState()).connections.map((connection) => connection.tenantName).sort()).toEqual([SUPPLIER_BOOKS, VENUE_BOOKS]);
  });

  it("refuses another person's connect attempt (403) and leaves it to its owner", async () => {
    const supplier = await freshOrganisation('supplier');
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const query = await consent(await startConnect(supplier, owner));
    expect(parseError(await callback(query, admin), 403).message).toBe(
      'This Xero connection was started by someone else; start your own from the integrations page',
    );
    expect(parseAnswer(await callback(query, owner), 200, XeroCallbackResult).outcome).toBe('connected');
  });

  it('refuses an expired attempt, a replayed callback and a callback without a state (400), connecting once', async () => {
    const supplier = await freshOrganisation('supplier');
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const expired = await startConnect(supplier);
    await expireConnectRequest(t.database.db, new URL(expired).searchParams.get('state')!);
    const message = 'This Xero connection attempt has expired or was already used; start again from the integrations page';
    expect(parseError(await callback(await consent(expired)), 400).message).toBe(message);
    expect(parseError(await callback('code=abc'), 400).message).toBe(message);
    expect(parseError(await callback('?code=abc&state=never-issued'), 400).message).toBe(message);

    const query = await consent(await startConnect(supplier));
    const [first, replay] = await Promise.all([callback(query), callback(query)]);
    expect([first.statusCode, replay.statusCode].sort()).toEqual([200, 400]);
    expect(parseError(await callback(query), 400).message).toBe(message);
    expect(tokenRequests('authorization_code')).toHaveLength(1);
    expect((await integration(supplier)).status).toBe('connected');
  });

  it('says so when the person declined in Xero, and connects nothing', async () => {
    const supplier = await freshOrganisation('supplier');
    await control('authorize-as', { deny: true });
    const authorizationUrl = await startConnect(supplier);
    const error = parseError(await callback(await consent(authorizationUrl)), 400);
    expect(error.message).toBe('You declined the connection in Xero; nothing was connected');
    expect(await connectRequestOf(t.database.db, new URL(authorizationUrl).searchParams.get('state')!)).toBeUndefined();
    expect((await integration(supplier)).status).toBe('disconnected');
    expect(tokenRequests('authorization_code')).toHaveLength(0);

    // a consent that connected no Xero organisation: the empty grant goes back
    await control('authorize-as', { tenantIds: [] });
    const none = parseError(await callback(await consent(await startConnect(supplier))), 400);
    expect(none.message).toMatch(/^No Xero organisation was connected/);
    expect(fake.requests().filter((request) => request.path === '/connect/revocation')).toHaveLength(1);
    expect((await integration(supplier)).status).toBe('disconnected');
  });

  it('refuses a callback from someone who is no longer an owner or admin', async () => {
    const supplier = await freshOrganisation('supplier');
    const person = await signedInUser(t, { name: 'Fleeting Admin' });
    await createMembership(t.database.db, {
      organisationId: supplier.id,
      userId: person.userId,
      organisationRole: 'admin',
    });
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const query = await consent(await startConnect(supplier, person));
    await call(owner, 'PUT', `/api/suppliers/${supplier.id}/users/${person.userId}/role`, { organisationRole: 'member' });
    expect(parseError(await callback(query, person), 403).message).toMatch(/Only an owner or admin of Hop Valley Brewing can connect its Xero/);
    expect((await integration(supplier)).status).toBe('disconnected');
  });

  it('keeps the account settings when the same Xero organisation reconnects, and clears them for another', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    parseAnswer(
      await call(owner, 'PUT', supplier.at('/settings'), {
        accountCode: '200',
        taxType: 'OUTPUT',
        invoiceStatus: 'AUTHORISED',
        syncOn: 'deliver',
      }),
      200,
      XeroIntegration,
    );
    await connectTo(supplier, [SUPPLIER_BOOKS], admin);
    expect(await integration(supplier)).toMatchObject({
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
      connectedBy: { name: 'Ada Admin' },
    });
    await connectTo(supplier, [VENUE_BOOKS]);
    expect(await integration(supplier)).toMatchObject({
      tenantName: VENUE_BOOKS,
      accountCode: null,
      taxType: null,
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
    });
  });
});

describe('who may do what', () => {
  it('lets a plain member read but not connect, see options or change settings (403); a stranger gets 404', async () => {
    const supplier = await freshOrganisation('supplier');
    expect((await integration(supplier, member)).canManage).toBe(false);
    expect(parseError(await call(member, 'POST', supplier.at('/connect')), 403).message).toMatch(/owner or admin/);
    expect(parseError(await call(member, 'GET', supplier.at('/options')), 403).code).toBe('forbidden');
    const settingsBody = {
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
    };
    expect(parseError(await call(member, 'PUT', supplier.at('/settings'), settingsBody), 403).code).toBe('forbidden');
    expect(parseError(await call(member, 'DELETE', supplier.at()), 403).code).toBe('forbidden');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/connect'],
      ['GET', '/options'],
      ['DELETE', ''],
    ] as const) {
      expect(parseError(await call(stranger, method, supplier.at(path)), 404).message).toBe('Supplier not found');
    }
    expect(parseError(await call(stranger, 'PUT', supplier.at('/settings'), settingsBody), 404).code).toBe('not_found');
    // the venue route doesn't reach a supplier
    expect((await call(owner, 'GET', `/api/venues/${supplier.id}/integrations/xero`)).statusCode).toBe(404);
  });

  it('says Xero is not available on a server without a Xero app', async () => {
    // another instance on the same database, as a server without XERO_* would be; it trusts the same tokens
    const plain = await createTestApp({
      sameDatabaseAs: t,
      auth: { publicUrl: t.baseUrl! },
    });
    try {
      const supplier = await freshOrganisation('supplier');
      const response = await callAs(plain, owner, 'GET', supplier.at());
      expect(parseAnswer(response, 200, XeroIntegration)).toMatchObject({
        available: false,
        status: 'disconnected',
        canManage: true,
      });
      expect(parseError(await callAs(plain, owner, 'POST', supplier.at('/connect')), 409).message).toMatch(/Xero isn't set up on this server/);
      expect(parseError(await callAs(plain, owner, 'POST', '/api/integrations/xero/callback', { query: 'code=a&state=b' }), 409).code).toBe(
        'conflict',
      );
    } finally {
      await plain.close();
    }
  });
});

describe('options and settings', () => {
  it('offers a supplier its active revenue accounts and a venue its active expense accounts, with the tax rates that apply', async () => {
    const supplier = await freshOrganisation('supplier');
    expect(parseError(await call(owner, 'GET', supplier.at('/options')), 409).message).toBe('Connect Xero first');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    expect(parseAnswer(await call(admin, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions)).toEqual({
      accounts: [{ code: '200', name: 'Sales', type: 'REVENUE' }],
      taxRates: [
        { taxType: 'OUTPUT', name: 'GST on Income', ratePercent: 10 },
        { taxType: 'EXEMPTOUTPUT', name: 'GST Free Income', ratePercent: 0 },
        { taxType: 'BASEXCLUDED', name: 'BAS Excluded', ratePercent: 0 },
      ],
    });

    const venue = await freshOrganisation('venue');
    await connectTo(venue, [VENUE_BOOKS]);
    const options = parseAnswer(await call(owner, 'GET', venue.at('/options')), 200, XeroIntegrationOptions);
    // 499 "Old expenses" is archived
    expect(options.accounts).toEqual([
      { code: '310', name: 'Cost of Goods Sold', type: 'DIRECTCOSTS' },
      { code: '400', name: 'Advertising', type: 'EXPENSE' },
    ]);
    expect(options.taxRates.map((rate) => rate.taxType)).toEqual(['INPUT', 'EXEMPTEXPENSES', 'BASEXCLUDED']);
  });

  it("checks the settings against the organisation's own Xero, naming the field, and changes nothing when refused", async () => {
    const supplier = await freshOrganisation('supplier');
    const put = (person: Person, body: unknown) => call(person, 'PUT', supplier.at('/settings'), body);
    expect(
      parseError(
        await put(owner, {
          accountCode: '200',
          taxType: 'OUTPUT',
          invoiceStatus: 'DRAFT',
        }),
        409,
      ).message,
    ).toBe('Connect Xero first');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    const saved = parseAnswer(
      await put(admin, {
        accountCode: '200',
        taxType: 'OUTPUT',
        invoiceStatus: 'AUTHORISED',
        syncOn: 'deliver',
      }),
      200,
      XeroIntegration,
    );
    expect(saved).toMatchObject({
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
      status: 'connected',
    });

    const refused = parseError(
      await put(owner, {
        accountCode: '310',
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
        field: 'taxType',
        message: 'INPUT is not an active tax rate for revenue in Hop Valley Brewing',
      },
    ]);
    expect(refused.message).toContain('accountCode: 310 is not an active revenue account in Hop Valley Brewing');
    expect(
      parseError(
        await put(owner, {
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
      taxType: 'OUTPUT',
      invoiceStatus: 'AUTHORISED',
      syncOn: 'deliver',
    });
    // without syncOn, a supplier's choice stays
    expect(
      parseAnswer(
        await put(owner, {
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
      await call(owner, 'PUT', venue.at('/settings'), {
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
        await call(owner, 'PUT', venue.at('/settings'), {
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
        await call(owner, 'PUT', venue.at('/settings'), {
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
    expect(parseError(await call(owner, 'GET', supplier.at('/options')), 503).message).toBe('Xero did not answer; try again');
  });
});

describe('disconnecting', () => {
  it('revokes the grant in Xero and keeps the account settings for a reconnect', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await call(owner, 'PUT', supplier.at('/settings'), {
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
    });
    const { connectionId } = (await integrationRowOf(t.database.db, supplier.id))!;
    const view = parseAnswer(await call(admin, 'DELETE', supplier.at()), 200, XeroIntegration);
    expect(view).toMatchObject({
      status: 'disconnected',
      tenantName: null,
      connectedBy: null,
      accountCode: '200',
      taxType: 'OUTPUT',
    });
    expect(await fakeState()).toMatchObject({ grants: [], connections: [] });
    const called = fake.requests().map((request) => `${request.method} ${request.path}`);
    expect(called).toEqual(expect.arrayContaining([`DELETE /connections/${connectionId}`, 'POST /connect/revocation']));
    expect(await integrationRowOf(t.database.db, supplier.id)).toMatchObject({
      status: 'disconnected',
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    // again: nothing to do, same answer
    expect(parseAnswer(await call(owner, 'DELETE', supplier.at()), 200, XeroIntegration).status).toBe('disconnected');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    // each connect and the one real disconnect are in the audit log (the second DELETE changed nothing)
    expect((await auditActions(supplier)).filter((action) => action.startsWith('integration.'))).toEqual([
      'integration.connected',
      'integration.disconnected',
      'integration.connected',
    ]);
    expect(await integration(supplier)).toMatchObject({
      status: 'connected',
      accountCode: '200',
      taxType: 'OUTPUT',
    });
  });

  it('disconnects in Tapline when the tokens are dead or Xero is down, without telling anyone to reconnect', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await control('expire-access-token');
    await control('expire-refresh-token');
    const row = (await integrationRowOf(t.database.db, supplier.id))!;
    await setTokenExpiry(t.database.db, row.id, new Date(Date.now() - 60_000));
    expect(parseAnswer(await call(owner, 'DELETE', supplier.at()), 200, XeroIntegration).status).toBe('disconnected');
    expect(tokenRequests('refresh_token')).toHaveLength(0);
    expect(await notificationKinds(owner, supplier)).not.toContain('xero_reconnect_needed');

    const venue = await freshOrganisation('venue');
    await connectTo(venue, [VENUE_BOOKS]);
    await control('fault', { route: '/connections/', status: 503 });
    await control('fault', { route: '/connect/revocation', status: 503 });
    expect(parseAnswer(await call(owner, 'DELETE', venue.at()), 200, XeroIntegration).status).toBe('disconnected');
    expect((await integrationRowOf(t.database.db, venue.id))?.refreshTokenEncrypted).toBeNull();
  });

  it('keeps a grant another organisation uses through the same Xero user', async () => {
    const supplier = await freshOrganisation('supplier');
    const venue = await freshOrganisation('venue');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await connectTo(venue, [VENUE_BOOKS]);
    parseAnswer(await call(owner, 'DELETE', venue.at()), 200, XeroIntegration);
    expect(fake.requests().filter((request) => request.path === '/connect/revocation')).toHaveLength(0);
    expect((await fakeState()).connections.map((connection) => connection.tenantName)).toEqual([SUPPLIER_BOOKS]);
    expect(parseAnswer(await call(owner, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions).accounts).toHaveLength(1);
  });
});

describe('keeping the tokens fresh (withXeroAccess)', () => {
  async function connectedSupplier() {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    const row = (await integrationRowOf(t.database.db, supplier.id))!;
    return { supplier, row };
  }

  it('refreshes an access token near its end and stores both new tokens', async () => {
    const { supplier, row } = await connectedSupplier();
    await setTokenExpiry(t.database.db, row.id, new Date(Date.now() + 60_000));
    parseAnswer(await call(owner, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions);
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    const after = (await integrationRowOf(t.database.db, supplier.id))!;
    expect(after.accessTokenEncrypted).not.toBe(row.accessTokenEncrypted);
    expect(decryptToken(after.refreshTokenEncrypted!, settings.tokenEncryptionKey)).toBe((await fakeState()).grants[0]!.refreshToken);
    expect(decryptToken(after.refreshTokenEncrypted!, settings.tokenEncryptionKey)).not.toBe(
      decryptToken(row.refreshTokenEncrypted!, settings.tokenEncryptionKey),
    );
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('makes one token request when two instances need a refresh at once (row lock)', async () => {
    const { row } = await connectedSupplier();
    await setTokenExpiry(t.database.db, row.id, new Date(Date.now() + 60_000));
    // a second pool onto the database on PostgreSQL (closed with the app's); PGlite has one connection
    const second = await t.database.connectAgain();
    const clock = () => new Date();
    const one = xeroDepsOf({ db: t.database.db, settings, clock })!;
    const two = xeroDepsOf({ db: second.db, settings, clock })!;
    expect(one.client).not.toBe(two.client);
    const [a, b] = await Promise.all([
      withXeroAccess(one, row.id, async (context) => context),
      withXeroAccess(two, row.id, async (context) => context),
    ]);
    expect(a).toEqual(b);
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    // and the token works
    expect((await one.client.listAccounts(a)).data.length).toBeGreaterThan(0);
  });

  it('marks the integration needs_reconnecting when its tokens were sealed with another key (XERO_TOKEN_KEY changed)', async () => {
    const { supplier, row } = await connectedSupplier();
    const otherKey = randomBytes(32);
    await resealTokens(t.database.db, row.id, encryptToken('old-access', otherKey), encryptToken('old-refresh', otherKey));
    expect(parseError(await call(owner, 'GET', supplier.at('/options')), 409).message).toMatch(/needs reconnecting/);
    const view = await integration(supplier);
    expect(view.status).toBe('needs_reconnecting');
    expect(view.lastError).toMatch(/XERO_TOKEN_KEY changed/);
    expect(await notificationKinds(owner, supplier)).toEqual(['xero_reconnect_needed']);
    expect(tokenRequests('refresh_token')).toHaveLength(0);
  });

  it('marks the integration needs_reconnecting when Xero refuses the refresh, telling owners and admins only', async () => {
    const { supplier, row } = await connectedSupplier();
    await control('expire-refresh-token');
    await setTokenExpiry(t.database.db, row.id, new Date(Date.now() + 60_000));
    expect(parseError(await call(owner, 'GET', supplier.at('/options')), 409).message).toBe(
      'The Xero connection needs reconnecting: connect it again from the integrations page',
    );
    const view = await integration(supplier);
    expect(view).toMatchObject({
      status: 'needs_reconnecting',
      tenantName: SUPPLIER_BOOKS,
    });
    expect(view.lastError).toMatch(/Xero refused to renew the connection/);
    expect(await notificationKinds(owner, supplier)).toEqual(['xero_reconnect_needed']);
    expect(await notificationKinds(admin, supplier)).toEqual(['xero_reconnect_needed']);
    expect(await notificationKinds(member, supplier)).toEqual([]);
    expect(await integrationRowOf(t.database.db, supplier.id)).toMatchObject({
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    expect((await auditActions(supplier)).filter((action) => action.startsWith('integration.'))).toEqual(['integration.connected', 'integration.needs_reconnecting']);
    // settings need a working connection; reconnecting mends it
    expect(
      parseError(
        await call(owner, 'PUT', supplier.at('/settings'), {
          accountCode: '200',
          taxType: 'OUTPUT',
          invoiceStatus: 'DRAFT',
        }),
        409,
      ).message,
    ).toMatch(/reconnecting/);
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    expect(await integration(supplier)).toMatchObject({
      status: 'connected',
      lastError: null,
    });
  });

  it('marks the integration needs_reconnecting, once, when Xero refuses a valid token (the connection was removed in Xero)', async () => {
    const { supplier } = await connectedSupplier();
    await control('disconnect-from-xero', { tenantId: tenantId(SUPPLIER_BOOKS) });
    try {
      expect(parseError(await call(owner, 'GET', supplier.at('/options')), 409).message).toMatch(/Xero refused access/);
      const view = await integration(supplier);
      expect(view.status).toBe('needs_reconnecting');
      expect(view.lastError).toMatch(/the connection may have been removed in Xero/);
      // the next call knows without asking Xero, and nobody is told twice
      const calls = fake.requests().length;
      expect(parseError(await call(owner, 'GET', supplier.at('/options')), 409).message).toMatch(/needs reconnecting/);
      expect(fake.requests().slice(calls).filter((request) => request.path.startsWith('/api.xro'))).toEqual([]);
      expect(await notificationKinds(owner, supplier)).toEqual(['xero_reconnect_needed']);
      expect((await auditActions(supplier)).filter((action) => action.startsWith('integration.'))).toEqual(['integration.connected', 'integration.needs_reconnecting']);
    } finally {
      await connectTo(supplier, [SUPPLIER_BOOKS]);
    }
    expect(await integration(supplier)).toMatchObject({ status: 'connected', lastError: null });
  });

  it('leaves a connection alone when the refused token is no longer the one it holds (connected again meanwhile)', async () => {
    const { supplier, row } = await connectedSupplier();
    const deps = xeroDepsOf({ db: t.database.db, settings, clock: () => new Date() })!;
    await expect(
      withXeroAccess(deps, row.id, async () => {
        // as if a person connected again while this call was out
        await resealTokens(t.database.db, row.id, encryptToken('newer-access', settings.tokenEncryptionKey), encryptToken('newer-refresh', settings.tokenEncryptionKey));
        throw new XeroUnauthorizedError(401, 'AuthenticationUnsuccessful', {});
      }),
    ).rejects.toBeInstanceOf(XeroUnauthorizedError);
    expect((await integration(supplier)).status).toBe('connected');
    expect(await notificationKinds(owner, supplier)).toEqual([]);
  });
});
