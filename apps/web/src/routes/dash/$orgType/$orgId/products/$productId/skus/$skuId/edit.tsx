import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { useCatalogueProduct } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { useSignedInPageHead } from '@/lib/page-head';
import { changesOnly } from '../../../../-components/changes-only';
import { useDashboard } from '../../../../-components/use-dashboard';
import { loadProductSkus } from '../../../-components/product-loader';
import { SkuFormPage } from '../-components/sku-form-page';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/skus/$skuId/edit')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context, params }) => loadProductSkus(context, params.productId),
  component: changesOnly(EditSkuPage),
});

function EditSkuPage() {
  const { productId, skuId } = Route.useParams();
  const { organisation } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  const sku = product.skus.find((candidate) => candidate.id === skuId);
  if (!sku) return <SkuNotFound />;
  return <SkuFormPage product={product} productId={productId} sku={sku} title={`Edit ${sku.code}`} />;
}

function SkuNotFound() {
  const { settings } = useDashboard();
  useSignedInPageHead('SKU not found', settings.name);
  return <NotFound />;
}
