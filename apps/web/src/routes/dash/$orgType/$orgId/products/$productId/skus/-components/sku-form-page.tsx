import type { CatalogueProduct, CatalogueSku } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { SkuForm } from '@/features/catalogue';
import { DashboardPage } from '../../../../-components/dashboard-page';
import { useDashboard } from '../../../../-components/use-dashboard';

/**
 * Adding or editing one SKU of a product: the form, and back to the product's SKUs once saved. `productId` is the
 * product as the address names it.
 */
export function SkuFormPage({
  product,
  productId,
  sku,
  title,
  head,
}: {
  product: CatalogueProduct;
  productId: string;
  /** the SKU edited; none adds one */
  sku?: CatalogueSku;
  title: string;
  head?: string;
}) {
  const { organisation, params } = useDashboard();
  const navigate = useNavigate();
  const skus = { to: '/dash/$orgType/$orgId/products/$productId/skus', params: { ...params, productId } } as const;
  return (
    <DashboardPage
      title={title}
      head={head}
      eyebrow={product.name}
      back={{ label: `SKUs of ${product.name}`, link: skus }}
      className="max-w-3xl"
    >
      <SkuForm
        key={sku?.id}
        supplierId={organisation.id}
        productId={product.id}
        currency={product.currency}
        sku={sku}
        onSaved={(saved) => {
          toast.success(`${saved.code} ${sku ? 'saved' : 'added'}`);
          void navigate({ ...skus, ignoreBlocker: true });
        }}
      />
    </DashboardPage>
  );
}
