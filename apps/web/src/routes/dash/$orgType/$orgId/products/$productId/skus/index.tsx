import { createFileRoute, Link } from '@tanstack/react-router';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { SkuTable, useCatalogueProduct } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { plural } from '@/lib/format';
import { DashboardPage } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';
import { loadProductSkus } from '../../-components/product-loader';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/skus/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context, params }) => loadProductSkus(context, params.productId),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  component: SkusPage,
});

/** A product's SKUs (the packs venues order): list price, price per litre, stock; archive and restore. */
function SkusPage() {
  const { productId } = Route.useParams();
  const { organisation, params, readOnly } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  const active = product.skus.filter((sku) => sku.status === 'active').length;
  return (
    <DashboardPage
      title={`SKUs of ${product.name}`}
      eyebrow={product.status === 'active' ? 'Published' : product.status === 'draft' ? 'Draft' : 'Archived'}
      back={{ label: 'Products', link: { to: '/dash/$orgType/$orgId/products', params } }}
      intro={`${plural(active, 'active SKU')}. Prices are per pack, ex GST.`}
      actions={
        readOnly ? null : (
          <LinkButton to="/dash/$orgType/$orgId/products/$productId/skus/create" params={{ ...params, productId }} className="mb-6">
            Add a SKU
          </LinkButton>
        )
      }
      actionsAlign="end"
    >
      {product.skus.length > 0 ? (
        <SkuTable
          supplierId={organisation.id}
          productId={product.id}
          productName={product.name}
          currency={product.currency}
          skus={product.skus}
          readOnly={readOnly}
          editLink={(sku) =>
            readOnly ? (
              sku.code
            ) : (
              <Link
                to="/dash/$orgType/$orgId/products/$productId/skus/$skuId/edit"
                params={{ ...params, productId, skuId: sku.id }}
                className="underline-offset-4 hover:underline"
              >
                {sku.code}
              </Link>
            )
          }
        />
      ) : (
        <EmptyState
          title="No SKUs yet"
          action={
            readOnly ? undefined : (
              <LinkButton to="/dash/$orgType/$orgId/products/$productId/skus/create" params={{ ...params, productId }}>
                Add the first SKU
              </LinkButton>
            )
          }
        >
          A SKU is a pack venues can order, such as a 50 L keg or a case of cans. A product needs one to be published.
        </EmptyState>
      )}
    </DashboardPage>
  );
}
