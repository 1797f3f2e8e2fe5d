import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { useProduct, useProductVenues, loadProduct } from '@/features/products';
import { venueKindLabel } from '@/features/venues';
import { formatDate } from '@/lib/format';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/products/$productId/venues')({
  loader: ({ context: { queryClient }, params }) => loadProduct(queryClient, params.productId),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  notFoundComponent: () => <NotFound what="product" />,
  component: ProductVenuesPage,
});

function ProductVenuesPage() {
  const { productId } = Route.useParams();
  const { data: product } = useProduct(productId);
  const { data: venues } = useProductVenues(productId);
  usePageHead(pageHeads.productVenues(product));
  return (
    <>
      <PageHeader
        title={`Where to drink ${product.name}`}
        eyebrow={
          <Link
            to="/products/$productId"
            params={{ productId }}
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {product.name}
          </Link>
        }
      >
        Venues on Tapline pouring it now.
      </PageHeader>
      {venues.items.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {venues.items.map((venue) => (
            <li key={venue.id}>
              <Card interactive className="flex h-full gap-4 p-4">
                <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-14 w-14 shrink-0 rounded-lg" />
                <div className="min-w-0">
                  <h2 className="font-semibold text-ink">
                    <Link to="/venues/$id" params={{ id: venue.slug }} className="after:absolute after:inset-0 after:rounded-xl">
                      {venue.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-ink-soft">{[venueKindLabel(venue.venueKind), venue.suburb].filter(Boolean).join(' · ')}</p>
                  <p className="mt-1 text-sm text-malt-800">
                    {venue.tapNumber !== null ? (
                      <>
                        Tap <span className="tabular-nums">{venue.tapNumber}</span> · since {formatDate(venue.since)}
                      </>
                    ) : (
                      <>Pouring since {formatDate(venue.since)}</>
                    )}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Not on tap anywhere yet"
          action={
            <Link to="/venues" className="font-semibold text-malt-700 underline underline-offset-4">
              See what venues pour
            </Link>
          }
        >
          When a venue puts {product.name} on, it shows here.
        </EmptyState>
      )}
    </>
  );
}
