import type { QueryClient } from '@tanstack/react-query';
import { adminOrganisationSearchSchema, type AdminOrganisationSearch, type OrganisationType } from './admin-search';
import { adminOrganisationsQueryOptions } from './api/get-admin-organisations';
import { AdminError } from './components/admin-error';
import { AdminTableSkeleton } from './components/admin-skeletons';

/**
 * What `/dash/admin/venues/` and `/dash/admin/suppliers/` share: the table's search in the URL, the page
 * preloaded; a 403 (not a platform admin) becomes the NoAccess page. Each route adds its component.
 */
export function adminOrganisationListRouteOptions(type: OrganisationType) {
  return {
    validateSearch: adminOrganisationSearchSchema,
    loaderDeps: ({ search }: { search: AdminOrganisationSearch }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: AdminOrganisationSearch }) =>
      context.queryClient.ensureQueryData(adminOrganisationsQueryOptions(type, deps)),
    pendingComponent: AdminTableSkeleton,
    errorComponent: AdminError,
  };
}
