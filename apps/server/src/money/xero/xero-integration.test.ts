import { describe, expect, it } from 'vitest';
import { createMembership } from '@tapline/db/testing';
import { XeroCallbackResult, XeroIntegration } from '@tapline/contracts';
import { signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { SUPPLIER_BOOKS, VENUE_BOOKS, xeroIntegrationTestKit } from '../../../test/support/xero-integration-kit';
import { connectRequestOf, expireConnectRequest, integrationRowOf } from '../../../test/support/queries/xero-integration-testing.queries';
import { decryptToken } from './xero-token-encryption';

const {
  kit,
  call,
  control,
  fakeState,
  tenantId,
  tokenRequests,
  freshOrganisation,
  startConnect,
  consent,
  callback,
  connectTo,
  integration,
} = xeroIntegrationTestKit();

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
    const request = await connectRequestOf(kit.t.database.db, state);
    expect(request).toMatchObject({
      organisationId: supplier.id,
      userId: kit.owner.userId,
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
    expect(await connectRequestOf(kit.t.database.db, state)).toBeUndefined();
    // the connections of this consent only (docs/protocols/xero.md, Grants, tenants and Tapline organisations)
    expect(kit.fake.requests().find((recorded) => recorded.path.startsWith('/connections'))?.path).toMatch(/^\/connections\?authEventId=/);

    const view = await integration(supplier);
    expect(view).toMatchObject({
      available: true,
      status: 'connected',
      tenantName: SUPPLIER_BOOKS,
      connectedBy: { id: kit.owner.userId, name: 'Olive Owner' },
      accountCode: null,
      invoiceStatus: 'DRAFT',
      // sent when its tax invoice is issued: on delivery, the invoice settings' default (decision 0162)
      syncOn: 'deliver',
      lastError: null,
      canManage: true,
    });
    expect(view.connectedAt).not.toBeNull();
    expect((await integration(supplier, kit.member)).canManage).toBe(false);

    const row = (await integrationRowOf(kit.t.database.db, supplier.id))!;
    const [grant] = (await fakeState()).grants;
    const refreshToken = decryptToken(row.refreshTokenEncrypted!, kit.settings.tokenEncryptionKey);
    const accessToken = decryptToken(row.accessTokenEncrypted!, kit.settings.tokenEncryptionKey);
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
    const sealed = (await connectRequestOf(kit.t.database.db, offered.state))!;
    expect(sealed.tokensEncrypted).toMatch(/^v1\./);
    expect(sealed.tokensEncrypted).not.toContain((await fakeState()).grants[0]!.refreshToken);

    // only an offered organisation
    const wrong = parseError(
      await call(kit.owner, 'POST', '/api/integrations/xero/choose', {
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
        await call(kit.admin, 'POST', '/api/integrations/xero/choose', {
          state: offered.state,
          tenantId: tenantId(VENUE_BOOKS),
        }),
        403,
      ).message,
    ).toMatch(/started by someone else/);

    const chosen = await call(kit.owner, 'POST', '/api/integrations/xero/choose', {
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
    expect(kit.fake.requests().filter((request) => request.method === 'DELETE' && request.path.startsWith('/connections/'))).toHaveLength(
      1,
    );
    expect(unchosen.tenantId).toBe(tenantId(SUPPLIER_BOOKS));

    // the choice is made once
    expect(
      parseError(
        await call(kit.owner, 'POST', '/api/integrations/xero/choose', {
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
      await call(kit.owner, 'POST', '/api/integrations/xero/choose', {
        state: offered.state,
        tenantId: tenantId(VENUE_BOOKS),
      }),
      200,
      XeroCallbackResult,
    );
    // Xero keeps one connection per user and organisation: deleting it would cut the supplier off
    expect(kit.fake.requests().filter((request) => request.method === 'DELETE')).toEqual([]);
    expect((await fakeState()).connections.map((connection) => connection.tenantName).sort()).toEqual([SUPPLIER_BOOKS, VENUE_BOOKS]);
  });

  it("refuses another person's connect attempt (403) and leaves it to its owner", async () => {
    const supplier = await freshOrganisation('supplier');
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const query = await consent(await startConnect(supplier, kit.owner));
    expect(parseError(await callback(query, kit.admin), 403).message).toBe(
      'This Xero connection was started by someone else; start your own from the integrations page',
    );
    expect(parseAnswer(await callback(query, kit.owner), 200, XeroCallbackResult).outcome).toBe('connected');
  });

  it('refuses an expired attempt, a replayed callback and a callback without a state (400), connecting once', async () => {
    const supplier = await freshOrganisation('supplier');
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const expired = await startConnect(supplier);
    await expireConnectRequest(kit.t.database.db, new URL(expired).searchParams.get('state')!);
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
    expect(await connectRequestOf(kit.t.database.db, new URL(authorizationUrl).searchParams.get('state')!)).toBeUndefined();
    expect((await integration(supplier)).status).toBe('disconnected');
    expect(tokenRequests('authorization_code')).toHaveLength(0);

    // a consent that connected no Xero organisation: the empty grant goes back
    await control('authorize-as', { tenantIds: [] });
    const none = parseError(await callback(await consent(await startConnect(supplier))), 400);
    expect(none.message).toMatch(/^No Xero organisation was connected/);
    expect(kit.fake.requests().filter((request) => request.path === '/connect/revocation')).toHaveLength(1);
    expect((await integration(supplier)).status).toBe('disconnected');
  });

  it('refuses a callback from someone who is no longer an owner or admin', async () => {
    const supplier = await freshOrganisation('supplier');
    const person = await signedInUser(kit.t, { name: 'Fleeting Admin' });
    await createMembership(kit.t.database.db, {
      organisationId: supplier.id,
      userId: person.userId,
      organisationRole: 'admin',
    });
    await control('authorize-as', { tenantIds: [tenantId(SUPPLIER_BOOKS)] });
    const query = await consent(await startConnect(supplier, person));
    await call(kit.owner, 'PUT', `/api/suppliers/${supplier.id}/users/${person.userId}/role`, { organisationRole: 'member' });
    expect(parseError(await callback(query, person), 403).message).toMatch(
      /Only an owner or admin of Hop Valley Brewing can connect its Xero/,
    );
    expect((await integration(supplier)).status).toBe('disconnected');
  });

  it('keeps the account settings when the same Xero organisation reconnects, and clears them for another', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    parseAnswer(
      await call(kit.owner, 'PUT', supplier.at('/settings'), {
        accountCode: '200',
        taxType: 'OUTPUT',
        invoiceStatus: 'AUTHORISED',
        syncOn: 'deliver',
      }),
      200,
      XeroIntegration,
    );
    await connectTo(supplier, [SUPPLIER_BOOKS], kit.admin);
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
