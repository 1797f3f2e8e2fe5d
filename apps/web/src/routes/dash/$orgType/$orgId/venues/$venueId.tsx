import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { useVenuePrices, venuePricesQueryOptions, VenuePriceTable } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard/only-for';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/venues/$venueId')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  loader: ({ context: { queryClient, organisation }, params }) => queryClient.ensureQueryData(venuePricesQueryOptions(organisation.id, params.venueId)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: VenuePricesPage,
});

/** One venue's prices (decision 0079): every SKU with its list price and the price this venue pays, editable inline. */
function VenuePricesPage() {
  const { venueId } = Route.useParams();
  const { organisation, settings: supplier, params } = useDashboard();
  const list = useVenuePrices(organisation.id, venueId);
  return (
    <div>
      <BackLink to="/dash/$orgType/$orgId/venues" params={params} className="mb-3">
        Venues
      </BackLink>
      <PageHeader title={`Prices for ${list.venue.name}`} eyebrow={supplier.name}>
        What {list.venue.name} pays per pack, ex GST. Leave a price empty and it pays your list price. It sees its prices when it signs in.
      </PageHeader>
      <VenuePriceTable supplierId={organisation.id} venueId={list.venue.id} list={list} />
    </div>
  );
}
