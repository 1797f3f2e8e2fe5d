import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { RouteOutlet } from '@/app/layout/route-outlet';
import { requireSignedIn } from '@/features/auth';
import { RealtimeProvider } from '@/features/realtime';

/** Every /dash page needs a session (and the second step, where there is one): whoever lacks it is brought back here after. */
export const Route = createFileRoute('/dash')({
  beforeLoad: async ({ context, location }) => ({ session: await requireSignedIn(context.authClient, location.href) }),
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <RealtimeProvider>
      <DashboardLayout>
        <RouteOutlet />
      </DashboardLayout>
    </RealtimeProvider>
  );
}
