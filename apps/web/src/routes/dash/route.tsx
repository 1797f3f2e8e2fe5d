import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/components/layout/dashboard-layout';

/** Every /dash page needs a session: a signed-out visitor signs in and is brought back here. */
export const Route = createFileRoute('/dash')({
  beforeLoad: async ({ context, location }) => {
    const { data } = await context.supabase.auth.getSession();
    if (!data.session) throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    return { session: data.session };
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
