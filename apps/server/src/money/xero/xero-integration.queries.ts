import { integrations, organisations, profiles, supplierInvoiceSettings, xeroConnectRequests, type Database } from '@tapline/db';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { organisationRefColumns } from '../../shared/organisation-conditions.queries';

/** The organisation's Xero integration as its page shows it, with the name of the person who connected it. */
export async function findIntegrationView(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      id: integrations.id,
      status: integrations.status,
      tenantId: integrations.tenantId,
      tenantName: integrations.tenantName,
      connectedAt: integrations.connectedAt,
      connectedById: integrations.connectedBy,
      connectedByName: profiles.name,
      accountCode: integrations.accountCode,
      depositAccountCode: integrations.depositAccountCode,
      taxType: integrations.taxType,
      invoiceStatus: integrations.invoiceStatus,
      organisationType: organisations.type,
      /** a supplier's invoices reach Xero when Tapline issues them: on the step its invoice settings name (decision 0162) */
      issueOn: supplierInvoiceSettings.issueOn,
      lastSyncAt: integrations.lastSyncAt,
      lastError: integrations.lastError,
    })
    .from(integrations)
    .innerJoin(organisations, eq(organisations.id, integrations.organisationId))
    .leftJoin(supplierInvoiceSettings, eq(supplierInvoiceSettings.supplierId, integrations.organisationId))
    .leftJoin(profiles, eq(profiles.id, integrations.connectedBy))
    .where(and(eq(integrations.organisationId, organisationId), eq(integrations.provider, 'xero')));
  return row;
}

/** An organisation's type, slug and name by id (a connect request names only the id). */
export async function findOrganisationRef(db: Database, organisationId: string) {
  const [row] = await db.select(organisationRefColumns).from(organisations).where(eq(organisations.id, organisationId));
  return row;
}

export type NewConnectRequest = typeof xeroConnectRequests.$inferInsert;

export async function insertConnectRequest(db: Database, request: NewConnectRequest) {
  await db.insert(xeroConnectRequests).values(request);
}

/** Abandoned connects (the person never came back from Xero) are dropped when another one starts. */
export async function deleteExpiredConnectRequests(db: Database, now: Date) {
  await db.delete(xeroConnectRequests).where(lte(xeroConnectRequests.expiresAt, now));
}

export async function findConnectRequest(db: Database, state: string) {
  const [row] = await db.select().from(xeroConnectRequests).where(eq(xeroConnectRequests.state, state));
  return row;
}

/**
 * Takes the person's unexpired connect request at one stage ('callback': not yet exchanged; 'choose': waiting for
 * the choice of organisation) and removes it in the same statement: of two calls with one state, one gets it.
 */
export async function claimConnectRequest(
  db: Database,
  claim: {
    state: string;
    userId: string;
    now: Date;
    stage: 'callback' | 'choose';
  },
) {
  const [row] = await db
    .delete(xeroConnectRequests)
    .where(
      and(
        eq(xeroConnectRequests.state, claim.state),
        eq(xeroConnectRequests.userId, claim.userId),
        gt(xeroConnectRequests.expiresAt, claim.now),
        claim.stage === 'callback' ? isNull(xeroConnectRequests.tokensEncrypted) : isNotNull(xeroConnectRequests.tokensEncrypted),
      ),
    )
    .returning();
  return row;
}

export interface ConnectedValues {
  organisationId: string;
  tenantId: string;
  tenantName: string;
  connectionId: string;
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string;
  tokenExpiresAt: Date;
  xeroUserId: string | null;
  connectedBy: string;
  connectedAt: Date;
}

/**
 * The organisation's integration, connected to `tenantId` (one statement). Reconnecting the same Xero organisation
 * keeps its account settings; another organisation's chart of accounts differs, so they (and its limits) go.
 */
