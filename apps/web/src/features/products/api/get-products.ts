import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '../search';

export function getProducts(search: ProductSearch, signal?: AbortSignal) {
  return apiGet('/api/products', ProductList, { query: apiQueryOf(search), signal });
}

export const productsQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: ['products', 'list', apiQueryOf(search)],
    queryFn: ({ signal }) => getProducts(search, signal),
  });

export const useProducts = (search: ProductSearch) => useSuspenseQuery(productsQueryOptions(search));
