import { and, eq, ne } from 'drizzle-orm';
import { authSigningKeys, type Database, type JsonObject } from '@tapline/db';

export interface SigningKeyRow {
  kid: string;
  status: 'active' | 'retired' | 'revoked';
  privateJwk: JsonObject;
  publicJwk: JsonObject;
  createdAt: Date;
}

const columns = {
  kid: authSigningKeys.kid,
  status: authSigningKeys.status,
  privateJwk: authSigningKeys.privateJwk,
  publicJwk: authSigningKeys.publicJwk,
  createdAt: authSigningKeys.createdAt,
};

/** active and retired keys (revoked ones are neither published nor accepted) */
export function listUsableSigningKeys(db: Database): Promise<SigningKeyRow[]> {
  return db.select(columns).from(authSigningKeys).where(ne(authSigningKeys.status, 'revoked')).orderBy(authSigningKeys.createdAt);
}

export function listAllSigningKeys(db: Database): Promise<SigningKeyRow[]> {
  return db.select(columns).from(authSigningKeys).orderBy(authSigningKeys.createdAt);
}

/** Inserts an active key unless one exists (a partial unique index keeps it to one, even across instances). */
export async function insertActiveKeyIfNone(db: Database, key: Omit<SigningKeyRow, 'status' | 'createdAt'>): Promise<void> {
  await db
    .insert(authSigningKeys)
    .values({ ...key, status: 'active' })
    .onConflictDoNothing();
}

/** Retires the active key and makes `key` the active one, in one transaction. */
export async function replaceActiveKey(db: Database, key: Omit<SigningKeyRow, 'status' | 'createdAt'>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(authSigningKeys).set({ status: 'retired', retiredAt: now }).where(eq(authSigningKeys.status, 'active'));
    await tx.insert(authSigningKeys).values({ ...key, status: 'active', createdAt: now });
  });
}

export async function revokeRetiredKey(db: Database, kid: string): Promise<boolean> {
  const rows = await db
    .update(authSigningKeys)
    .set({ status: 'revoked' })
    .where(and(eq(authSigningKeys.kid, kid), eq(authSigningKeys.status, 'retired')))
    .returning({ status: authSigningKeys.status });
  return rows.length > 0;
}
