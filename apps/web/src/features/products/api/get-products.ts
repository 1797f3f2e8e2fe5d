import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { pricingVenueId } from '@/features/session';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '../search';
import { venuePriced } from './venue-priced';

function getProducts(search: ProductSearch, signal?: AbortSignal, venueId?: string) {
  return apiGet('/api/products', import.meta.env.DEV ? ProductList : false, { query: { ...apiQueryOf(search), venueId }, signal });
}

/** One page of products; "from" prices are the acting venue's where its suppliers set them (decision 0069). */
export const productsQueryOptions = (search: ProductSearch, venueId: string | null = pricingVenueId()) =>
  queryOptions({
    queryKey: ['products', 'list', apiQueryOf(search), { venueId }],
    queryFn: ({ signal }) => venuePriced(venueId, (id) => getProducts(search, signal, id)),
  });

export const useProducts = (search: ProductSearch) => useSuspenseQuery(productsQueryOptions(search));
