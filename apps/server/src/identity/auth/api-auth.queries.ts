import { and, eq, sql } from 'drizzle-orm';
import { authMfaFactors, authSessions, profiles, type Database } from '@tapline/db';

export interface ProfileState {
  email: string;
  name: string;
  isPlatformAdmin: boolean;
}

/**
 * For one of our own tokens, in one query: does its session still exist (signing out takes effect at once),
 * has its user a verified factor, and the profile.
 */
export async function builtInSessionState(db: Database, sessionId: string, userId: string) {
  const [row] = await db
    .select({
      hasVerifiedFactor: sql<boolean>`exists (select 1 from ${authMfaFactors} where ${authMfaFactors.userId} = ${authSessions.userId} and ${authMfaFactors.status} = 'verified')`,
      email: profiles.email,
      name: profiles.name,
      isPlatformAdmin: profiles.isPlatformAdmin,
    })
    .from(authSessions)
    .leftJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  if (!row) return undefined;
  const profile: ProfileState | undefined =
    row.email === null ? undefined : { email: row.email, name: row.name ?? '', isPlatformAdmin: row.isPlatformAdmin ?? false };
  return { hasVerifiedFactor: Boolean(row.hasVerifiedFactor), profile };
}

export async function findProfile(db: Database, userId: string): Promise<ProfileState | undefined> {
  const [row] = await db
    .select({ email: profiles.email, name: profiles.name, isPlatformAdmin: profiles.isPlatformAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** Keeps the profile in step with the token's claims (email, and the name when the claims carry one). */
export async function upsertProfile(db: Database, values: { id: string; email: string; name: string | undefined }): Promise<ProfileState> {
  const [row] = await db
    .insert(profiles)
    .values({ id: values.id, email: values.email, name: values.name ?? '' })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { email: values.email, ...(values.name === undefined ? {} : { name: values.name }) },
    })
    .returning({ email: profiles.email, name: profiles.name, isPlatformAdmin: profiles.isPlatformAdmin });
  return row!;
}
