import { createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { PageFrame } from '@/app/layout/page-frame';
import { RouteOutlet } from '@/app/layout/route-outlet';
import { NotFound } from '@/components/ui/not-found';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the page is the whole screen: no site header or footer (the tap board, its table card, its embed) */
    bare?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
});

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare === true) });
  if (bare) return <RouteOutlet />;
  return (
    <PageFrame>
      <RouteOutlet />
    </PageFrame>
  );
}
