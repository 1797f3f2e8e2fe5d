import { InviteIssued } from '@tapline/contracts';
import { apiRequest } from '@/lib/api-client';
import { organisationApiPath, useOrganisationMutation, type OrganisationKey } from '@/features/organisations';

/** POST …/invites/{inviteId}/resend: a new link valid for 7 days is mailed (mailState says how far); the previous one stops working. */
export const useResendInvite = (organisation: OrganisationKey) =>
  useOrganisationMutation(organisation, (inviteId: string) =>
    apiRequest(
      'POST',
      `${organisationApiPath(organisation)}/invites/${encodeURIComponent(inviteId)}/resend`,
      import.meta.env.DEV ? InviteIssued : false,
    ),
  );
