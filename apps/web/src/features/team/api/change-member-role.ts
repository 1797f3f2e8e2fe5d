import type { OrganisationRole } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** PUT /api/{venues|suppliers}/{id}/users/{userId}/role: 403 when the role can't, 409 for the last owner. */
export function changeMemberRole(organisation: OrganisationKey, userId: string, organisationRole: OrganisationRole) {
  return apiCommand('PUT', `${organisationApiPath(organisation)}/users/${encodeURIComponent(userId)}/role`, { body: { organisationRole } });
}

export function useChangeMemberRole(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, organisationRole }: { userId: string; organisationRole: OrganisationRole }) =>
      changeMemberRole(organisation, userId, organisationRole),
    onSettled: () => invalidateOrganisation(queryClient, organisation.id),
  });
}
