import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, OrganisationRole } from '@tapline/contracts';
import { memberships, notificationPreferences, notifications, organisations, type Database } from '@tapline/db';
import { REALTIME_CHANNEL, eventVersion } from '../../platform';
import { membershipOf, preferencesOfMember } from '../../shared/membership-conditions.queries';
import { organisationRefColumns } from '../../shared/organisation-conditions.queries';

// The notification centre's reads and writes (decision 0108).

/** One thing that happened to an organisation, told to its members. */
export interface Notice {
  organisationId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** the app path it opens */
  link: string;
  /** the person who did it hears nothing of their own act */
  exceptUserId?: string | null;
  /** only members with these roles (an invite accepted: the owners and admins); all members when absent */
  roles?: OrganisationRole[];
  /** only these people among the members (a standing order's owners and its owner, decision 0166) */
  userIds?: string[];
  /** not for a person who has an unread one of the same kind and link already (a thread's messages: one bell each) */
  collapseUnread?: boolean;
}

/**
 * One row per member of each notice's organisation, in ONE statement whatever the number of notices or members
 * (insert … select from memberships, the notices as one JSON parameter as checkout.queries does): checkout adds
 * exactly one statement however many suppliers it orders from.
 */
export async function insertNotificationsForMembers(db: Database, notices: Notice[]) {
  if (notices.length === 0) return;
  const json = JSON.stringify(
    notices.map((notice) => ({
      organisation_id: notice.organisationId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body ?? '',
      link: notice.link,
      except_user_id: notice.exceptUserId ?? null,
      roles: notice.roles ?? null,
      user_ids: notice.userIds ?? null,
      collapse_unread: notice.collapseUnread ?? false,
    })),
  );
  // the same statement tells the people's open tabs (decision 0109): `notification.created` events of at most 100
  // people each, sent when the transaction commits
  await db.execute(sql`
    with inserted as (
      insert into ${notifications} (user_id, organisation_id, kind, title, body, link)
      select m.user_id, n.organisation_id, n.kind, n.title, n.body, n.link
      from jsonb_to_recordset(${json}::jsonb) as n(organisation_id uuid, kind text, title text, body text, link text, except_user_id uuid, roles jsonb, user_ids jsonb, collapse_unread boolean)
      join ${memberships} m on m.organisation_id = n.organisation_id
      where (n.except_user_id is null or m.user_id <> n.except_user_id)
        and (n.roles is null or jsonb_typeof(n.roles) <> 'array' or n.roles ? m.organisation_role::text)
        and (n.user_ids is null or jsonb_typeof(n.user_ids) <> 'array' or n.user_ids ? m.user_id::text)
        and not (n.collapse_unread and exists (
          select 1 from ${notifications} u
          where u.user_id = m.user_id and u.kind = n.kind and u.link = n.link and u.read_at is null))
      returning user_id
    ),
    people as (select user_id, (row_number() over (order by user_id) - 1) / 100 as chunk from (select distinct user_id from inserted) d)
    select pg_notify(${REALTIME_CHANNEL}, json_build_object('type', 'notification.created', 'userIds', json_agg(user_id), 'version', ${eventVersion()}::bigint)::text)
    from people group by chunk`);
}

/** created_at to the microsecond, as text: a JavaScript Date would cut it to the millisecond and skip rows in a keyset. */
const createdAtText = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A person's notifications of the organisations they still belong to, newest first, from a keyset position. */
export async function listNotificationsOf(
  db: Database,
  userId: string,
  options: { before: { at: string; id: string } | null; limit: number },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      cursorAt: createdAtText,
      organisation: organisationRefColumns,
    })
    .from(notifications)
    .innerJoin(memberships, membershipOf(notifications.organisationId, notifications.userId))
    .innerJoin(organisations, eq(organisations.id, notifications.organisationId))
    .where(
      and(
        eq(notifications.userId, userId),
        options.before
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${options.before.at}::timestamptz, ${options.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .innerJoin(memberships, membershipOf(notifications.organisationId, notifications.userId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks the person's own unread ones read (all, or those of `ids`); an id of someone else's changes nothing. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)));
}

/** Marks read a person's unread notifications of `kind` that open `link` (they read what the notice pointed to). */
export async function markNotificationsReadAt(db: Database, userId: string, kind: NotificationKind, link: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.link, link), isNull(notifications.readAt)));
}

const preferenceColumns = {
  organisation: organisationRefColumns,
  newOrders: sql<boolean>`coalesce(${notificationPreferences.newOrders}, true)`,
  statusChanges: sql<boolean>`coalesce(${notificationPreferences.statusChanges}, true)`,
  dailyDigest: sql<boolean>`coalesce(${notificationPreferences.dailyDigest}, false)`,
};

/** The person's mail choices for each organisation they belong to (defaults where they chose nothing). */
export async function listPreferencesOf(db: Database, userId: string, organisationId?: string) {
  return db
    .select(preferenceColumns)
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(eq(memberships.userId, userId), organisationId ? eq(memberships.organisationId, organisationId) : undefined))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

export async function upsertPreferences(
  db: Database,
  userId: string,
  organisationId: string,
  values: { newOrders: boolean; statusChanges: boolean; dailyDigest: boolean },
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, organisationId, ...values })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.organisationId],
      set: { ...values, updatedAt: sql`now()` },
    });
}
