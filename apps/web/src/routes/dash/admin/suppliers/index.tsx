import { createFileRoute } from '@tanstack/react-router';
import { OrganisationAdminList } from '@/features/admin/components/organisation-admin-list';
import { adminOrganisationListRouteOptions } from '@/features/admin/route-options';

export const Route = createFileRoute('/dash/admin/suppliers/')({
  ...adminOrganisationListRouteOptions('supplier'),
  component: function AdminSuppliersPage() {
    return <OrganisationAdminList type="supplier" search={Route.useSearch()} />;
  },
});
