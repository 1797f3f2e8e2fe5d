import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { TapBoardScreen, parseBoardSearch } from '@/features/venues';
import { usePageHead } from '@/lib/page-head';
import { bareMenuRoute } from './-components/bare-menu-route';
import { useLiveMenu } from './-components/use-live-menu';

export const Route = createFileRoute('/venues/$id/menu/board')({
  ...bareMenuRoute,
  validateSearch: parseBoardSearch,
  component: TapBoardPage,
});

function TapBoardPage() {
  const { id } = Route.useParams();
  const { theme = 'dark' } = Route.useSearch();
  const menu = useLiveMenu(id);
  usePageHead(pageHeads.venueBoard(menu.venue));
  return <TapBoardScreen menu={menu} theme={theme} />;
}
