import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { adminOrganisationQueryOptions, AdminError, OrganisationAdminPage } from '@/features/admin';
import { loadOrNotFound } from '@/lib/load-or-not-found';

// each option written out (not spread from a helper) so the router plugin can move the loader and the
// components out of the scripts every page loads (docs/decisions/0057); an unknown id, or a supplier's, is Not Found
export const Route = createFileRoute('/dash/admin/venues/$id')({
  loader: async ({ context, params }) => {
    const options = adminOrganisationQueryOptions(params.id);
    await loadOrNotFound([context.queryClient.ensureQueryData(options)]);
    if (context.queryClient.getQueryData(options.queryKey)?.type !== 'venue') throw notFound();
  },
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  errorComponent: AdminError,
  component: function AdminVenuePage() {
    return <OrganisationAdminPage type="venue" id={Route.useParams().id} />;
  },
});
