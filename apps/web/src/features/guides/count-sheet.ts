import { GUIDE_UNITS_MAX, suggestedPacks, type GuideLineProblem, type OrderGuide, type UsualGuide } from '@tapline/contracts';

// Count mode (docs/domain.md, Order guides): what is on hand per item, the suggestion par − on hand in whole packs,
// and what "Add N to cart" sends.

/** One row of a count: a guide's item, or one of the Usual's (par = the median quantity in units). */
export interface CountItem {
  skuId: string;
  productName: string;
  skuName: string;
  supplierName: string;
  section: string;
  /** in units */
  parQty: number;
  unitsPerPack: number;
  problem: GuideLineProblem | null;
  /** what the last count found, in units */
  lastOnHand: number | null;
}

export function guideCountItems(guide: OrderGuide): CountItem[] {
  return guide.items.map((item) => ({
    skuId: item.skuId,
    productName: item.product.name,
    skuName: item.skuName,
    supplierName: item.supplier.name,
    section: item.section,
    parQty: item.parQty,
    unitsPerPack: item.unitsPerPack,
    problem: item.problem,
    lastOnHand: item.lastOnHand,
  }));
}

/** The Usual as a count: par = the median quantity ordered, in units; a section per style, most often first within it. */
export function usualCountItems(usual: UsualGuide): CountItem[] {
  const items = usual.items.map((item) => ({
    skuId: item.skuId,
    productName: item.product.name,
    skuName: item.skuName,
    supplierName: item.supplier.name,
    section: item.product.style,
    parQty: Math.min(GUIDE_UNITS_MAX, item.medianQty * item.unitsPerPack),
    unitsPerPack: item.unitsPerPack,
    problem: item.problem,
    lastOnHand: null,
  }));
  const sections = [...new Set(items.map((item) => item.section))];
  return sections.flatMap((section) => items.filter((item) => item.section === section));
}

/** What was typed as on hand: a whole number of units, or null while the field is empty or holds something else. */
export function parseOnHand(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The packs to order of an item: what the person set, else the suggestion once it is counted (0 before). */
export function orderPacks(item: CountItem, onHandText: string | undefined, override: number | undefined): number {
  if (override !== undefined) return override;
  const onHand = parseOnHand(onHandText ?? '');
  return onHand === null ? 0 : suggestedPacks(item.parQty, onHand, item.unitsPerPack);
}

export interface CountState {
  /** what is typed per SKU */
  onHand: Record<string, string>;
  /** packs to order the person set per SKU, instead of the suggestion */
  overrides: Record<string, number>;
}

/** What the count keeps (each item counted) and what goes to the cart (each item with packs to order). */
export function countPayload(items: readonly CountItem[], state: CountState) {
  const counted = items.flatMap((item) => {
    const onHand = parseOnHand(state.onHand[item.skuId] ?? '');
    return onHand === null ? [] : [{ skuId: item.skuId, onHand }];
  });
  const lines = items.flatMap((item) => {
    const qty = orderPacks(item, state.onHand[item.skuId], state.overrides[item.skuId]);
    return qty > 0 ? [{ skuId: item.skuId, qty }] : [];
  });
  return { counted, lines, packs: lines.reduce((sum, line) => sum + line.qty, 0) };
}

/** The packs usually ordered per SKU of the Usual ("Order the usual quantities"). */
export function usualPacksOf(usual: UsualGuide): Record<string, number> {
  return Object.fromEntries(usual.items.map((item) => [item.skuId, item.medianQty]));
}
