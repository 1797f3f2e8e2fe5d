import { createFileRoute } from '@tanstack/react-router';
import { applicationSearchSchema, applicationsQueryOptions, ApplicationAdminList } from '@/features/admin';
import { adminListRoute } from '../-components/admin-route';

export const Route = createFileRoute('/dash/admin/applications/')({
  ...adminListRoute(applicationSearchSchema),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(applicationsQueryOptions(deps)),
  component: function AdminApplicationsPage() {
    return <ApplicationAdminList search={Route.useSearch()} />;
  },
});
