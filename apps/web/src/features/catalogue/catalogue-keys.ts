import type { QueryClient } from '@tanstack/react-query';

/**
 * The one query-key factory for a supplier's own catalogue (docs/conventions.md, Query keys and identity). Every key starts with the
 * supplier's UUID, so `invalidateCatalogue` after a change refreshes the table, the product and its images.
 */
export const catalogueKeys = {
  all: (supplierId: string) => ['catalogue', supplierId] as const,
  list: (supplierId: string, query: object) => [...catalogueKeys.all(supplierId), 'list', query] as const,
  product: (supplierId: string, productId: string) => [...catalogueKeys.all(supplierId), 'product', productId] as const,
  images: (supplierId: string, productId: string) => [...catalogueKeys.all(supplierId), 'images', productId] as const,
  venuePrices: (supplierId: string, venueId: string) => [...catalogueKeys.all(supplierId), 'venue-prices', venueId] as const,
};

export function invalidateCatalogue(queryClient: QueryClient, supplierId: string) {
  // the public catalogue shows active products too
  void queryClient.invalidateQueries({ queryKey: ['products'] });
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.all(supplierId) });
}
