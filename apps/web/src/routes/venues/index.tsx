import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { OrganisationSearchForm } from '@/features/organisations/components/organisation-search-form';
import { organisationSearchSchema } from '@/features/organisations/search';
import { useVenues, venuesQueryOptions } from '@/features/venues/api/get-venues';
import { VenueCard } from '@/features/venues/components/venue-card';
import { plural } from '@/lib/format';

export const Route = createFileRoute('/venues/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(venuesQueryOptions(deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: VenuesPage,
});

function VenuesPage() {
  const search = Route.useSearch();
  const { data } = useVenues(search);
  return (
    <>
      <PageHeader title="Venues">Pubs, bars, restaurants and bottle shops ordering on Tapline, and what they pour.</PageHeader>
      <OrganisationSearchForm search={search} label="Search venues by name or suburb" />
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold text-ink tabular-nums">{plural(data.total, 'venue')}</span>
        {search.q ? ` for “${search.q}”` : ''}
      </p>
      {data.items.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : 'No venues match'}
            action={
              <Link to="/venues" search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                See all venues
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
        linkTo={(page) => ({ to: '/venues', search: { ...search, page: page === 1 ? undefined : page } })}
      />
    </>
  );
}
