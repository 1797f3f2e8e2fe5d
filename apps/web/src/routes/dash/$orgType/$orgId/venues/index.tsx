import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/components/ui/search-form';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { Price } from '@/components/ui/price';
import { onlyFor } from '@/features/dashboard';
import { organisationsQueryOptions } from '@/features/directory';
import { servedVenuesQueryOptions } from '@/features/orders';
import { formatDateTime } from '@/lib/format-time';
import { urlText, type UrlSearchInput } from '@/lib/url-search';
import { useDashboard } from '../-components/use-dashboard';
import { useSignedInPageHead } from '@/lib/page-head';
import { Panel } from '@/components/ui/card';

/** `?q=`: the venue search (hand-written like every `validateSearch`: decision 0087) */
const venuesSearch = (input: UrlSearchInput): { q?: string | undefined } => ({ q: urlText(input.q) });

export const Route = createFileRoute('/dash/$orgType/$orgId/venues/')({
  beforeLoad: onlyFor('supplier'),
  validateSearch: venuesSearch,
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(servedVenuesQueryOptions(organisation.id)),
  pendingComponent: () => <CardListSkeleton count={3} />,
  component: SupplierVenuesPage,
});

/** The venues served (suppliers only): every venue that ordered, latest first, and any venue to price for. */
function SupplierVenuesPage() {
  const { organisation, settings: supplier, params, readOnly } = useDashboard();
  useSignedInPageHead('Venues', supplier.name);
  const { data: served } = useSuspenseQuery(servedVenuesQueryOptions(organisation.id));
  const { q } = Route.useSearch();
  const navigate = useNavigate();
  const found = useQuery({ ...organisationsQueryOptions('venue', { q, page: 1, pageSize: 10 }), enabled: Boolean(q) });
  return (
    <div className="space-y-4">
      <PageHeader title="Venues" eyebrow={supplier.name}>
        The venues that order from {supplier.name}: how often, when last, and what they spent (ex GST). Open one for its orders and its own
        prices.
      </PageHeader>
      <section aria-labelledby="venues-heading" className="rounded-xl border border-line bg-white">
        <h2 id="venues-heading" className="border-b border-line px-4 py-3 font-semibold text-ink">
          Venues served <span className="text-sm font-normal text-ink-soft">· {served.items.length}</span>
        </h2>
        {served.items.length === 0 ? (
          <p className="p-4 text-sm text-ink-soft">
            No venue has ordered yet. Venues find your products on Tapline; give one its own prices below.
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {served.items.map((row) => (
              <li key={row.venue.id} className="relative flex items-center gap-3 px-4 py-3 text-sm hover:bg-malt-50">
                <FallbackImage src={row.venue.logoUrl} alt="" label={row.venue.name} className="h-10 w-10 shrink-0 rounded-md" />
                <span className="min-w-0 flex-1">
                  <Link
                    to="/dash/$orgType/$orgId/venues/$venueId"
                    params={{ ...params, venueId: row.venue.slug }}
                    className="font-semibold text-ink after:absolute after:inset-0"
                  >
                    {row.venue.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">
                    {row.orderCount} {row.orderCount === 1 ? 'order' : 'orders'} · last {formatDateTime(row.lastOrderAt, supplier.timeZone)}
                  </span>
                </span>
                <Price cents={row.spendCents} currency={served.currency} className="shrink-0 font-semibold text-ink" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* setting prices is the members' (the read-only view of decision 0119 leaves it out) */}
      {readOnly ? null : (
        <Panel headingId="price-heading" title="Prices for a venue">
          <p className="mt-0.5 text-sm text-ink-soft">
            Find any venue on Tapline to set the prices it pays you, even before its first order.
          </p>
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
        </Panel>
      )}
    </div>
  );
}
