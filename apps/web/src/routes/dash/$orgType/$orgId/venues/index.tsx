import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/components/ui/search-form';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { supplierOverviewQueryOptions, useSupplierOverview } from '@/features/dashboard/api/get-overview';
import { onlyFor } from '@/features/dashboard/only-for';
import { organisationsQueryOptions } from '@/features/directory';
import { TopVenueList } from '../-components/top-lists';
import { urlText, type UrlSearchInput } from '@/lib/url-search';
import { useDashboard } from '../-components/use-dashboard';

/** `?q=`: the venue search (hand-written like every `validateSearch`: decision 0087) */
const venuesSearch = (input: UrlSearchInput): { q?: string | undefined } => ({ q: urlText(input.q) });

export const Route = createFileRoute('/dash/$orgType/$orgId/venues/')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  validateSearch: venuesSearch,
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(supplierOverviewQueryOptions(organisation.id)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: SupplierVenuesPage,
});

/** The venues served (suppliers only): the ones that spent most in the last 30 days, and any venue to price for. */
function SupplierVenuesPage() {
  const { organisation, settings: supplier, params } = useDashboard();
  const { data: overview } = useSupplierOverview(organisation.id);
  const { q } = Route.useSearch();
  const navigate = useNavigate();
  const found = useQuery({ ...organisationsQueryOptions('venue', { q, page: 1, pageSize: 10 }), enabled: Boolean(q) });
  return (
    <div className="space-y-4">
      <PageHeader title="Venues" eyebrow={supplier.name}>
        The venues that ordered most from {supplier.name} in the last 30 days, with their orders and spend (ex GST). Open a venue to give it its own prices.
      </PageHeader>
      <section aria-labelledby="venues-heading" className="rounded-xl border border-line bg-white p-4">
        <h2 id="venues-heading" className="font-semibold text-ink">
          Top venues <span className="text-sm font-normal text-ink-soft">· last 30 days</span>
        </h2>
        <TopVenueList venues={overview.topVenues} pricesParams={params} />
      </section>
      <section aria-labelledby="price-heading" className="rounded-xl border border-line bg-white p-4">
        <h2 id="price-heading" className="font-semibold text-ink">
          Prices for a venue
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft">Find any venue on Tapline to set the prices it pays you, even before its first order.</p>
        <SearchForm
          label="Search venues by name or suburb"
          value={q}
          className="mt-3 w-full max-w-md"
          onSearch={(text) => void navigate({ to: '.', search: { q: text }, replace: true })}
        />
        {q ? (
          found.isPending ? (
            <p className="mt-3 text-sm text-ink-soft">Searching…</p>
          ) : found.isError ? (
            <p className="mt-3 text-sm text-red-700">{found.error.message}</p>
          ) : found.data.items.length === 0 ? (
            <p className="mt-3 text-sm text-ink-soft">No venue matches “{q}”.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {found.data.items.map((venue) => (
                <li key={venue.id} className="flex items-center gap-3 py-2.5 text-sm">
                  <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-9 w-9 shrink-0 rounded-md" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{venue.name}</span>
                    <span className="block text-xs text-ink-soft">{[venue.suburb, venue.state].filter(Boolean).join(', ')}</span>
                  </span>
                  <Link
                    to="/dash/$orgType/$orgId/venues/$venueId"
                    params={{ ...params, venueId: venue.slug }}
                    className="shrink-0 font-semibold text-malt-700 underline-offset-4 hover:underline"
                  >
                    Set prices<span className="sr-only"> for {venue.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </div>
  );
}
