import { createFileRoute, Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
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
      <Link
        to="/dash/suppliers/$supplierId/settings"
        params={{ supplierId: settings.slug }}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-malt-700 underline-offset-4 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Settings
      </Link>
      <PageHeader title="Integrations" eyebrow={settings.name}>
        Connect the tools {settings.name} already uses.
      </PageHeader>
      <AccountingIntegrations type="supplier" canManage={canManage} />
    </div>
  );
}
