import type { OrganisationRole, SpendLimits } from '@tapline/contracts';
import { asc, eq } from 'drizzle-orm';
import { memberships, profiles, type Database } from '@tapline/db';
import { membershipOf } from '../../shared/membership-conditions.queries';

export async function listTeam(db: Database, organisationId: string) {
  return db
    .select({
      userId: profiles.id,
      name: profiles.name,
      email: profiles.email,
      organisationRole: memberships.organisationRole,
      orderLimitCents: memberships.orderLimitCents,
      weekLimitCents: memberships.weekLimitCents,
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
    .select({
      userId: memberships.userId,
      organisationRole: memberships.organisationRole,
      orderLimitCents: memberships.orderLimitCents,
      weekLimitCents: memberships.weekLimitCents,
    })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId))
    .for('update');
}

export async function updateMemberRole(db: Database, organisationId: string, userId: string, organisationRole: OrganisationRole) {
  await db.update(memberships).set({ organisationRole }).where(membershipOf(organisationId, userId));
}

export async function updateSpendLimits(db: Database, organisationId: string, userId: string, limits: SpendLimits) {
  await db.update(memberships).set(limits).where(membershipOf(organisationId, userId));
}

export async function deleteMember(db: Database, organisationId: string, userId: string) {
  await db.delete(memberships).where(membershipOf(organisationId, userId));
}
