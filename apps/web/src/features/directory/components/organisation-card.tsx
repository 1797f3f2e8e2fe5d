import { Link } from '@tanstack/react-router';
import { Beer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { venueKindLabel } from '@/features/venues';
import { plural } from '@/lib/format';
import { detailPaths, placeOf, type OrganisationType, type Summaries } from '../organisation-types';

interface CardFace<O> {
  logoClass: string;
  statClass: string;
  subtitle: (organisation: O) => string;
  /** the one figure a card leads with: beers on tap, products listed */
  stat: (organisation: O) => ReactNode;
}

const faces: { [T in OrganisationType]: CardFace<Summaries[T]> } = {
  venue: {
    logoClass: 'rounded-lg',
    statClass: 'flex items-center gap-1.5',
    subtitle: (venue) => [venueKindLabel(venue.venueKind), venue.suburb].filter(Boolean).join(' · '),
    stat: (venue) => (
      <>
        <Beer aria-hidden="true" className="h-4 w-4" />
        {venue.onTapCount > 0
          ? `${plural(venue.onTapCount, 'beer')} on tap`
          : venue.venueKind === 'bottle shop'
            ? 'Bottles and cans'
            : 'Nothing on tap listed'}
      </>
    ),
  },
  supplier: {
    logoClass: 'rounded-full',
    statClass: '',
    subtitle: placeOf,
    stat: (supplier) => plural(supplier.productCount, 'product'),
  },
};

interface OrganisationCardProps<T extends OrganisationType> {
  type: T;
  organisation: Summaries[T];
  headingLevel?: 2 | 3;
}

/** Logo, name, where it is, and what it pours or sells; the whole card links to the organisation's page. */
function OrganisationCard<T extends OrganisationType>({ type, organisation, headingLevel = 3 }: OrganisationCardProps<T>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const face = faces[type];
  const to: (typeof detailPaths)[OrganisationType] = detailPaths[type];
  return (
    <Card interactive className="flex h-full gap-4 p-4">
      <FallbackImage src={organisation.logoUrl} alt="" label={organisation.name} className={`h-16 w-16 shrink-0 ${face.logoClass}`} />
      <div className="min-w-0">
        <Heading className="font-semibold text-ink">
          <Link to={to} params={{ id: organisation.slug }} className="after:absolute after:inset-0 after:rounded-xl">
            {organisation.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-soft">{face.subtitle(organisation)}</p>
        <p className={`mt-1 text-sm font-medium text-malt-800 ${face.statClass}`.trim()}>{face.stat(organisation)}</p>
      </div>
    </Card>
  );
}

interface OrganisationGridProps<T extends OrganisationType> {
  type: T;
  organisations: Summaries[T][];
  headingLevel?: 2 | 3;
  /** on phones, show only this many (the page links to the rest) */
  phoneLimit?: number;
}

export function OrganisationGrid<T extends OrganisationType>({ type, organisations, headingLevel, phoneLimit }: OrganisationGridProps<T>) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {organisations.map((organisation, index) => (
        <li key={organisation.id} className={phoneLimit !== undefined && index >= phoneLimit ? 'max-sm:hidden' : undefined}>
          <OrganisationCard type={type} organisation={organisation} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
