import { Invite, type InviteCreate } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganisation, organisationApiPath, type OrganisationKey } from '@/features/organisations';

/** POST …/invites: the invite link is mailed (through the outbox). 409 with a field error when the email is taken. */
export function createInvite(organisation: OrganisationKey, input: InviteCreate) {
  return apiRequest('POST', `${organisationApiPath(organisation)}/invites`, Invite, { body: input });
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
