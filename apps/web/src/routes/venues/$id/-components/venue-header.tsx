import type { VenueDetail } from '@tapline/contracts';
import { FallbackImage } from '@/components/ui/image';
import { venueKindLabel } from '@/features/venues/venue-kind';

export function VenueHeader({ venue }: { venue: VenueDetail }) {
  return (
    <header className="flex items-center gap-4">
      <FallbackImage src={venue.logoUrl} alt={`${venue.name} logo`} label={venue.name} className="h-16 w-16 shrink-0 rounded-xl sm:h-20 sm:w-20" />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{venue.name}</h1>
        <p className="text-ink-soft">{[venueKindLabel(venue.venueKind), [venue.suburb, venue.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</p>
      </div>
    </header>
  );
}
