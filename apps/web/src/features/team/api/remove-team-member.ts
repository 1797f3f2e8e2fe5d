import { apiCommand } from '@/lib/api-client';
import { organisationApiPath, useOrganisationMutation, type OrganisationKey } from '@/features/organisations';

/** DELETE /api/{venues|suppliers}/{id}/users/{userId}: the last owner stays (409). */
export const useRemoveTeamMember = (organisation: OrganisationKey) =>
  useOrganisationMutation(organisation, (userId: string) =>
    apiCommand('DELETE', `${organisationApiPath(organisation)}/users/${encodeURIComponent(userId)}`),
  );
