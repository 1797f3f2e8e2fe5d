import type { SupplierOverview } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { dashboardParams } from '@/features/organisations';
import { Panel } from '@/components/ui/card';
import { ItemList } from '@/components/ui/item-list';
import { Price } from '@/components/ui/price';
import { plural } from '@/lib/format';

const nameLinkClass = 'font-medium text-ink underline-offset-4 hover:underline';

/** A ranked line: its place, what it is with a figure under it, then the money. */
function RankedLine({ rank, name, detail, cents }: { rank: number; name: ReactNode; detail: string; cents: number }) {
  return (
    <>
      <span className="w-5 shrink-0 text-right font-semibold tabular-nums text-ink-soft">{rank}</span>
      <span className="min-w-0 flex-1">
        {name}
        <span className="block text-xs tabular-nums text-ink-soft">{detail}</span>
      </span>
      <Price cents={cents} className="shrink-0 font-semibold text-ink" />
    </>
  );
}

const LAST_30_DAYS = <span className="text-sm font-normal text-ink-soft">· last 30 days</span>;
const rankedItemClass = 'flex items-center gap-3 py-2.5 text-sm';

const actionLinkClass = 'text-sm font-semibold text-malt-700 underline-offset-4 hover:underline';

/** Best sellers by quantity over the last 30 days, with the way to the supplier's analytics (issue 39). */
export function TopProducts({ products, supplierSlug }: { products: SupplierOverview['topProducts']; supplierSlug: string }) {
  return (
    <Panel
      headingId="top-products-heading"
      title={<>Top products {LAST_30_DAYS}</>}
      action={
        <Link
          to="/dash/$orgType/$orgId/analytics"
          params={dashboardParams({ type: 'supplier', slug: supplierSlug })}
          className={actionLinkClass}
        >
          Analytics
        </Link>
      }
    >
      <ItemList
        ordered
        items={products}
        itemKey={(product) => product.productId ?? product.name}
        empty="No orders in the last 30 days."
        itemClassName={rankedItemClass}
      >
        {(product, index) => (
          <RankedLine
            rank={index + 1}
            name={
              product.productId ? (
                <Link to="/products/$productId" params={{ productId: product.productId }} className={nameLinkClass}>
                  {product.name}
                </Link>
              ) : (
                <span className="font-medium text-ink">{product.name}</span>
              )
            }
            detail={`${plural(product.qty, 'pack')} ordered`}
            cents={product.totalCents}
          />
        )}
      </ItemList>
    </Panel>
  );
}

/** The venues that spent most over the last 30 days. */
export function TopVenues({ venues, supplierSlug }: { venues: SupplierOverview['topVenues']; supplierSlug: string }) {
  return (
    <Panel
      headingId="top-venues-heading"
      title={<>Top venues {LAST_30_DAYS}</>}
      action={
        <Link
          to="/dash/$orgType/$orgId/venues"
          params={dashboardParams({ type: 'supplier', slug: supplierSlug })}
          className={actionLinkClass}
        >
          Venues
        </Link>
      }
    >
      <TopVenueList venues={venues} />
    </Panel>
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
  return (
    <ItemList
      ordered
      items={venues}
      itemKey={(venue) => venue.venueId}
      empty="No venue has ordered in the last 30 days."
      itemClassName={rankedItemClass}
    >
      {(venue, index) => (
        <>
          <RankedLine
            rank={index + 1}
            name={
              <Link to="/venues/$id" params={{ id: venue.slug }} className={nameLinkClass}>
                {venue.name}
              </Link>
            }
            detail={plural(venue.orderCount, 'order')}
            cents={venue.spendCents}
          />
          {pricesParams ? (
            <Link
              to="/dash/$orgType/$orgId/venues/$venueId"
              params={{ ...pricesParams, venueId: venue.slug }}
              className="shrink-0 font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              Prices<span className="sr-only"> for {venue.name}</span>
            </Link>
          ) : null}
        </>
      )}
    </ItemList>
  );
}
