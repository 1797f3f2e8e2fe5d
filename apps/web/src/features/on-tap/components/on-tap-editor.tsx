import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { TAP_STATUSES, type OnTapEntry, type OnTapList } from '@tapline/contracts';
import { Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useReorderOnTap } from '../api/reorder-on-tap';
import { moveInOrder, positionText, type TapOrder } from '../tap-order';
import { AddBeerPanel } from './add-beer-panel';
import { BoardPreview } from './board-preview';
import type { EditorPlace } from './editor-place';
import { OffersStrip } from './offers-strip';
import { TapHistory } from './tap-history';
import { TapList } from './tap-list';

const SCREEN_READER_INSTRUCTIONS =
  'To move a beer, press space or enter on its Move button. Use the up and down arrow keys to move it, space or enter to drop it where it is, or escape to put it back.';

interface OnTapEditorProps {
  place: EditorPlace;
  list: OnTapList;
  /** "See your public page", or nothing while the venue has none */
  publicLink: ReactNode;
  /** where else the list goes (board, cards, embed), or nothing while the venue has no public pages */
  share?: ReactNode;
}

/**
 * The venue's tap list editor: Pouring and Next on, sortable by pointer and keyboard with spoken
 * positions, each row edited in place; delivered kegs to put on; the history; the public board beside it.
 */
export function OnTapEditor({ place, list, publicLink, share }: OnTapEditorProps) {
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const reorder = useReorderOnTap(place.venueId);
  /** whether the entry being moved has left its place yet (what the announcements say differs) */
  const movedAway = useRef(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    // a few pixels before a press on the handle becomes a drag, so a tap on it stays a tap
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const order: TapOrder = { pouring: list.pouring.map((entry) => entry.id), next: list.next.map((entry) => entry.id) };
  const byId = new Map([...list.pouring, ...list.next].map((entry) => [entry.id, entry]));
  const onList = new Set([...list.pouring, ...list.next].flatMap((entry) => (entry.productId ? [entry.productId] : [])));
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? 'The beer';

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      movedAway.current = false;
      return `Picked up ${nameOf(active.id)}, ${positionText(order, String(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} is no longer over a list.`;
      // dnd-kit reports the entry over itself as it is picked up: the pick-up is what is said then
      if (over.id === active.id)
        return movedAway.current ? `${nameOf(active.id)} is back at ${positionText(order, String(active.id))}.` : undefined;
      movedAway.current = true;
      const moved = moveInOrder(order, String(active.id), String(over.id)) ?? order;
      return `${nameOf(active.id)} moved to ${positionText(moved, String(active.id))}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} was dropped outside the lists and stays where it was.`;
      const moved = moveInOrder(order, String(active.id), String(over.id)) ?? order;
      return `${nameOf(active.id)} dropped at ${positionText(moved, String(active.id))}.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays at ${positionText(order, String(active.id))}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const moved = moveInOrder(order, String(active.id), String(over.id));
    if (moved) reorder.mutate(moved);
  }

  function onAdded(entry: OnTapEntry) {
    setEditingId(entry.servingSizes.length === 0 ? entry.id : null);
  }

  const empty = list.pouring.length === 0 && list.next.length === 0;
  const addButtonLabel = (
    <>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add a beer
    </>
  );
  const emptyShown = empty && !adding;

  function closeAdding() {
    setAdding(false);
    // back to the button that opened it (focus is never left on nothing: docs/ui.md, States and feedback)
    addButtonRef.current?.focus();
  }

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_21rem]">
      <div className="@container min-w-0 space-y-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {emptyShown ? null : (
            <Button
              ref={addButtonRef}
              onClick={() => setAdding(!adding)}
              aria-expanded={adding}
              aria-controls={adding ? 'add-beer' : undefined}
            >
              {addButtonLabel}
            </Button>
          )}
          {empty ? null : (
            <p className="text-sm text-ink-soft">
              {list.pouring.length} pouring · {list.next.length} next on
            </p>
          )}
          <div className="ml-auto lg:hidden">{publicLink}</div>
        </div>

        {adding ? (
          <div id="add-beer">
            <AddBeerPanel
              venueId={place.venueId}
              nextFreeTapNumber={list.nextFreeTapNumber}
              onList={onList}
              onClose={closeAdding}
              onAdded={onAdded}
            />
          </div>
        ) : null}

        <OffersStrip
          venueId={place.venueId}
          timeZone={place.timeZone}
          currency={place.currency}
          offers={list.offers}
          nextFreeTapNumber={list.nextFreeTapNumber}
          onAdded={onAdded}
        />

        {emptyShown ? (
          <EmptyState
            title="Nothing on tap yet"
            action={
              <Button onClick={() => setAdding(true)} aria-expanded={false}>
                {addButtonLabel}
              </Button>
            }
          >
            Add what you pour from Tapline’s catalogue, or a guest beer, and it shows on your public page.
          </EmptyState>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
          >
            <div className="space-y-6">
              {TAP_STATUSES.map((status) => (
                <TapList key={status} place={place} status={status} entries={list[status]} editingId={editingId} onEdit={setEditingId} />
              ))}
            </div>
          </DndContext>
        )}

        <TapHistory place={place} entries={list.history} />
        {share}
      </div>

      <div className="hidden lg:block">
        <BoardPreview list={list} publicLink={publicLink} />
      </div>
    </div>
  );
}
