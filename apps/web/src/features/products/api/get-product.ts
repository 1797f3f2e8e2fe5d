import { ProductDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getProduct(productId: string, signal?: AbortSignal) {
  return apiGet(`/api/products/${encodeURIComponent(productId)}`, ProductDetail, { signal });
}

export const productQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['products', 'detail', productId], queryFn: ({ signal }) => getProduct(productId, signal) });

export const useProduct = (productId: string) => useSuspenseQuery(productQueryOptions(productId));
