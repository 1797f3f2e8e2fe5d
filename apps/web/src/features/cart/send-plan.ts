import { approvalReasonFor, approvalReasonText, formatMoney, type Cart, type CartGroup } from '@tapline/contracts';

/**
 * What a send will send and what stays in the cart, with the totals: the one place the cart's footer, "Send all"
 * and the checkout review take their groups and figures from, so they can't disagree. A group is sent when it was
 * asked for (every group, for "Send all") and the server says checkout would take it (`canCheckout`: the same rules
 * checkout runs); its totals are then exactly what checkout writes.
 */
export interface SendPlan {
  sent: CartGroup[];
  /** the groups that stay in the cart: those that can't be sent (with their `problems`), and those not asked for */
  held: CartGroup[];
  lineCount: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** `supplierIds`: the groups asked for ("Send this order"); none = every group ("Send all"). */
export function sendPlan(cart: Cart, supplierIds?: readonly string[]): SendPlan {
  const asked = (group: CartGroup) => !supplierIds || supplierIds.includes(group.supplier.id);
  const sent = cart.groups.filter((group) => asked(group) && group.canCheckout);
  return {
    sent,
    held: cart.groups.filter((group) => !sent.includes(group)),
    lineCount: sent.reduce((sum, group) => sum + group.lines.length, 0),
    subtotalCents: sent.reduce((sum, group) => sum + group.subtotalCents, 0),
    taxCents: sent.reduce((sum, group) => sum + group.taxCents, 0),
    totalCents: sent.reduce((sum, group) => sum + group.totalCents, 0),
  };
}

/** Why a group stays in the cart, in a few words for a list ("add $254.50 more to reach the minimum"). */
export function heldReason(group: CartGroup, formatMoney: (cents: number) => string): string {
  if (group.canCheckout) return 'not in this order';
  const codes = new Set(group.problems.map((problem) => problem.code));
  const reasons: string[] = [];
  if (codes.has('venue_suspended')) reasons.push('your venue can’t order at the moment');
  if (codes.has('no_trade_account')) reasons.push('it needs a trade account');
  if (codes.has('outside_delivery_area')) reasons.push('your venue is outside its delivery area');
  const lineProblems = group.problems.filter((problem) => problem.cartItemId !== null).length;
  if (lineProblems > 0) reasons.push(lineProblems === 1 ? 'a line needs fixing' : `${lineProblems} lines need fixing`);
  if (codes.has('below_minimum')) reasons.push(`add ${formatMoney(group.shortOfMinimumCents)} more to reach its minimum`);
  if (codes.has('delivery_date')) reasons.push('no delivery day available');
  return reasons.join('; ');
}

/**
 * Why sending `totalCents` goes to an owner or admin instead of the suppliers (decision 0183), in the person's words
 * ("Over your $500.00 weekly limit: this goes to an owner or admin for approval"); null when they may place it.
 */
export function approvalNotice(cart: Pick<Cart, 'approval' | 'currency'>, totalCents: number): string | null {
  const reason = approvalReasonFor(cart.approval, totalCents);
  if (reason === null) return null;
  const left =
    reason === 'week_limit' && cart.approval.weekLimitCents !== null
      ? ` (${formatMoney(Math.max(0, cart.approval.weekLimitCents - cart.approval.weekSpentCents), cart.currency)} left this week)`
      : '';
  return `${approvalReasonText(reason, cart.approval, cart.currency)}${left}: this goes to an owner or admin for approval`;
}
