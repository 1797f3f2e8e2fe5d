// The team pages' pieces and rules: routes import these, never its files (docs/conventions.md, Boundaries).
export { RoleChip } from './components/role-chip';
export { teamMembersQueryOptions, useTeamMembers } from './api/get-team-members';
export { RoleRules } from './components/role-rules';
export { useRemoveTeamMember } from './api/remove-team-member';
export {
  canManageMember,
  isLastOwner,
  grantableRoles,
  defaultInviteRole,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  roleOf,
  roleWithArticle,
  canManageTeam,
} from './roles';
export { useSetSpendLimits } from './api/set-spend-limits';
export { useChangeMemberRole } from './api/change-member-role';
export { useInvites, invitesQueryOptions } from './api/get-invites';
export { useResendInvite } from './api/resend-invite';
export { useRevokeInvite } from './api/revoke-invite';
export { useCreateInvite } from './api/create-invite';
