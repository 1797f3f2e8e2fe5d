import { createFileRoute } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { Skeleton } from '@/components/ui/skeleton';
import { IntegrationsList, xeroIntegrationQueryOptions } from '@/features/integrations';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/** The integrations page (docs/domain.md, Routes): what this venue or supplier can connect, Xero for now. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/')({
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(xeroIntegrationQueryOptions(organisation)),
  pendingComponent: IntegrationsSkeleton,
  errorComponent: ErrorView,
  component: IntegrationsPage,
});

function IntegrationsPage() {
  const { organisation, settings, params } = useDashboard();
  return (
    <DashboardPage
      title="Integrations"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro="Connect the apps you already use, so orders on Tapline reach them without retyping."
    >
      <IntegrationsList organisation={organisation} slug={settings.slug} />
    </DashboardPage>
  );
}

function IntegrationsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-20" />
      <Skeleton className="mt-4 h-4 w-24" />
      <Skeleton className="mt-2 h-8 w-48" />
      <Skeleton className="mt-3 h-4 w-full max-w-md" />
      <Skeleton className="mt-8 h-6 w-32" />
      <Skeleton className="mt-3 h-24 w-full rounded-xl" />
    </div>
  );
}
