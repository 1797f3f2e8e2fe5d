import type { CartProblem, CheckoutProblem, KegDeposit } from '@tapline/contracts';
import { depositLinesOf, kegSnapshotOf, STANDARD_GST_BASIS_POINTS, taxOf, type KeggedLine, type SkuKeg } from '@tapline/db';
import type { CartLineRow } from './cart.queries';
import { deliveryDateProblem, nextDeliveryDates } from '../../shared/delivery-dates';
import { formatMoney } from '@tapline/contracts';
import type { DeliveryTerms } from '../delivery-zones/delivery-terms.service';

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

/**
 * Totals with the zone's delivery fee added (its own line, ex GST, GST at the standard rate: decision 0172) and the
 * keg deposits (a line per keg type, GST per line: issue 37).
 */
export function withFeeAndDeposits(
  totals: { subtotalCents: number; taxCents: number },
  deliveryFeeCents: number,
  deposits: readonly KegDeposit[],
) {
  const subtotalCents = deposits.reduce((sum, deposit) => sum + deposit.totalCents, totals.subtotalCents + deliveryFeeCents);
  const taxCents = deposits.reduce(
    (sum, deposit) => sum + deposit.taxCents,
    totals.taxCents + taxOf(deliveryFeeCents, STANDARD_GST_BASIS_POINTS),
  );
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The keg a line's SKU comes in, as checkout snapshots it (issue 37); null when it isn't a keg. */
export function kegOfLine(line: CartLineRow): SkuKeg | null {
  if (line.kegTypeId === null) return null;
  return {
    kegTypeId: line.kegTypeId,
    kegsPerUnit: line.unitsPerPack,
    ownerKind: line.kegOwnerKind!,
    depositCents: line.kegDepositCents!,
    depositTaxable: line.kegDepositTaxable!,
  };
}

/** A line with its keg's name and size: what a deposit line is named by. */
type NamedKeggedLine = KeggedLine & { kegTypeName: string | null; kegLitres: number | null };

/** Cart lines as their deposits see them: the qty, and the keg snapshot checkout would take. */
export function keggedCartLines(lines: readonly CartLineRow[]): NamedKeggedLine[] {
  return lines.map((line) => ({
    qty: line.qty,
    ...kegSnapshotOf(kegOfLine(line)),
    kegTypeName: line.kegTypeName,
    kegLitres: line.kegLitres,
  }));
}

/**
 * The deposit lines of an order's (or a cart group's) lines, one per keg type, by name (issue 37): as depositLinesOf
 * computes them for the order's totals and its invoice, so the three agree to the cent.
 */
export function kegDepositsOf(lines: readonly NamedKeggedLine[]): KegDeposit[] {
  const named = new Map(lines.map((line) => [line.kegTypeId, line]));
  return depositLinesOf(lines)
    .map((deposit) => ({
      kegTypeId: deposit.kegTypeId,
      name: named.get(deposit.kegTypeId)?.kegTypeName ?? '',
      litres: named.get(deposit.kegTypeId)?.kegLitres ?? 0,
      kegs: deposit.kegs,
      depositCents: deposit.depositCents,
      taxRateBasisPoints: deposit.taxRateBasisPoints,
      totalCents: deposit.lineTotalCents,
      taxCents: deposit.gstCents,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.kegTypeId < b.kegTypeId ? -1 : 1));
}

/** The supplier's own rules, as its lines carry them: how a group is delivered when no terms were read for it. */
export function ownDeliveryTerms(first: CartLineRow): DeliveryTerms {
  return { zone: null, outside: null, rules: first, minimumOrderCents: first.minimumOrderCents, deliveryFeeCents: 0 };
}

export function venueProblem(venue: VenueRef): CheckoutProblem | null {
  return venue.status === 'active'
    ? null
    : { code: 'venue_suspended', message: `${venue.name} is suspended and can’t order`, supplierId: null, cartItemId: null };
}

/**
 * Every rule one supplier's group breaks (its lines, the delivery area, its minimum over the lines that can be sent,
 * its delivery day), and the day it is delivered: the one asked for, else the earliest; undefined when that day breaks
 * a rule. `terms` is how the supplier delivers the venue (its zone's rules and closed days, decision 0172; the
 * supplier's own rules when absent). `ownDateRule` replaces the cut-off rule for a source that keeps its own day (a
 * standing occurrence, decision 0166).
 */
export function groupRules(
  group: readonly CartLineRow[],
  venue: VenueRef,
  askedDate: string | undefined,
  now: Date,
  options: {
    terms?: DeliveryTerms | undefined;
    ownDateRule?: ((date: string, group: readonly CartLineRow[]) => string | null) | undefined;
  } = {},
) {
  const first = group[0]!;
  const supplierId = first.supplierId;
  const { ownDateRule } = options;
  const terms = options.terms ?? ownDeliveryTerms(first);
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
  if (terms.outside) problems.push({ code: 'outside_delivery_area', message: terms.outside, supplierId, cartItemId: null });
  // the minimum counts the lines alone, never the delivery fee
  const { subtotalCents } = sumLines(group.filter((line) => line.problem === null));
  const { minimumOrderCents } = terms;
  if (minimumOrderCents !== null && subtotalCents < minimumOrderCents) {
    const minimum = formatMoney(minimumOrderCents, venue.currency);
    const short = formatMoney(minimumOrderCents - subtotalCents, venue.currency);
    problems.push({
      code: 'below_minimum',
      message: `${first.supplierName} has a minimum order of ${minimum} ex GST: add ${short} more`,
      supplierId,
      cartItemId: null,
    });
  }
  const date = askedDate ?? nextDeliveryDates(now, venue.timeZone, terms.rules, 1)[0];
  const dateProblem =
    date === undefined
      ? `${first.supplierName} has no delivery day in the next months`
      : ownDateRule
        ? ownDateRule(date, group)
        : deliveryDateProblem(date, now, venue.timeZone, terms.rules);
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
