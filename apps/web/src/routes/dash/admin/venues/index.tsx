import { createFileRoute } from '@tanstack/react-router';
import { adminOrganisationSearchSchema } from '@/features/admin/admin-search';
import { adminOrganisationsQueryOptions } from '@/features/admin/api/get-admin-organisations';
import { AdminError } from '@/features/admin/components/admin-error';
import { AdminTableSkeleton } from '@/features/admin/components/admin-skeletons';
import { OrganisationAdminList } from '@/features/admin/components/organisation-admin-list';

export const Route = createFileRoute('/dash/admin/venues/')({
  validateSearch: adminOrganisationSearchSchema,
  loaderDeps: ({ search }) => search,
  // a 403 here (not a platform admin) becomes the NoAccess page
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(adminOrganisationsQueryOptions('venue', deps)),
  pendingComponent: AdminTableSkeleton,
  errorComponent: AdminError,
  component: function AdminVenuesPage() {
    return <OrganisationAdminList type="venue" search={Route.useSearch()} />;
  },
});
