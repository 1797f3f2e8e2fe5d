import type { KegCollection } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate, formatMoney } from '@/lib/format';
import { collectedWords, kegCounts, ownerWords, refundWords } from '../collection-words';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** The refund of a collection: per supplier-owned type what was refunded, the pool kegs' word, and the notes' links. */
function Refund({
  collection,
  side,
  params,
  currency,
}: {
  collection: KegCollection;
  side: 'venue' | 'supplier';
  params: Params;
  currency: string;
}) {
  const pools = (collection.collected ?? []).filter((count) => count.kegType.ownerKind === 'pool');
  return (
    <div className="mt-1 text-sm text-ink-soft">
      {collection.refunds.map((refund) => (
        <p key={refund.kegType.id}>{refundWords(refund)}</p>
      ))}
      {pools.map((count) => (
        <p key={count.kegType.id}>
          {count.kegType.name}: {ownerWords(count.kegType, currency)}
        </p>
      ))}
      {collection.refundNotes.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {collection.refundNotes.map((note) => (
            <li key={note.id}>
              <Link
                to={side === 'supplier' ? '/dash/$orgType/$orgId/invoices/$invoiceId' : '/dash/$orgType/$orgId/bills/$invoiceId'}
                params={{ ...params, invoiceId: note.id }}
                className="font-semibold tabular-nums text-malt-700 underline-offset-4 hover:underline"
              >
                {note.number}
              </Link>{' '}
              <span className="tabular-nums">
                {formatMoney(note.totalCents, note.currency)} against {note.invoiceNumber}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Past collections, newest first: when, with whom, what was taken (against what was asked) and the refund. */
export function CollectionHistory({
  collections,
  side,
  params,
  timeZone,
  currency,
}: {
  collections: readonly KegCollection[];
  side: 'venue' | 'supplier';
  params: Params;
  timeZone: string;
  currency: string;
}) {
  if (collections.length === 0)
    return (
      <EmptyState title="No collections yet">
        {side === 'venue'
          ? 'Collections your suppliers record show here, with their deposit refunds.'
          : 'Collections you record show here.'}
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {collections.map((collection) => {
        const other = side === 'venue' ? collection.supplier : collection.venue;
        const at = collection.collectedAt ?? collection.cancelledAt;
        return (
          <li key={collection.id} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-ink">{other.name}</p>
              <p className="text-sm text-ink-soft">
                {collection.status === 'cancelled' ? <Badge className="mr-2">Cancelled</Badge> : null}
                {at ? formatDate(at, timeZone) : null}
              </p>
            </div>
            {collection.status === 'collected' ? (
              <>
                <p className="mt-1 text-sm text-ink">
                  Collected {collectedWords(collection)}
                  {collection.collectedBy ? <span className="text-ink-soft"> · recorded by {collection.collectedBy.name}</span> : null}
                  {collection.override ? <span className="text-ink-soft"> · more than held, logged as found</span> : null}
                </p>
                <Refund collection={collection} side={side} params={params} currency={currency} />
              </>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">Asked for {kegCounts(collection.requested)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