export async function upsertConnectedIntegration(db: Database, values: ConnectedValues) {
  const sameTenant = sql`${integrations.tenantId} = excluded.tenant_id`;
  const [row] = await db
    .insert(integrations)
    .values({
      ...values,
      provider: 'xero',
      status: 'connected',
      lastError: null,
    })
    .onConflictDoUpdate({
      target: [integrations.organisationId, integrations.provider],
      set: {
        tenantId: sql`excluded.tenant_id`,
        tenantName: sql`excluded.tenant_name`,
        connectionId: sql`excluded.connection_id`,
        accessTokenEncrypted: sql`excluded.access_token_encrypted`,
        refreshTokenEncrypted: sql`excluded.refresh_token_encrypted`,
        tokenExpiresAt: sql`excluded.token_expires_at`,
        xeroUserId: sql`excluded.xero_user_id`,
        connectedBy: sql`excluded.connected_by`,
        connectedAt: sql`excluded.connected_at`,
        status: 'connected',
        lastError: null,
        accountCode: sql`case when ${sameTenant} then ${integrations.accountCode} else null end`,
        depositAccountCode: sql`case when ${sameTenant} then ${integrations.depositAccountCode} else null end`,
        taxType: sql`case when ${sameTenant} then ${integrations.taxType} else null end`,
        dayLimitRemaining: sql`case when ${sameTenant} then ${integrations.dayLimitRemaining} else null end`,
        blockedUntil: sql`case when ${sameTenant} then ${integrations.blockedUntil} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: integrations.id });
  return row!.id;
}

/**
 * Disconnects the organisation's integration (row locked, so a refresh under way finishes first and its rotated
 * tokens are the ones handed back): status disconnected, tokens dropped, tenant and account settings kept for a
 * later reconnect. Answers what Xero must be told, or undefined when nothing was connected.
 */
export async function disconnectIntegration(db: Database, organisationId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: integrations.id,
        status: integrations.status,
        tenantId: integrations.tenantId,
        tenantName: integrations.tenantName,
        connectionId: integrations.connectionId,
        xeroUserId: integrations.xeroUserId,
        accessTokenEncrypted: integrations.accessTokenEncrypted,
        refreshTokenEncrypted: integrations.refreshTokenEncrypted,
        tokenExpiresAt: integrations.tokenExpiresAt,
      })
      .from(integrations)
      .where(and(eq(integrations.organisationId, organisationId), eq(integrations.provider, 'xero')))
      .for('update');
    if (!row) return undefined;
    await tx
      .update(integrations)
      .set({
        status: 'disconnected',
        accessTokenEncrypted: null,
        refreshTokenEncrypted: null,
        tokenExpiresAt: null,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(integrations.id, row.id));
    return row;
  });
}

/**
 * Whether another organisation's connected integration shares this one's Xero organisation or Xero user. Xero keeps
 * connections per user and app (docs/protocols/xero.md, Grants, tenants and Tapline organisations): deleting a shared
 * connection, or revoking a shared user's grant, would cut the other organisation off too.
 */
export async function findSharedXeroAccess(
  db: Database,
  integrationId: string,
  by: { tenantId: string | null; xeroUserId: string | null },
) {
  const sharing = [
    by.tenantId === null ? undefined : eq(integrations.tenantId, by.tenantId),
    by.xeroUserId === null ? undefined : eq(integrations.xeroUserId, by.xeroUserId),
  ];
  if (sharing.every((condition) => condition === undefined)) return { tenant: false, user: false };
  const rows = await db
    .select({
      tenantId: integrations.tenantId,
      xeroUserId: integrations.xeroUserId,
    })
    .from(integrations)
    .where(
      and(ne(integrations.id, integrationId), eq(integrations.provider, 'xero'), eq(integrations.status, 'connected'), or(...sharing)),
    );
  return {
    tenant: by.tenantId !== null && rows.some((row) => row.tenantId === by.tenantId),
    user: by.xeroUserId !== null && rows.some((row) => row.xeroUserId === by.xeroUserId),
  };
}

/** Of `tenantIds`, those another organisation has connected. */
export async function findTenantsConnectedElsewhere(db: Database, organisationId: string, tenantIds: string[]): Promise<Set<string>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await db
    .select({ tenantId: integrations.tenantId })
    .from(integrations)
    .where(
      and(
        ne(integrations.organisationId, organisationId),
        eq(integrations.provider, 'xero'),
        eq(integrations.status, 'connected'),
        inArray(integrations.tenantId, tenantIds),
      ),
    );
  return new Set(rows.map((row) => row.tenantId).filter((tenantId): tenantId is string => tenantId !== null));
}

export async function updateIntegrationSettings(
  db: Database,
  integrationId: string,
  settings: {
    accountCode: string;
    depositAccountCode: string | null;
    taxType: string;
    invoiceStatus: 'DRAFT' | 'AUTHORISED';
    syncOn: 'accept' | 'deliver';
  },
) {
  await db
    .update(integrations)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(integrations.id, integrationId));
}
