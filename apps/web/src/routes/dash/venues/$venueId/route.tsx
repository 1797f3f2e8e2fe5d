import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { DashboardNotFound, OrganisationDashboard } from '@/features/dashboard/components/organisation-dashboard';
import { loadDashboard } from '@/features/dashboard/load-dashboard';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';

/** The venue dashboard (spec §2): every page below needs the venue to be the user's (or a platform admin's). */
export const Route = createFileRoute('/dash/venues/$venueId')({
  loader: ({ context, params, location }) =>
    loadDashboard({ queryClient: context.queryClient, userId: context.session.user.id, type: 'venue', idOrSlug: params.venueId, location }),
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  notFoundComponent: (props) => <DashboardNotFound {...props} what="venue" />,
  component: VenueDashboard,
});

function VenueDashboard() {
  const { venueId } = Route.useParams();
  const { data: settings } = useOrganisationSettings({ type: 'venue', id: venueId });
  return (
    <OrganisationDashboard settings={settings}>
      <Outlet />
    </OrganisationDashboard>
  );
}
