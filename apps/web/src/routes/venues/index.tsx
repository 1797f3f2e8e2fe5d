import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { OrganisationSearchForm } from '@/features/organisations/components/organisation-search-form';
import { organisationSearchSchema } from '@/features/organisations/search';
import { useVenues, venuesQueryOptions } from '@/features/venues/api/get-venues';
import { VenueCard } from '@/features/venues/components/venue-card';

export const Route = createFileRoute('/venues/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(venuesQueryOptions(deps)),
  component: VenuesPage,
});

function VenuesPage() {
  const search = Route.useSearch();
  const { data } = useVenues(search);
  return (
    <>
      <PageHeader title="Venues">Pubs, bars, restaurants and bottle shops ordering on Tapline, and what they pour.</PageHeader>
      <OrganisationSearchForm search={search} label="Search venues by name or suburb" />
      {data.items.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6">
          <EmptyState title="No venues match">Try another name or suburb.</EmptyState>
        </div>
      )}
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        linkTo={(page) => ({ to: '/venues', search: { ...search, page: page === 1 ? undefined : page } })}
      />
    </>
  );
}
