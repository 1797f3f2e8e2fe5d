import { AdminOrganisationList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, type AdminOrganisationSearch, type OrganisationType } from '../admin-search';

/** GET /api/admin/venues|suppliers: every organisation of the type, suspended too (platform admins; 403 otherwise). */
function getAdminOrganisations(type: OrganisationType, search: AdminOrganisationSearch & { pageSize?: number }, signal?: AbortSignal) {
  return apiGet(`/api/admin/${type}s`, import.meta.env.DEV ? AdminOrganisationList : false, {
    signal,
    query: { q: search.q, status: search.status, page: search.page, pageSize: search.pageSize ?? ADMIN_PAGE_SIZE },
  });
}

export const adminOrganisationsQueryOptions = (type: OrganisationType, search: AdminOrganisationSearch & { pageSize?: number }) =>
  queryOptions({
    queryKey: ['admin', 'organisations', type, search],
    queryFn: ({ signal }) => getAdminOrganisations(type, search, signal),
  });

/** Every admin list of one type, for refreshing them together after a change. */
export const adminOrganisationsKey = (type: OrganisationType) => ['admin', 'organisations', type] as const;

export const useAdminOrganisations = (type: OrganisationType, search: AdminOrganisationSearch & { pageSize?: number }) =>
  useSuspenseQuery(adminOrganisationsQueryOptions(type, search));
