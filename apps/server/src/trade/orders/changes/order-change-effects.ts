import type { OrderChangeLine, OrderChangePreview } from '@tapline/contracts';
import { depositLinesOf, taxOf, totalsOf, type KeggedLine, type ProposedLine } from '@tapline/db';

// What a proposed change does to its supplier order (decision 0181), without a database: the lines before and after,
// the totals (keg deposits and the delivery fee included, by the order's own totals code) and the warnings the
// venue sees before it accepts.

/** An order line as the totals read it. */
export type TotalledLine = KeggedLine & { id: string; unitPriceCents: number; taxRateBasisPoints: number; lineTotalCents: number };

/** The line as the venue is shown it. */
export function changeLineOf(line: ProposedLine): OrderChangeLine {
  return {
    productName: line.productName,
    skuName: line.skuName,
    skuCode: line.skuCode,
    qty: line.qty,
    unitPriceCents: line.unitPriceCents,
    taxRateBasisPoints: line.taxRateBasisPoints,
    depositPerUnitCents: line.kegsPerUnit * line.depositCents,
    lineTotalCents: line.unitPriceCents * line.qty,
  };
}

/** What the line costs the venue in all, GST and keg deposits included. */
function lineCostIncGst(line: ProposedLine): number {
  const goods = line.unitPriceCents * line.qty;
  const deposit = line.qty * line.kegsPerUnit * line.depositCents;
  return goods + taxOf(goods, line.taxRateBasisPoints) + deposit + taxOf(deposit, line.depositTaxRateBasisPoints);
}

/**
 * A substitute the venue said "same price or less is fine" to (decision 0182): the line costs no more, GST and
 * deposits included, than the line it replaces.
 */
export function isSameOrCheaper(before: ProposedLine, after: ProposedLine): boolean {
  return lineCostIncGst(after) <= lineCostIncGst(before);
}

function totalledOf(line: ProposedLine, id: string): TotalledLine {
  return { ...line, id, lineTotalCents: line.unitPriceCents * line.qty };
}

/** The supplier order's lines once the change is made: the line replaced, or one added. */
function linesAfter(lines: readonly TotalledLine[], lineId: string | null, after: ProposedLine): TotalledLine[] {
  if (lineId === null) return [...lines, totalledOf(after, 'added')];
  return lines.map((line) => (line.id === lineId ? totalledOf(after, line.id) : line));
}

function totalsWith(lines: readonly TotalledLine[], deliveryFeeCents: number) {
  const { subtotalCents, taxCents } = totalsOf(lines, deliveryFeeCents);
  const depositCents = depositLinesOf(lines).reduce((sum, deposit) => sum + deposit.lineTotalCents, 0);
  return { subtotalCents, taxCents, depositCents, totalCents: subtotalCents + taxCents };
}

/** The goods alone, ex GST: what a minimum order counts (never the fee nor the deposits). */
function goodsOf(lines: readonly TotalledLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
}

/** Before → after and the flags, for a proposal on `lines` (the supplier order's lines now). */
export function previewTotals(
  lines: readonly TotalledLine[],
  change: { lineId: string | null; before: ProposedLine | null; after: ProposedLine },
  order: { deliveryFeeCents: number; minimumOrderCents: number },
): Omit<OrderChangePreview, 'change' | 'stale'> {
  const changed = linesAfter(lines, change.lineId, change.after);
  const totalsBefore = totalsWith(lines, order.deliveryFeeCents);
  const totalsAfter = totalsWith(changed, order.deliveryFeeCents);
  const { before, after } = change;
  return {
    totalsBefore,
    totalsAfter,
    minimumOrderCents: order.minimumOrderCents,
    flags: {
      priceUp: before === null ? true : after.unitPriceCents > before.unitPriceCents || totalsAfter.totalCents > totalsBefore.totalCents,
      gstRateChanges: before !== null && after.taxRateBasisPoints !== before.taxRateBasisPoints,
      depositChanges: totalsAfter.depositCents !== totalsBefore.depositCents,
      underMinimum: order.minimumOrderCents > 0 && goodsOf(changed) < order.minimumOrderCents,
    },
  };
}
