import { createFileRoute } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { supplierOverviewQueryOptions, venueOverviewQueryOptions } from '@/features/dashboard';
import { overdueInvoicesQueryOptions } from '@/features/invoices';
import { waitingApplicationsQueryOptions } from '@/features/trade-accounts';
import { SupplierOverview } from './-components/supplier-overview';
import { useSignedInPageHead } from '@/lib/page-head';
import { useDashboard } from './-components/use-dashboard';
import { VenueOverview } from './-components/venue-overview';

/** The landing page (docs/ui.md, Venue dashboard and Supplier dashboard): a venue's open orders, deliveries and taps; a supplier's orders waiting and best sellers. */
export const Route = createFileRoute('/dash/$orgType/$orgId/')({
  // the overdue invoices' count beside the overview, for "Needs attention", and a supplier's trade applications
  // waiting; prefetchQuery never throws: without them the page still shows
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      organisation.type === 'venue'
        ? queryClient.ensureQueryData(venueOverviewQueryOptions(organisation.id))
        : queryClient.ensureQueryData(supplierOverviewQueryOptions(organisation.id)),
      queryClient.prefetchQuery(overdueInvoicesQueryOptions(organisation)),
      ...(organisation.type === 'supplier' ? [queryClient.prefetchQuery(waitingApplicationsQueryOptions(organisation.id))] : []),
    ]),
  pendingComponent: OverviewSkeleton,
  component: OverviewPage,
});

function OverviewPage() {
  const { organisation, settings } = useDashboard();
  useSignedInPageHead('Overview', settings.name);
  return organisation.type === 'venue' ? <VenueOverview /> : <SupplierOverview />;
}

function OverviewSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}
