import { createFileRoute } from '@tanstack/react-router';
import { OrganisationAdminPage } from '@/features/admin';
import { adminOrganisationRoute } from '../-components/admin-route';
import { loadAdminOrganisation } from '../-components/organisation-loader';

export const Route = createFileRoute('/dash/admin/venues/$id')({
  ...adminOrganisationRoute,
  loader: ({ context, params }) => loadAdminOrganisation(context.queryClient, 'venue', params.id),
  component: function AdminVenuePage() {
    return <OrganisationAdminPage type="venue" id={Route.useParams().id} />;
  },
});
