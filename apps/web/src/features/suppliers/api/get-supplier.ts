import { SupplierDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getSupplier(supplierId: string, signal?: AbortSignal) {
  return apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}`, SupplierDetail, { signal });
}

export const supplierQueryOptions = (supplierId: string) =>
  queryOptions({ queryKey: ['suppliers', 'detail', supplierId], queryFn: ({ signal }) => getSupplier(supplierId, signal) });

export const useSupplier = (supplierId: string) => useSuspenseQuery(supplierQueryOptions(supplierId));
