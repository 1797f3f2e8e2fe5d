import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { OrganisationSearchForm } from '@/features/organisations/components/organisation-search-form';
import { organisationSearchSchema } from '@/features/organisations/search';
import { suppliersQueryOptions, useSuppliers } from '@/features/suppliers/api/get-suppliers';
import { SupplierCard } from '@/features/suppliers/components/supplier-card';
import { plural } from '@/lib/format';

export const Route = createFileRoute('/suppliers/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(suppliersQueryOptions(deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: SuppliersPage,
});

function SuppliersPage() {
  const search = Route.useSearch();
  const { data } = useSuppliers(search);
  return (
    <>
      <PageHeader title="Suppliers">Breweries, cideries and distributors selling to venues on Tapline.</PageHeader>
      <OrganisationSearchForm search={search} label="Search suppliers by name or suburb" />
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold text-ink tabular-nums">{plural(data.total, 'supplier')}</span>
        {search.q ? ` for “${search.q}”` : ''}
      </p>
      {data.items.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : 'No suppliers match'}
            action={
              <Link to="/suppliers" search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                See all suppliers
              </Link>
            }
          >
            Try another name or suburb.
          </EmptyState>
        </div>
      )}
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        linkTo={(page) => ({ to: '/suppliers', search: { ...search, page: page === 1 ? undefined : page } })}
      />
    </>
  );
}
