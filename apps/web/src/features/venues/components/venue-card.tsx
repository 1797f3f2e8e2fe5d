import type { VenueSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { plural } from '@/lib/format';

export function VenueCard({ venue }: { venue: VenueSummary }) {
  return (
    <article className="relative flex gap-4 rounded-xl border border-line bg-white p-4 transition-shadow hover:shadow-md">
      <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-16 w-16 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">
          <Link to="/venues/$id" params={{ id: venue.slug }} className="after:absolute after:inset-0">
            {venue.name}
          </Link>
        </h3>
        <p className="text-sm capitalize text-ink-soft">
          {[venue.venueKind, venue.suburb].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-sm font-medium text-malt-800">{venue.onTapCount > 0 ? `${plural(venue.onTapCount, 'beer')} on tap` : 'Bottles and cans'}</p>
      </div>
    </article>
  );
}
