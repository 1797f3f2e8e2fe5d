import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { useRealtimeWatch } from '@/features/realtime';
import { useLiveVenueMenu, TapBoardScreen, parseBoardSearch } from '@/features/venues';
import { usePageHead } from '@/lib/page-head';
import { BareErrorView, BareNotFound } from './-components/bare-page-states';
import { loadMenu } from './-components/load-menu';

export const Route = createFileRoute('/venues/$id/menu/board')({
  validateSearch: parseBoardSearch,
  staticData: { bare: true },
  loader: loadMenu,
  errorComponent: BareErrorView,
  notFoundComponent: BareNotFound,
  component: TapBoardPage,
});

function TapBoardPage() {
  const { id } = Route.useParams();
  const { theme = 'dark' } = Route.useSearch();
  const { data: menu } = useLiveVenueMenu(id);
  // a change in the editor shows within a second; the minute's poll is for when the socket can't connect
  useRealtimeWatch({ venueIds: [menu.venue.id] });
  usePageHead(pageHeads.venueBoard(menu.venue));
  return <TapBoardScreen menu={menu} theme={theme} />;
}
