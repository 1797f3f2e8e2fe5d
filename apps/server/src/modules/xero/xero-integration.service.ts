import type { XeroCallbackResult, XeroConnectStart, XeroIntegration, XeroIntegrationOptions, XeroIntegrationSettingsInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import { OperationProcessingError } from 'oauth4webapi';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/audit.service';
import { withRetryingTransaction } from '../shared/transactions';
import { managesOrganisation, requireOrganisationAccess } from '../organisations/organisations.service';
import { sealTokens, withXeroAccess, XeroNotConnectedError, type XeroDeps } from './xero-access';
import { XeroError, XeroOAuthError, XeroRateLimitedError, XeroUnauthorizedError, XeroValidationError } from './xero-errors';
import {
  claimConnectRequest,
  deleteExpiredConnectRequests,
  disconnectIntegration,
  findConnectRequest,
  findIntegrationView,
  findOrganisationRef,
  findSharedXeroAccess,
  findTenantsConnectedElsewhere,
  insertConnectRequest,
  updateIntegrationSettings,
  upsertConnectedIntegration,
} from './xero-integration.queries';
import { decryptToken, encryptToken, TokenDecryptionError } from './xero-token-encryption';
import type { XeroTokenSet } from './xero-types';

// Connecting an organisation to Xero (decisions 0114, 0116; docs/protocols/xero.md, OAuth 2.0). The OAuth `state` is
// bound to the person and organisation that started the connect, lives 15 minutes, and is used once.

type OrganisationType = 'venue' | 'supplier';

export interface XeroIntegrationContext {
  db: Database;
  /** undefined: this server has no Xero app configured */
  xero: XeroDeps | undefined;
  log: FastifyBaseLogger;
}

const CONNECT_REQUEST_MS = 15 * 60_000;
const MANAGERS = ['owner', 'admin'] as const;
const EXPIRED_STATE = 'This Xero connection attempt has expired or was already used; start again from the integrations page';

interface OfferedTenant {
  tenantId: string;
  tenantName: string;
  connectionId: string;
}

/**
 * Xero's failures as the person should meet them: a refusal of what they sent is a 400 in Xero's words, a lost
 * connection a 409 that says to reconnect, Xero down or busy a 503 to try again. Anything else is the caller's.
 */
function xeroAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof XeroNotConnectedError) return new AppError('conflict', `${error.message}: connect it again from the integrations page`);
  if (error instanceof TokenDecryptionError) {
    return new AppError(
      'conflict',
      "The stored Xero connection can't be read (this server's XERO_TOKEN_KEY changed): connect Xero again from the integrations page",
    );
  }
  if (error instanceof XeroValidationError)
    return new AppError('bad_request', `Xero refused it: ${error.messages.join(' ') || 'no reason given'}`, { messages: error.messages });
  if (error instanceof XeroRateLimitedError) {
    const wait = error.retryAfterSeconds === undefined ? 'in a minute' : `in ${error.retryAfterSeconds} seconds`;
    return new AppError('service_unavailable', `Xero is busy for this organisation (its ${error.problem ?? 'rate'} limit); try again ${wait}`);
  }
  if (error instanceof XeroUnauthorizedError) {
    return new AppError(
      'conflict',
      'Xero refused access to this organisation (it may have been disconnected in Xero): connect it again from the integrations page',
    );
  }
  if (error instanceof XeroOAuthError && error.status < 500) {
    return new AppError('bad_request', `Xero refused the connection (${error.error}); start again from the integrations page`);
  }
  // 5xx, an answer we can't read, a timeout or a network failure
  const unreachable =
    error instanceof XeroError ||
    error instanceof OperationProcessingError ||
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
  if (unreachable) return new AppError('service_unavailable', 'Xero did not answer; try again');
  return error;
}

async function throughXero<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw xeroAppError(error);
  }
}

function requireXero(context: XeroIntegrationContext): XeroDeps {
  if (!context.xero) {
    throw new AppError(
      'conflict',
      "Xero isn't set up on this server (no Xero app is configured), so it can't be connected; ask whoever runs Tapline",
    );
  }
  return context.xero;
}


type ViewRow = Awaited<ReturnType<typeof findIntegrationView>>;

