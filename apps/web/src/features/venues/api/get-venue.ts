import { VenueDetail } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getVenue(venueId: string, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}`, VenueDetail, { signal });
}

export const venueQueryOptions = (venueId: string) =>
  queryOptions({ queryKey: ['venues', 'detail', venueId], queryFn: ({ signal }) => getVenue(venueId, signal) });

export const useVenue = (venueId: string) => useSuspenseQuery(venueQueryOptions(venueId));
