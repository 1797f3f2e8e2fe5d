import { integrations, xeroConnectRequests, type Database } from '@tapline/db';
import { and, eq, sql } from 'drizzle-orm';

// Test set-up and checks the API has no call for: an abandoned connect, a token near its end, the sealed columns.

export async function integrationRowOf(db: Database, organisationId: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.organisationId, organisationId), eq(integrations.provider, 'xero')));
  return row;
}

export async function connectRequestOf(db: Database, state: string) {
  const [row] = await db.select().from(xeroConnectRequests).where(eq(xeroConnectRequests.state, state));
  return row;
}

export async function expireConnectRequest(db: Database, state: string) {
  await db
    .update(xeroConnectRequests)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(xeroConnectRequests.state, state));
}

export async function setTokenExpiry(db: Database, integrationId: string, at: Date) {
  await db.update(integrations).set({ tokenExpiresAt: at }).where(eq(integrations.id, integrationId));
}

/** Every organisation's integration disconnected: each test starts with no grant another organisation shares. */
export async function disconnectEveryIntegration(db: Database) {
  await db.update(integrations).set({
    status: 'disconnected',
    accessTokenEncrypted: null,
    refreshTokenEncrypted: null,
  });
}

/** Puts other sealed tokens on the integration (as if sealed with another key). */
export async function resealTokens(db: Database, integrationId: string, accessTokenEncrypted: string, refreshTokenEncrypted: string) {
  await db.update(integrations).set({ accessTokenEncrypted, refreshTokenEncrypted }).where(eq(integrations.id, integrationId));
}
