import { SupplierOverview } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The supplier dashboard's landing page: new orders waiting, dispatches, top products and venues. */
export function getSupplierOverview(supplierId: string, signal?: AbortSignal) {
  return apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}/overview`, SupplierOverview, { signal });
}

export const supplierOverviewQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: ['organisations', 'supplier', supplierId, 'overview'],
    queryFn: ({ signal }) => getSupplierOverview(supplierId, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useSupplierOverview = (supplierId: string) => useSuspenseQuery(supplierOverviewQueryOptions(supplierId));
