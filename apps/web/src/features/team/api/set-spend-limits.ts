import type { SpendLimits } from '@tapline/contracts';
import { apiCommand } from '@/lib/api-client';
import { organisationApiPath, useOrganisationMutation, type OrganisationKey } from '@/features/organisations';

/** PUT /api/venues/{id}/users/{userId}/spend-limits: a buyer's limits per order and per week (null: none). */
export const useSetSpendLimits = (organisation: OrganisationKey) =>
  useOrganisationMutation(organisation, ({ userId, ...limits }: SpendLimits & { userId: string }) =>
    apiCommand('PUT', `${organisationApiPath(organisation)}/users/${encodeURIComponent(userId)}/spend-limits`, { body: limits }),
  );
