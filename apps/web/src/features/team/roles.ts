import type { OrganisationRole, TeamMember } from '@tapline/contracts';

// The team rules (docs/domain.md, Roles and permissions), mirrored so a screen hides what a role can't do. The server
// enforces them; its 403/409 answers still reach the person as toasts.

export const ROLES: readonly OrganisationRole[] = ['owner', 'admin', 'member'];

export const ROLE_LABELS: Record<OrganisationRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const ROLE_SUMMARIES: Record<OrganisationRole, string> = {
  owner: 'Everything, including making and removing owners',
  admin: 'Manages the team (not owners), settings and integrations',
  member: 'Day-to-day work; can see the team but not change it',
};

/** Owners and admins manage the team; members only look. */
export function canManageTeam(role: OrganisationRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles someone may give: owners any, admins admin or member (never owner), members none. */
export function grantableRoles(role: OrganisationRole | null): OrganisationRole[] {
  if (role === 'owner') return ['owner', 'admin', 'member'];
  if (role === 'admin') return ['admin', 'member'];
  return [];
}

/** Whether `actor` may change or remove `target`: an admin can't touch an owner. */
export function canManageMember(actor: OrganisationRole | null, target: OrganisationRole): boolean {
  if (actor === 'owner') return true;
  if (actor === 'admin') return target !== 'owner';
  return false;
}

/** The only owner can't be demoted or removed: someone else must be made owner first. */
export function isLastOwner(team: readonly Pick<TeamMember, 'userId' | 'organisationRole'>[], userId: string): boolean {
  const owners = team.filter((member) => member.organisationRole === 'owner');
  return owners.length === 1 && owners[0]?.userId === userId;
}

/** The signed-in user's role in the team, or null when they aren't in it. */
export function roleOf(
  team: readonly Pick<TeamMember, 'userId' | 'organisationRole'>[],
  userId: string | undefined,
): OrganisationRole | null {
  return team.find((member) => member.userId === userId)?.organisationRole ?? null;
}
