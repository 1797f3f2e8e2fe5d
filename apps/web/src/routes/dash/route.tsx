import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { RouteOutlet } from '@/app/layout/route-outlet';
import { secondFactorPending } from '@/features/auth';
import { RealtimeProvider } from '@/features/realtime';

/**
 * Every /dash page needs a session: a signed-out visitor signs in and is brought back here. Someone with a
 * verified second factor who hasn't used it this session takes the MFA step first (the API would refuse them).
 */
export const Route = createFileRoute('/dash')({
  beforeLoad: async ({ context, location }) => {
    const supabase = await context.authClient();
    const { data } = await supabase.auth.getSession();
    if (!data.session) throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    if (await secondFactorPending(supabase)) throw redirect({ to: '/auth/mfa', search: { redirect: location.href } });
    return { session: data.session };
  },
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
