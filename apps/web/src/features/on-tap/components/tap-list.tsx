import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { OnTapEntry, TapStatus } from '@tapline/contracts';
import { LIST_LABELS, listDropId } from '../tap-order';
import type { EditorPlace } from './editor-place';
import { TapRow } from './tap-row';

interface TapListProps {
  place: EditorPlace;
  status: TapStatus;
  entries: OnTapEntry[];
  editingId: string | null;
  onEdit: (entryId: string | null) => void;
}

/** What each list means, and what it says while empty. */
const LIST_COPY: Record<TapStatus, { description: string; empty: string }> = {
  pouring: {
    description: 'Numbered in this order: a drag renumbers the taps',
    empty: 'Nothing pouring. Drag a beer here from Next on, or add one.',
  },
  next: {
    description: 'Announced as coming on next',
    empty: 'Nothing announced. Drag a beer here to say it’s coming on next.',
  },
};

/** One of the two lists (Pouring, Next on): sortable, and a drop target even when empty. */
export function TapList({ place, status, entries, editingId, onEdit }: TapListProps) {
  const { description, empty } = LIST_COPY[status];
  // the list itself is a target only while empty: otherwise its rect (spanning every row) would outbid the rows
  // when the keyboard looks for the next place up or down
  const { setNodeRef, isOver } = useDroppable({ id: listDropId(status), disabled: entries.length > 0 });
  const headingId = `tap-list-${status}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
          {LIST_LABELS[status]} <span className="text-base font-semibold tabular-nums text-ink-soft">({entries.length})</span>
        </h2>
        <p className="hidden text-sm text-ink-soft @lg:block">{description}</p>
      </div>
      <SortableContext id={status} items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={`min-h-16 space-y-2 rounded-xl ${isOver && entries.length === 0 ? 'bg-malt-50 ring-2 ring-malt-600' : ''}`}
        >
          {entries.map((entry) => (
            <TapRow key={entry.id} place={place} entry={entry} editing={editingId === entry.id} onEdit={onEdit} />
          ))}
          {entries.length === 0 ? (
            <li className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-ink-soft">{empty}</li>
          ) : null}
        </ol>
      </SortableContext>
    </section>
  );
}
