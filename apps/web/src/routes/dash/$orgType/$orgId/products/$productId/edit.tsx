import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { ImageManager, ProductEditor, StatusChip, StatusActions, useCatalogueProduct, useProductImages } from '@/features/catalogue';
import { changesOnly } from '../../-components/changes-only';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { loadCatalogueProduct } from '../-components/product-loader';
import { PublicProductLink } from '../-components/public-product-link';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/edit')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context, params }) => loadCatalogueProduct(context, params.productId),
  component: changesOnly(EditProductPage),
});

/** The product's editor: its fields and packs with the card preview, its pictures, and its status. */
function EditProductPage() {
  const { productId } = Route.useParams();
  const { organisation, settings: supplier, params } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  const images = useProductImages(organisation.id, product.id);
  const navigate = useNavigate();

  return (
    <DashboardPage
      title={`Edit ${product.name}`}
      back={{
        label: product.name,
        link: { to: '/dash/$orgType/$orgId/products/$productId', params: { ...params, productId: product.slug } },
      }}
      actions={
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <StatusChip status={product.status} />
          <PublicProductLink product={product} />
          {/* Publish is on the form, which saves what it holds first */}
          <StatusActions supplierId={organisation.id} product={product} withoutPublish />
        </div>
      }
    >
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
    </DashboardPage>
  );
}
