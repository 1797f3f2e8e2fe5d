import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  authMfaChallenges,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  authUsers,
  invites,
  outboxMessages,
  profiles,
  sqlClientOf,
  type Database,
} from '@tapline/db';

/** Test helpers: what the outbox sent, and how many auth rows exist (to prove a refused call changed nothing). */
/** the last message to `to` (of the template, when given: one transaction may write several at once) */
export async function latestOutboxMessage(db: Database, to: string, channel: 'email' | 'sms' = 'email', template?: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel), template ? eq(outboxMessages.template, template) : undefined),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

/** waits until the recovery jobs (recovery mail is written by a job) have all run */
export async function recoveryJobsDone(db: Database): Promise<void> {
  const pending = async () => {
    const { rows } = await sqlClientOf(db).executeSql(
      "select count(*)::int as n from pgboss.job where name = 'auth-recovery' and state < 'completed'",
      [],
    );
    return Number(rows[0]?.n);
  };
  await expect.poll(pending, { timeout: 15_000, interval: 50 }).toBe(0);
}

export async function countOutboxMessages(db: Database, to: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outboxMessages).where(eq(outboxMessages.to, to));
  return row?.total ?? 0;
}

export async function authSnapshot(db: Database) {
  const total = async (
    table: typeof authUsers | typeof authSessions | typeof authRefreshTokens | typeof authMfaFactors | typeof authMfaChallenges,
  ) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row?.total ?? 0;
  };
  return {
    users: await total(authUsers),
    sessions: await total(authSessions),
    refreshTokens: await total(authRefreshTokens),
    factors: await total(authMfaFactors),
    challenges: await total(authMfaChallenges),
    factorStates: (await db.select({ id: authMfaFactors.id, status: authMfaFactors.status }).from(authMfaFactors)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
    sessionLevels: (await db.select({ id: authSessions.id, aal: authSessions.aal }).from(authSessions)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
  };
}

export async function findProfileRow(db: Database, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function insertInvite(db: Database, values: { organisationId: string; email: string; token: string; expiresAt: Date }) {
  await db.insert(invites).values({
    organisationId: values.organisationId,
    email: values.email,
    organisationRole: 'member',
    tokenHash: createHash('sha256').update(values.token).digest('hex'),
    expiresAt: values.expiresAt,
  });
}

/** A database that fails every profile write for one name (a trigger), to see how the API answers a failure it didn't expect. */
export async function failProfileWritesNamed(db: Database, name: string) {
  const literal = `'${name.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(`create or replace function test_fail_profile_write() returns trigger language plpgsql as $$
      begin
        if new.name = ${literal} then raise exception 'profile write refused by test_fail_profile_write'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger test_fail_profile_write before insert or update on profiles for each row execute function test_fail_profile_write()',
    ),
  );
}
