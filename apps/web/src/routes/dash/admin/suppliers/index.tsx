import { createFileRoute } from '@tanstack/react-router';
import {
  adminOrganisationSearchSchema,
  adminOrganisationsQueryOptions,
  AdminError,
  AdminTableSkeleton,
  OrganisationAdminList,
} from '@/features/admin';

// each option written out (not spread from a helper) so the router plugin can move the loader and the
// components out of the scripts every page loads (docs/decisions/0057); a 403 becomes the NoAccess page
export const Route = createFileRoute('/dash/admin/suppliers/')({
  validateSearch: adminOrganisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminOrganisationsQueryOptions('supplier', deps)),
  pendingComponent: AdminTableSkeleton,
  errorComponent: AdminError,
  component: function AdminSuppliersPage() {
    return <OrganisationAdminList type="supplier" search={Route.useSearch()} />;
  },
});
