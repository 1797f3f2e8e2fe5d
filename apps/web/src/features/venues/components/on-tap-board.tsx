import type { MenuEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format';
import { TapNumber } from '@/components/ui/tap-number';
import { entryDetails } from '../menu-text';
import { ServingSizeList } from './serving-size-list';

/** The beer's name: a link to its product page when it is in the catalogue, plain text for a guest beer. */
function EntryName({ entry, className = '' }: { entry: MenuEntry; className?: string }) {
  if (!entry.product) return <span className={className}>{entry.name}</span>;
  return (
    <Link
      to="/products/$productId"
      params={{ productId: entry.product.slug }}
      className={`underline-offset-4 hover:underline ${className}`.trim()}
    >
      {entry.name}
    </Link>
  );
}

/** The tap's number in its round badge (an unnumbered tap keeps the column with a dot, hidden from screen readers). */
function TapBadge({ tapNumber }: { tapNumber: number | null }) {
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 border-amber-300 font-bold text-amber-200 tabular-nums">
      <TapNumber tapNumber={tapNumber} />
    </span>
  );
}

/**
 * The venue's On Tap list, drawn like the chalkboard behind the bar. Dates in the venue's time zone when it is known
 * (the public page: the server's first paint and the browser then write the same date), else the browser's.
 */
export function OnTapBoard({ entries, timeZone }: { entries: MenuEntry[]; timeZone?: string }) {
  return (
    <ol className="divide-y divide-stone-700 overflow-hidden rounded-xl border-4 border-stone-700 bg-stone-900 text-stone-100 shadow-inner">
      {entries.map((entry) => {
        const details = entryDetails(entry);
        return (
          <li key={entry.id} className="flex gap-3 px-4 py-3 sm:items-center sm:gap-4">
            <TapBadge tapNumber={entry.tapNumber} />
            <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <EntryName entry={entry} className="focus-visible:outline-amber-300" />
                  {entry.note ? (
                    <span className="ml-2 inline-block whitespace-nowrap rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-stone-900">
                      {entry.note}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-300">{details}</p>
                <p className="mt-0.5 text-xs text-stone-400">
                  Pouring since <time dateTime={entry.since}>{formatDate(entry.since, timeZone)}</time>
                </p>
              </div>
              <ServingSizeList
                sizes={entry.servingSizes}
                className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm sm:mt-0 sm:shrink-0 sm:flex-col sm:items-end sm:gap-0.5"
                labelClassName="text-stone-300"
                priceClassName="font-semibold text-amber-200"
                withVolume
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** "Next on": what the venue has announced, lighter than the taps pouring now. */
export function NextOnList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 px-4 py-2.5">
          <span className="font-semibold text-ink">
            <EntryName entry={entry} className="text-malt-700" />
          </span>
          <span className="text-sm text-ink-soft">{entryDetails(entry)}</span>
          {entry.tapNumber !== null ? <span className="text-sm text-ink-soft">· on tap {entry.tapNumber}</span> : null}
          {entry.note ? <span className="text-sm text-ink-soft">· {entry.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
