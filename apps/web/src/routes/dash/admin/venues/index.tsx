import { createFileRoute } from '@tanstack/react-router';
import { OrganisationAdminList } from '@/features/admin/components/organisation-admin-list';
import { adminOrganisationListRouteOptions } from '@/features/admin/route-options';

export const Route = createFileRoute('/dash/admin/venues/')({
  ...adminOrganisationListRouteOptions('venue'),
  component: function AdminVenuesPage() {
    return <OrganisationAdminList type="venue" search={Route.useSearch()} />;
  },
});
