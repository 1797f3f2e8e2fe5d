import { FallbackImage } from '@/components/ui/image';
import { venueKindLabel } from '@/features/venues';
import { placeOf, type Details, type OrganisationType } from '../organisation-types';

const faces: { [T in OrganisationType]: { logoClass: string; subtitle: (organisation: Details[T]) => string } } = {
  venue: {
    logoClass: 'rounded-xl',
    subtitle: (venue) => [venueKindLabel(venue.venueKind), placeOf(venue)].filter(Boolean).join(' · '),
  },
  supplier: { logoClass: 'rounded-full', subtitle: placeOf },
};

/** The top of a venue's or supplier's page: logo, name (the page's h1), and what and where it is. */
export function OrganisationHeader<T extends OrganisationType>({ type, organisation }: { type: T; organisation: Details[T] }) {
  const face = faces[type];
  const subtitle = face.subtitle(organisation);
  return (
    <header className="flex items-center gap-4">
      <FallbackImage
        src={organisation.logoUrl}
        alt={`${organisation.name} logo`}
        priority
        label={organisation.name}
        className={`h-16 w-16 shrink-0 sm:h-20 sm:w-20 ${face.logoClass}`}
      />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{organisation.name}</h1>
        {subtitle ? <p className="text-ink-soft">{subtitle}</p> : null}
      </div>
    </header>
  );
}
