import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { DashboardNotFound, OrganisationDashboard } from '@/features/dashboard/components/organisation-dashboard';
import { loadDashboard } from '@/features/dashboard/load-dashboard';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';

/** The supplier dashboard (spec §2): every page below needs the supplier to be the user's (or a platform admin's). */
export const Route = createFileRoute('/dash/suppliers/$supplierId')({
  loader: ({ context, params, location }) =>
    loadDashboard({ queryClient: context.queryClient, userId: context.session.user.id, type: 'supplier', idOrSlug: params.supplierId, location }),
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  notFoundComponent: (props) => <DashboardNotFound {...props} what="supplier" />,
  component: SupplierDashboard,
});

function SupplierDashboard() {
  const { supplierId } = Route.useParams();
  const { data: settings } = useOrganisationSettings({ type: 'supplier', id: supplierId });
  return (
    <OrganisationDashboard settings={settings}>
      <Outlet />
    </OrganisationDashboard>
  );
}
