import type { OnTapEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '@/features/cart';
import { formatDay, styleLine } from '../tap-text';
import type { EditorPlace } from './editor-place';
import { TitledSection } from '@/components/ui/titled-section';

const SHOWN_FIRST = 5;

/** Kicked kegs, newest first, with their dates and where they came from; the ones still sold can be ordered again. */
export function TapHistory({ place, entries }: { place: EditorPlace; entries: OnTapEntry[] }) {
  const [showAll, setShowAll] = useState(false);
  const addToCart = useAddToCart(place.userId, place.venueId);
  if (entries.length === 0) return null;
  const shown = showAll ? entries : entries.slice(0, SHOWN_FIRST);

  return (
    <TitledSection title="History" headingId="tap-history-heading" headingClassName="mb-2 text-lg font-bold text-ink">
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {shown.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{entry.name}</p>
              <p className="text-sm text-ink-soft">{[entry.producer, styleLine(entry)].filter(Boolean).join(' · ')}</p>
              <p className="text-sm text-ink-soft">
                {entry.tapNumber !== null ? `Tap ${entry.tapNumber} · ` : ''}
                <time dateTime={entry.since}>{formatDay(entry.since, place.timeZone)}</time>
                {entry.kickedAt ? (
                  <>
                    {' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">to</span> kicked{' '}
                    <time dateTime={entry.kickedAt}>{formatDay(entry.kickedAt, place.timeZone)}</time>
                  </>
                ) : null}
                {entry.source ? (
                  <>
                    {' · '}
                    <Link
                      to="/dash/$orgType/$orgId/orders/$orderId"
                      params={{ ...place.params, orderId: entry.source.orderId }}
                      className="text-malt-700 underline-offset-4 hover:underline"
                    >
                      order {entry.source.orderNumber}
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
            {entry.sku?.orderable ? (
              <Button
                variant="secondary"
                className="min-h-9 shrink-0 self-start px-3 py-1.5 sm:self-center"
                disabled={addToCart.isPending}
                onClick={() => entry.sku && addToCart.mutate({ skuId: entry.sku.id, qty: 1, label: `${entry.name} ${entry.sku.name}` })}
              >
                <ShoppingCart aria-hidden="true" className="h-4 w-4" />
                Kicked — order again<span className="sr-only"> {entry.name}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {entries.length > SHOWN_FIRST ? (
        <Button variant="ghost" className="mt-2" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
    </TitledSection>
  );
}
