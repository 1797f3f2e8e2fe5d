import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '@/features/products';

/** One supplier's catalogue, with the same search, tags and sort as /products. */
export function getSupplierProducts(supplierId: string, search: ProductSearch, signal?: AbortSignal) {
  return apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}/products`, import.meta.env.DEV ? ProductList : false, { query: apiQueryOf(search), signal });
}

export const supplierProductsQueryOptions = (supplierId: string, search: ProductSearch) =>
  queryOptions({
    queryKey: ['suppliers', 'detail', supplierId, 'products', apiQueryOf(search)],
    queryFn: ({ signal }) => getSupplierProducts(supplierId, search, signal),
  });

export const useSupplierProducts = (supplierId: string, search: ProductSearch) =>
  useSuspenseQuery(supplierProductsQueryOptions(supplierId, search));
