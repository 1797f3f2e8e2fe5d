import { ProductVenue } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

/** GET /api/products/{idOrSlug}/venues: the venues pouring it (the contract has no named schema for the envelope) */
const ProductVenues = /* @__PURE__ */ z.object({ items: /* @__PURE__ */ z.array(ProductVenue) });

function getProductVenues(productId: string, signal?: AbortSignal) {
  return apiGet(`/api/products/${encodeURIComponent(productId)}/venues`, import.meta.env.DEV ? ProductVenues : false, { signal });
}

export const productVenuesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productId, 'venues'],
    queryFn: ({ signal }) => getProductVenues(productId, signal),
  });

export const useProductVenues = (productId: string) => useSuspenseQuery(productVenuesQueryOptions(productId));
