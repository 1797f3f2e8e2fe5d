import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** DELETE …/invites/{inviteId}: the link stops working at once. */
export function revokeInvite(organisation: OrganisationKey, inviteId: string) {
  return apiCommand('DELETE', `${organisationApiPath(organisation)}/invites/${encodeURIComponent(inviteId)}`);
}

export function useRevokeInvite(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(organisation, inviteId),
    onSettled: () => invalidateOrganisation(queryClient, organisation.id),
  });
}
