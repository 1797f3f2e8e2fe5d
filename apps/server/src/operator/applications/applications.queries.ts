import { and, eq, gte, sql } from 'drizzle-orm';
import { applications, serverSecrets, type Database } from '@tapline/db';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Pick<
  typeof applications.$inferInsert,
  | 'type'
  | 'businessName'
  | 'kind'
  | 'abn'
  | 'address'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'deliveryAreas'
  | 'verifyTokenHash'
  | 'verifyExpiresAt'
  | 'submittedIp'
>;

/**
 * Holds the rate-limit locks of an address and an email until the transaction ends (always in this order), so
 * two applications sent at once are counted one after the other.
 */
export async function lockApplicationSenders(tx: Database, ip: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`application-ip:${ip}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`application-email:${email}`}, 0))`);
}

/** Who sent applications: the address they came from, or the email they name. */
type ApplicationSender = { ip: string } | { email: string };

/** How many applications the sender sent since `since`, and when the oldest of them came. */
export async function countApplicationsFrom(db: Database, sender: ApplicationSender, since: Date) {
  const bySender = 'ip' in sender ? eq(applications.submittedIp, sender.ip) : eq(applications.email, sender.email);
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<Date | null>`min(${applications.createdAt})`.mapWith(applications.createdAt),
    })
    .from(applications)
    .where(and(bySender, gte(applications.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertApplication(tx: Database, values: NewApplication, now: Date): Promise<{ id: string }> {
  const [row] = await tx
    .insert(applications)
    .values({ ...values, status: 'unverified', createdAt: now, updatedAt: now })
    .returning({ id: applications.id });
  return row!;
}

/** The application whose verification link carries this token (by its hash), locked until the transaction ends. */
export async function lockApplicationByVerifyHash(tx: Database, verifyTokenHash: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      type: applications.type,
      businessName: applications.businessName,
      contactName: applications.contactName,
      email: applications.email,
      status: applications.status,
      verifyExpiresAt: applications.verifyExpiresAt,
    })
    .from(applications)
    .where(eq(applications.verifyTokenHash, verifyTokenHash))
    .for('update');
  return row;
}

/** Verified: waiting for a platform admin; the token is spent (its hash cleared). */
export async function markApplicationVerified(tx: Database, id: string, now: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ status: 'new', verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null, updatedAt: now })
    .where(and(eq(applications.id, id), eq(applications.status, 'unverified')));
}

/** One application with all its columns. */
export async function findApplication(db: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function countApplications(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(applications);
  return row?.count ?? 0;
}

/** The server secret of this name: made (from `make`) by the first instance that asks, then the same for all. */
export async function serverSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
