import { paginated, SupplierSummary } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { OrganisationSearch } from '@/features/organisations/search';

const SupplierList = paginated(SupplierSummary);

export function getSuppliers(search: OrganisationSearch, signal?: AbortSignal) {
  return apiGet('/api/suppliers', SupplierList, { query: { q: search.q, page: search.page, pageSize: search.pageSize }, signal });
}

export const suppliersQueryOptions = (search: OrganisationSearch) =>
  queryOptions({
    queryKey: ['suppliers', 'list', { q: search.q, page: search.page, pageSize: search.pageSize }],
    queryFn: ({ signal }) => getSuppliers(search, signal),
  });

export const useSuppliers = (search: OrganisationSearch) => useSuspenseQuery(suppliersQueryOptions(search));
