import { createFileRoute } from '@tanstack/react-router';
import { XeroIntegrationDetails } from '@/features/integrations';
import { integrationRoute } from './-components/integration-route';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * Xero for one venue or supplier: connect, choose how orders go to Xero, and see what was sent. Any member
 * reads it; owners and admins change it (the API decides, the page mirrors `canManage`).
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/xero')({
  ...integrationRoute,
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-40 w-full rounded-xl', 'mt-6 h-56 w-full rounded-xl']} />,
  component: XeroPage,
});

function XeroPage() {
  const { organisation, settings, params } = useDashboard();
  return (
    <DashboardPage
      title="Xero"
      back={{ label: 'Integrations', link: { to: '/dash/$orgType/$orgId/settings/integrations', params } }}
      intro={
        organisation.type === 'supplier'
          ? 'Orders you accept become sales invoices in your Xero, to the venue as the contact; when Xero says an invoice is paid, the order shows Paid.'
          : 'Orders your suppliers accept become bills in your Xero, from the supplier as the contact; when Xero says a bill is paid, the order shows Paid.'
      }
    >
      <XeroIntegrationDetails place={{ organisation, name: settings.name, slug: settings.slug, timeZone: settings.timeZone }} />
    </DashboardPage>
  );
}
