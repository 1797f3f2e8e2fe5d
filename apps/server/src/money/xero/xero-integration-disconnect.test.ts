import { describe, expect, it } from 'vitest';
import { XeroIntegration, XeroIntegrationOptions } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { SUPPLIER_BOOKS, VENUE_BOOKS, xeroIntegrationTestKit } from '../../../test/support/xero-integration-kit';
import { integrationRowOf, setTokenExpiry } from '../../../test/support/queries/xero-integration-testing.queries';

// Disconnecting: the grant given back to Xero where nothing else uses it, the account settings kept for a reconnect.

const { kit, call, control, fakeState, tokenRequests, freshOrganisation, connectTo, integration, auditActions, notificationKinds } =
  xeroIntegrationTestKit();

describe('disconnecting', () => {
  it('revokes the grant in Xero and keeps the account settings for a reconnect', async () => {
    const supplier = await freshOrganisation('supplier');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await call(kit.owner, 'PUT', supplier.at('/settings'), {
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
    });
    const { connectionId } = (await integrationRowOf(kit.t.database.db, supplier.id))!;
    const view = parseAnswer(await call(kit.admin, 'DELETE', supplier.at()), 200, XeroIntegration);
    expect(view).toMatchObject({
      status: 'disconnected',
      tenantName: null,
      connectedBy: null,
      accountCode: '200',
      taxType: 'OUTPUT',
    });
    expect(await fakeState()).toMatchObject({ grants: [], connections: [] });
    const called = kit.fake.requests().map((request) => `${request.method} ${request.path}`);
    expect(called).toEqual(expect.arrayContaining([`DELETE /connections/${connectionId}`, 'POST /connect/revocation']));
    expect(await integrationRowOf(kit.t.database.db, supplier.id)).toMatchObject({
      status: 'disconnected',
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    // again: nothing to do, same answer
    expect(parseAnswer(await call(kit.owner, 'DELETE', supplier.at()), 200, XeroIntegration).status).toBe('disconnected');
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
    const row = (await integrationRowOf(kit.t.database.db, supplier.id))!;
    await setTokenExpiry(kit.t.database.db, row.id, new Date(Date.now() - 60_000));
    expect(parseAnswer(await call(kit.owner, 'DELETE', supplier.at()), 200, XeroIntegration).status).toBe('disconnected');
    expect(tokenRequests('refresh_token')).toHaveLength(0);
    expect(await notificationKinds(kit.owner, supplier)).not.toContain('xero_reconnect_needed');

    const venue = await freshOrganisation('venue');
    await connectTo(venue, [VENUE_BOOKS]);
    await control('fault', { route: '/connections/', status: 503 });
    await control('fault', { route: '/connect/revocation', status: 503 });
    expect(parseAnswer(await call(kit.owner, 'DELETE', venue.at()), 200, XeroIntegration).status).toBe('disconnected');
    expect((await integrationRowOf(kit.t.database.db, venue.id))?.refreshTokenEncrypted).toBeNull();
  });

  it('keeps a grant another organisation uses through the same Xero user', async () => {
    const supplier = await freshOrganisation('supplier');
    const venue = await freshOrganisation('venue');
    await connectTo(supplier, [SUPPLIER_BOOKS]);
    await connectTo(venue, [VENUE_BOOKS]);
    parseAnswer(await call(kit.owner, 'DELETE', venue.at()), 200, XeroIntegration);
    expect(kit.fake.requests().filter((request) => request.path === '/connect/revocation')).toHaveLength(0);
    expect((await fakeState()).connections.map((connection) => connection.tenantName)).toEqual([SUPPLIER_BOOKS]);
    expect(parseAnswer(await call(kit.owner, 'GET', supplier.at('/options')), 200, XeroIntegrationOptions).accounts).toHaveLength(1);
  });
});
