import { VenueMenu } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The venue's public On Tap list. */
export function getVenueMenu(venueId: string, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}/menu`, import.meta.env.DEV ? VenueMenu : false, { signal });
}

export const venueMenuQueryOptions = (venueId: string) =>
  queryOptions({ queryKey: ['venues', 'detail', venueId, 'menu'], queryFn: ({ signal }) => getVenueMenu(venueId, signal) });

export const useVenueMenu = (venueId: string) => useSuspenseQuery(venueMenuQueryOptions(venueId));
