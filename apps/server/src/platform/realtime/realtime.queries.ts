import { memberships, type Database } from '@tapline/db';
import { membershipOf } from '../../shared/membership-conditions.queries';

/** Whether the person belongs to the organisation (any role). */
export async function isMember(db: Database, organisationId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: memberships.userId }).from(memberships).where(membershipOf(organisationId, userId)).limit(1);
  return row !== undefined;
}
