import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { parseEmbedSearch, MenuEmbed } from '@/features/venues';
import { bareMenuRoute } from './-components/bare-menu-route';
import { useLiveMenu } from './-components/use-live-menu';

// The one page other websites may frame (the server's policy allows it for this path alone; decision 0112).
export const Route = createFileRoute('/venues/$id/menu/embed')({
  ...bareMenuRoute,
  validateSearch: parseEmbedSearch,
  component: MenuEmbedPage,
});

function MenuEmbedPage() {
  const options = Route.useSearch();
  const menu = useLiveMenu(Route.useParams().id, pageHeads.venueEmbed);
  return <MenuEmbed menu={menu} options={options} origin={typeof window === 'undefined' ? '' : window.location.origin} />;
}
