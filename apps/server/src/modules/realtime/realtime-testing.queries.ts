import { and, eq } from 'drizzle-orm';
import { memberships, type Database } from '@tapline/db';

/** Ends a membership as any path would (the team page, the admin): straight in the database. */
export async function removeMembership(db: Database, organisationId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}
