import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { ProductEditor } from '@/features/catalogue';
import { changesOnly } from '../-components/changes-only';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/create')({
  beforeLoad: onlyFor('supplier'),
  component: changesOnly(CreateProductPage),
});

/** A new product with its packs, saved as a draft or published at once; saved, it opens in the editor, where pictures go on. */
function CreateProductPage() {
  const { settings: supplier, params } = useDashboard();
  const navigate = useNavigate();
  return (
    <DashboardPage
      title="Add a product"
      back={{ label: 'Products', link: { to: '/dash/$orgType/$orgId/products', params } }}
      intro="Its details and its packs on one form. Save it as a draft (nobody else sees it), or publish it once it has a pack with a price. Pictures go on after the first save."
    >
      <ProductEditor
        supplier={{ id: supplier.id, slug: supplier.slug, name: supplier.name }}
        currency={supplier.orderingRules?.currency ?? 'AUD'}
        onSaved={(product) =>
          void navigate({
            to: '/dash/$orgType/$orgId/products/$productId/edit',
            params: { ...params, productId: product.slug },
            ignoreBlocker: true,
          })
        }
      />
    </DashboardPage>
  );
}
