import type { CollectionSupplier } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { SettingsSection } from '@/components/ui/titled-section';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate } from '@/lib/format';
import { kegCollectionHistoryQueryOptions, venueKegCollectionsQueryOptions } from '../api/keg-collections';
import { kegCounts, ownerWords, whenWords } from '../collection-words';
import { AskCollectionButton, CancelRequestButton } from './ask-collection';
import { CollectionHistory } from './collection-history';
import { KegTable } from './keg-table';

interface Venue {
  id: string;
  timeZone: string;
  currency: string;
}

/** One supplier's kegs at the venue: each type held, its empties waiting, the open request, and the ask. */
function SupplierKegs({ venue, supplier, canAct }: { venue: Venue; supplier: CollectionSupplier; canAct: boolean }) {
  const open = supplier.open;
  const headingId = `kegs-${supplier.supplier.id}`;
  return (
    <SettingsSection
      title={supplier.supplier.name}
      headingId={headingId}
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      action={canAct && supplier.kegs.length > 0 ? <AskCollectionButton venueId={venue.id} supplier={supplier} /> : null}
    >
      <KegTable
        rows={supplier.kegs}
        figures={[
          { label: 'Held', value: (held) => held.balance },
          { label: 'Empties waiting', value: (held) => held.emptiesWaiting },
        ]}
        typeDetail={(held) => ownerWords(held.kegType, venue.currency)}
      />
      {open ? (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-lg bg-malt-50 p-3">
          <div className="text-sm">
            <p className="font-semibold text-ink">Collection asked for: {kegCounts(open.requested)}</p>
            <p className="text-ink-soft">
              {whenWords(open)}
              {open.requestedAt ? ` · asked ${formatDate(open.requestedAt, venue.timeZone)}` : ''}
              {open.requestedBy ? ` by ${open.requestedBy.name}` : ''}
            </p>
            {open.note ? <p className="mt-1 text-ink-soft">Note: {open.note}</p> : null}
          </div>
          {canAct ? <CancelRequestButton collection={open} /> : null}
        </div>
      ) : null}
    </SettingsSection>
  );
}

/**
 * A venue's keg collections: per supplier whose kegs it holds, the kegs and empties waiting, its open request and the
 * ask; then its past collections with what was taken and the deposit refunded.
 */
export function VenueCollections({
  venue,
  canAct,
  params,
}: {
  venue: Venue;
  /** a member (not a platform admin looking read-only) */
  canAct: boolean;
  params: { orgType: OrganisationTypeSegment; orgId: string };
}) {
  const { data } = useSuspenseQuery(venueKegCollectionsQueryOptions(venue.id));
  const { data: history } = useSuspenseQuery(kegCollectionHistoryQueryOptions('venues', venue.id));
  return (
    <div className="mt-6 space-y-8">
      {data.suppliers.length === 0 ? (
        <EmptyState title="No kegs held">
          Kegs your suppliers deliver show here, and the empties you kick on On Tap wait to go back.
        </EmptyState>
      ) : (
        <div className={`grid gap-4 ${data.suppliers.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {data.suppliers.map((supplier) => (
            <SupplierKegs key={supplier.supplier.id} venue={venue} supplier={supplier} canAct={canAct} />
          ))}
        </div>
      )}
      <section aria-labelledby="past-collections-heading">
        <h2 id="past-collections-heading" className="mb-3 text-lg font-semibold text-ink">
          Past collections
        </h2>
        <CollectionHistory collections={history.items} side="venue" params={params} timeZone={venue.timeZone} currency={venue.currency} />
      </section>
    </div>
  );
}
