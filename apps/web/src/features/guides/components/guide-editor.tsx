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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { OrderGuide, OrderGuideItemInput } from '@tapline/contracts';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSaveGuideItems } from '../api/change-guide';
import { arranged, groupSections, itemsInput, moveInGuide, orderOf, positionText, withItem, withSectionRenamed } from '../guide-sections';
import { AddItemPanel, type NewItem } from './add-item-panel';
import { GuideItemRow } from './guide-item-row';
import { SectionHeading } from './section-heading';

const MOVE_INSTRUCTIONS =
  'To move an item, press space or enter on its Move button, then the up and down arrow keys to take it up or down, into the next section too; space or enter drops it, escape puts it back.';

/**
 * A guide's items in their sections. Owners and admins drag them into order (pointer or keyboard, with each place
 * spoken), set each par, rename sections, add and remove items; every change is saved at once. Members read it.
 */
export function GuideEditor({ guide, venueId, editable }: { guide: OrderGuide; venueId: string; editable: boolean }) {
  const { save, isPending } = useSaveGuideItems(venueId, guide.id);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    // a press on the handle becomes a drag after a few pixels, so a tap stays a tap
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const order = orderOf(guide);
  const bySku = new Map(guide.items.map((item) => [item.skuId, item]));
  const named = (id: UniqueIdentifier) => bySku.get(String(id))?.product.name ?? 'The item';
  const afterMove = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    positionText((overId === undefined ? null : moveInGuide(order, String(activeId), String(overId))) ?? order, String(activeId));

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}, ${positionText(order, String(active.id))}.`,
    // over itself as it is picked up: the pick-up is what is said then
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${named(active.id)} is now at ${afterMove(active.id, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) => `${named(active.id)} dropped at ${afterMove(active.id, over?.id)}.`,
    onDragCancel: ({ active }) => `${named(active.id)} stays at ${positionText(order, String(active.id))}.`,
  };

  function saveShown(shown: OrderGuide) {
    save(itemsInput(shown), shown);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const moved = over ? moveInGuide(order, String(active.id), String(over.id)) : null;
    if (moved) saveShown(arranged(guide, moved));
  }

  function add(item: NewItem) {
    // the new item's pack, price and stock come back with the saved guide
    const items: OrderGuideItemInput[] = [...itemsInput(guide), { ...item, position: guide.items.length }];
    save(items, guide);
  }

  const sections = groupSections(guide.items);
  return (
    <div className="space-y-6">
      {editable ? (
        adding ? (
          <AddItemPanel
            guide={guide}
            venueId={venueId}
            busy={isPending}
            onAdd={add}
            onClose={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
          />
        ) : (
          <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add items
          </Button>
        )
      ) : null}
      {sections.length === 0 ? (
        <EmptyState title="Nothing on this guide yet">
          {editable ? 'Add the products you count, in the order you walk past them.' : 'An owner or admin of the venue adds its items.'}
        </EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: MOVE_INSTRUCTIONS } }}
        >
          {sections.map((section) => (
            <section key={section.name} aria-label={section.name || 'Other'} className="space-y-2">
              <SectionHeading
                name={section.name}
                count={section.items.length}
                editable={editable}
                onRename={(to) => saveShown(withSectionRenamed(guide, section.name, to))}
              />
              <SortableContext
                id={`section-${section.name}`}
                items={section.items.map((item) => item.skuId)}
                strategy={verticalListSortingStrategy}
              >
                <ol className="space-y-2">
                  {section.items.map((item) => (
                    <GuideItemRow
                      key={item.skuId}
                      item={item}
                      currency={guide.currency}
                      showSupplier={guide.supplier === null}
                      editable={editable}
                      onPar={(parQty) => saveShown(withItem(guide, item.skuId, { parQty }))}
                      onPreference={(substitutionPreference) => saveShown(withItem(guide, item.skuId, { substitutionPreference }))}
                      onRemove={() => saveShown(withItem(guide, item.skuId, null))}
                    />
                  ))}
                </ol>
              </SortableContext>
            </section>
          ))}
        </DndContext>
      )}
    </div>
  );
}
