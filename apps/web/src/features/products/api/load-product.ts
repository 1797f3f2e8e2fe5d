import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from './get-product';
import { productVenuesQueryOptions } from './get-product-venues';
import { loadOrNotFound } from '@/lib/load-or-not-found';

/** Both product pages show the product and the venues pouring it. */
export function loadProduct(queryClient: QueryClient, productId: string) {
  return loadOrNotFound([
    queryClient.ensureQueryData(productQueryOptions(productId)),
    queryClient.ensureQueryData(productVenuesQueryOptions(productId)),
  ]);
}
