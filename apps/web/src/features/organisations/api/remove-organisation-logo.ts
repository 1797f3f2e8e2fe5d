import { OrganisationSettings } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { organisationApiPath, type OrganisationKey } from '../organisation-ref';
import { rememberSettings } from './update-organisation-settings';

/** Removes the logo (DELETE …/logo); the organisation shows its initials again. */
function removeOrganisationLogo(organisation: OrganisationKey) {
  return apiRequest('DELETE', `${organisationApiPath(organisation)}/logo`, import.meta.env.DEV ? OrganisationSettings : false);
}

export function useRemoveOrganisationLogo(organisation: OrganisationKey, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeOrganisationLogo(organisation),
    onSuccess: (settings) => rememberSettings(queryClient, settings, userId),
  });
}
