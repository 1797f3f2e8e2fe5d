import type { OrganisationRole } from '@tapline/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { authUsers, invites, memberships, organisations, profiles, type Database } from '@tapline/db';
import { membershipOf } from '../../shared/membership-conditions.queries';
import { organisationRefColumns } from '../../shared/organisation-conditions.queries';

const open = and(isNull(invites.acceptedAt), isNull(invites.revokedAt));

/** Invites neither accepted nor revoked (pending or expired), newest first, with who sent them. */
export async function listOpenInvites(db: Database, organisationId: string) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      organisationRole: invites.organisationRole,
      inviterId: profiles.id,
      inviterName: profiles.name,
      inviterEmail: profiles.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
    })
    .from(invites)
    .leftJoin(profiles, eq(profiles.id, invites.invitedBy))
    .where(and(eq(invites.organisationId, organisationId), open))
    .orderBy(desc(invites.createdAt), desc(invites.id));
}

export async function countPendingInvites(db: Database, organisationId: string, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invites)
    .where(and(eq(invites.organisationId, organisationId), open, gt(invites.expiresAt, now)));
  return row?.count ?? 0;
}

export async function isMemberByEmail(db: Database, organisationId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), sql`lower(${profiles.email}) = ${email}`));
  return row !== undefined;
}

/** The open invite of one address, locked until the transaction ends. */
export async function lockOpenInviteForEmail(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select({ id: invites.id, expiresAt: invites.expiresAt })
    .from(invites)
    .where(and(eq(invites.organisationId, organisationId), eq(invites.email, email), open))
    .for('update');
  return row;
}

export async function insertInvite(
  db: Database,
  values: {
    organisationId: string;
    email: string;
    organisationRole: OrganisationRole;
    tokenHash: string;
    invitedBy: string | null;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(invites)
    .values({ ...rest, createdAt: now })
    .returning({ id: invites.id, createdAt: invites.createdAt });
  return row!;
}

/** One invite of one organisation (another organisation's invite is not found), locked. */
export async function lockInviteOfOrganisation(db: Database, organisationId: string, inviteId: string) {
  const [row] = await db
    .select({
      id: invites.id,
      email: invites.email,
      organisationRole: invites.organisationRole,
      invitedBy: invites.invitedBy,
      createdAt: invites.createdAt,
      acceptedAt: invites.acceptedAt,
      revokedAt: invites.revokedAt,
    })
    .from(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.organisationId, organisationId)))
    .for('update');
  return row;
}

export async function renewInviteToken(db: Database, inviteId: string, tokenHash: string, expiresAt: Date) {
  await db.update(invites).set({ tokenHash, expiresAt }).where(eq(invites.id, inviteId));
}

export async function markInviteRevoked(db: Database, inviteId: string, now: Date) {
  await db.update(invites).set({ revokedAt: now }).where(eq(invites.id, inviteId));
}

export async function markInviteAccepted(db: Database, inviteId: string, now: Date) {
  await db.update(invites).set({ acceptedAt: now }).where(eq(invites.id, inviteId));
}

/** What the invite page shows, by the hash of the link's token. */
export async function findInviteByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      email: invites.email,
      organisationRole: invites.organisationRole,
      expiresAt: invites.expiresAt,
      acceptedAt: invites.acceptedAt,
      revokedAt: invites.revokedAt,
      organisationType: organisations.type,
      organisationSlug: organisations.slug,
      organisationName: organisations.name,
      organisationLogoUrl: organisations.logoUrl,
      invitedByName: profiles.name,
      accountExists: sql<boolean>`(exists (select 1 from ${authUsers} u where u.email = invites.email) or exists (select 1 from ${profiles} p where lower(p.email) = invites.email))`,
    })
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .leftJoin(profiles, eq(profiles.id, invites.invitedBy))
    .where(eq(invites.tokenHash, tokenHash));
  return row;
}

/** The invite behind a token and its organisation; the invite row is locked until the transaction ends. */
export async function lockInviteByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: invites.id,
      email: invites.email,
      organisationRole: invites.organisationRole,
      expiresAt: invites.expiresAt,
      acceptedAt: invites.acceptedAt,
      revokedAt: invites.revokedAt,
      organisation: organisationRefColumns,
    })
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .where(eq(invites.tokenHash, tokenHash))
    .for('update', { of: invites });
  return row;
}

/** Adds the membership unless the person already belongs (an existing role is kept); answers the role held. */
export async function joinOrganisation(db: Database, organisationId: string, userId: string, organisationRole: OrganisationRole) {
  await db.insert(memberships).values({ organisationId, userId, organisationRole }).onConflictDoNothing();
  return (await findMembershipRole(db, organisationId, userId))!;
}

export async function findMembershipRole(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ organisationRole: memberships.organisationRole })
    .from(memberships)
    .where(membershipOf(organisationId, userId));
  return row?.organisationRole;
}
