import { createFileRoute } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { supplierOverviewQueryOptions, useSupplierOverview } from '@/features/dashboard/api/get-supplier-overview';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { RecentSupplierOrders } from '../-components/recent-supplier-orders';

export const Route = createFileRoute('/dash/suppliers/$supplierId/orders/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(supplierOverviewQueryOptions(params.supplierId)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: OrdersInPage,
});

/** "Orders In" (spec §2): the working queue arrives with ordering; until then the counts and the latest orders. */
function OrdersInPage() {
  const { supplierId } = Route.useParams();
  const { data: supplier } = useOrganisationSettings({ type: 'supplier', id: supplierId });
  const { data: overview } = useSupplierOverview(supplierId);
  return (
    <div className="space-y-4">
      <PageHeader title="Orders In" eyebrow={supplier.name}>
        The orders venues send {supplier.name}, new first, to accept, dispatch and deliver.
      </PageHeader>
      <p className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
        <span>
          The order queue, with Accept and Reject, Dispatch and Deliver, and a print view, is coming soon. Until then, here is where your
          orders stand and the latest ones in.
        </span>
      </p>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <StatCard label="New, waiting for you" value={overview.newOrders.count} tone={overview.newOrders.count > 0 ? 'accent' : 'plain'} />
        <StatCard label="To dispatch today" value={overview.toDispatch.dueToday} />
        <StatCard label="Accepted, not dispatched" value={overview.toDispatch.acceptedCount} />
      </div>
      <RecentSupplierOrders orders={overview.recentOrders} timeZone={supplier.timeZone} />
    </div>
  );
}
