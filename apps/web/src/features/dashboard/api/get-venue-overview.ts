import { VenueOverview } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The venue dashboard's landing page: open orders, deliveries due, the user's cart, taps, team. */
export function getVenueOverview(venueId: string, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}/overview`, VenueOverview, { signal });
}

export const venueOverviewQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: ['organisations', 'venue', venueId, 'overview'],
    queryFn: ({ signal }) => getVenueOverview(venueId, signal),
    // orders move while the page is open: fresh when someone comes back to it
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useVenueOverview = (venueId: string) => useSuspenseQuery(venueOverviewQueryOptions(venueId));
