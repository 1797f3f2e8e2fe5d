import type { Database } from '@tapline/db';
import { type Clock, notifyMembers, recordAudit } from '../../identity';
import { lockIntegrationTokens, setIntegrationNeedsReconnecting, storeIntegrationTokens } from './xero-access.queries';
import type { XeroClient } from './xero-client';
import { XeroOAuthError, XeroUnauthorizedError } from './xero-errors';
import type { XeroSettings } from './xero-settings';
import { decryptToken, encryptToken, TokenDecryptionError } from './xero-token-encryption';
import type { XeroTenantContext, XeroTokenSet } from './xero-types';

/** What every Xero-using part of the server needs (built once in app.ts when XERO_* is set). */
export interface XeroDeps {
  db: Database;
  settings: XeroSettings & { tokenEncryptionKey: Buffer };
  client: XeroClient;
  clock: Clock;
}

/** A refresh is made when the access token has less than this left (Xero's last 30 minutes). */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The integration is not connected (never, disconnected, or waiting for a reconnect): nothing can be sent. */
export class XeroNotConnectedError extends Error {
  constructor(readonly status: string) {
    super(status === 'needs_reconnecting' ? 'The Xero connection needs reconnecting' : 'Xero is not connected');
    this.name = 'XeroNotConnectedError';
  }
}

/** Seals a token set's two tokens for the integrations row. */
export function sealTokens(deps: Pick<XeroDeps, 'settings'>, tokens: XeroTokenSet) {
  const key = deps.settings.tokenEncryptionKey;
  return {
    accessTokenEncrypted: encryptToken(tokens.accessToken, key),
    refreshTokenEncrypted: encryptToken(tokens.refreshToken, key),
    tokenExpiresAt: tokens.expiresAt,
  };
}

/**
 * Marks the integration "needs reconnecting" and tells its owners and admins (in `tx`). Xero refused the refresh
 * token: only a person consenting again can mend it.
 */
async function markNeedsReconnecting(
  tx: Database,
  integration: { id: string; organisationId: string; organisationType: string },
  reason: string,
) {
  await setIntegrationNeedsReconnecting(tx, integration.id, reason);
  await recordAudit(tx, {
    organisationId: integration.organisationId,
    actorId: null,
    action: 'integration.needs_reconnecting',
    targetType: 'integration',
    targetId: integration.id,
    before: { provider: 'xero', status: 'connected' },
    after: { provider: 'xero', status: 'needs_reconnecting', reason },
  });
  await notifyMembers(tx, {
    organisationId: integration.organisationId,
    kind: 'xero_reconnect_needed',
    title: 'Xero needs reconnecting',
    body: `${reason} Nothing is sent to Xero until an owner or admin connects again.`,
    link: `/dash/${integration.organisationType}s/${integration.organisationId}/settings/integrations/xero`,
    roles: ['owner', 'admin'],
  });
}

type Outcome = { ok: true; context: XeroTenantContext } | { ok: false; error: Error };

/**
 * A valid access token for the integration, refreshed first when it is near its end. The integrations row is
 * locked (`FOR UPDATE`) around "read tokens → refresh → store both", so two instances never refresh one grant at
 * once (Xero rotates the refresh token on each use); within one process the client's single-flight shares a
 * refresh. A refused refresh (`invalid_grant`) marks the integration needs_reconnecting and tells the owners.
 */
async function accessFor(deps: XeroDeps, integrationId: string, forceRefresh: boolean): Promise<XeroTenantContext> {
  const key = deps.settings.tokenEncryptionKey;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockIntegrationTokens(tx, integrationId);
    if (!row) return { ok: false, error: new XeroNotConnectedError('disconnected') };
    if (row.status !== 'connected' || !row.tenantId || !row.accessTokenEncrypted || !row.refreshTokenEncrypted) {
      return { ok: false, error: new XeroNotConnectedError(row.status) };
    }
    let sealed: { accessToken: string; refreshToken: string };
    try {
      sealed = { accessToken: decryptToken(row.accessTokenEncrypted, key), refreshToken: decryptToken(row.refreshTokenEncrypted, key) };
    } catch (error) {
      if (!(error instanceof TokenDecryptionError)) throw error;
      // sealed with another XERO_TOKEN_KEY: no call can be made until someone connects again, so the page says so
      await markNeedsReconnecting(tx, row, 'The stored Xero connection can’t be read (this server’s XERO_TOKEN_KEY changed).');
      return { ok: false, error: new XeroNotConnectedError('needs_reconnecting') };
    }
    const fresh = row.tokenExpiresAt && row.tokenExpiresAt.getTime() - deps.clock().getTime() > REFRESH_MARGIN_MS;
    if (fresh && !forceRefresh) return { ok: true, context: { accessToken: sealed.accessToken, tenantId: row.tenantId } };
    try {
      const tokens = await deps.client.refresh(row.id, sealed.refreshToken);
      // both tokens are stored before either is used: the old refresh token is dead 30 minutes from now
      await storeIntegrationTokens(tx, row.id, sealTokens(deps, tokens));
      return { ok: true, context: { accessToken: tokens.accessToken, tenantId: row.tenantId } };
    } catch (error) {
      if (error instanceof XeroOAuthError && error.reconnectNeeded) {
        await markNeedsReconnecting(tx, row, 'Xero refused to renew the connection (it was revoked, or unused for 60 days).');
        return { ok: false, error: new XeroNotConnectedError('needs_reconnecting') };
      }
      throw error;
    }
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.context;
}

/**
 * Xero refused a valid token: the connection was removed in Xero (403), or the grant no longer covers the call (401).
 * Only consenting again mends it, so the integration needs reconnecting and its owners and admins are told, once:
 * the row is locked, and nothing is marked when it no longer holds the token that was refused (another job marked
 * it, or someone connected again meanwhile).
 */
async function markRefused(deps: XeroDeps, integrationId: string, refusedToken: string, error: XeroUnauthorizedError): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockIntegrationTokens(tx, integrationId);
    if (!row || row.status !== 'connected' || !row.accessTokenEncrypted) return;
    let current: string;
    try {
      current = decryptToken(row.accessTokenEncrypted, deps.settings.tokenEncryptionKey);
    } catch (decryptError) {
      if (decryptError instanceof TokenDecryptionError) return;
      throw decryptError;
    }
    if (current !== refusedToken) return;
    await markNeedsReconnecting(
      tx,
      row,
      error.status === 403
        ? 'Xero refused access to the organisation: the connection may have been removed in Xero.'
        : `Xero no longer accepts the connection (${error.detail || 'unauthorised'}).`,
    );
  });
}

/**
 * Runs `work` with the integration's tenant and a valid access token. An access token Xero calls expired anyway
 * (clock skew, a revoked token) is refreshed once and `work` runs again. Any other refusal of a valid token (401,
 * 403) marks the integration needs reconnecting, then throws.
 */
export async function withXeroAccess<T>(
  deps: XeroDeps,
  integrationId: string,
  work: (context: XeroTenantContext) => Promise<T>,
): Promise<T> {
  let context = await accessFor(deps, integrationId, false);
  try {
    return await work(context);
  } catch (error) {
    if (!(error instanceof XeroUnauthorizedError)) throw error;
    if (!error.tokenExpired) {
      await markRefused(deps, integrationId, context.accessToken, error);
      throw error;
    }
  }
  context = await accessFor(deps, integrationId, true);
  try {
    return await work(context);
  } catch (error) {
    if (error instanceof XeroUnauthorizedError) await markRefused(deps, integrationId, context.accessToken, error);
    throw error;
  }
}
