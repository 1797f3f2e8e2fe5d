import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { TapBoardScreen, parseBoardSearch } from '@/features/venues';
import { bareMenuRoute } from './-components/bare-menu-route';
import { useLiveMenu } from './-components/use-live-menu';

export const Route = createFileRoute('/venues/$id/menu/board')({
  ...bareMenuRoute,
  validateSearch: parseBoardSearch,
  component: TapBoardPage,
});

function TapBoardPage() {
  const { theme = 'dark' } = Route.useSearch();
  const menu = useLiveMenu(Route.useParams().id, pageHeads.venueBoard);
  return <TapBoardScreen menu={menu} theme={theme} />;
}
