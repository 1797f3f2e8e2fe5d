import { OrganisationSettings, type OrganisationSettingsPatch } from '@tapline/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrganisationKey } from '../organisation-ref';
import { organisationSettingsQueryOptions } from './get-organisation-settings';
import { userOrganisationsQueryOptions } from './get-user-organisations';

/** Owners and admins change details, addresses, time zone and rules; only the fields given change (PATCH). */
export function updateOrganisationSettings(type: OrganisationKey['type'], idOrSlug: string, patch: OrganisationSettingsPatch) {
  return apiRequest('PATCH', `/api/${type}s/${encodeURIComponent(idOrSlug)}`, OrganisationSettings, { body: patch });
}

/**
 * Puts fresh settings in the cache under the organisation's id and slug (the slug may be new), and has the
 * user's organisation list fetched again: names, slugs and logos show there too. (Public pages refetch
 * on their own when they are next opened.)
 */
export function rememberSettings(queryClient: QueryClient, settings: OrganisationSettings, userId: string) {
  for (const key of [settings.id, settings.slug]) {
    queryClient.setQueryData(organisationSettingsQueryOptions({ type: settings.type, id: key }).queryKey, settings);
  }
  void queryClient.invalidateQueries({ queryKey: userOrganisationsQueryOptions(userId).queryKey });
}

export function useUpdateOrganisationSettings(type: OrganisationKey['type'], idOrSlug: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganisationSettingsPatch) => updateOrganisationSettings(type, idOrSlug, patch),
    onSuccess: (settings) => {
      // the old slug's entry would show the old details if someone followed an old link back
      queryClient.removeQueries({ queryKey: organisationSettingsQueryOptions({ type: type, id: idOrSlug }).queryKey, exact: true });
      rememberSettings(queryClient, settings, userId);
    },
  });
}
