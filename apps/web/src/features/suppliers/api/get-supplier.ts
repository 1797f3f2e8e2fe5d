import { ProductList, SupplierDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '@/features/products/search';

export function getSupplier(supplierId: string, signal?: AbortSignal) {
  return apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}`, SupplierDetail, {}, signal);
}

export const supplierQueryOptions = (supplierId: string) =>
  queryOptions({ queryKey: ['suppliers', 'detail', supplierId], queryFn: ({ signal }) => getSupplier(supplierId, signal) });

export const useSupplier = (supplierId: string) => useSuspenseQuery(supplierQueryOptions(supplierId));

export function getSupplierProducts(supplierId: string, search: ProductSearch, signal?: AbortSignal) {
  return apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}/products`, ProductList, apiQueryOf(search), signal);
}

export const supplierProductsQueryOptions = (supplierId: string, search: ProductSearch) =>
  queryOptions({
    queryKey: ['suppliers', 'detail', supplierId, 'products', apiQueryOf(search)],
    queryFn: ({ signal }) => getSupplierProducts(supplierId, search, signal),
  });

export const useSupplierProducts = (supplierId: string, search: ProductSearch) =>
  useSuspenseQuery(supplierProductsQueryOptions(supplierId, search));
