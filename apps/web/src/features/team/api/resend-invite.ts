import { InviteIssued } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** POST …/invites/{inviteId}/resend: a new link valid for 7 days is mailed (mailState says how far); the previous one stops working. */
export function resendInvite(organisation: OrganisationKey, inviteId: string) {
  return apiRequest('POST', `${organisationApiPath(organisation)}/invites/${encodeURIComponent(inviteId)}/resend`, InviteIssued);
}

export function useResendInvite(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvite(organisation, inviteId),
    onSettled: () => invalidateOrganisation(queryClient, organisation.id),
  });
}
