import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeys, organisations, type Database } from '@tapline/db';

/** A key as each call checks it (one primary-key read): its hash, state, scopes and organisation. */
export async function findApiKeyForCall(db: Database, keyId: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      name: apiKeys.name,
      organisationId: organisations.id,
      organisationType: organisations.type,
    })
    .from(apiKeys)
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(eq(apiKeys.id, keyId));
  return row;
}

/** Moves last used to now unless another call did within the minute (a second instance included). */
export async function touchApiKey(db: Database, keyId: string, now: Date, staleBefore: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
