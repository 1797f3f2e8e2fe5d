import { createFileRoute } from '@tanstack/react-router';
import { applicationSearchSchema, applicationsQueryOptions, AdminError, AdminTableSkeleton, ApplicationAdminList } from '@/features/admin';

// each option written out so the router plugin can move the loader and the components out of the main scripts
export const Route = createFileRoute('/dash/admin/applications/')({
  validateSearch: applicationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(applicationsQueryOptions(deps)),
  pendingComponent: AdminTableSkeleton,
  errorComponent: AdminError,
  component: function AdminApplicationsPage() {
    return <ApplicationAdminList search={Route.useSearch()} />;
  },
});
