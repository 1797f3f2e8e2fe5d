import { createFileRoute } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { IntegrationsList, xeroIntegrationQueryOptions } from '@/features/integrations';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/** The integrations page (docs/domain.md, Routes): what this venue or supplier can connect, Xero for now. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/')({
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(xeroIntegrationQueryOptions(organisation)),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-6 w-32', 'mt-3 h-24 w-full rounded-xl']} />,
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
