import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema } from '@/features/products/search';
import { useVenue, venueQueryOptions } from '@/features/venues/api/get-venue';
import { useVenueProducts, venueProductsQueryOptions } from '@/features/venues/api/get-venue-products';
import { loadOrNotFound } from '@/lib/load-or-not-found';

export const Route = createFileRoute('/venues/$id/products')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(venueQueryOptions(params.id)),
      queryClient.ensureQueryData(venueProductsQueryOptions(params.id, deps)),
    ]),
  pendingComponent: () => <ListPageSkeleton />,
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
          <Link to="/venues/$id" params={{ id }} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {venue.name}
          </Link>
        }
      >
        Everything on its taps right now.
      </PageHeader>
      <ProductBrowser search={search} data={data} searchLabel={`Search what ${venue.name} pours`} />
    </>
  );
}
