import { ROLES_OF, type OrganisationRole, type TeamMember } from '@tapline/contracts';

// The team rules (docs/domain.md, Roles and permissions), mirrored so a screen hides what a role can't do. The server
// enforces them; its 403/409 answers still reach the person as toasts.

type OrganisationType = 'venue' | 'supplier';

/** The roles an organisation of the type gives (decision 0183): a venue's buyers and staff, a supplier's members. */
export function rolesOf(type: OrganisationType): readonly OrganisationRole[] {
  return ROLES_OF[type];
}

export const ROLE_LABELS: Record<OrganisationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  buyer: 'Buyer',
  staff: 'Staff',
};

export const ROLE_SUMMARIES: Record<OrganisationRole, string> = {
  owner: 'Everything, including making and removing owners',
  admin: 'Manages the team (not owners), settings and integrations; approves orders',
  member: 'Day-to-day work; can see the team but not change it',
  buyer: 'Places orders within the spend limits set for them; cancels and reorders',
  staff: 'Builds carts and counts guides; sends orders to an owner or admin for approval',
};

/** Owners and admins manage the team; the others only look. */
export function canManageTeam(role: OrganisationRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles someone may give in an organisation of the type: owners any, admins any but owner, the others none. */
export function grantableRoles(role: OrganisationRole | null, type: OrganisationType): OrganisationRole[] {
  if (role === 'owner') return [...rolesOf(type)];
  if (role === 'admin') return rolesOf(type).filter((candidate) => candidate !== 'owner');
  return [];
}

/** The role a new invite starts at: the least powerful that still orders (a venue's buyer, a supplier's member). */
export function defaultInviteRole(type: OrganisationType): OrganisationRole {
  return type === 'venue' ? 'buyer' : 'member';
}

/** "a buyer", "an admin", "a staff member". */
export function roleWithArticle(role: OrganisationRole): string {
  if (role === 'staff') return 'a staff member';
  return role === 'owner' || role === 'admin' ? `an ${role}` : `a ${role}`;
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
