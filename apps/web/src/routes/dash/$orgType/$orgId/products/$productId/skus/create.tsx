import { createFileRoute, useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { catalogueProductQueryOptions, SkuForm, useCatalogueProduct } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { useDashboard } from '../../../-components/use-dashboard';
import { changesOnly } from '../../../-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/skus/create')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  loader: ({ context: { queryClient, organisation }, params }) =>
    queryClient.ensureQueryData(catalogueProductQueryOptions(organisation.id, params.productId)),
  component: changesOnly(CreateSkuPage),
});

function CreateSkuPage() {
  const { productId } = Route.useParams();
  const { organisation, settings, params } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  useSignedInPageHead(`Add a SKU to ${product.name}`, settings.name);
  const navigate = useNavigate();
  const back = { to: '/dash/$orgType/$orgId/products/$productId/skus', params: { ...params, productId } } as const;
  return (
    <div className="max-w-3xl">
      <BackLink {...back} className="mb-3">
        SKUs of {product.name}
      </BackLink>
      <PageHeader title="Add a SKU" eyebrow={product.name} />
      <SkuForm
        supplierId={organisation.id}
        productId={product.id}
        currency={product.currency}
        onSaved={(sku) => {
          toast.success(`${sku.code} added`);
          void navigate({ ...back, ignoreBlocker: true });
        }}
      />
    </div>
  );
}
