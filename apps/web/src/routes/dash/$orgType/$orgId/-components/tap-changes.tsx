import type { VenueOverview } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { dashboardParams } from '@/features/organisations';
import { formatRelative } from '@/lib/format-time';
import { Panel } from '@/components/ui/card';
import { ItemList } from '@/components/ui/item-list';
import { TapNumber } from '@/components/ui/tap-number';

/** The taps that changed most recently: what went on, and when. */
export function TapChanges({ taps, venueSlug }: { taps: VenueOverview['taps']['recent']; venueSlug: string }) {
  return (
    <Panel
      headingId="taps-heading"
      title="What changed on tap"
      action={
        <Link
          to="/dash/$orgType/$orgId/on-tap"
          params={dashboardParams({ type: 'venue', slug: venueSlug })}
          className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
        >
          On Tap
        </Link>
      }
    >
      <ItemList items={taps} itemKey={(tap) => tap.id} empty="Nothing on tap yet." itemClassName="flex items-center gap-3 py-2.5 text-sm">
        {(tap) => (
          <>
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 border-malt-600 text-xs font-bold tabular-nums text-malt-800">
              <TapNumber tapNumber={tap.tapNumber} />
            </span>
            <span className="min-w-0 flex-1 font-medium text-ink">
              {/* a guest beer, or a product whose page is gone, is named without a link */}
              {tap.productSlug ? (
                <Link to="/products/$productId" params={{ productId: tap.productSlug }} className="underline-offset-4 hover:underline">
                  {tap.name}
                </Link>
              ) : (
                tap.name
              )}
            </span>
            <span className="shrink-0 text-xs text-ink-soft">{formatRelative(tap.since)}</span>
          </>
        )}
      </ItemList>
    </Panel>
  );
}
