import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '@/features/products/search';

/** The products on tap at a venue, searchable like the catalogue. */
export function getVenueProducts(venueId: string, search: ProductSearch, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}/products`, ProductList, { query: apiQueryOf(search), signal });
}

export const venueProductsQueryOptions = (venueId: string, search: ProductSearch) =>
  queryOptions({
    queryKey: ['venues', 'detail', venueId, 'products', apiQueryOf(search)],
    queryFn: ({ signal }) => getVenueProducts(venueId, search, signal),
  });

export const useVenueProducts = (venueId: string, search: ProductSearch) =>
  useSuspenseQuery(venueProductsQueryOptions(venueId, search));
