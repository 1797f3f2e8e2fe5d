import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** DELETE /api/{venues|suppliers}/{id}/users/{userId}: the last owner stays (409). */
export function removeTeamMember(organisation: OrganisationKey, userId: string) {
  return apiCommand('DELETE', `${organisationApiPath(organisation)}/users/${encodeURIComponent(userId)}`);
}

export function useRemoveTeamMember(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(organisation, userId),
    onSettled: () => invalidateOrganisation(queryClient, organisation.id),
  });
}
