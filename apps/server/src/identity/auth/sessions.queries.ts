import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { authRefreshTokens, authSessions, type AmrEntry, type Database } from '@tapline/db';

export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;

export async function insertSession(
  db: Database,
  values: { userId: string; amr: AmrEntry[]; ip: string | null; userAgent: string | null; now: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: values.userId,
      amr: values.amr,
      ip: values.ip,
      userAgent: values.userAgent,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: string; tokenHash: string; parentId: string | null; now: Date },
): Promise<void> {
  await db.insert(authRefreshTokens).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    parentId: values.parentId,
    createdAt: values.now,
  });
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return row;
}

/** The refresh token and its session, the token row locked until the transaction ends. */
export async function lockRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
  const [token] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash)).for('update');
  if (!token) return undefined;
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, token.sessionId));
  return session ? { token, session } : undefined;
}

/** The session's refresh token whose hash is one of `tokenHashes`, if any. */
export async function findRefreshTokenOfSession(
  db: Database,
  sessionId: string,
  tokenHashes: string[],
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authRefreshTokens)
    .where(and(eq(authRefreshTokens.sessionId, sessionId), inArray(authRefreshTokens.tokenHash, tokenHashes)));
  return row;
}

export async function revokeRefreshToken(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(authRefreshTokens.id, id), isNull(authRefreshTokens.revokedAt)));
}

/**
 * Forgets a session's tokens revoked before `before`: reuse of one of those is then just "not found" (refused,
 * without ending the session), which keeps a long-lived session from growing a row per refresh forever.
 */
export async function pruneRevokedRefreshTokens(db: Database, sessionId: string, before: Date): Promise<void> {
  await db.delete(authRefreshTokens).where(and(eq(authRefreshTokens.sessionId, sessionId), lt(authRefreshTokens.revokedAt, before)));
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ updatedAt: now }).where(eq(authSessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function deleteSessionsOfUser(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(exceptSessionId ? and(eq(authSessions.userId, userId), ne(authSessions.id, exceptSessionId)) : eq(authSessions.userId, userId));
}

/**
 * Raises a session to aal2 after a factor was verified: its refresh tokens are replaced (an aal1 token can
 * never mint aal2 tokens) and the user's other aal1 sessions end, as Supabase Auth does.
 */
export async function raiseSessionToAal2(
  db: Database,
  session: { id: string; userId: string },
  factorId: string,
  amr: AmrEntry[],
  now: Date,
) {
  await db.update(authSessions).set({ aal: 'aal2', factorId, amr, updatedAt: now }).where(eq(authSessions.id, session.id));
  await db.delete(authRefreshTokens).where(eq(authRefreshTokens.sessionId, session.id));
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, session.userId), ne(authSessions.id, session.id), eq(authSessions.aal, 'aal1')));
}

/** After a verified factor is removed, the sessions it raised fall back to aal1. */
export async function lowerSessionsRaisedBy(db: Database, factorId: string, now: Date): Promise<void> {
  const sessions = await db
    .select({ id: authSessions.id, amr: authSessions.amr })
    .from(authSessions)
    .where(eq(authSessions.factorId, factorId));
  for (const session of sessions) {
    const amr = session.amr.filter((entry) => entry.method !== 'totp' && entry.method !== 'mfa/phone');
    await db.update(authSessions).set({ aal: 'aal1', factorId: null, amr, updatedAt: now }).where(eq(authSessions.id, session.id));
  }
}
