import type { TapStatus } from '@tapline/contracts';

/** The two lists as ids, in order: what PUT …/available-at/order takes. */
export interface TapOrder {
  pouring: string[];
  next: string[];
}

export const LIST_LABELS: Record<TapStatus, string> = { pouring: 'Pouring', next: 'Next on' };

/** The droppable id of a list's container, so an entry can be dropped into an empty list. */
export function listDropId(status: TapStatus): string {
  return `list:${status}`;
}

/** Where an id sits: its list and index, or null (a container id answers with the end of that list). */
function locate(order: TapOrder, id: string): { status: TapStatus; index: number } | null {
  for (const status of ['pouring', 'next'] as const) {
    if (id === listDropId(status)) return { status, index: order[status].length };
    const index = order[status].indexOf(id);
    if (index !== -1) return { status, index };
  }
  return null;
}

/**
 * The order after dropping `activeId` on `overId` (another entry, or a list's container): within one list the
 * entry takes the place of the one it is dropped on (dnd-kit's arrayMove); into the other list it goes before the
 * entry it is dropped on, or last when dropped on the list itself. Null when nothing changes.
 */
export function moveInOrder(order: TapOrder, activeId: string, overId: string): TapOrder | null {
  const from = locate(order, activeId);
  const to = locate(order, overId);
  if (!from || !to || activeId === overId) return null;
  const next: TapOrder = { pouring: [...order.pouring], next: [...order.next] };
  next[from.status].splice(from.index, 1);
  if (from.status === to.status) {
    // dropped on its own list's container: to the end of it
    const index = overId === listDropId(to.status) ? next[to.status].length : to.index;
    if (index === from.index) return null;
    next[to.status].splice(index, 0, activeId);
  } else {
    next[to.status].splice(to.index, 0, activeId);
  }
  return next;
}

/** Reorders a list of things with ids to follow `ids` (things not named are dropped). */
export function arrangeBy<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
}

/** What a screen reader hears about where an entry is: "position 2 of 5 in Next on". */
export function positionText(order: TapOrder, id: string): string {
  const place = locate(order, id);
  if (!place) return '';
  return `position ${place.index + 1} of ${order[place.status].length} in ${LIST_LABELS[place.status]}`;
}
