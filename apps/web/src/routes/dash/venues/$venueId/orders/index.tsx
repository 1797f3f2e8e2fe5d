import { createFileRoute } from '@tanstack/react-router';
import { Info, Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { venueOverviewQueryOptions, useVenueOverview } from '@/features/dashboard/api/get-venue-overview';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { RecentVenueOrders } from '../-components/recent-venue-orders';

export const Route = createFileRoute('/dash/venues/$venueId/orders/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(venueOverviewQueryOptions(params.venueId)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: VenueOrdersPage,
});

/**
 * The full order list (filters, each order's page, Reorder) arrives with ordering; until then the page shows the
 * latest orders the overview knows of and says plainly what is coming.
 */
function VenueOrdersPage() {
  const { venueId } = Route.useParams();
  const { data: venue } = useOrganisationSettings({ type: 'venue', id: venueId });
  const { data: overview } = useVenueOverview(venueId);
  return (
    <div className="space-y-4">
      <PageHeader title="Orders" eyebrow={venue.name}>
        Every order {venue.name} sends, with each supplier’s part and where it is up to.
      </PageHeader>
      <p className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
        <span>
          Ordering from the dashboard is coming soon: then you’ll fill one cart from several suppliers, send it in one go, open each
          order to follow it supplier by supplier, and reorder. Until then, here are your latest orders.
        </span>
      </p>
      <RecentVenueOrders orders={overview.recentOrders} timeZone={venue.timeZone} venueSlug={venue.slug} />
      <LinkButton to="/dash/venues/$venueId/discover" params={{ venueId: venue.slug }} variant="secondary">
        <Search aria-hidden="true" className="h-4 w-4" />
        Discover products
      </LinkButton>
    </div>
  );
}
