import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema } from '@/features/products/search';
import { useVenue, venueQueryOptions } from '@/features/venues/api/get-venue';
import { useVenueProducts, venueProductsQueryOptions } from '@/features/venues/api/get-venue-products';
import { isNotFound } from '@/lib/api-client';

export const Route = createFileRoute('/venues/$id/products')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(venueQueryOptions(params.id)),
        queryClient.ensureQueryData(venueProductsQueryOptions(params.id, deps)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="venue" />,
  component: VenueProductsPage,
});

function VenueProductsPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { data: venue } = useVenue(id);
  const { data } = useVenueProducts(id, search);
  return (
    <>
      <PageHeader
        title={`Poured at ${venue.name}`}
        eyebrow={
          <Link to="/venues/$id" params={{ id }} className="underline-offset-4 hover:underline">
            ← {venue.name}
          </Link>
        }
      >
        Everything on its taps right now.
      </PageHeader>
      <ProductBrowser search={search} data={data} searchLabel={`Search what ${venue.name} pours`} />
    </>
  );
}
