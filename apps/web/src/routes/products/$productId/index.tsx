import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { useProduct } from '@/features/products/api/get-product';
import { loadProduct } from '@/features/products/api/load-product';
import { ProductDetail } from '@/features/products/components/product-detail';
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
  return <ProductDetail productId={productId} />;
}
