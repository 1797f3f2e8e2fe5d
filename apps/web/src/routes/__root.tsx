import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { PageFrame } from '@/components/layout/page-frame';
import { NotFound } from '@/components/ui/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
});

function RootLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
