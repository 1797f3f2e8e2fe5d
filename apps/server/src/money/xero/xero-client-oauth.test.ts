import { describe, expect, it } from 'vitest';
import { xeroClientTestKit } from '../../../test/support/xero-client-kit';
import { XeroNotFoundError, XeroOAuthError, XeroUnauthorizedError } from './xero-errors';
import { XERO_SCOPES } from './xero-settings';

const { kit, control, consent, connect, supplierContext } = xeroClientTestKit();

function tokenRequests(grantType: string) {
  return kit.fake
    .requests()
    .filter((request) => request.path === '/connect/token' && new URLSearchParams(request.body).get('grant_type') === grantType);
}

describe('connecting (OAuth 2.0 authorization code with PKCE and state)', () => {
  it('builds the authorize URL, exchanges the code with Basic auth and the verifier, and lists the consented tenants', async () => {
    const request = await kit.client.authorizationRequest();
    const authorize = new URL(request.url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kit.fake.url}/identity/connect/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: kit.fake.clientId,
      redirect_uri: kit.fake.redirectUri,
      scope: 'offline_access accounting.invoices accounting.contacts accounting.settings.read',
      state: request.state,
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const callback = await consent(request.url);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const tokens = await kit.client.exchangeCode(callback, request);
    expect(tokens).toMatchObject({ scope: XERO_SCOPES, authEventId: expect.any(String) });
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const [exchange] = tokenRequests('authorization_code');
    expect(exchange?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${kit.fake.clientId}:${kit.fake.clientSecret}`).toString('base64')}`,
    );
    expect(new URLSearchParams(exchange?.body).get('code_verifier')).toBe(request.codeVerifier);

    const connections = await kit.client.listConnections(tokens.accessToken, tokens.authEventId);
    expect(connections.data.map((connection) => connection.tenantName).sort()).toEqual(['Hop Valley Brewing', 'The Corner Bistro']);
    expect(connections.data[0]).toMatchObject({ tenantType: 'ORGANISATION', authEventId: tokens.authEventId, id: expect.any(String) });
    const listed = kit.fake.requests().find((recorded) => recorded.path.startsWith('/connections'));
    expect(listed?.path).toBe(`/connections?authEventId=${tokens.authEventId}`);
    expect(listed?.headers['xero-tenant-id']).toBeUndefined();
  });

  it('refuses a callback whose state is not the one it sent, and a refusal at the consent page', async () => {
    const request = await kit.client.authorizationRequest();
    const callback = await consent(request.url);
    await expect(kit.client.exchangeCode(callback, { ...request, state: 'someone-elses' })).rejects.toMatchObject({
      error: 'invalid_state',
    });

    await control('authorize-as', { deny: true });
    const denied = await kit.client.authorizationRequest();
    const error = await kit.client.exchangeCode(await consent(denied.url), denied).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroOAuthError);
    expect(error).toMatchObject({ error: 'access_denied' });
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const request = await kit.client.authorizationRequest();
    const callback = await consent(request.url);
    await expect(kit.client.exchangeCode(callback, { ...request, codeVerifier: 'x'.repeat(43) })).rejects.toMatchObject({
      error: 'invalid_grant',
      reconnectNeeded: true,
    });
  });

  it('disconnects one organisation, and revoking the grant ends every connection', async () => {
    const { tokens, connections } = await connect();
    await kit.client.deleteConnection(tokens.accessToken, connections[0]?.id ?? '');
    expect((await kit.client.listConnections(tokens.accessToken)).data).toHaveLength(1);
    await expect(kit.client.deleteConnection(tokens.accessToken, connections[0]?.id ?? '')).rejects.toBeInstanceOf(XeroNotFoundError);

    await kit.client.revoke(tokens.refreshToken);
    await expect(kit.client.listConnections(tokens.accessToken)).rejects.toBeInstanceOf(XeroUnauthorizedError);
    await expect(kit.client.refresh('grant-1', tokens.refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
      reconnectNeeded: true,
    });
  });
});

describe('refreshing', () => {
  it('rotates the refresh token; the old one is honoured for the grace period only', async () => {
    const { tokens } = await connect();
    const first = await kit.client.refresh('grant-1', tokens.refreshToken);
    expect(first.refreshToken).not.toBe(tokens.refreshToken);
    expect(first.accessToken).not.toBe(tokens.accessToken);
    expect((await kit.client.listConnections(first.accessToken)).data).toHaveLength(2);

    // a lost answer: the old token again, inside 30 minutes, gets the same new pair
    const again = await kit.client.refresh('grant-1', tokens.refreshToken);
    expect(again.refreshToken).toBe(first.refreshToken);

    await control('clock', { advanceSeconds: 31 * 60 });
    await expect(kit.client.refresh('grant-1', tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    const second = await kit.client.refresh('grant-1', first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('sends one token request for concurrent refreshes of one grant', async () => {
    const { tokens } = await connect();
    const [a, b, c] = await Promise.all([
      kit.client.refresh('grant-1', tokens.refreshToken),
      kit.client.refresh('grant-1', tokens.refreshToken),
      kit.client.refresh('grant-1', tokens.refreshToken),
    ]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    // settled: the next refresh is a new request
    await kit.client.refresh('grant-1', a.refreshToken);
    expect(tokenRequests('refresh_token')).toHaveLength(2);
  });

  it('turns an expired refresh token into a typed "reconnect needed" error', async () => {
    const { tokens } = await connect();
    await control('expire-refresh-token');
    const error = await kit.client.refresh('grant-1', tokens.refreshToken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroOAuthError);
    expect(error).toMatchObject({ error: 'invalid_grant', reconnectNeeded: true, status: 400 });
  });

  it('says when the access token has expired, so the caller refreshes and retries', async () => {
    const context = await supplierContext();
    await control('expire-access-token');
    const error = await kit.client.listAccounts(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroUnauthorizedError);
    expect(error).toMatchObject({
      status: 401,
      tokenExpired: true,
      detail: expect.stringMatching(/^TokenExpired: token expired at \d\d\/\d\d\/\d{4} /),
    });
  });
});
