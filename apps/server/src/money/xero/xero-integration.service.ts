import type { XeroCallbackResult, XeroConnectStart } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { decodeJwt } from 'jose';
import { type ApiUser, recordAudit, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { sealTokens, type XeroDeps } from './xero-access';
import {
  claimConnectRequest,
  deleteExpiredConnectRequests,
  findConnectRequest,
  findOrganisationRef,
  findTenantsConnectedElsewhere,
  insertConnectRequest,
  upsertConnectedIntegration,
} from './xero-integration.queries';
import { MANAGERS, requireXero, throughXero, type OrganisationType, type XeroIntegrationContext } from './xero-integration-context';
import { decryptToken, encryptToken } from './xero-token-encryption';
import type { XeroTokenSet } from './xero-types';

// Connecting an organisation to Xero (decisions 0114, 0116; docs/protocols/xero.md, OAuth 2.0). The OAuth `state`
// is bound to the person and organisation that started the connect, lives 15 minutes, and is used once.

const CONNECT_REQUEST_MS = 15 * 60_000;
const EXPIRED_STATE = 'This Xero connection attempt has expired or was already used; start again from the integrations page';

interface OfferedTenant {
  tenantId: string;
  tenantName: string;
  connectionId: string;
}

/** POST …/integrations/xero/connect: where to send the browser; the state and PKCE verifier wait here. */
export async function startXeroConnect(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
): Promise<XeroConnectStart> {
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug, MANAGERS);
  const xero = requireXero(context);
  const now = xero.clock();
  const request = await xero.client.authorizationRequest();
  await deleteExpiredConnectRequests(context.db, now);
  await insertConnectRequest(context.db, {
    state: request.state,
    organisationId: access.organisation.id,
    userId: user.id,
    codeVerifierEncrypted: encryptToken(request.codeVerifier, xero.settings.tokenEncryptionKey),
    expiresAt: new Date(now.getTime() + CONNECT_REQUEST_MS),
  });
  return { authorizationUrl: request.url };
}

/** The organisation a connect request names, if the person may still connect it (owner or admin). */
async function requireConnectingOrganisation(db: Database, user: ApiUser, organisationId: string) {
  const organisation = await findOrganisationRef(db, organisationId);
  if (!organisation) throw new AppError('bad_request', EXPIRED_STATE);
  let organisationRole: string | null;
  try {
    ({ organisationRole } = await requireOrganisationAccess(db, user, organisation.type, organisation.id, MANAGERS));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'forbidden')) {
      throw new AppError('forbidden', `Only an owner or admin of ${organisation.name} can connect its Xero, and you no longer are one`);
    }
    throw error;
  }
  // a platform admin who is not a member connects as the platform (the audit log says so)
  return { ...organisation, actorIsPlatformAdmin: organisationRole === null };
}

/** Why a state could not be taken: someone else's (403), or unknown, expired or used (400). */
async function refuseState(db: Database, user: ApiUser, state: string): Promise<never> {
  const seen = await findConnectRequest(db, state);
  if (seen && seen.userId !== user.id) {
    throw new AppError('forbidden', 'This Xero connection was started by someone else; start your own from the integrations page');
  }
  throw new AppError('bad_request', EXPIRED_STATE);
}

interface SealedTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  scope: string;
}

function sealTokenSet(xero: XeroDeps, tokens: XeroTokenSet): string {
  const plain: SealedTokenSet = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt.toISOString(),
    scope: tokens.scope,
  };
  return encryptToken(JSON.stringify(plain), xero.settings.tokenEncryptionKey);
}

function openTokenSet(xero: XeroDeps, sealed: string): XeroTokenSet {
  const plain = JSON.parse(decryptToken(sealed, xero.settings.tokenEncryptionKey)) as SealedTokenSet;
  return {
    accessToken: plain.accessToken,
    refreshToken: plain.refreshToken,
    expiresAt: new Date(plain.expiresAt),
    scope: plain.scope,
    authEventId: undefined,
  };
}

