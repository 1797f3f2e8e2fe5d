import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { OrganisationSearchForm } from '@/features/organisations/components/organisation-search-form';
import { organisationSearchSchema } from '@/features/organisations/search';
import { suppliersQueryOptions, useSuppliers } from '@/features/suppliers/api/get-suppliers';
import { SupplierCard } from '@/features/suppliers/components/supplier-card';

export const Route = createFileRoute('/suppliers/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(suppliersQueryOptions(deps)),
  component: SuppliersPage,
});

function SuppliersPage() {
  const search = Route.useSearch();
  const { data } = useSuppliers(search);
  return (
    <>
      <PageHeader title="Suppliers">Breweries, cideries and distributors selling to venues on Tapline.</PageHeader>
      <OrganisationSearchForm search={search} label="Search suppliers by name or suburb" />
      {data.items.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6">
          <EmptyState title="No suppliers match">Try another name or suburb.</EmptyState>
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
