import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { NotFound } from '@/components/ui/not-found';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { useReadOnly } from '@/lib/read-only-view';
import { useProduct, loadProduct, ProductDetail } from '@/features/products';
import { useRealtimeWatch } from '@/features/realtime';
import { useSignedInPageHead } from '@/lib/page-head';
import { useDashboard } from '../-components/use-dashboard';

/** A product inside the venue's dashboard (/discover/{productId}, docs/domain.md, Routes): the sidebar stays, prices are the venue's. */
export const Route = createFileRoute('/dash/$orgType/$orgId/discover/$productId')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient }, params }) => loadProduct(queryClient, params.productId),
  pendingComponent: () => <DetailPageSkeleton />,
  notFoundComponent: () => <NotFound what="product" />,
  component: DiscoverProductPage,
});

function DiscoverProductPage() {
  const { orgId, productId } = Route.useParams();
  const { organisation, session } = Route.useRouteContext();
  const { data: product } = useProduct(productId);
  const readOnly = useReadOnly();
  const { settings: venue } = useDashboard();
  useSignedInPageHead(`${product.name} by ${product.supplier.name}`, venue.name);
  // its supplier's changes (a price, a pack out of stock) show while it is open
  useRealtimeWatch({ productIds: [product.id] });
  return (
    <>
      <Link
        to="/dash/$orgType/$orgId/discover"
        params={{ orgType: 'venues', orgId }}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Discover
      </Link>
      <ProductDetail
        productId={productId}
        discoverIn={orgId}
        orderAs={readOnly ? null : { userId: session.user.id, venueId: organisation.id }}
      />
    </>
  );
}
