import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { productsQueryOptions, useProducts, ProductBrowser, productSearchSchema } from '@/features/products';
import { useTradeSupplierIds } from '@/features/trade-accounts';
import { useDashboard } from '../-components/use-dashboard';
import { useSignedInPageHead } from '@/lib/page-head';

/** Discover (venues only; docs/domain.md, Routes): the products search inside the dashboard, with the same search params as /products. */
export const Route = createFileRoute('/dash/$orgType/$orgId/discover/')({
  beforeLoad: onlyFor('venue'),
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(productsQueryOptions(deps)),
  pendingComponent: () => <ListPageSkeleton />,
  component: DiscoverPage,
});

function DiscoverPage() {
  const { organisation, settings: venue, userId, readOnly } = useDashboard();
  useSignedInPageHead('Discover', venue.name);
  const search = Route.useSearch();
  const { orgId } = Route.useParams();
  const { data } = useProducts(search);
  const tradeSuppliers = useTradeSupplierIds(organisation.id);
  return (
    <>
      <PageHeader title="Discover" eyebrow={venue.name}>
        Beer, cider and more from every supplier on Tapline. Prices are ex GST:{' '}
        {data.pricedFor ? `the prices your suppliers set for ${venue.name}, else their list prices` : 'list prices'}.
        {readOnly ? '' : ' Tap a pack to add one to your cart.'}
      </PageHeader>
      <ProductBrowser
        search={search}
        data={data}
        searchLabel="Search by beer, style or brewery"
        withFilters
        discoverIn={orgId}
        orderAs={readOnly ? null : { userId, venueId: organisation.id }}
        tradeSuppliers={tradeSuppliers}
      />
    </>
  );
}
