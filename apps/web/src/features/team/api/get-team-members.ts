import { TeamMemberList } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { organisationQueryOptions, type OrganisationKey } from '@/features/organisations';

/** The organisation's members with their organisationRole (GET /api/{venues|suppliers}/{id}/users). */
export const teamMembersQueryOptions = (organisation: OrganisationKey) =>
  organisationQueryOptions(organisation, 'team', 'users', import.meta.env.DEV ? TeamMemberList : false);

export const useTeamMembers = (organisation: OrganisationKey) => useSuspenseQuery(teamMembersQueryOptions(organisation));
