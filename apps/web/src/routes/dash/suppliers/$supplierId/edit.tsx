import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { NoAccess } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationAccess } from '@/features/dashboard/organisation-access';
import { OrganisationSettingsForm } from '@/features/organisations/components/organisation-settings-form';

export const Route = createFileRoute('/dash/suppliers/$supplierId/edit')({
  component: EditSupplierPage,
});

/** Owners and admins edit the supplier's settings; members get the no-access page (the API answers 403 anyway). */
function EditSupplierPage() {
  const { supplierId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { settings, canManage } = useOrganisationAccess(session.user.id, 'supplier', supplierId);
  if (!canManage) return <NoAccess reason={`Only owners and admins of ${settings.name} can change its settings.`} />;
  return (
    <div>
      <BackLink to="/dash/suppliers/$supplierId/settings" params={{ supplierId: settings.slug }} className="mb-3">
        Settings
      </BackLink>
      <PageHeader title="Edit settings" eyebrow={settings.name} />
      <OrganisationSettingsForm key={settings.id} settings={settings} userId={session.user.id} />
    </div>
  );
}
