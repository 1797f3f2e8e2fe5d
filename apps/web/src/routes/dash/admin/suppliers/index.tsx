import { createFileRoute } from '@tanstack/react-router';
import { adminOrganisationSearchSchema, adminOrganisationsQueryOptions, OrganisationAdminList } from '@/features/admin';
import { adminListRoute } from '../-components/admin-route';

export const Route = createFileRoute('/dash/admin/suppliers/')({
  ...adminListRoute(adminOrganisationSearchSchema),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminOrganisationsQueryOptions('supplier', deps)),
  component: function AdminSuppliersPage() {
    return <OrganisationAdminList type="supplier" search={Route.useSearch()} />;
  },
});
