import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, Info } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { productSearchSchema } from '@/features/products/search';
import { supplierProductsQueryOptions, useSupplierProducts } from '@/features/suppliers/api/get-supplier-products';
import { plural } from '@/lib/format';
import { ProductTable } from './-components/product-table';

export const Route = createFileRoute('/dash/suppliers/$supplierId/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => queryClient.ensureQueryData(supplierProductsQueryOptions(params.supplierId, deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: SupplierProductsPage,
});

/** The supplier's catalogue as venues see it (the public list: active products); the editor comes next. */
function SupplierProductsPage() {
  const { supplierId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { data: supplier } = useOrganisationSettings({ type: 'supplier', id: supplierId });
  const { data } = useSupplierProducts(supplierId, search);

  return (
    <div>
      <PageHeader title="Products" eyebrow={supplier.name}>
        Your catalogue as venues see it on Tapline.
      </PageHeader>
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
        <span>
          This lists your active products, read-only. Adding and editing products and their SKUs, drafts, archiving and CSV import come
          next.
        </span>
      </p>
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
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        linkTo={(page) => ({ to: '.', search: { ...search, page: page === 1 ? undefined : page } })}
      />
      {supplier.status === 'active' ? (
        <Link
          to="/suppliers/$id"
          params={{ id: supplier.slug }}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
        >
          See your public page
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}
