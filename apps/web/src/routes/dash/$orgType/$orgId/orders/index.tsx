import { createFileRoute } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { supplierOverviewQueryOptions, useSupplierOverview, useVenueOverview, venueOverviewQueryOptions } from '@/features/dashboard/api/get-overview';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { RecentSupplierOrders } from '../-components/recent-supplier-orders';
import { RecentVenueOrders } from '../-components/recent-venue-orders';
import { useDashboard } from '../-components/use-dashboard';

/** Orders (venues) and Orders In (suppliers), spec §2: the latest orders the overview knows of, plainly. */
export const Route = createFileRoute('/dash/$orgType/$orgId/orders/')({
  loader: ({ context: { queryClient, organisation } }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(venueOverviewQueryOptions(organisation.id))
      : queryClient.ensureQueryData(supplierOverviewQueryOptions(organisation.id)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: OrdersPage,
});

function OrdersPage() {
  const { organisation } = Route.useRouteContext();
  return organisation.type === 'venue' ? <VenueOrders /> : <OrdersIn />;
}

function VenueOrders() {
  const { organisation, settings: venue, params } = useDashboard();
  const { data: overview } = useVenueOverview(organisation.id);
  return (
    <div className="space-y-4">
      <PageHeader title="Orders" eyebrow={venue.name}>
        The latest orders {venue.name} sent, with the suppliers each went to and where each is up to.
      </PageHeader>
      <RecentVenueOrders orders={overview.recentOrders} timeZone={venue.timeZone} venueSlug={venue.slug} />
      <LinkButton to="/dash/$orgType/$orgId/discover" params={params} variant="secondary">
        <Search aria-hidden="true" className="h-4 w-4" />
        Discover products
      </LinkButton>
    </div>
  );
}

function OrdersIn() {
  const { organisation, settings: supplier } = useDashboard();
  const { data: overview } = useSupplierOverview(organisation.id);
  return (
    <div className="space-y-4">
      <PageHeader title="Orders In" eyebrow={supplier.name}>
        Where the orders venues sent {supplier.name} stand, and the latest ones in.
      </PageHeader>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <StatCard label="New, waiting for you" value={overview.newOrders.count} tone={overview.newOrders.count > 0 ? 'accent' : 'plain'} />
        <StatCard label="To dispatch today" value={overview.toDispatch.dueToday} />
        <StatCard label="Accepted, not dispatched" value={overview.toDispatch.acceptedCount} />
      </div>
      <RecentSupplierOrders orders={overview.recentOrders} timeZone={supplier.timeZone} />
    </div>
  );
}