/** The Xero user behind the grant (`xero_userid`), read from the access token without checking it (docs/protocols/xero.md, Token lifetimes and claims). */
function xeroUserIdOf(accessToken: string): string | null {
  try {
    const claim = decodeJwt(accessToken).xero_userid;
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
}

/** Connects the organisation to the tenant, and answers so (the callback's or the choice's answer). */
async function connect(
  xero: XeroDeps,
  user: ApiUser,
  organisation: { id: string; type: OrganisationType; slug: string; actorIsPlatformAdmin: boolean },
  tokens: XeroTokenSet,
  tenant: OfferedTenant,
): Promise<XeroCallbackResult> {
  const sealed = sealTokens(xero, tokens);
  const organisationId = organisation.id;
  await withRetryingTransaction(xero.db, async (tx) => {
    await upsertConnectedIntegration(tx, {
      organisationId,
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      connectionId: tenant.connectionId,
      accessTokenEncrypted: sealed.accessTokenEncrypted,
      refreshTokenEncrypted: sealed.refreshTokenEncrypted,
      tokenExpiresAt: sealed.tokenExpiresAt,
      xeroUserId: xeroUserIdOf(tokens.accessToken),
      connectedBy: user.id,
      connectedAt: xero.clock(),
    });
    await recordAudit(tx, {
      organisationId,
      actorId: user.id,
      actorIsPlatformAdmin: organisation.actorIsPlatformAdmin,
      action: 'integration.connected',
      targetType: 'integration',
      after: { provider: 'xero', tenantName: tenant.tenantName },
    });
  });
  return {
    outcome: 'connected',
    organisation: { id: organisation.id, type: organisation.type, slug: organisation.slug },
    tenantName: tenant.tenantName,
  };
}

/**
 * POST /api/integrations/xero/callback: the callback page's query from Xero. One Xero organisation in the consent
 * connects it; several wait (15 minutes) for the person to choose one.
 */
export async function completeXeroCallback(context: XeroIntegrationContext, user: ApiUser, query: string): Promise<XeroCallbackResult> {
  const xero = requireXero(context);
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  if (!state) throw new AppError('bad_request', EXPIRED_STATE);
  const now = xero.clock();
  const request = await claimConnectRequest(context.db, {
    state,
    userId: user.id,
    now,
    stage: 'callback',
  });
  if (!request) return refuseState(context.db, user, state);
  const organisation = await requireConnectingOrganisation(context.db, user, request.organisationId);

  const refusal = params.get('error');
  if (refusal === 'access_denied') throw new AppError('bad_request', 'You declined the connection in Xero; nothing was connected');
  if (refusal) {
    const description = params.get('error_description');
    throw new AppError(
      'bad_request',
      `Xero did not connect (${refusal}${description ? `: ${description}` : ''}); start again from the integrations page`,
    );
  }

  const tokens = await throughXero(() =>
    xero.client.exchangeCode(params, {
      state,
      codeVerifier: decryptToken(request.codeVerifierEncrypted, xero.settings.tokenEncryptionKey),
    }),
  );
  const connections = await throughXero(() => xero.client.listConnections(tokens.accessToken, tokens.authEventId));
  const tenants: OfferedTenant[] = connections.data
    .filter((connection) => connection.tenantType === 'ORGANISATION')
    .map((connection) => ({
      tenantId: connection.tenantId,
      tenantName: connection.tenantName,
      connectionId: connection.id,
    }));

  if (tenants.length === 0) {
    // a grant that reaches nothing is of no use: give it back
    await xero.client
      .revoke(tokens.refreshToken)
      .catch((error: unknown) => context.log.warn({ err: error }, 'Xero: revoking an empty grant failed'));
    throw new AppError(
      'bad_request',
      'No Xero organisation was connected: choose one on Xero’s consent page; start again from the integrations page',
    );
  }
  if (tenants.length === 1) {
    const [tenant] = tenants as [OfferedTenant];
    return connect(xero, user, organisation, tokens, tenant);
  }
  // several: the person names one, an explicit choice, never the first (docs/protocols/xero.md, Grants, tenants and Tapline organisations)
  await insertConnectRequest(context.db, {
    ...request,
    tokensEncrypted: sealTokenSet(xero, tokens),
    tenants,
    xeroUserId: xeroUserIdOf(tokens.accessToken),
    expiresAt: new Date(now.getTime() + CONNECT_REQUEST_MS),
  });
  return {
    outcome: 'choose',
    organisation: {
      id: organisation.id,
      type: organisation.type,
      slug: organisation.slug,
      name: organisation.name,
    },
    state,
    tenants: tenants.map(({ tenantId, tenantName }) => ({
      tenantId,
      tenantName,
    })),
  };
}

/**
 * POST /api/integrations/xero/choose: connects the chosen Xero organisation, and disconnects the others of the
 * consent so Tapline's grant reaches only the one it uses (docs/protocols/xero.md, Grants, tenants and Tapline organisations) — except an organisation another
 * Tapline organisation has connected, whose connection Xero shares.
 */
export async function chooseXeroTenant(
  context: XeroIntegrationContext,
  user: ApiUser,
  input: { state: string; tenantId: string },
): Promise<XeroCallbackResult> {
  const xero = requireXero(context);
  const now = xero.clock();
  const waiting = await findConnectRequest(context.db, input.state);
  if (!waiting || waiting.userId !== user.id || !waiting.tokensEncrypted || waiting.expiresAt <= now)
    return refuseState(context.db, user, input.state);
  const organisation = await requireConnectingOrganisation(context.db, user, waiting.organisationId);
  const tenants = waiting.tenants ?? [];
  const chosen = tenants.find((tenant) => tenant.tenantId === input.tenantId);
  if (!chosen) {
    throw AppError.validation(
      [
        {
          field: 'tenantId',
          message: `${input.tenantId} is not one of the Xero organisations offered (${tenants.map((tenant) => tenant.tenantName).join(', ')})`,
        },
      ],
      'body',
    );
  }
  const request = await claimConnectRequest(context.db, {
    state: input.state,
    userId: user.id,
    now,
    stage: 'choose',
  });
  if (!request?.tokensEncrypted) return refuseState(context.db, user, input.state);
  const tokens = openTokenSet(xero, request.tokensEncrypted);
  const connected = await connect(xero, user, organisation, tokens, chosen);

  const unchosen = tenants.filter((tenant) => tenant.tenantId !== chosen.tenantId);
  const shared = await findTenantsConnectedElsewhere(
    context.db,
    organisation.id,
    unchosen.map((tenant) => tenant.tenantId),
  );
  for (const tenant of unchosen.filter((candidate) => !shared.has(candidate.tenantId))) {
    await xero.client.deleteConnection(tokens.accessToken, tenant.connectionId).catch((error: unknown) => {
      context.log.warn({ err: error, tenantId: tenant.tenantId }, 'Xero: disconnecting an organisation that was not chosen failed');
    });
  }
  return connected;
}
