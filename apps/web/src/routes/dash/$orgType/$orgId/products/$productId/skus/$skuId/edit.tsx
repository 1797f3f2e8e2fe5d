import { createFileRoute, useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { catalogueProductQueryOptions, SkuForm, useCatalogueProduct } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { useDashboard } from '../../../../-components/use-dashboard';
import { changesOnly } from '../../../../-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/skus/$skuId/edit')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  loader: ({ context: { queryClient, organisation }, params }) =>
    queryClient.ensureQueryData(catalogueProductQueryOptions(organisation.id, params.productId)),
  component: changesOnly(EditSkuPage),
});

function EditSkuPage() {
  const { productId, skuId } = Route.useParams();
  const { organisation, settings, params } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  const navigate = useNavigate();
  const sku = product.skus.find((candidate) => candidate.id === skuId);
  useSignedInPageHead(sku ? `Edit ${sku.code}` : 'SKU not found', settings.name);
  const back = { to: '/dash/$orgType/$orgId/products/$productId/skus', params: { ...params, productId } } as const;
  if (!sku) return <NotFound />;
  return (
    <div className="max-w-3xl">
      <BackLink {...back} className="mb-3">
        SKUs of {product.name}
      </BackLink>
      <PageHeader title={`Edit ${sku.code}`} eyebrow={product.name} />
      <SkuForm
        key={sku.id}
        supplierId={organisation.id}
        productId={product.id}
        currency={product.currency}
        sku={sku}
        onSaved={(saved) => {
          toast.success(`${saved.code} saved`);
          void navigate({ ...back, ignoreBlocker: true });
        }}
      />
    </div>
  );
}
