import type { CartProblem, CheckoutProblem } from '@tapline/contracts';
import { taxOf } from '@tapline/db';
import type { CartLineRow } from './cart.queries';
import { deliveryDateProblem, nextDeliveryDates } from '../../shared/delivery-dates';
import { formatMoney } from '@tapline/contracts';

// Checkout's rules for one supplier's group (docs/domain.md, Checkout rules; decision 0106), in one place: the
// cart asks them to say which groups can be sent (and sums only those), checkout asks them again in its
// transaction before it sends; so what the cart says "Send all" sends is what checkout takes.

export interface VenueRef {
  id: string;
  slug: string;
  name: string;
  timeZone: string;
  currency: string;
  status: string;
}

export function problemOf(line: Pick<CartLineRow, 'problem' | 'supplierName' | 'productName' | 'stockOnHand'>): CartProblem | null {
  switch (line.problem) {
    case null:
      return null;
    case 'supplier_suspended':
      return { reason: line.problem, message: `${line.supplierName} isn’t taking orders at the moment` };
    case 'product_unavailable':
      return { reason: line.problem, message: `${line.productName} is no longer available` };
    case 'sku_archived':
      return { reason: line.problem, message: 'This pack is no longer sold' };
    case 'not_enough_stock':
      return { reason: line.problem, message: line.stockOnHand === 0 ? 'Out of stock' : `Only ${line.stockOnHand} on hand` };
  }
}

/** Subtotal and GST over lines, GST rounded per line as on the order (packages/db order-lines). */
export function sumLines(lines: readonly { unitPriceCents: number; qty: number; taxRateBasisPoints: number }[]) {
  let subtotalCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    const total = line.unitPriceCents * line.qty;
    subtotalCents += total;
    taxCents += taxOf(total, line.taxRateBasisPoints);
  }
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export function venueProblem(venue: VenueRef): CheckoutProblem | null {
  return venue.status === 'active'
    ? null
    : { code: 'venue_suspended', message: `${venue.name} is suspended and can’t order`, supplierId: null, cartItemId: null };
}

/**
 * Every rule one supplier's group breaks (its lines, its minimum over the lines that can be sent, its delivery
 * day), and the day it is delivered: the one asked for, else the earliest; undefined when that day breaks a rule.
 * `ownDateRule` replaces the cut-off rule for a source that keeps its own day (a standing occurrence, decision 0166).
 */
export function groupRules(
  group: readonly CartLineRow[],
  venue: VenueRef,
  askedDate: string | undefined,
  now: Date,
  ownDateRule?: (date: string, group: readonly CartLineRow[]) => string | null,
) {
  const first = group[0]!;
  const supplierId = first.supplierId;
  const problems: CheckoutProblem[] = [];
  for (const line of group) {
    const problem = problemOf(line);
    if (problem)
      problems.push({
        code: problem.reason,
        message: `${line.productName} (${line.skuName}): ${problem.message}`,
        supplierId,
        cartItemId: line.id,
      });
  }
  const { subtotalCents } = sumLines(group.filter((line) => line.problem === null));
  if (first.minimumOrderCents !== null && subtotalCents < first.minimumOrderCents) {
    const minimum = formatMoney(first.minimumOrderCents, venue.currency);
    const short = formatMoney(first.minimumOrderCents - subtotalCents, venue.currency);
    problems.push({
      code: 'below_minimum',
      message: `${first.supplierName} has a minimum order of ${minimum} ex GST: add ${short} more`,
      supplierId,
      cartItemId: null,
    });
  }
  const date = askedDate ?? nextDeliveryDates(now, venue.timeZone, first, 1)[0];
  const dateProblem =
    date === undefined
      ? `${first.supplierName} has no delivery day in the next months`
      : ownDateRule
        ? ownDateRule(date, group)
        : deliveryDateProblem(date, now, venue.timeZone, first);
  if (dateProblem) problems.push({ code: 'delivery_date', message: `${first.supplierName}: ${dateProblem}`, supplierId, cartItemId: null });
  return { problems, date: dateProblem ? undefined : date };
}

/** The lines by supplier, in the cart's order. */
export function bySupplier(lines: readonly CartLineRow[]): Map<string, CartLineRow[]> {
  const groups = new Map<string, CartLineRow[]>();
  for (const line of lines) {
    const group = groups.get(line.supplierId);
    if (group) group.push(line);
    else groups.set(line.supplierId, [line]);
  }
  return groups;
}
