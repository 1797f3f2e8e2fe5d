import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationAccess } from '@/features/dashboard/organisation-access';
import { AccountingIntegrations } from '@/features/integrations/components/accounting-integrations';

export const Route = createFileRoute('/dash/suppliers/$supplierId/settings/integrations/')({
  component: SupplierIntegrationsPage,
});

function SupplierIntegrationsPage() {
  const { supplierId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { settings, canManage } = useOrganisationAccess(session.user.id, 'supplier', supplierId);
  return (
    <div>
      <BackLink to="/dash/suppliers/$supplierId/settings" params={{ supplierId: settings.slug }} className="mb-3">
        Settings
      </BackLink>
      <PageHeader title="Integrations" eyebrow={settings.name}>
        Connect the tools {settings.name} already uses.
      </PageHeader>
      <AccountingIntegrations type="supplier" canManage={canManage} />
    </div>
  );
}
