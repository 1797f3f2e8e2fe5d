import { OrderGuide, OrderGuideList, UsualAnswer } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { guideKeys } from './guide-keys';

/** GET /api/venues/{id}/order-guides: the venue's guides, by name. */
export const guidesQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: guideKeys.list(venueId),
    queryFn: ({ signal }) => apiGet(`/api/venues/${venueId}/order-guides`, import.meta.env.DEV ? OrderGuideList : false, { signal }),
  });

/** GET /api/order-guides/{id}: the guide, its items with today's prices and stock, and the last count. */
export const guideQueryOptions = (venueId: string, guideId: string) =>
  queryOptions({
    queryKey: guideKeys.guide(venueId, guideId),
    queryFn: ({ signal }) =>
      apiGet(`/api/order-guides/${encodeURIComponent(guideId)}`, import.meta.env.DEV ? OrderGuide : false, { signal }),
    // stock and prices move: fresh when someone comes back to count
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/** GET /api/venues/{id}/usual[?supplierId=]: the suppliers with a Usual, and one supplier's Usual. */
export const usualQueryOptions = (venueId: string, supplierId: string | null = null) =>
  queryOptions({
    queryKey: guideKeys.usual(venueId, supplierId),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${venueId}/usual`, import.meta.env.DEV ? UsualAnswer : false, {
        query: { supplierId: supplierId ?? undefined },
        signal,
      }),
    staleTime: 60_000,
  });
