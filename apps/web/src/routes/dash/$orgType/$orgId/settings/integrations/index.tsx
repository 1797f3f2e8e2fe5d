import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsList } from '@/features/integrations';
import { integrationRoute } from './-components/integration-route';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/** The integrations page (docs/domain.md, Routes): what this venue or supplier can connect, Xero for now. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/')({
  ...integrationRoute,
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-6 w-32', 'mt-3 h-24 w-full rounded-xl']} />,
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
