import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { onlyFor } from '@/features/dashboard';
import { ImageManager, ProductEditor, StatusChip, StatusActions, useCatalogueProduct, useProductImages } from '@/features/catalogue';
import { useDashboard } from '../../-components/use-dashboard';
import { loadCatalogueProduct } from '../-components/product-loader';
import { changesOnly } from '../../-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/edit')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  loader: ({ context: { queryClient, organisation }, params }) => loadCatalogueProduct(queryClient, organisation.id, params.productId),
  component: changesOnly(EditProductPage),
});

/** The product's editor: its fields and packs with the card preview, its pictures, and its status. */
function EditProductPage() {
  const { productId } = Route.useParams();
  const { organisation, settings: supplier, params } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  useSignedInPageHead(`Edit ${product.name}`, supplier.name);
  const images = useProductImages(organisation.id, product.id);
  const navigate = useNavigate();
  const productParams = { ...params, productId: product.slug };

  return (
    <div>
      <BackLink to="/dash/$orgType/$orgId/products/$productId" params={productParams} className="mb-3">
        {product.name}
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={`Edit ${product.name}`} eyebrow={supplier.name} />
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <StatusChip status={product.status} />
          {product.status === 'active' ? (
            <Link
              to="/products/$productId"
              params={{ productId: product.slug }}
              className="inline-flex items-center gap-1 text-sm font-semibold text-malt-700 underline underline-offset-4"
            >
              See its public page
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null}
          {/* Publish is on the form, which saves what it holds first */}
          <StatusActions supplierId={organisation.id} product={product} withoutPublish />
        </div>
      </div>
      <ProductEditor
        key={product.id}
        supplier={{ id: supplier.id, slug: supplier.slug, name: supplier.name }}
        product={product}
        coverUrl={images.data?.items[0]?.urls.card ?? null}
        onSaved={(saved) => {
          if (saved.slug !== productId)
            void navigate({
              to: '/dash/$orgType/$orgId/products/$productId/edit',
              params: { ...params, productId: saved.slug },
              replace: true,
              ignoreBlocker: true,
            });
        }}
      >
        <ImageManager supplierId={organisation.id} productId={product.id} productName={product.name} />
      </ProductEditor>
    </div>
  );
}
