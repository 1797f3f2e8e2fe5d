import { OrganisationSettings } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type OrganisationType = 'venue' | 'supplier';

/** An organisation's full settings, for any of its members (GET /api/venues|suppliers/{id}/settings). */
export function getOrganisationSettings(type: OrganisationType, idOrSlug: string, signal?: AbortSignal) {
  return apiGet(`/api/${type}s/${encodeURIComponent(idOrSlug)}/settings`, OrganisationSettings, { signal });
}

export const organisationSettingsQueryOptions = (type: OrganisationType, idOrSlug: string) =>
  queryOptions({
    queryKey: ['organisations', type, idOrSlug, 'settings'],
    queryFn: ({ signal }) => getOrganisationSettings(type, idOrSlug, signal),
  });

export const useOrganisationSettings = (type: OrganisationType, idOrSlug: string) =>
  useSuspenseQuery(organisationSettingsQueryOptions(type, idOrSlug));
