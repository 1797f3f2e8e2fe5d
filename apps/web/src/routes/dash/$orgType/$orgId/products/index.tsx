import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard/load-dashboard';
import { productSearchSchema } from '@/features/products/search';
import { supplierProductsQueryOptions, useSupplierProducts } from '@/features/suppliers/api/get-supplier-products';
import { plural } from '@/lib/format';
import { PublicPageLink } from '../-components/public-page-link';
import { useDashboard } from '../-components/use-dashboard';
import { ProductTable } from './-components/product-table';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) => queryClient.ensureQueryData(supplierProductsQueryOptions(organisation.id, deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: SupplierProductsPage,
});

/** The supplier's catalogue as venues see it (suppliers only): the public list, its active products. */
function SupplierProductsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { organisation, settings: supplier } = useDashboard();
  const { data } = useSupplierProducts(organisation.id, search);

  return (
    <div>
      <PageHeader title="Products" eyebrow={supplier.name}>
        Your active products, as venues see them on Tapline.
      </PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchForm
          label="Search your products"
          value={search.q}
          className="w-full max-w-md"
          onSearch={(q) => void navigate({ to: '.', search: { ...search, q, page: undefined } })}
        />
        <p className="text-sm text-ink-soft" aria-live="polite">
          <span className="font-semibold text-ink tabular-nums">{plural(data.total, 'product')}</span>
          {search.q ? ` for “${search.q}”` : ''}
        </p>
      </div>
      <div className="mt-4">
        {data.items.length > 0 ? (
          <ProductTable products={data.items} />
        ) : (
          <EmptyState
            title={search.q ? 'No products match' : 'No active products yet'}
            action={
              search.q ? (
                <Link to="." search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                  Clear the search
                </Link>
              ) : null
            }
          >
            {search.q ? 'Try another word.' : 'Products appear here, and to venues, once they are active.'}
          </EmptyState>
        )}
      </div>
      <SearchPagination list={data} search={search} />
      <PublicPageLink settings={supplier} className="mt-6" />
    </div>
  );
}
