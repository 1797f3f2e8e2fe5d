import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { useRealtimeWatch } from '@/features/realtime';
import { useLiveVenueMenu, parseEmbedSearch, MenuEmbed } from '@/features/venues';
import { usePageHead } from '@/lib/page-head';
import { BareErrorView, BareNotFound } from './-components/bare-page-states';
import { loadMenu } from './-components/load-menu';

// The one page other websites may frame (the server's policy allows it for this path alone; decision 0112).
export const Route = createFileRoute('/venues/$id/menu/embed')({
  validateSearch: parseEmbedSearch,
  staticData: { bare: true },
  loader: loadMenu,
  errorComponent: BareErrorView,
  notFoundComponent: BareNotFound,
  component: MenuEmbedPage,
});

function MenuEmbedPage() {
  const { id } = Route.useParams();
  const options = Route.useSearch();
  const { data: menu } = useLiveVenueMenu(id);
  useRealtimeWatch({ venueIds: [menu.venue.id] });
  usePageHead(pageHeads.venueEmbed(menu.venue));
  return <MenuEmbed menu={menu} options={options} origin={typeof window === 'undefined' ? '' : window.location.origin} />;
}
