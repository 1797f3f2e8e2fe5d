import { createFileRoute } from '@tanstack/react-router';
import { OrganisationAdminPage } from '@/features/admin';
import { adminOrganisationRoute } from '../-components/admin-route';
import { loadAdminOrganisation } from '../-components/organisation-loader';

export const Route = createFileRoute('/dash/admin/suppliers/$id')({
  ...adminOrganisationRoute,
  loader: ({ context, params }) => loadAdminOrganisation(context.queryClient, 'supplier', params.id),
  component: function AdminSupplierPage() {
    return <OrganisationAdminPage type="supplier" id={Route.useParams().id} />;
  },
});
