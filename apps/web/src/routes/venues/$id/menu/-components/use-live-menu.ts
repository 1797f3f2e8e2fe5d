import { useRealtimeWatch } from '@/features/realtime';
import { useLiveVenueMenu } from '@/features/venues';

/** The menu of a screen left open (the board, the embed): a change in the editor shows within a second; the minute's poll is for when the socket can't connect. */
export function useLiveMenu(venueId: string) {
  const { data: menu } = useLiveVenueMenu(venueId);
  useRealtimeWatch({ venueIds: [menu.venue.id] });
  return menu;
}
