import { desc, eq, sql } from 'drizzle-orm';
import { invites, outboxMessages, type Database } from '@tapline/db';

/** Test helpers that read the outbox and move an invite's expiry (no route does either). */
export async function mailsTo(db: Database, email: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.to, email)).orderBy(desc(outboxMessages.createdAt));
}

export async function expireInvite(db: Database, inviteId: string) {
  await db
    .update(invites)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(invites.id, inviteId));
}

export async function inviteTokenHash(db: Database, email: string) {
  const [row] = await db.select({ tokenHash: invites.tokenHash }).from(invites).where(eq(invites.email, email));
  return row?.tokenHash;
}
