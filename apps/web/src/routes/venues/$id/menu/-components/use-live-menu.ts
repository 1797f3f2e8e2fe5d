import type { PageHead } from '@tapline/contracts/page-heads';
import { useRealtimeWatch } from '@/features/realtime';
import { useLiveVenueMenu } from '@/features/venues';
import { usePageHead } from '@/lib/page-head';

/**
 * The menu of a screen left open (the board, the embed), and its tab title (`head`, of the venue): a change in the
 * editor shows within a second; the minute's poll is for when the socket can't connect.
 */
export function useLiveMenu(venueId: string, head: (venue: { name: string }) => PageHead) {
  const { data: menu } = useLiveVenueMenu(venueId);
  useRealtimeWatch({ venueIds: [menu.venue.id] });
  usePageHead(head(menu.venue));
  return menu;
}
