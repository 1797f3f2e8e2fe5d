import type { XeroIntegration } from '@tapline/contracts';
import { type ApiUser, managesOrganisation, recordAudit, requireOrganisationAccess } from '../../identity';
import { withRetryingTransaction } from '../../shared/transactions';
import type { XeroDeps } from './xero-access';
import { disconnectIntegration, findIntegrationView, findSharedXeroAccess } from './xero-integration.queries';
import { MANAGERS, type OrganisationType, type XeroIntegrationContext } from './xero-integration-context';
import { decryptToken } from './xero-token-encryption';

// An organisation's Xero integration as its members read it, and disconnecting it.

type ViewRow = Awaited<ReturnType<typeof findIntegrationView>>;

function toIntegration(row: ViewRow, available: boolean, manage: boolean): XeroIntegration {
  const disconnected: XeroIntegration = {
    available,
    status: 'disconnected',
    tenantName: null,
    connectedAt: null,
    connectedBy: null,
    accountCode: null,
    depositAccountCode: null,
    taxType: null,
    invoiceStatus: 'DRAFT',
    syncOn: 'accept',
    lastSyncAt: null,
    lastError: null,
    canManage: manage,
  };
  if (!row || !available) return disconnected;
  // 'error' is an unused status of the first schema (0001): it means the same to a person as a refused refresh
  const status = row.status === 'error' ? 'needs_reconnecting' : row.status;
  const linked = status !== 'disconnected';
  return {
    ...disconnected,
    status,
    tenantName: linked ? row.tenantName : null,
    connectedAt: linked ? (row.connectedAt?.toISOString() ?? null) : null,
    connectedBy: linked && row.connectedById ? { id: row.connectedById, name: row.connectedByName ?? '' } : null,
    accountCode: row.accountCode,
    depositAccountCode: row.depositAccountCode,
    taxType: row.taxType,
    invoiceStatus: row.invoiceStatus === 'AUTHORISED' ? 'AUTHORISED' : 'DRAFT',
    // one setting: the step that issues the supplier's tax invoice sends it to Xero (decision 0162)
    syncOn: row.organisationType === 'supplier' && row.issueOn !== 'accepted' ? 'deliver' : 'accept',
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

/** The organisation's integration as a person reads it; `manage`: whether they may change it. */
export async function integrationOf(context: XeroIntegrationContext, organisationId: string, manage: boolean): Promise<XeroIntegration> {
  return toIntegration(await findIntegrationView(context.db, organisationId), context.xero !== undefined, manage);
}

/** GET …/integrations/xero: any member reads it; `canManage` says whether they may change it. */
export async function getXeroIntegration(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
): Promise<XeroIntegration> {
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug);
  return integrationOf(context, access.organisation.id, managesOrganisation(user, access.organisationRole));
}

/** What is left to tell Xero after a local disconnect. */
type Released = NonNullable<Awaited<ReturnType<typeof disconnectIntegration>>>;

/**
 * Gives the grant back to Xero: the connection is deleted while the stored access token is still good (no refresh:
 * a refused one would tell the owners to reconnect what they are disconnecting), then the refresh token is
 * revoked, which drops every connection of the grant whatever the access token's state (docs/protocols/xero.md, Revocation). What
 * another Tapline organisation shares is left alone. Failures are logged: the local disconnect already happened.
 */
async function releaseInXero(context: XeroIntegrationContext, xero: XeroDeps, released: Released) {
  const key = xero.settings.tokenEncryptionKey;
  const where = { integrationId: released.id, tenantId: released.tenantId };
  const shared = await findSharedXeroAccess(context.db, released.id, {
    tenantId: released.tenantId,
    xeroUserId: released.xeroUserId,
  });
  const accessFresh = released.tokenExpiresAt !== null && released.tokenExpiresAt.getTime() - xero.clock().getTime() > 60_000;
  if (released.accessTokenEncrypted && released.connectionId && accessFresh && !shared.tenant) {
    try {
      await xero.client.deleteConnection(decryptToken(released.accessTokenEncrypted, key), released.connectionId);
    } catch (error) {
      context.log.warn({ err: error, ...where }, 'Xero: deleting the connection failed on disconnect (disconnected in Tapline anyway)');
    }
  }
  if (released.refreshTokenEncrypted && !shared.user) {
    try {
      await xero.client.revoke(decryptToken(released.refreshTokenEncrypted, key));
    } catch (error) {
      context.log.warn({ err: error, ...where }, 'Xero: revoking the grant failed on disconnect (disconnected in Tapline anyway)');
    }
  } else if (shared.user) {
    context.log.info(where, 'Xero: the grant is kept on disconnect: another organisation connected through the same Xero user');
  }
}

/** DELETE …/integrations/xero: disconnected in Tapline whatever Xero answers; account settings kept for a reconnect. */
export async function disconnectXero(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
): Promise<XeroIntegration> {
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug, MANAGERS);
  const released = await withRetryingTransaction(context.db, async (tx) => {
    const row = await disconnectIntegration(tx, access.organisation.id);
    if (row && row.status !== 'disconnected') {
      await recordAudit(tx, {
        organisationId: access.organisation.id,
        actorId: user.id,
        actorIsPlatformAdmin: access.organisationRole === null,
        action: 'integration.disconnected',
        targetType: 'integration',
        targetId: row.id,
        before: { provider: 'xero', status: row.status, tenantName: row.tenantName },
        after: { provider: 'xero', status: 'disconnected' },
      });
    }
    return row;
  });
  if (released && (released.accessTokenEncrypted || released.refreshTokenEncrypted)) {
    if (context.xero) await releaseInXero(context, context.xero, released);
    else
      context.log.warn(
        { integrationId: released.id },
        'Xero: disconnected in Tapline only: Xero is not configured on this server, so the grant was not revoked',
      );
  }
  return integrationOf(context, access.organisation.id, true);
}
