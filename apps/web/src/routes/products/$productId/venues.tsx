import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { productVenuesQueryOptions, useProductVenues } from '@/features/products/api/get-product-venues';
import { isNotFound } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

export const Route = createFileRoute('/products/$productId/venues')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(productQueryOptions(params.productId)),
        queryClient.ensureQueryData(productVenuesQueryOptions(params.productId)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="product" />,
  component: ProductVenuesPage,
});

function ProductVenuesPage() {
  const { productId } = Route.useParams();
  const { data: product } = useProduct(productId);
  const { data: venues } = useProductVenues(productId);
  return (
    <>
      <PageHeader
        title={`Where to drink ${product.name}`}
        eyebrow={
          <Link to="/products/$productId" params={{ productId }} className="underline-offset-4 hover:underline">
            ← {product.name}
          </Link>
        }
      >
        Venues on Tapline pouring it now.
      </PageHeader>
      {venues.items.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {venues.items.map((venue) => (
            <li key={venue.id} className="relative flex gap-4 rounded-xl border border-line bg-white p-4 hover:shadow-md">
              <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-14 w-14 shrink-0 rounded-lg" />
              <div>
                <h2 className="font-semibold">
                  <Link to="/venues/$id" params={{ id: venue.slug }} className="after:absolute after:inset-0">
                    {venue.name}
                  </Link>
                </h2>
                <p className="text-sm capitalize text-ink-soft">{[venue.venueKind, venue.suburb].filter(Boolean).join(' · ')}</p>
                <p className="mt-1 text-sm text-malt-800">
                  Tap {venue.tapNumber} · since {formatDate(venue.since)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Not on tap anywhere yet">When a venue puts it on, it shows here.</EmptyState>
      )}
    </>
  );
}
