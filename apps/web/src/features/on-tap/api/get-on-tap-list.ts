import { OnTapList } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { onTapKeys } from './on-tap-keys';

/** GET /api/venues/{id}/available-at: pouring, next on, history, delivered kegs to put on tap. */
function getOnTapList(venueId: string, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}/available-at`, import.meta.env.DEV ? OnTapList : false, { signal });
}

export const onTapListQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: onTapKeys.list(venueId),
    queryFn: ({ signal }) => getOnTapList(venueId, signal),
    // the list moves as colleagues change it and deliveries arrive: fresh when someone comes back to it
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
