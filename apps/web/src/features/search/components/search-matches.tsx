import type { OrganisationSuggestion } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MapPin, Truck } from 'lucide-react';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { TitledSection } from '@/components/ui/titled-section';

type Kind = 'supplier' | 'venue';
const GROUPS: Record<Kind, { title: string; icon: typeof Truck }> = {
  supplier: { title: 'Suppliers', icon: Truck },
  venue: { title: 'Venues', icon: MapPin },
};

/**
 * The suppliers and venues whose names match a search, above its products: the one search box finds a beer, a
 * brewery or a venue, its Search button as well as its suggestions. Nothing while they load or
 * when none match; the products below are the page's own.
 */
export function SearchMatches({ q }: { q: string }) {
  // no earlier search's matches while this one loads: they would name places that don't match
  const { data } = useQuery({ ...suggestionsQueryOptions(q), enabled: q.trim().length >= 2 });
  if (!data || (data.suppliers.length === 0 && data.venues.length === 0)) return null;
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-2">
      <MatchGroup kind="supplier" found={data.suppliers} />
      <MatchGroup kind="venue" found={data.venues} />
    </div>
  );
}

function MatchGroup({ kind, found }: { kind: Kind; found: OrganisationSuggestion[] }) {
  if (found.length === 0) return null;
  const { title, icon: Icon } = GROUPS[kind];
  const headingId = `search-matches-${kind}`;
  return (
    <TitledSection
      title={title}
      headingId={headingId}
      headingClassName="text-sm font-semibold uppercase tracking-wide text-ink-soft"
      className="min-w-0 rounded-xl border border-line bg-white p-4"
    >
      <ul className="mt-1 divide-y divide-line">
        {found.map((organisation) => (
          <li key={organisation.id}>
            <Link
              to={kind === 'supplier' ? '/suppliers/$id' : '/venues/$id'}
              params={{ id: organisation.slug }}
              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-malt-50"
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-malt-700" />
              <span className="min-w-0">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">{organisation.name}</span>
                {organisation.suburb ? <span className="block text-sm text-ink-soft">{organisation.suburb}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
