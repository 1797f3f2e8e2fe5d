import { USUAL_WEEKS, type GuideLineProblem, type GuidePack } from '@tapline/contracts';

// The order guides' rules that need no database (decision 0165): why a pack can't be ordered, the items' order, and
// the Usual's figures.

const DAY_MS = 86_400_000;

export interface PackState {
  skuId: string;
  skuCode: string;
  skuName: string;
  unitsPerPack: number;
  unitPriceCents: number;
  stockOnHand: number | null;
  skuStatus: string;
  productId: string;
  productSlug: string;
  productName: string;
  productStyle: string;
  productStatus: string;
  supplierId: string;
  supplierSlug: string;
  supplierName: string;
  supplierStatus: string;
}

/**
 * Why nobody may order the pack (its supplier, product or the pack itself isn't active), in checkout's order; null when
 * they may. A guide takes only packs that can be ordered; stock comes and goes, so it doesn't count here.
 */
export function statusProblem(pack: PackState): GuideLineProblem | null {
  if (pack.supplierStatus !== 'active') return { code: 'supplier_suspended', message: `${pack.supplierName} isn’t taking orders` };
  if (pack.productStatus !== 'active') return { code: 'product_unavailable', message: 'The product is no longer available' };
  if (pack.skuStatus !== 'active') return { code: 'sku_archived', message: 'This pack is no longer sold' };
  return null;
}

/** Why the pack can't go into a cart now: its status, or none on hand; null when it can. */
function packProblem(pack: PackState): GuideLineProblem | null {
  return statusProblem(pack) ?? (pack.stockOnHand === 0 ? { code: 'out_of_stock', message: 'Out of stock' } : null);
}

/**
 * Why `qty` more packs can't go into a cart that holds `inCart` of it already: the pack's own problem, or fewer on
 * hand than the cart would then hold (checkout never sells more than is on hand).
 */
export function cartLineProblem(pack: PackState, qty: number, inCart: number): GuideLineProblem | null {
  const problem = packProblem(pack);
  if (problem) return problem;
  if (pack.stockOnHand !== null && pack.stockOnHand < inCart + qty) {
    return {
      code: 'not_enough_stock',
      message: inCart > 0 ? `Only ${pack.stockOnHand} on hand, and your cart has ${inCart} already` : `Only ${pack.stockOnHand} on hand`,
    };
  }
  return null;
}

export function guidePackOf(pack: PackState): GuidePack {
  return {
    skuId: pack.skuId,
    skuCode: pack.skuCode,
    skuName: pack.skuName,
    unitsPerPack: pack.unitsPerPack,
    unitPriceCents: pack.unitPriceCents,
    stockOnHand: pack.stockOnHand,
    product: { id: pack.productId, slug: pack.productSlug, name: pack.productName, style: pack.productStyle },
    supplier: { id: pack.supplierId, slug: pack.supplierSlug, name: pack.supplierName },
    problem: packProblem(pack),
  };
}

/**
 * The items in the guide's order, numbered 0…n−1: by position, each section's items kept together in the place of
 * its first item (a section is one block on the page and on the printed sheet).
 */
export function orderedItems<T extends { section: string; position: number }>(items: readonly T[]): T[] {
  const byPosition = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.position - b.item.position || a.index - b.index);
  const sections = new Map<string, T[]>();
  for (const { item } of byPosition) {
    const list = sections.get(item.section);
    if (list) list.push(item);
    else sections.set(item.section, [item]);
  }
  return [...sections.values()].flat().map((item, position) => ({ ...item, position }));
}

/** The middle quantity; of an even number of them, the mean of the two middle ones, a half rounded up. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.ceil((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface OrderedLineFacts {
  supplierOrderId: string;
  skuId: string;
  orderedQty: number;
  unitPriceCents: number;
  orderedAt: Date;
}

export interface UsualFigures {
  skuId: string;
  orderCount: number;
  weekCount: number;
  medianQty: number;
  lastPriceCents: number;
  lastOrderedAt: Date;
}

/**
 * Per SKU over the window ending `now`: in how many supplier orders and in how many of its weeks (counted back from
 * `now`, seven days each) it was ordered, the median quantity per order, and the last price paid; most often first
 * (then the most weeks, the latest).
 */
export function usualFigures(lines: readonly OrderedLineFacts[], now: Date): UsualFigures[] {
  const bySku = new Map<string, { orders: Map<string, number>; weeks: Set<number>; last: OrderedLineFacts }>();
  for (const line of lines) {
    const seen = bySku.get(line.skuId) ?? { orders: new Map<string, number>(), weeks: new Set<number>(), last: line };
    // a SKU on one supplier order is one line; were it two, they are one order's quantity
    seen.orders.set(line.supplierOrderId, (seen.orders.get(line.supplierOrderId) ?? 0) + line.orderedQty);
    seen.weeks.add(Math.min(USUAL_WEEKS - 1, Math.floor((now.getTime() - line.orderedAt.getTime()) / (7 * DAY_MS))));
    if (line.orderedAt > seen.last.orderedAt) seen.last = line;
    bySku.set(line.skuId, seen);
  }
  return [...bySku.entries()]
    .map(([skuId, seen]) => ({
      skuId,
      orderCount: seen.orders.size,
      weekCount: seen.weeks.size,
      medianQty: medianOf([...seen.orders.values()]),
      lastPriceCents: seen.last.unitPriceCents,
      lastOrderedAt: seen.last.orderedAt,
    }))
    .sort(
      (a, b) =>
        b.orderCount - a.orderCount ||
        b.weekCount - a.weekCount ||
        b.lastOrderedAt.getTime() - a.lastOrderedAt.getTime() ||
        a.skuId.localeCompare(b.skuId),
    );
}
