import { createFileRoute } from '@tanstack/react-router';
import { adminOrganisationSearchSchema } from '@/features/admin/admin-search';
import { adminOrganisationsQueryOptions } from '@/features/admin/api/get-admin-organisations';
import { AdminError } from '@/features/admin/components/admin-error';
import { AdminTableSkeleton } from '@/features/admin/components/admin-skeletons';
import { OrganisationAdminList } from '@/features/admin/components/organisation-admin-list';

export const Route = createFileRoute('/dash/admin/suppliers/')({
  validateSearch: adminOrganisationSearchSchema,
  loaderDeps: ({ search }) => search,
  // a 403 here (not a platform admin) becomes the NoAccess page
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(adminOrganisationsQueryOptions('supplier', deps)),
  pendingComponent: AdminTableSkeleton,
  errorComponent: AdminError,
  component: function AdminSuppliersPage() {
    return <OrganisationAdminList type="supplier" search={Route.useSearch()} />;
  },
});
