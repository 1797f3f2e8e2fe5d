import { AdminOrganisationDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/organisations/{id}: one venue or supplier as its admin page shows it (platform admins; 403 otherwise). */
function getAdminOrganisation(id: string, signal?: AbortSignal) {
  return apiGet(`/api/admin/organisations/${encodeURIComponent(id)}`, import.meta.env.DEV ? AdminOrganisationDetail : false, { signal });
}

/** Every organisation's admin page, for refreshing them after a change of status. */
export const adminOrganisationDetailsKey = ['admin', 'organisations', 'detail'] as const;

export const adminOrganisationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminOrganisationDetailsKey, id],
    queryFn: ({ signal }) => getAdminOrganisation(id, signal),
  });

export const useAdminOrganisation = (id: string) => useSuspenseQuery(adminOrganisationQueryOptions(id));
