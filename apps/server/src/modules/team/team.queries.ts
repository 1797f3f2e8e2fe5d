import { and, asc, eq, type SQL } from 'drizzle-orm';
import { memberships, organisations, profiles, type Database } from '@tapline/db';
import { organisationIdentified } from '../organisations/organisations.queries';

/** An organisation of one type by id or slug, whatever its status (members of a suspended one still see it). */
function organisationByIdOrSlug(type: 'venue' | 'supplier', idOrSlug: string): SQL {
  return and(eq(organisations.type, type), organisationIdentified(idOrSlug)) as SQL;
}

/** The organisation and the user's role in it; no row when the user is not a member. */
export async function findOrganisationWithRole(db: Database, type: 'venue' | 'supplier', idOrSlug: string, userId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      status: organisations.status,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
      organisationRole: memberships.organisationRole,
    })
    .from(organisations)
    .leftJoin(memberships, and(eq(memberships.organisationId, organisations.id), eq(memberships.userId, userId)))
    .where(organisationByIdOrSlug(type, idOrSlug));
  return row;
}

export async function listTeam(db: Database, organisationId: string) {
  return db
    .select({
      userId: profiles.id,
      name: profiles.name,
      email: profiles.email,
      organisationRole: memberships.organisationRole,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(profiles.name), asc(profiles.email));
}

/**
 * The organisation's memberships, locked until the transaction ends, so two owners can't demote each other
 * at the same moment and leave none.
 */
export async function lockMemberships(db: Database, organisationId: string) {
  return db
    .select({ userId: memberships.userId, organisationRole: memberships.organisationRole })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId))
    .for('update');
}

export async function updateMemberRole(db: Database, organisationId: string, userId: string, organisationRole: 'owner' | 'admin' | 'member') {
  await db
    .update(memberships)
    .set({ organisationRole })
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}

export async function deleteMember(db: Database, organisationId: string, userId: string) {
  await db.delete(memberships).where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}
