import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { memberships, notificationPreferences, profiles, type Database } from '@tapline/db';
import { preferencesOfMember } from '../../shared/membership-conditions.queries';

// Whom an order's mail goes to: the members of its organisations who left that mail on.

/**
 * The members of an organisation to tell of an order's status change: their addresses, the one who placed it first;
 * those who turned status-change mail off are left out.
 */
export async function listMemberEmails(db: Database, organisationId: string, firstUserId: string | null) {
  return db
    .select({ email: profiles.email, name: profiles.name })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(eq(memberships.organisationId, organisationId), sql`coalesce(${notificationPreferences.statusChanges}, true)`))
    .orderBy(sql`${profiles.id} = ${firstUserId ?? sql`null`} desc nulls last`, asc(profiles.email));
}

/**
 * The members of several organisations at once (a new order's suppliers), each by email within its organisation;
 * those who turned new-order mail off are left out.
 */
export async function listMemberEmailsOf(db: Database, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({ organisationId: memberships.organisationId, email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(inArray(memberships.organisationId, organisationIds), sql`coalesce(${notificationPreferences.newOrders}, true)`))
    .orderBy(asc(memberships.organisationId), asc(profiles.email));
}
