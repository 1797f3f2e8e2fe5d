import { InviteIssued, type InviteCreate } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** POST …/invites: the invite, and whether its mail was sent, queued or stored (mailState). 409 with a field error when the email is taken. */
function createInvite(organisation: OrganisationKey, input: InviteCreate) {
  return apiRequest('POST', `${organisationApiPath(organisation)}/invites`, import.meta.env.DEV ? InviteIssued : false, { body: input });
}

export function useCreateInvite(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCreate) => createInvite(organisation, input),
    onSuccess: () => {
      void invalidateOrganisation(queryClient, organisation.id);
    },
  });
}
