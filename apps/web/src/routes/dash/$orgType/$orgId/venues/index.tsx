import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { supplierOverviewQueryOptions, useSupplierOverview } from '@/features/dashboard/api/get-overview';
import { onlyFor } from '@/features/dashboard/load-dashboard';
import { TopVenueList } from '../-components/top-lists';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/venues/')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(supplierOverviewQueryOptions(organisation.id)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: SupplierVenuesPage,
});

/** The venues served (suppliers only): the ones that spent most in the last 30 days, ex GST. */
function SupplierVenuesPage() {
  const { organisation, settings: supplier } = useDashboard();
  const { data: overview } = useSupplierOverview(organisation.id);
  return (
    <div className="space-y-4">
      <PageHeader title="Venues" eyebrow={supplier.name}>
        The venues that ordered most from {supplier.name} in the last 30 days, with their orders and spend (ex GST).
      </PageHeader>
      <section aria-labelledby="venues-heading" className="rounded-xl border border-line bg-white p-4">
        <h2 id="venues-heading" className="font-semibold text-ink">
          Top venues <span className="text-sm font-normal text-ink-soft">· last 30 days</span>
        </h2>
        <TopVenueList venues={overview.topVenues} />
      </section>
    </div>
  );
}
