import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { onlyFor } from '@/features/dashboard';
import { ProductEditor } from '@/features/catalogue';
import { useDashboard } from '../-components/use-dashboard';
import { changesOnly } from '../-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/create')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  component: changesOnly(CreateProductPage),
});

/** A new product with its packs, saved as a draft or published at once; saved, it opens in the editor, where pictures go on. */
function CreateProductPage() {
  const { settings: supplier, params } = useDashboard();
  useSignedInPageHead('Add a product', supplier.name);
  const navigate = useNavigate();
  return (
    <div>
      <BackLink to="/dash/$orgType/$orgId/products" params={params} className="mb-3">
        Products
      </BackLink>
      <PageHeader title="Add a product" eyebrow={supplier.name}>
        Its details and its packs on one form. Save it as a draft (nobody else sees it), or publish it once it has a pack with a price.
        Pictures go on after the first save.
      </PageHeader>
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
    </div>
  );
}
