import { paginated, VenueSummary } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { OrganisationSearch } from '@/features/organisations/search';

const VenueList = paginated(VenueSummary);

export function getVenues(search: OrganisationSearch, signal?: AbortSignal) {
  return apiGet('/api/venues', VenueList, { query: { q: search.q, page: search.page, pageSize: search.pageSize }, signal });
}

export const venuesQueryOptions = (search: OrganisationSearch) =>
  queryOptions({
    queryKey: ['venues', 'list', { q: search.q, page: search.page, pageSize: search.pageSize }],
    queryFn: ({ signal }) => getVenues(search, signal),
  });

export const useVenues = (search: OrganisationSearch) => useSuspenseQuery(venuesQueryOptions(search));
