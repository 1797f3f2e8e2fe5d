import { OrganisationSettings } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrganisationKey } from '../organisation-ref';
import { rememberSettings } from './update-organisation-settings';

/** Removes the logo (DELETE …/logo); the organisation shows its initials again. */
export function removeOrganisationLogo(type: OrganisationKey['type'], idOrSlug: string) {
  return apiRequest('DELETE', `/api/${type}s/${encodeURIComponent(idOrSlug)}/logo`, OrganisationSettings);
}

export function useRemoveOrganisationLogo(type: OrganisationKey['type'], idOrSlug: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeOrganisationLogo(type, idOrSlug),
    onSuccess: (settings) => rememberSettings(queryClient, settings, userId),
  });
}
