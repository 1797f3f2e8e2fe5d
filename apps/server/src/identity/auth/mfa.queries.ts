import { and, count, eq, lt, notExists } from 'drizzle-orm';
import { authMfaChallenges, authMfaFactors, type Database } from '@tapline/db';
import type { FactorRow } from './auth.queries';

export type ChallengeRow = typeof authMfaChallenges.$inferSelect;

export async function findFactorOfUser(db: Database, factorId: string, userId: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
  return row;
}

export async function countFactorsOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(authMfaFactors).where(eq(authMfaFactors.userId, userId));
  return row?.total ?? 0;
}

/**
 * Before an enrolment: forget abandoned attempts, i.e. the user's unverified factors of this type that are
 * older than `staleBefore` and never challenged, or that carry the same name (the same attempt, retried).
 */
export async function deleteAbandonedFactors(
  db: Database,
  userId: string,
  factorType: FactorRow['factorType'],
  friendlyName: string,
  staleBefore: Date,
) {
  const unverifiedOfType = and(
    eq(authMfaFactors.userId, userId),
    eq(authMfaFactors.factorType, factorType),
    eq(authMfaFactors.status, 'unverified'),
  );
  await db.delete(authMfaFactors).where(and(unverifiedOfType, eq(authMfaFactors.friendlyName, friendlyName)));
  await db
    .delete(authMfaFactors)
    .where(
      and(
        unverifiedOfType,
        lt(authMfaFactors.createdAt, staleBefore),
        notExists(db.select({ id: authMfaChallenges.id }).from(authMfaChallenges).where(eq(authMfaChallenges.factorId, authMfaFactors.id))),
      ),
    );
}

export async function insertFactor(
  db: Database,
  values: {
    userId: string;
    factorType: FactorRow['factorType'];
    friendlyName: string;
    secret: string | null;
    phone: string | null;
    now: Date;
  },
): Promise<FactorRow> {
  const [row] = await db
    .insert(authMfaFactors)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function insertChallenge(
  db: Database,
  values: { factorId: string; otpCodeHash: string | null; ipAddress: string | null; now: Date },
): Promise<ChallengeRow> {
  const [row] = await db
    .insert(authMfaChallenges)
    .values({ factorId: values.factorId, otpCodeHash: values.otpCodeHash, ipAddress: values.ipAddress, createdAt: values.now })
    .returning();
  await db.update(authMfaFactors).set({ lastChallengedAt: values.now }).where(eq(authMfaFactors.id, values.factorId));
  // challenges live 5 minutes: older ones of this factor are only clutter
  await db
    .delete(authMfaChallenges)
    .where(
      and(eq(authMfaChallenges.factorId, values.factorId), lt(authMfaChallenges.createdAt, new Date(values.now.getTime() - 86_400_000))),
    );
  return row!;
}

/** the challenge, its row locked until the transaction ends */
export async function lockChallenge(db: Database, challengeId: string, factorId: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)))
    .for('update');
  return row;
}

export async function deleteChallenge(db: Database, challengeId: string): Promise<void> {
  await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challengeId));
}

export async function markChallengeVerified(db: Database, challengeId: string, now: Date): Promise<void> {
  await db.update(authMfaChallenges).set({ verifiedAt: now }).where(eq(authMfaChallenges.id, challengeId));
}

/** the factor row locked, for the TOTP replay check */
export async function lockFactor(db: Database, factorId: string): Promise<FactorRow | undefined> {
  const [row] = await db.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId)).for('update');
  return row;
}

export async function markFactorVerified(db: Database, factorId: string, totpStep: number | null, now: Date): Promise<void> {
  await db
    .update(authMfaFactors)
    .set({ status: 'verified', updatedAt: now, ...(totpStep === null ? {} : { totpLastUsedStep: totpStep }) })
    .where(eq(authMfaFactors.id, factorId));
}

export async function deleteFactor(db: Database, factorId: string): Promise<void> {
  await db.delete(authMfaFactors).where(eq(authMfaFactors.id, factorId));
}
