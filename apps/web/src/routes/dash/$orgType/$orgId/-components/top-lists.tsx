import type { SupplierOverview } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { dashboardParams } from '@/features/organisations';
import { Price } from '@/components/ui/price';
import { plural } from '@/lib/format';

/** Best sellers by quantity over the last 30 days. */
export function TopProducts({ products }: { products: SupplierOverview['topProducts'] }) {
  return (
    <section aria-labelledby="top-products-heading" className="rounded-xl border border-line bg-white p-4">
      <h2 id="top-products-heading" className="font-semibold text-ink">
        Top products <span className="text-sm font-normal text-ink-soft">· last 30 days</span>
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">No orders in the last 30 days.</p>
      ) : (
        <ol className="mt-2 divide-y divide-line">
          {products.map((product, index) => (
            <li key={product.productId ?? product.name} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="w-5 shrink-0 text-right font-semibold tabular-nums text-ink-soft">{index + 1}</span>
              <span className="min-w-0 flex-1">
                {product.productId ? (
                  <Link
                    to="/products/$productId"
                    params={{ productId: product.productId }}
                    className="font-medium text-ink underline-offset-4 hover:underline"
                  >
                    {product.name}
                  </Link>
                ) : (
                  <span className="font-medium text-ink">{product.name}</span>
                )}
                <span className="block text-xs tabular-nums text-ink-soft">{plural(product.qty, 'pack')} ordered</span>
              </span>
              <Price cents={product.totalCents} className="shrink-0 font-semibold text-ink" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The venues that spent most over the last 30 days. */
export function TopVenues({ venues, supplierSlug }: { venues: SupplierOverview['topVenues']; supplierSlug: string }) {
  return (
    <section aria-labelledby="top-venues-heading" className="rounded-xl border border-line bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="top-venues-heading" className="font-semibold text-ink">
          Top venues <span className="text-sm font-normal text-ink-soft">· last 30 days</span>
        </h2>
        <Link
          to="/dash/$orgType/$orgId/venues"
          params={dashboardParams({ type: 'supplier', slug: supplierSlug })}
          className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
        >
          Venues
        </Link>
      </div>
      <TopVenueList venues={venues} />
    </section>
  );
}

/** Ranked venues with their order count and spend (ex GST); each links to its public page. */
export function TopVenueList({
  venues,
  pricesParams,
}: {
  venues: SupplierOverview['topVenues'];
  pricesParams?: ReturnType<typeof dashboardParams>;
}) {
  if (venues.length === 0) return <p className="mt-3 text-sm text-ink-soft">No venue has ordered in the last 30 days.</p>;
  return (
    <ol className="mt-2 divide-y divide-line">
      {venues.map((venue, index) => (
        <li key={venue.venueId} className="flex items-center gap-3 py-2.5 text-sm">
          <span className="w-5 shrink-0 text-right font-semibold tabular-nums text-ink-soft">{index + 1}</span>
          <span className="min-w-0 flex-1">
            <Link to="/venues/$id" params={{ id: venue.slug }} className="font-medium text-ink underline-offset-4 hover:underline">
              {venue.name}
            </Link>
            <span className="block text-xs tabular-nums text-ink-soft">{plural(venue.orderCount, 'order')}</span>
          </span>
          <Price cents={venue.spendCents} className="shrink-0 font-semibold text-ink" />
          {pricesParams ? (
            <Link
              to="/dash/$orgType/$orgId/venues/$venueId"
              params={{ ...pricesParams, venueId: venue.slug }}
              className="shrink-0 font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              Prices<span className="sr-only"> for {venue.name}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
