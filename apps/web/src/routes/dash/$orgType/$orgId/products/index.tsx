import { productStatuses, type CatalogueSort, type ProductStatus } from '@tapline/contracts';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField } from '@/components/ui/select-field';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { BulkActions, CatalogueTable, catalogueListQueryOptions, catalogueSearchSchema, useCatalogueList } from '@/features/catalogue';
import { plural } from '@/lib/format';
import { PublicPageLink } from '../-components/public-page-link';
import { useDashboard } from '../-components/use-dashboard';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/')({
  beforeLoad: onlyFor('supplier'),
  validateSearch: catalogueSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    queryClient.ensureQueryData(catalogueListQueryOptions(organisation.id, deps)),
  pendingComponent: () => <ListPageSkeleton />,
  component: SupplierProductsPage,
});

const SORTS: { value: CatalogueSort; label: string }[] = [
  { value: 'name', label: 'Name A–Z' },
  { value: 'updated', label: 'Recently changed' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

const TAB_LABELS: Record<ProductStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };

/** The supplier's whole catalogue, every status: tabs, search, sort and pages in the URL; bulk publish and archive. */
function SupplierProductsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { organisation, settings: supplier, params, readOnly } = useDashboard();
  useSignedInPageHead('Products', supplier.name);
  const { data } = useCatalogueList(organisation.id, search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const counts = data.statusCounts;
  const everything = counts.draft + counts.active + counts.archived;
  const tabs: { status: ProductStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: 'All', count: everything },
    ...productStatuses.map((status) => ({ status, label: TAB_LABELS[status], count: counts[status] })),
  ];
  const visibleSelected = data.items.filter((row) => selected.has(row.id)).map((row) => row.id);

  function select(ids: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const addProduct = (
    <LinkButton to="/dash/$orgType/$orgId/products/create" params={params}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add product
    </LinkButton>
  );

  const importCsv = (
    <LinkButton to="/dash/$orgType/$orgId/products/import" params={params} variant="secondary">
      <Upload aria-hidden="true" className="h-4 w-4" />
      Import CSV
    </LinkButton>
  );

  if (everything === 0 && !search.q) {
    return (
      <div>
        <PageHeader title="Products" eyebrow={supplier.name} />
        {readOnly ? (
          <EmptyState title="The catalogue is empty">{supplier.name} has no products yet.</EmptyState>
        ) : (
          <EmptyState
            title="Your catalogue is empty"
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {addProduct}
                {importCsv}
              </div>
            }
          >
            Add your first product with its packs (a keg, a case of cans…) on one form and publish it: then venues can find and order it.
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title="Products" eyebrow={supplier.name}>
          Every product you sell: drafts, active ones venues can order, and archived ones.
        </PageHeader>
        {readOnly ? null : (
          <div className="flex flex-wrap gap-2">
            {importCsv}
            {addProduct}
          </div>
        )}
      </div>

      <nav aria-label="Product status" className="-mx-1 mb-4 flex gap-1 overflow-x-auto border-b border-line px-1">
        {tabs.map((tab) => {
          const current = search.status === tab.status;
          return (
            <Link
              key={tab.label}
              to="."
              search={{ ...search, status: tab.status, page: undefined }}
              aria-current={current ? 'page' : undefined}
              onClick={() => setSelected(new Set())}
              className={`-mb-px inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
                current ? 'border-malt-700 text-ink' : 'border-transparent text-ink-soft hover:text-ink'
              }`}
            >
              {tab.label}
              <span className="rounded-full bg-stone-100 px-1.5 text-xs tabular-nums text-ink-soft">{tab.count}</span>
            </Link>
          );
        })}
      </nav>

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SearchForm
          label="Search your products"
          value={search.q}
          className="w-full max-w-md"
          onSearch={(q) => void navigate({ to: '.', search: (previous) => ({ ...previous, q, page: undefined }) })}
        />
        <SelectField
          label="Sort"
          hideLabel
          className="w-full sm:w-56"
          value={search.sort ?? 'name'}
          options={SORTS}
          onChange={(event) =>
            void navigate({
              to: '.',
              search: (previous) => ({
                ...previous,
                sort: event.target.value === 'name' ? undefined : (event.target.value as CatalogueSort),
                page: undefined,
              }),
            })
          }
        />
      </div>

      <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold text-ink tabular-nums">{plural(data.total, 'product')}</span>
        {search.q ? ` for “${search.q}”` : ''}
      </p>

      {readOnly ? null : <BulkActions supplierId={organisation.id} selected={visibleSelected} onDone={() => setSelected(new Set())} />}

      {data.items.length > 0 ? (
        <CatalogueTable
          rows={data.items}
          currency={data.currency}
          params={params}
          selected={selected}
          onSelect={readOnly ? undefined : select}
        />
      ) : (
        <EmptyState
          title={search.q ? 'No products match' : `No ${search.status ? TAB_LABELS[search.status].toLowerCase() : ''} products`}
          action={
            search.q ? (
              <Link to="." search={{ status: search.status }} className="font-semibold text-malt-700 underline underline-offset-4">
                Clear the search
              </Link>
            ) : readOnly ? null : (
              addProduct
            )
          }
        >
          {search.q ? 'Try another word, or another tab.' : 'Products move between the tabs as you publish and archive them.'}
        </EmptyState>
      )}
      <SearchPagination list={data} search={search} />
      <PublicPageLink settings={supplier} className="mt-6" />
    </div>
  );
}
