import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useSupabaseAuth } from '@/features/auth';
import { useEntity } from '@/features/session';
import { ProductGrid, type ProductSearch } from '@/features/products';
import {
  ContactLinks,
  organisationProductsQueryOptions,
  OrganisationHeader,
  organisationPageRouteOptions,
  useOrganisation,
  useOrganisationProducts,
} from '@/features/directory';
import { plural } from '@/lib/format';
import { OrderingRulesPanel } from './-components/ordering-rules';
import { usePageHead } from '@/lib/page-head';
import { TitledSection } from '@/components/ui/titled-section';

// a venue member's standing with the supplier: its code loads only for them, never for the public (issue 36)
const SupplierPageStanding = lazy(() => import('@/features/trade-accounts').then((module) => ({ default: module.SupplierPageStanding })));

/** Where the signed-in person's venue stands with the supplier, and the way to apply (docs/ui.md, Public pages). */
function VenueStanding({ supplierId }: { supplierId: string }) {
  const { user } = useSupabaseAuth();
  const { entity } = useEntity();
  if (!user || entity?.type !== 'venue' || entity.readOnly) return null;
  return (
    <div className="mt-6">
      <Suspense fallback={null}>
        <SupplierPageStanding userId={user.id} venue={{ id: entity.id, slug: entity.slug }} supplierId={supplierId} />
      </Suspense>
    </div>
  );
}

/** The supplier page shows the first 12 products and links to the rest. */
const preview: ProductSearch = { pageSize: 12 };

export const Route = createFileRoute('/suppliers/$id/')({
  ...organisationPageRouteOptions('supplier', (queryClient, id) =>
    queryClient.ensureQueryData(organisationProductsQueryOptions('supplier', id, preview)),
  ),
  component: SupplierPage,
});

function SupplierPage() {
  const { id } = Route.useParams();
  const { data: supplier } = useOrganisation('supplier', id);
  const { data: products } = useOrganisationProducts('supplier', id, preview);
  usePageHead(pageHeads.supplier(supplier));

  return (
    <div>
      <OrganisationHeader type="supplier" organisation={supplier} />
      {supplier.description ? <p className="mt-4 max-w-3xl text-ink">{supplier.description}</p> : null}
      <ContactLinks phone={supplier.publicPhone} email={supplier.publicEmail} layout="inline" />
      <VenueStanding supplierId={supplier.id} />

      <div className="mt-6">
        <OrderingRulesPanel rules={supplier.orderingRules} timeZone={supplier.timeZone} />
      </div>

      <TitledSection
        title="Products"
        headingId="products-heading"
        headingClassName="text-xl font-bold text-ink"
        className="mt-10"
        headerClassName="mb-4 flex items-baseline justify-between gap-4"
        action={
          products.total > 0 ? (
            <Link
              to="/suppliers/$id/products"
              params={{ id }}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              All {plural(products.total, 'product')} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null
        }
      >
        {products.items.length > 0 ? (
          <ProductGrid products={products.items} />
        ) : (
          <EmptyState title="No products listed yet">{supplier.name} is still setting up its catalogue.</EmptyState>
        )}
      </TitledSection>
    </div>
  );
}
