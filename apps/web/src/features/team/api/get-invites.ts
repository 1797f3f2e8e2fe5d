import { InviteList } from '@tapline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { orgKeys, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** The organisation's open invites, pending or expired (GET …/invites; owners and admins only). */
export function getInvites(organisation: OrganisationKey, signal?: AbortSignal) {
  return apiGet(`${organisationApiPath(organisation)}/invites`, InviteList, { signal });
}

export const invitesQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: orgKeys.invites(organisation.id),
    queryFn: ({ signal }) => getInvites(organisation, signal),
  });

/** Members never ask (the server would answer 403): pass `enabled: false` for them. */
export const useInvites = (organisation: OrganisationKey, enabled: boolean) => useQuery({ ...invitesQueryOptions(organisation), enabled });