function toIntegration(row: ViewRow, available: boolean, manage: boolean): XeroIntegration {
  const disconnected: XeroIntegration = {
    available,
    status: 'disconnected',
    tenantName: null,
    connectedAt: null,
    connectedBy: null,
    accountCode: null,
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
    taxType: row.taxType,
    invoiceStatus: row.invoiceStatus === 'AUTHORISED' ? 'AUTHORISED' : 'DRAFT',
    syncOn: row.syncOn === 'deliver' ? 'deliver' : 'accept',
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

async function integrationOf(context: XeroIntegrationContext, organisationId: string, manage: boolean): Promise<XeroIntegration> {
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

/**
 * The Xero user behind the grant (`xero_userid`), read from the access token without checking it
 * (docs/protocols/xero.md, Token lifetimes and claims).
 */
function xeroUserIdOf(accessToken: string): string | null {
  try {
    const claim = decodeJwt(accessToken).xero_userid;
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
}

async function connect(
  xero: XeroDeps,
  user: ApiUser,
  organisation: { id: string; actorIsPlatformAdmin: boolean },
  tokens: XeroTokenSet,
  tenant: OfferedTenant,
) {
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
    await xero.client.revoke(tokens.refreshToken).catch((error: unknown) => context.log.warn({ err: error }, 'Xero: revoking an empty grant failed'));
    throw new AppError(
      'bad_request',
      'No Xero organisation was connected: choose one on Xero’s consent page; start again from the integrations page',
    );
  }
  if (tenants.length === 1) {
    const [tenant] = tenants as [OfferedTenant];
    await connect(xero, user, organisation, tokens, tenant);
    return {
      outcome: 'connected',
      organisation: {
        id: organisation.id,
        type: organisation.type,
        slug: organisation.slug,
      },
      tenantName: tenant.tenantName,
    };
  }
  // several: the person names one, an explicit choice, never the first (docs/protocols/xero.md, Grants, tenants and
  // Tapline organisations)
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
 * POST /api/integrations/xero/choose: connects the chosen Xero organisation, and disconnects the others of the consent
 * so Tapline's grant reaches only the one it uses (docs/protocols/xero.md, Grants, tenants and Tapline organisations) —
 * except an organisation another Tapline organisation has connected, whose connection Xero shares.
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
  await connect(xero, user, organisation, tokens, chosen);

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
  return {
    outcome: 'connected',
    organisation: {
      id: organisation.id,
      type: organisation.type,
      slug: organisation.slug,
    },
    tenantName: chosen.tenantName,
  };
}

/** What is left to tell Xero after a local disconnect. */
type Released = NonNullable<Awaited<ReturnType<typeof disconnectIntegration>>>;

/**
 * Gives the grant back to Xero: the connection is deleted while the stored access token is still good (no refresh: a
 * refused one would tell the owners to reconnect what they are disconnecting), then the refresh token is revoked, which
 * drops every connection of the grant whatever the access token's state (docs/protocols/xero.md, Revocation). What
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

/** The connected integration of an organisation whose access was checked; 409 otherwise. */
async function requireConnected(context: XeroIntegrationContext, organisationId: string) {
  const row = await findIntegrationView(context.db, organisationId);
  if (!row || row.status === 'disconnected') throw new AppError('conflict', 'Connect Xero first');
  if (row.status !== 'connected' || !row.tenantId) throw new AppError('conflict', 'The Xero connection needs reconnecting: connect it again first');
  return {
    ...row,
    tenantName: row.tenantName ?? 'the connected Xero organisation',
  };
}

/** The organisation's own accounts and tax rates that fit its side: sales for a supplier, expenses for a venue. */
async function loadOptions(xero: XeroDeps, integrationId: string, type: OrganisationType): Promise<XeroIntegrationOptions> {
  return throughXero(() =>
    withXeroAccess(xero, integrationId, async (tenant) => {
      const [accounts, taxRates] = await Promise.all([xero.client.listAccounts(tenant), xero.client.listTaxRates(tenant)]);
      const accountClass = type === 'supplier' ? 'REVENUE' : 'EXPENSE';
      return {
        accounts: accounts.data
          .filter((account) => account.Class === accountClass && account.Status === 'ACTIVE' && account.Code)
          .map((account) => ({
            code: account.Code as string,
            name: account.Name,
            type: account.Type,
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        taxRates: taxRates.data
          .filter((rate) => rate.Status === 'ACTIVE' && (type === 'supplier' ? rate.CanApplyToRevenue : rate.CanApplyToExpenses))
          .map((rate) => ({
            taxType: rate.TaxType,
            name: rate.Name,
            ratePercent: rate.EffectiveRate,
          })),
      };
    }),
  );
}

/** GET …/integrations/xero/options (owners and admins; connected only). */
export async function getXeroOptions(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
): Promise<XeroIntegrationOptions> {
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug, MANAGERS);
  const xero = requireXero(context);
  const integration = await requireConnected(context, access.organisation.id);
  return loadOptions(xero, integration.id, type);
}

/** PUT …/integrations/xero/settings: checked against the organisation's own accounts and tax rates in Xero. */
export async function saveXeroSettings(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  input: XeroIntegrationSettingsInput,
): Promise<XeroIntegration> {
  if (type === 'venue' && input.syncOn === 'deliver') {
    throw AppError.validation(
      [
        {
          field: 'syncOn',
          message: "a venue's bills are made when its order is accepted; syncing on delivery is for suppliers",
        },
      ],
      'body',
    );
  }
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug, MANAGERS);
  const xero = requireXero(context);
  const integration = await requireConnected(context, access.organisation.id);
  const options = await loadOptions(xero, integration.id, type);
  const side = type === 'supplier' ? 'revenue' : 'expense';
  const issues = [
    options.accounts.some((account) => account.code === input.accountCode)
      ? undefined
      : {
          field: 'accountCode',
          message: `${input.accountCode} is not an active ${side} account in ${integration.tenantName}`,
        },
    options.taxRates.some((rate) => rate.taxType === input.taxType)
      ? undefined
      : {
          field: 'taxType',
          message: `${input.taxType} is not an active tax rate for ${side} in ${integration.tenantName}`,
        },
  ].filter((issue) => issue !== undefined);
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  await updateIntegrationSettings(context.db, integration.id, {
    accountCode: input.accountCode,
    taxType: input.taxType,
    invoiceStatus: input.invoiceStatus,
    syncOn: type === 'supplier' ? (input.syncOn ?? (integration.syncOn === 'deliver' ? 'deliver' : 'accept')) : 'accept',
  });
  return integrationOf(context, access.organisation.id, true);
}
