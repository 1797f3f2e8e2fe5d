import { VenueMenu } from '@tapline/contracts';
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The venue's public On Tap list. */
function getVenueMenu(venueId: string, signal?: AbortSignal) {
  return apiGet(`/api/venues/${encodeURIComponent(venueId)}/menu`, import.meta.env.DEV ? VenueMenu : false, { signal });
}

export const venueMenuQueryOptions = (venueId: string) =>
  queryOptions({ queryKey: ['venues', 'detail', venueId, 'menu'], queryFn: ({ signal }) => getVenueMenu(venueId, signal) });

export const useVenueMenu = (venueId: string) => useSuspenseQuery(venueMenuQueryOptions(venueId));

/** How often a screen left showing the list (the tap board, the embed) asks again when no realtime event tells it. */
const MENU_POLL_MS = 60_000;

/**
 * The list for a screen nobody touches (the tap board, the embed): asked again every minute, in the background
 * too (a TV's tab may never be "focused"), as the fallback for the realtime channel. The page's URL may name the
 * venue by its slug; once loaded, the list is kept under the venue's id (docs/conventions.md, Query keys and identity), the key a realtime
 * "on-tap.changed" event invalidates.
 */
export function useLiveVenueMenu(idOrSlug: string) {
  const queryClient = useQueryClient();
  const { data: first } = useVenueMenu(idOrSlug);
  const byId = venueMenuQueryOptions(first.venue.id);
  return useSuspenseQuery({
    ...byId,
    initialData: first,
    initialDataUpdatedAt: queryClient.getQueryState(venueMenuQueryOptions(idOrSlug).queryKey)?.dataUpdatedAt,
    refetchInterval: MENU_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
