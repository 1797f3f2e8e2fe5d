import type { OrganisationRole } from '@tapline/contracts';
import { apiCommand } from '@/lib/api-client';
import { organisationApiPath, useOrganisationMutation, type OrganisationKey } from '@/features/organisations';

/** PUT /api/{venues|suppliers}/{id}/users/{userId}/role: 403 when the role can't, 409 for the last owner. */
export const useChangeMemberRole = (organisation: OrganisationKey) =>
  useOrganisationMutation(organisation, ({ userId, organisationRole }: { userId: string; organisationRole: OrganisationRole }) =>
    apiCommand('PUT', `${organisationApiPath(organisation)}/users/${encodeURIComponent(userId)}/role`, { body: { organisationRole } }),
  );
