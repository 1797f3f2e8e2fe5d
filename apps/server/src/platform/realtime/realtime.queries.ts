import { and, eq } from 'drizzle-orm';
import { memberships, type Database } from '@tapline/db';

/** Whether the person belongs to the organisation (any role). */
export async function isMember(db: Database, organisationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}
