import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { memberships, notificationPreferences } from '@tapline/db';

// SQL building blocks over memberships, shared by the modules that read who belongs where (team, invites,
// organisations, realtime, notifications, order mail): conditions, never a whole query.

/** One person's membership of one organisation (a value, or a column of the query it sits in). */
export function membershipOf(organisationId: string | AnyColumn, userId: string | AnyColumn): SQL {
  return and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)) as SQL;
}

/** A member's own preferences row for the organisation (none: the defaults; the notification centre's table). */
export const preferencesOfMember = and(
  eq(notificationPreferences.userId, memberships.userId),
  eq(notificationPreferences.organisationId, memberships.organisationId),
);
