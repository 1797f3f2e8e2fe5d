import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { memberships, notificationPreferences, profiles, type Database } from '@tapline/db';
import { preferencesOfMember } from '../../shared/membership-conditions.queries';

// Whom a trade account's mail goes to (decision 0169).

/** The addresses of the organisation's members with one of `roles`, but the one who acted and those who turned status-change mail off. */
export async function listRoleEmails(db: Database, organisationId: string, roles: ('owner' | 'admin')[], exceptUserId: string) {
  return db
    .select({ email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        inArray(memberships.organisationRole, roles),
        ne(memberships.userId, exceptUserId),
        sql`coalesce(${notificationPreferences.statusChanges}, true)`,
      ),
    )
    .orderBy(asc(profiles.email));
}
