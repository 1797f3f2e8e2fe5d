import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apiKeys, profiles, type Database } from '@tapline/db';

const creators = alias(profiles, 'api_key_creators');

interface NewApiKeyRow {
  id: string;
  organisationId: string;
  name: string;
  secretHash: string;
  lastFour: string;
  scopes: string[];
  createdBy: string;
  expiresAt: Date | null;
}

/**
 * The key and its machine profile (the actor its changes are recorded under, never a member of anything); call it in
 * a transaction. The profile's address is on the reserved `.invalid` domain: no mail ever goes to it.
 */
export async function insertApiKey(tx: Database, row: NewApiKeyRow) {
  await tx.insert(profiles).values({ id: row.id, email: `api-key-${row.id}@api-keys.invalid`, name: `API key “${row.name}”` });
  const [inserted] = await tx.insert(apiKeys).values(row).returning({ createdAt: apiKeys.createdAt });
  return inserted!;
}

/** The organisation's keys that still work or may (neither revoked), newest first, with who made each. */
export async function listApiKeyRows(db: Database, organisationId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      lastFour: apiKeys.lastFour,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorId: creators.id,
      creatorName: creators.name,
      creatorEmail: creators.email,
    })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one of the organisation's keys: its name and scopes, or undefined when it has no such key still unrevoked. */
export async function revokeApiKeyRow(db: Database, organisationId: string, keyId: string, revokedBy: string, now: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now, revokedBy })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name, scopes: apiKeys.scopes });
  return rows[0];
}
