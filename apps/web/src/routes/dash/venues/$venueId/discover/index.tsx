import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { productsQueryOptions, useProducts } from '@/features/products/api/get-products';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema } from '@/features/products/search';

/** Discover (spec §2): the products search inside the dashboard, with the same search params as /products. */
export const Route = createFileRoute('/dash/venues/$venueId/discover/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(productsQueryOptions(deps)),
  pendingComponent: () => <ListPageSkeleton />,
  component: DiscoverPage,
});

function DiscoverPage() {
  const { venueId } = Route.useParams();
  const { data: venue } = useOrganisationSettings({ type: 'venue', id: venueId });
  const search = Route.useSearch();
  const { data } = useProducts(search);
  return (
    <>
      <PageHeader title="Discover" eyebrow={venue.name}>
        Beer, cider and more from every supplier on Tapline. Prices are list prices, ex GST; trade prices agreed with a supplier show
        here once ordering arrives.
      </PageHeader>
      <ProductBrowser search={search} data={data} searchLabel="Search by beer, style or brewery" />
    </>
  );
}
