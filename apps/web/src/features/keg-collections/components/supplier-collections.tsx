import type { KegCollectionToDo } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatCalendarDate, formatDate } from '@/lib/format';
import { kegCollectionHistoryQueryOptions, kegCollectionsToDoQueryOptions } from '../api/keg-collections';
import { whenWords } from '../collection-words';
import { CollectionHistory } from './collection-history';
import { KegTable } from './keg-table';
import { RecordDirectButton, RecordRequestButton } from './record-collection';

interface Supplier {
  id: string;
  timeZone: string;
  currency: string;
}

interface Abilities {
  /** a member (not a platform admin looking read-only) records */
  canAct: boolean;
  /** an owner or admin may record more than a venue holds */
  canOverride: boolean;
}

/** One venue's request: what was asked per keg type against its empties waiting and what it holds, and the recording. */
function ToDoCard({ supplier, toDo, abilities }: { supplier: Supplier; toDo: KegCollectionToDo; abilities: Abilities }) {
  const { collection } = toDo;
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-ink">{collection.venue.name}</p>
          <p className="text-sm text-ink-soft">
            {collection.requestedFor ? `Asked for ${whenWords(collection)}` : whenWords(collection)}
            {collection.requestedAt ? ` · asked ${formatDate(collection.requestedAt, supplier.timeZone)}` : ''}
          </p>
          {collection.note ? <p className="mt-1 text-sm text-ink">Note: {collection.note}</p> : null}
        </div>
        {abilities.canAct ? <RecordRequestButton supplierId={supplier.id} toDo={toDo} canOverride={abilities.canOverride} /> : null}
      </div>
      <KegTable
        rows={toDo.kegs}
        figures={[
          { label: 'Asked', value: (keg) => keg.asked },
          { label: 'Empties', value: (keg) => keg.emptiesWaiting },
          { label: 'Held', value: (keg) => keg.balance },
        ]}
      />
    </li>
  );
}

/**
 * A supplier's keg collections: the venues' requests by delivery day (the day asked, else the pair's next delivery),
 * each recorded with what the driver took; kegs taken with no request; and the collections recorded.
 */
export function SupplierCollections({
  supplier,
  abilities,
  params,
}: {
  supplier: Supplier;
  abilities: Abilities;
  params: { orgType: OrganisationTypeSegment; orgId: string };
}) {
  const { data } = useSuspenseQuery(kegCollectionsToDoQueryOptions(supplier.id));
  const { data: history } = useSuspenseQuery(kegCollectionHistoryQueryOptions('suppliers', supplier.id));
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="to-do-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="to-do-heading" className="text-lg font-semibold text-ink">
            Collections to do
          </h2>
          {abilities.canAct && data.holders.length > 0 ? (
            <RecordDirectButton supplierId={supplier.id} holders={data.holders} canOverride={abilities.canOverride} />
          ) : null}
        </div>
        {data.days.length === 0 ? (
          <EmptyState title="No collections to do">Venues’ requests to collect their empties show here by delivery day.</EmptyState>
        ) : (
          <div className="space-y-6">
            {data.days.map((day) => (
              <section key={day.date ?? 'none'} aria-labelledby={`day-${day.date ?? 'none'}`}>
                <h3 id={`day-${day.date ?? 'none'}`} className="mb-2 font-semibold text-ink">
                  {day.date ? formatCalendarDate(day.date) : 'No delivery day found'}
                </h3>
                <ul className="grid gap-3 lg:grid-cols-2">
                  {day.collections.map((toDo) => (
                    <ToDoCard key={toDo.collection.id} supplier={supplier} toDo={toDo} abilities={abilities} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="past-collections-heading">
        <h2 id="past-collections-heading" className="mb-3 text-lg font-semibold text-ink">
          Past collections
        </h2>
        <CollectionHistory
          collections={history.items}
          side="supplier"
          params={params}
          timeZone={supplier.timeZone}
          currency={supplier.currency}
        />
      </section>
    </div>
  );
}
