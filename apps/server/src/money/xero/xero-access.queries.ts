import { integrations, organisations, type Database } from '@tapline/db';
import { eq, sql } from 'drizzle-orm';

/** The integration's tokens, the row locked until the transaction ends (one refresh per grant across instances). */
export async function lockIntegrationTokens(tx: Database, integrationId: string) {
  const [row] = await tx
    .select({
      id: integrations.id,
      organisationId: integrations.organisationId,
      organisationType: organisations.type,
      status: integrations.status,
      tenantId: integrations.tenantId,
      accessTokenEncrypted: integrations.accessTokenEncrypted,
      refreshTokenEncrypted: integrations.refreshTokenEncrypted,
      tokenExpiresAt: integrations.tokenExpiresAt,
    })
    .from(integrations)
    .innerJoin(organisations, eq(organisations.id, integrations.organisationId))
    .where(eq(integrations.id, integrationId))
    .for('update', { of: integrations });
  return row;
}

export async function storeIntegrationTokens(
  tx: Database,
  integrationId: string,
  sealed: { accessTokenEncrypted: string; refreshTokenEncrypted: string; tokenExpiresAt: Date },
) {
  await tx
    .update(integrations)
    .set({ ...sealed, updatedAt: sql`now()` })
    .where(eq(integrations.id, integrationId));
}

/** Xero refused the refresh token: the tokens are dropped and the integration waits for a reconnect. */
export async function setIntegrationNeedsReconnecting(tx: Database, integrationId: string, reason: string) {
  await tx
    .update(integrations)
    .set({
      status: 'needs_reconnecting',
      lastError: reason,
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
      updatedAt: sql`now()`,
    })
    .where(eq(integrations.id, integrationId));
}
