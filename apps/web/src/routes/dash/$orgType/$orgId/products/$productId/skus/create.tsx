import { createFileRoute } from '@tanstack/react-router';
import { useCatalogueProduct } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { changesOnly } from '../../../-components/changes-only';
import { useDashboard } from '../../../-components/use-dashboard';
import { loadProductSkus } from '../../-components/product-loader';
import { SkuFormPage } from './-components/sku-form-page';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/skus/create')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context, params }) => loadProductSkus(context, params.productId),
  component: changesOnly(CreateSkuPage),
});

function CreateSkuPage() {
  const { productId } = Route.useParams();
  const { organisation } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  return <SkuFormPage product={product} productId={productId} title="Add a SKU" head={`Add a SKU to ${product.name}`} />;
}
