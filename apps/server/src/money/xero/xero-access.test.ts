import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { XeroIntegrationOptions } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { SUPPLIER_BOOKS, xeroIntegrationTestKit } from '../../../test/support/xero-integration-kit';
import { integrationRowOf, resealTokens, setTokenExpiry } from '../../../test/support/queries/xero-integration-testing.queries';
import { withXeroAccess } from './xero-access';
import { XeroUnauthorizedError } from './xero-errors';
import { decryptToken, encryptToken } from './xero-token-encryption';
import { xeroDepsOf } from './xero.plugin';

// The tokens of a connection kept fresh by withXeroAccess, and a connection Xero no longer honours marked for reconnecting.

const {
  kit,
  call,
  control,
  fakeState,
  tenantId,
  tokenRequests,
  freshOrganisation,
  connectTo,
  integration,
  auditActions,
  notificationKinds,
} = xeroIntegrationTestKit();

describe('keeping the tokens fresh (withXeroAccess)', () => {
  async function connectedSupplier() {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    const row = (await integrationRowOf(kit.t.database.db, supplier.id))!;
    return { supplier, row };
  }

  it('refreshes an access token near its end and stores both new tokens', async () => {
    const { supplier, row } = await connectedSupplier();
    await setTokenExpiry(kit.t.database.db, row.id, new Date(Date.now() + 60_000));
    parseAnswer(await call(kit.owner, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions);
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    const after = (await integrationRowOf(kit.t.database.db, supplier.id))!;
    expect(after.accessTokenEncrypted).not.toBe(row.accessTokenEncrypted);
    expect(decryptToken(after.refreshTokenEncrypted!, kit.settings.tokenEncryptionKey)).toBe((await fakeState()).grants[0]!.refreshToken);
    expect(decryptToken(after.refreshTokenEncrypted!, kit.settings.tokenEncryptionKey)).not.toBe(
      decryptToken(row.refreshTokenEncrypted!, kit.settings.tokenEncryptionKey),
    );
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('makes one token request when two instances need a refresh at once (row lock)', async () => {
    const { row } = await connectedSupplier();
    await setTokenExpiry(kit.t.database.db, row.id, new Date(Date.now() + 60_000));
    // a second pool onto the database on PostgreSQL (closed with the app's); PGlite has one connection
    const second = await kit.t.database.connectAgain();
    const clock = () => new Date();
    const one = xeroDepsOf({ db: kit.t.database.db, settings: kit.settings, clock })!;
    const two = xeroDepsOf({ db: second.db, settings: kit.settings, clock })!;
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
    await resealTokens(kit.t.database.db, row.id, encryptToken('old-access', otherKey), encryptToken('old-refresh', otherKey));
    expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 409).message).toMatch(/needs reconnecting/);
    const view = await integration(supplier);
    expect(view.status).toBe('needs_reconnecting');
    expect(view.lastError).toMatch(/XERO_TOKEN_KEY changed/);
    expect(await notificationKinds(kit.owner, supplier)).toEqual(['xero_reconnect_needed']);
    expect(tokenRequests('refresh_token')).toHaveLength(0);
  });

  it('marks the integration needs_reconnecting when Xero refuses the refresh, telling owners and admins only', async () => {
    const { supplier, row } = await connectedSupplier();
    await control('expire-refresh-token');
    await setTokenExpiry(kit.t.database.db, row.id, new Date(Date.now() + 60_000));
    expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 409).message).toBe(
      'The Xero connection needs reconnecting: connect it again from the integrations page',
    );
    const view = await integration(supplier);
    expect(view).toMatchObject({
      status: 'needs_reconnecting',
      tenantName: SUPPLIER_BOOKS,
    });
    expect(view.lastError).toMatch(/Xero refused to renew the connection/);
    expect(await notificationKinds(kit.owner, supplier)).toEqual(['xero_reconnect_needed']);
    expect(await notificationKinds(kit.admin, supplier)).toEqual(['xero_reconnect_needed']);
    expect(await notificationKinds(kit.member, supplier)).toEqual([]);
    expect(await integrationRowOf(kit.t.database.db, supplier.id)).toMatchObject({
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    expect((await auditActions(supplier)).filter((action) => action.startsWith('integration.'))).toEqual([
      'integration.connected',
      'integration.needs_reconnecting',
    ]);
    // settings need a working connection; reconnecting mends it
    expect(
      parseError(
        await call(kit.owner, 'PUT', supplier.at('/settings'), {
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
      expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 409).message).toMatch(/Xero refused access/);
      const view = await integration(supplier);
      expect(view.status).toBe('needs_reconnecting');
      expect(view.lastError).toMatch(/the connection may have been removed in Xero/);
      // the next call knows without asking Xero, and nobody is told twice
      const calls = kit.fake.requests().length;
      expect(parseError(await call(kit.owner, 'GET', supplier.at('/options')), 409).message).toMatch(/needs reconnecting/);
      expect(
        kit.fake
          .requests()
          .slice(calls)
          .filter((request) => request.path.startsWith('/api.xro')),
      ).toEqual([]);
      expect(await notificationKinds(kit.owner, supplier)).toEqual(['xero_reconnect_needed']);
      expect((await auditActions(supplier)).filter((action) => action.startsWith('integration.'))).toEqual([
        'integration.connected',
        'integration.needs_reconnecting',
      ]);
    } finally {
      await connectTo(supplier, [SUPPLIER_BOOKS]);
    }
    expect(await integration(supplier)).toMatchObject({ status: 'connected', lastError: null });
  });

  it('leaves a connection alone when the refused token is no longer the one it holds (connected again meanwhile)', async () => {
    const { supplier, row } = await connectedSupplier();
    const deps = xeroDepsOf({ db: kit.t.database.db, settings: kit.settings, clock: () => new Date() })!;
    await expect(
      withXeroAccess(deps, row.id, async () => {
        // as if a person connected again while this call was out
        await resealTokens(
          kit.t.database.db,
          row.id,
          encryptToken('newer-access', kit.settings.tokenEncryptionKey),
          encryptToken('newer-refresh', kit.settings.tokenEncryptionKey),
        );
        throw new XeroUnauthorizedError(401, 'AuthenticationUnsuccessful', {});
      }),
    ).rejects.toBeInstanceOf(XeroUnauthorizedError);
    expect((await integration(supplier)).status).toBe('connected');
    expect(await notificationKinds(kit.owner, supplier)).toEqual([]);
  });
});
