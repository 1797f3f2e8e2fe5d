import { createFileRoute } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { supplierOverviewQueryOptions, useSupplierOverview } from '@/features/dashboard/api/get-supplier-overview';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { TopVenueList } from '../-components/top-lists';

export const Route = createFileRoute('/dash/suppliers/$supplierId/venues/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(supplierOverviewQueryOptions(params.supplierId)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: SupplierVenuesPage,
});

/** The venues served: for now the ones that spent most in the last 30 days (what the overview knows). */
function SupplierVenuesPage() {
  const { supplierId } = Route.useParams();
  const { data: supplier } = useOrganisationSettings({ type: 'supplier', id: supplierId });
  const { data: overview } = useSupplierOverview(supplierId);
  return (
    <div className="space-y-4">
      <PageHeader title="Venues" eyebrow={supplier.name}>
        The venues {supplier.name} supplies, with how often they order and what they spend.
      </PageHeader>
      <p className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
        <span>
          The full list of every venue you serve, each with its orders and its own prices, comes with ordering. For now, these are your
          top venues by spend (ex GST) over the last 30 days.
        </span>
      </p>
      <section aria-labelledby="venues-heading" className="rounded-xl border border-line bg-white p-4">
        <h2 id="venues-heading" className="font-semibold text-ink">
          Top venues <span className="text-sm font-normal text-ink-soft">· last 30 days</span>
        </h2>
        <TopVenueList venues={overview.topVenues} />
      </section>
    </div>
  );
}
