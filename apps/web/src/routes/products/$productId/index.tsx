import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { useSupabaseAuth } from '@/features/auth';
import { useRealtimeWatch } from '@/features/realtime';
import { pricingVenueId } from '@/features/session';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { useProduct, loadProduct, ProductDetail } from '@/features/products';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/products/$productId/')({
  loader: ({ context: { queryClient }, params }) => loadProduct(queryClient, params.productId),
  pendingComponent: () => <DetailPageSkeleton />,
  notFoundComponent: () => <NotFound what="product" />,
  component: ProductPage,
});

function ProductPage() {
  const { productId } = Route.useParams();
  const { data: product } = useProduct(productId);
  usePageHead(pageHeads.product(product));
  // a change to the product (its price, its packs, its stock) shows without a reload
  useRealtimeWatch({ productIds: [product.id] });
  // a signed-in person acting for a venue orders from here too (docs/ui.md, Public pages)
  const { user } = useSupabaseAuth();
  const venueId = user ? pricingVenueId() : null;
  return <ProductDetail productId={productId} orderAs={user && venueId ? { userId: user.id, venueId } : null} />;
}
