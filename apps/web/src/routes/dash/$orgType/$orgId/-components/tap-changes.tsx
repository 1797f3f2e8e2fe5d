import type { VenueOverview } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { dashboardParams } from '@/features/organisations';
import { formatRelative } from '@/lib/format-time';
import { TapNumber } from '@/components/ui/tap-number';

/** The taps that changed most recently: what went on, and when. */
export function TapChanges({ taps, venueSlug }: { taps: VenueOverview['taps']['recent']; venueSlug: string }) {
  return (
    <section aria-labelledby="taps-heading" className="rounded-xl border border-line bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="taps-heading" className="font-semibold text-ink">
          What changed on tap
        </h2>
        <Link
          to="/dash/$orgType/$orgId/on-tap"
          params={dashboardParams({ type: 'venue', slug: venueSlug })}
          className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
        >
          On Tap
        </Link>
      </div>
      {taps.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">Nothing on tap yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {taps.map((tap) => (
            <li key={tap.id} className="flex items-center gap-3 py-2.5 text-sm">
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
