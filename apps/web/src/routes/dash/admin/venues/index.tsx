import { createFileRoute } from '@tanstack/react-router';
import { adminOrganisationSearchSchema, adminOrganisationsQueryOptions, OrganisationAdminList } from '@/features/admin';
import { adminListRoute } from '../-components/admin-route';

export const Route = createFileRoute('/dash/admin/venues/')({
  ...adminListRoute(adminOrganisationSearchSchema),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminOrganisationsQueryOptions('venue', deps)),
  component: function AdminVenuesPage() {
    return <OrganisationAdminList type="venue" search={Route.useSearch()} />;
  },
});
