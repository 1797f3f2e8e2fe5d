import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { authMfaFactors, authOneTimeTokens, authUsers, invites, profiles, type Database, type JsonObject } from '@tapline/db';

export type UserRow = typeof authUsers.$inferSelect;
export type FactorRow = typeof authMfaFactors.$inferSelect;
export type OneTimeTokenType = (typeof authOneTimeTokens.$inferSelect)['tokenType'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

export function listFactorsOfUser(db: Database, userId: string): Promise<FactorRow[]> {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
}

export interface NewUser {
  id: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  invitedAt?: Date | null;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  phone?: string | null;
  now: Date;
}

/**
 * Creates the auth user and the person's profile together. A profile that already has this email and no
 * auth user (demo data, an earlier sign-in through a hosted project) is adopted: the user takes its id.
 * Answers undefined when the email already has an auth user.
 */
export async function insertUserWithProfile(db: Database, user: NewUser): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const name = typeof user.userMetadata.name === 'string' ? user.userMetadata.name.slice(0, 200) : '';
    await tx.insert(profiles).values({ id: user.id, email: user.email, name, createdAt: user.now }).onConflictDoNothing();
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, user.email));
    if (!profile) return undefined;
    const [row] = await tx
      .insert(authUsers)
      .values({
        id: profile.id,
        email: user.email,
        phone: user.phone ?? null,
        encryptedPassword: user.encryptedPassword,
        emailConfirmedAt: user.emailConfirmedAt,
        invitedAt: user.invitedAt ?? null,
        userMetadata: user.userMetadata,
        appMetadata: user.appMetadata,
        createdAt: user.now,
        updatedAt: user.now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
}

export async function updateUserRow(
  db: Database,
  id: string,
  values: Partial<Pick<UserRow, 'encryptedPassword' | 'userMetadata' | 'lastSignInAt' | 'emailConfirmedAt' | 'recoverySentAt'>> & {
    updatedAt: Date;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.update(authUsers).set(values).where(eq(authUsers.id, id)).returning();
  if (row && values.userMetadata && typeof values.userMetadata.name === 'string') {
    await db
      .update(profiles)
      .set({ name: values.userMetadata.name.slice(0, 200) })
      .where(eq(profiles.id, id));
  }
  return row;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(authUsers);
  return row?.total ?? 0;
}

export function listUsersPage(db: Database, page: number, perPage: number): Promise<UserRow[]> {
  return db
    .select()
    .from(authUsers)
    .orderBy(asc(authUsers.createdAt), asc(authUsers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** every factor of the given users, in one query */
export function listFactorsOfUsers(db: Database, userIds: string[]): Promise<FactorRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(authMfaFactors).where(inArray(authMfaFactors.userId, userIds)).orderBy(asc(authMfaFactors.createdAt));
}

/** A pending organisation invite made out to this email, by the hash of its token. */
export async function findPendingInvite(db: Database, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.tokenHash, tokenHash),
        sql`lower(${invites.email}) = ${email.toLowerCase()}`,
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    );
  return row;
}

export async function insertOneTimeToken(
  db: Database,
  values: {
    userId: string;
    tokenType: OneTimeTokenType;
    tokenHash: string;
    otpHash: string;
    redirectTo: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    // one live token of a kind per user: a new mail replaces the previous link
    await tx
      .delete(authOneTimeTokens)
      .where(and(eq(authOneTimeTokens.userId, values.userId), eq(authOneTimeTokens.tokenType, values.tokenType)));
    await tx.insert(authOneTimeTokens).values({
      userId: values.userId,
      tokenType: values.tokenType,
      tokenHash: values.tokenHash,
      otpHash: values.otpHash,
      redirectTo: values.redirectTo,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/**
 * Spends a one-time token: answers its user when it is unused and unexpired, marking it used in the same
 * statement so two concurrent uses can't both succeed.
 */
export async function consumeOneTimeToken(
  db: Database,
  match: { tokenHash: string } | { userId: string; otpHash: string },
  tokenType: OneTimeTokenType,
  now: Date,
): Promise<{ userId: string; redirectTo: string | null } | undefined> {
  const matchCondition =
    'tokenHash' in match
      ? eq(authOneTimeTokens.tokenHash, match.tokenHash)
      : and(eq(authOneTimeTokens.userId, match.userId), eq(authOneTimeTokens.otpHash, match.otpHash));
  const [row] = await db
    .update(authOneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        matchCondition,
        eq(authOneTimeTokens.tokenType, tokenType),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authOneTimeTokens.userId, redirectTo: authOneTimeTokens.redirectTo });
  return row;
}

export async function deleteOneTimeTokensOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
}

/** demo accounts: the ids among these that already have an auth user */
export async function existingUserIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.id, ids));
  return new Set(rows.map((row) => row.id));
}
