import { OrganisationSettings, type OrganisationSettingsPatch } from '@tapline/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganisation, orgKeys } from '../organisation-keys';
import { organisationApiPath, type OrganisationKey } from '../organisation-ref';
import { userOrganisationsQueryOptions } from './get-user-organisations';

/** Owners and admins change details, addresses, time zone and rules; only the fields given change (PATCH). */
function updateOrganisationSettings(organisation: OrganisationKey, patch: OrganisationSettingsPatch) {
  return apiRequest('PATCH', organisationApiPath(organisation), import.meta.env.DEV ? OrganisationSettings : false, { body: patch });
}

/**
 * Puts the saved settings in the cache under the organisation's UUID, then refetches everything that shows
 * the organisation (its overview, team pages) and the user's organisation list (names, slugs and logos show
 * there too). The dashboard frame follows the settings, so the name in the navigation changes at once.
 */
export function rememberSettings(queryClient: QueryClient, settings: OrganisationSettings, userId: string) {
  queryClient.setQueryData(orgKeys.settings(settings.id), settings);
  // a new slug answers at once, without a second look-up
  queryClient.setQueryData(orgKeys.reference(settings.type, settings.slug), settings.id);
  void invalidateOrganisation(queryClient, settings.id);
  void queryClient.invalidateQueries({ queryKey: userOrganisationsQueryOptions(userId).queryKey });
}

export function useUpdateOrganisationSettings(organisation: OrganisationKey, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganisationSettingsPatch) => updateOrganisationSettings(organisation, patch),
    onSuccess: (settings) => rememberSettings(queryClient, settings, userId),
  });
}
