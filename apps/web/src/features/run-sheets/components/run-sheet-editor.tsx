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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { RunSheet, RunStop } from '@tapline/contracts';
import { GripVertical } from 'lucide-react';
import { useArrangeRunSheet } from '../api/arrange-run-sheet';
import { moveStop, stopPosition } from '../run-order';
import { OutcomeBadge, StopDetails } from './stop-details';

const MOVE_INSTRUCTIONS =
  'To move a stop, press space or enter on its Move button, then the up and down arrow keys to take it earlier or later in the run; space or enter drops it, escape puts it back.';

function StopCard({ stop, index, canArrange }: { stop: RunStop; index: number; canArrange: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stop.venue.id,
    disabled: !canArrange,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex gap-3 rounded-xl border bg-white p-3 break-inside-avoid print:rounded-none print:border-0 print:border-b print:border-black print:px-0 ${isDragging ? 'relative z-10 border-malt-600 shadow-lg' : 'border-line'}`}
    >
      {canArrange ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${stop.venue.name}`}
          className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-ink active:cursor-grabbing print:hidden"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : null}
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-malt-700 font-bold text-white print:border print:border-black print:bg-transparent print:text-black"
      >
        {index + 1}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-ink">
            <span className="sr-only">Stop {index + 1}: </span>
            {stop.venue.name}
          </h3>
          <OutcomeBadge stop={stop} />
        </div>
        <StopDetails stop={stop} />
        <p className="hidden pt-2 text-sm print:block">Received by: ____________________ Signature: ____________________</p>
      </div>
    </li>
  );
}

/**
 * The day's stops in run order (decision 0190): the supplier's members drag them (pointer or keyboard, each place read
 * out), and each drop is saved at once at the version read. It prints as the run sheet on A4.
 */
export function RunSheetEditor({ sheet, canArrange }: { sheet: RunSheet; canArrange: boolean }) {
  const arrange = useArrangeRunSheet(sheet.supplier.id, sheet.date);
  const sensors = useSensors(
    // a press on the handle becomes a drag after a few pixels, so a tap stays a tap
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const named = (id: UniqueIdentifier) => sheet.stops.find((stop) => stop.venue.id === String(id))?.venue.name ?? 'The stop';
  const afterMove = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    stopPosition((overId === undefined ? null : moveStop(sheet, String(activeId), String(overId))) ?? sheet, String(activeId));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}, ${stopPosition(sheet, String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${named(active.id)} is now ${afterMove(active.id, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) => `${named(active.id)} dropped at ${afterMove(active.id, over?.id)}.`,
    onDragCancel: ({ active }) => `${named(active.id)} stays at ${stopPosition(sheet, String(active.id))}.`,
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    const moved = over ? moveStop(sheet, String(active.id), String(over.id)) : null;
    if (moved) arrange.mutate(moved);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: MOVE_INSTRUCTIONS } }}
    >
      <SortableContext items={sheet.stops.map((stop) => stop.venue.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Stops in run order" aria-busy={arrange.isPending || undefined} className="space-y-3 print:space-y-0">
          {sheet.stops.map((stop, index) => (
            <StopCard key={stop.venue.id} stop={stop} index={index} canArrange={canArrange} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
