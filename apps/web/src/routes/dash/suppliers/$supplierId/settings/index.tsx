import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsOverview } from '@/features/dashboard/components/settings-overview';
import { useOrganisationAccess } from '@/features/dashboard/organisation-access';

export const Route = createFileRoute('/dash/suppliers/$supplierId/settings/')({
  component: SupplierSettingsPage,
});

function SupplierSettingsPage() {
  const { supplierId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { settings, role, canManage } = useOrganisationAccess(session.user.id, 'supplier', supplierId);
  return (
    <div>
      <PageHeader title="Settings" eyebrow={settings.name} />
      <SettingsOverview settings={settings} role={role} canManage={canManage} />
    </div>
  );
}
