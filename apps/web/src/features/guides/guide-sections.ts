import type { OrderGuide, OrderGuideItem, OrderGuideItemInput } from '@tapline/contracts';

// A guide's sections as the editor and the printed sheet show them, and the moves of drag and drop
// (docs/domain.md, Order guides): items come in the guide's order, each section one block in the place of its first item.

/** What a section without a name is called on the page. */
const UNNAMED_SECTION = 'Other';

export function sectionLabel(name: string): string {
  return name.trim() === '' ? UNNAMED_SECTION : name;
}

export interface Section<T> {
  name: string;
  items: T[];
}

/** The items, in order, grouped into their sections (a section's items come together). */
export function groupSections<T extends { section: string }>(items: readonly T[]): Section<T>[] {
  const sections: Section<T>[] = [];
  for (const item of items) {
    const section = sections.find((candidate) => candidate.name === item.section);
    if (section) section.items.push(item);
    else sections.push({ name: item.section, items: [item] });
  }
  return sections;
}

/** The guide's order as sections of SKU ids: what a drag moves and what is saved. */
export type GuideOrder = Section<string>[];

export function orderOf(guide: Pick<OrderGuide, 'items'>): GuideOrder {
  return groupSections(guide.items).map((section) => ({ name: section.name, items: section.items.map((item) => item.skuId) }));
}

function locate(order: GuideOrder, skuId: string): { section: number; index: number } | null {
  for (const [section, { items }] of order.entries()) {
    const index = items.indexOf(skuId);
    if (index !== -1) return { section, index };
  }
  return null;
}

/**
 * The order after dropping `activeId` on `overId`: within its section the item takes the other's place; into another
 * section it goes before the item it is dropped on (and takes that section). Null when nothing changes.
 */
export function moveInGuide(order: GuideOrder, activeId: string, overId: string): GuideOrder | null {
  const from = locate(order, activeId);
  const to = locate(order, overId);
  if (!from || !to || activeId === overId) return null;
  const next = order.map((section) => ({ name: section.name, items: [...section.items] }));
  next[from.section]!.items.splice(from.index, 1);
  next[to.section]!.items.splice(to.index, 0, activeId);
  // a section left empty is gone: sections are only where items are
  return next.filter((section) => section.items.length > 0);
}

/** "position 2 of 5 in Taps": where an item is, for a screen reader. */
export function positionText(order: GuideOrder, skuId: string): string {
  const place = locate(order, skuId);
  if (!place) return '';
  const section = order[place.section]!;
  return `position ${place.index + 1} of ${section.items.length} in ${sectionLabel(section.name)}`;
}

/** The guide shown in `order`, with the items' sections and places as they will be saved. */
export function arranged(guide: OrderGuide, order: GuideOrder): OrderGuide {
  const bySku = new Map(guide.items.map((item) => [item.skuId, item]));
  const items: OrderGuideItem[] = order.flatMap((section) =>
    section.items.flatMap((skuId) => {
      const item = bySku.get(skuId);
      return item ? [{ ...item, section: section.name }] : [];
    }),
  );
  return {
    ...guide,
    items: items.map((item, position) => ({ ...item, position })),
    itemCount: items.length,
    sections: order.map((section) => section.name),
  };
}

/** What PUT …/items takes for the guide as shown. */
export function itemsInput(guide: Pick<OrderGuide, 'items'>): OrderGuideItemInput[] {
  return guide.items.map((item, position) => ({
    skuId: item.skuId,
    section: item.section,
    position,
    parQty: item.parQty,
    substitutionPreference: item.substitutionPreference,
  }));
}

/** The guide with one item changed (its par, say), or removed (`null`). */
export function withItem(guide: OrderGuide, skuId: string, change: Partial<OrderGuideItem> | null): OrderGuide {
  const items = guide.items.flatMap((item) => (item.skuId !== skuId ? [item] : change === null ? [] : [{ ...item, ...change }]));
  return arranged({ ...guide, items }, orderOf({ items }));
}

/** The guide with a section renamed (merged into another of that name, if there is one). */
export function withSectionRenamed(guide: OrderGuide, from: string, to: string): OrderGuide {
  const items = guide.items.map((item) => (item.section === from ? { ...item, section: to } : item));
  return arranged({ ...guide, items }, orderOf({ items }));
}
