import { apiCommand } from '@/lib/api-client';
import { organisationApiPath, useOrganisationMutation, type OrganisationKey } from '@/features/organisations';

/** DELETE …/invites/{inviteId}: the link stops working at once. */
export const useRevokeInvite = (organisation: OrganisationKey) =>
  useOrganisationMutation(organisation, (inviteId: string) =>
    apiCommand('DELETE', `${organisationApiPath(organisation)}/invites/${encodeURIComponent(inviteId)}`),
  );
