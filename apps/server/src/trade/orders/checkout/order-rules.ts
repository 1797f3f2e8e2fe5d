import type { CheckoutProblem } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../../platform';
import type { CartLineRow } from '../../cart/cart.service';
import { bySupplier, groupRules, problemOf, venueProblem } from '../../cart/checkout-rules';
import type { DeliveryTerms } from '../../delivery-zones/delivery-terms.service';
import { takeStock } from './checkout.queries';
import type { OrderSource } from './order-placement';

// What may be ordered (docs/domain.md, Checkout rules): every rule a source's lines and groups break, as the cart
// asks them, and the refusal that names them all; a standing order's lines that can't go are left out instead.

export function checkoutRefused(problems: CheckoutProblem[]): AppError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new AppError(
    'checkout_refused',
    `The order wasn’t sent: ${count} to fix first (${problems.map((problem) => problem.message).join('; ')})`,
    { problems },
  );
}

export function lineProblemOf(line: CartLineRow, message: string): CheckoutProblem {
  return {
    code: line.problem ?? 'not_enough_stock',
    message: `${line.productName} (${line.skuName}): ${message}`,
    supplierId: line.supplierId,
    cartItemId: line.id,
  };
}

/**
 * Every rule each group and line breaks (checkout-rules, as the cart asks them, with how each supplier delivers the
 * venue: decision 0172), with the delivery date each group will get.
 */
export function checkRules(lines: CartLineRow[], source: OrderSource, delivery: ReadonlyMap<string, DeliveryTerms>, now: Date) {
  const problems: CheckoutProblem[] = [];
  const suspended = venueProblem(source.venue);
  if (suspended) problems.push(suspended);
  const groups = bySupplier(lines);
  for (const supplierId of source.supplierIds ?? []) {
    if (!groups.has(supplierId))
      problems.push({
        code: 'empty',
        message: source.emptyMessage ?? 'Nothing in the cart from this supplier',
        supplierId,
        cartItemId: null,
      });
  }
  if (groups.size === 0 && !source.supplierIds)
    problems.push({ code: 'empty', message: source.emptyMessage ?? 'The cart is empty', supplierId: null, cartItemId: null });
  const dates = new Map<string, string>();
  for (const [supplierId, group] of groups) {
    const rules = groupRules(group, source.venue, source.deliveryDates?.[supplierId], now, {
      terms: delivery.get(supplierId),
      ownDateRule: source.deliveryDateProblem,
    });
    problems.push(...rules.problems);
    if (rules.date) dates.set(supplierId, rules.date);
  }
  return { problems, groups, dates };
}

/** A `leave_out` source's lines: those that can be ordered, and the others as problems; the stock is taken here. */
export async function orderableLines(tx: Database, lines: CartLineRow[]) {
  const leftOut: CheckoutProblem[] = [];
  const kept: CartLineRow[] = [];
  for (const line of lines) {
    if (line.problem !== null) {
      leftOut.push(lineProblemOf(line, problemOf(line)!.message));
    } else if (line.stockOnHand !== null && !(await takeStock(tx, line.skuId, line.qty))) {
      leftOut.push(lineProblemOf(line, 'someone ordered the last units just now'));
    } else {
      kept.push(line);
    }
  }
  return { kept, leftOut };
}
