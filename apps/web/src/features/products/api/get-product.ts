import { ProductDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { pricingVenueId } from '@/features/session';
import { apiGet } from '@/lib/api-client';
import { venuePriced } from './venue-priced';

function getProduct(productId: string, signal?: AbortSignal, venueId?: string) {
  return apiGet(`/api/products/${encodeURIComponent(productId)}`, import.meta.env.DEV ? ProductDetail : false, {
    signal,
    query: { venueId },
  });
}

/** The product, with the acting venue's own prices beside the list prices when a venue is the active entity. */
export const productQueryOptions = (productId: string, venueId: string | null = pricingVenueId()) =>
  queryOptions({
    queryKey: ['products', 'detail', productId, { venueId }],
    queryFn: ({ signal }) => venuePriced(venueId, (id) => getProduct(productId, signal, id)),
  });

export const useProduct = (productId: string) => useSuspenseQuery(productQueryOptions(productId));
