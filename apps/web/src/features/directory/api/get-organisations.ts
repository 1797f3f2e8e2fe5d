import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { listSchemas, publicApiPath, type OrganisationType } from '../organisation-types';
import type { OrganisationSearch } from '../search';

/** One page of the public list of venues or suppliers (active ones only). */
function getOrganisations<T extends OrganisationType>(type: T, search: OrganisationSearch, signal?: AbortSignal) {
  return apiGet(publicApiPath(type), import.meta.env.DEV ? listSchemas[type] : false, {
    query: { q: search.q, page: search.page, pageSize: search.pageSize },
    signal,
  });
}

export const organisationsQueryOptions = <T extends OrganisationType>(type: T, search: OrganisationSearch) =>
  queryOptions({
    queryKey: [`${type}s`, 'list', { q: search.q, page: search.page, pageSize: search.pageSize }],
    queryFn: ({ signal }) => getOrganisations(type, search, signal),
  });

export const useOrganisations = <T extends OrganisationType>(type: T, search: OrganisationSearch) =>
  useSuspenseQuery(organisationsQueryOptions(type, search));
