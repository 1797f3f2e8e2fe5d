import type { VenueSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Beer } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { plural } from '@/lib/format';
import { venueKindLabel } from '../venue-kind';

/** Logo, name, kind and suburb, and how many beers it pours; the whole card links to the venue. */
export function VenueCard({ venue, headingLevel = 3 }: { venue: VenueSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card interactive className="flex h-full gap-4 p-4">
      <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-16 w-16 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <Heading className="font-semibold text-ink">
          <Link to="/venues/$id" params={{ id: venue.slug }} className="after:absolute after:inset-0 after:rounded-xl">
            {venue.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-soft">{[venueKindLabel(venue.venueKind), venue.suburb].filter(Boolean).join(' · ')}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-malt-800">
          <Beer aria-hidden="true" className="h-4 w-4" />
          {onTapLine(venue)}
        </p>
      </div>
    </Card>
  );
}

function onTapLine(venue: VenueSummary): string {
  if (venue.onTapCount > 0) return `${plural(venue.onTapCount, 'beer')} on tap`;
  return venue.venueKind === 'bottle shop' ? 'Bottles and cans' : 'Nothing on tap listed';
}
