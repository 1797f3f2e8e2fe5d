import { TeamMemberList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { orgKeys, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** The organisation's members with their organisationRole (GET /api/{venues|suppliers}/{id}/users). */
export function getTeamMembers(organisation: OrganisationKey, signal?: AbortSignal) {
  return apiGet(`${organisationApiPath(organisation)}/users`, TeamMemberList, { signal });
}

export const teamMembersQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: orgKeys.team(organisation.id),
    queryFn: ({ signal }) => getTeamMembers(organisation, signal),
  });

export const useTeamMembers = (organisation: OrganisationKey) => useSuspenseQuery(teamMembersQueryOptions(organisation));
