import { createHash } from 'node:crypto';
import type { CheckoutInput, CheckoutProblem, Order } from '@tapline/contracts';
import { orderLineOf, totalsOf, type Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { listMemberEmails, loadOrder } from '../orders/order-reads.service';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { withRetryingTransaction } from '../shared/transactions';
import { listCartLines, deleteCartItems, type CartLineRow } from './cart.queries';
import { problemOf, requireSelf, requireVenueMember, sumLines, type VenueRef } from './cart.service';
import { findVenueStatus, insertOrder, insertOrderEvents, insertOrderLines, insertSupplierOrders, takeStock } from './checkout.queries';
import { deliveryDateProblem, nextDeliveryDates } from './delivery-dates';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, takeOverIdempotencyKey } from './idempotency.queries';

// Checkout (PRODUCT.md §2 "Checkout rules", issue 13; decision 0106): one transaction re-reads and locks exactly the
// cart items sent, re-prices them, checks every rule, and writes the order, its supplier orders, lines and first
// events, takes the stock and removes those items; or it refuses with every problem and changes nothing.

/** Keys are kept this long (Stripe's 24 h). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;
/** A key still `running` this long after it was claimed lost its request (the process died; its transaction rolled back). */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;

/** Only a placed order's answer is stored, so every answer, a replay too, is a 201. */
export interface CheckoutAnswer {
  body: Order;
  replayed: boolean;
}

/** The same JSON for the same values, whatever order the keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function refused(problems: CheckoutProblem[]): AppError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new AppError('checkout_refused', `The order wasn’t sent: ${count} to fix first (${problems.map((problem) => problem.message).join('; ')})`, { problems });
}

/** Every rule each group and line breaks, with the delivery date each group will get. */
function checkRules(lines: CartLineRow[], venue: VenueRef & { liveStatus: string | undefined }, input: CheckoutInput, now: Date) {
  const problems: CheckoutProblem[] = [];
  if (venue.liveStatus !== 'active') {
    problems.push({ code: 'venue_suspended', message: `${venue.name} is suspended and can’t order`, supplierId: null, cartItemId: null });
  }
  const groups = new Map<string, CartLineRow[]>();
  for (const line of lines) groups.set(line.supplierId, [...(groups.get(line.supplierId) ?? []), line]);
  for (const supplierId of input.supplierIds ?? []) {
    if (!groups.has(supplierId)) problems.push({ code: 'empty', message: 'Nothing in the cart from this supplier', supplierId, cartItemId: null });
  }
  if (groups.size === 0 && !input.supplierIds) problems.push({ code: 'empty', message: 'The cart is empty', supplierId: null, cartItemId: null });
  const dates = new Map<string, string>();
  for (const [supplierId, group] of groups) {
    const first = group[0]!;
    for (const line of group) {
      const problem = problemOf(line);
      if (problem) problems.push({ code: problem.reason, message: `${line.productName} (${line.skuName}): ${problem.message}`, supplierId, cartItemId: line.id });
    }
    const { subtotalCents } = sumLines(group);
    if (first.minimumOrderCents !== null && subtotalCents < first.minimumOrderCents) {
      const short = ((first.minimumOrderCents - subtotalCents) / 100).toFixed(2);
      problems.push({ code: 'below_minimum', message: `${first.supplierName} has a minimum order of $${(first.minimumOrderCents / 100).toFixed(2)} ex GST: add $${short} more`, supplierId, cartItemId: null });
    }
    const asked = input.deliveryDates?.[supplierId];
    const date = asked ?? nextDeliveryDates(now, venue.timeZone, first, 1)[0];
    const dateProblem = date === undefined ? `${first.supplierName} has no delivery day in the next months` : deliveryDateProblem(date, now, venue.timeZone, first);
    if (dateProblem) problems.push({ code: 'delivery_date', message: `${first.supplierName}: ${dateProblem}`, supplierId, cartItemId: null });
    else dates.set(supplierId, date!);
  }
  return { problems, groups, dates };
}

async function placeOrder(tx: Database, user: ApiUser, venue: VenueRef, input: CheckoutInput, now: Date): Promise<Order> {
  const lines = await listCartLines(tx, user.id, venue.id, { lock: true, supplierIds: input.supplierIds });
  const { problems, groups, dates } = checkRules(lines, { ...venue, liveStatus: await findVenueStatus(tx, venue.id) }, input, now);
  if (problems.length > 0) throw refused(problems);
  // the stock last: each take is one conditional statement, so two checkouts for the last units can't both succeed
  for (const line of lines) {
    if (line.stockOnHand !== null && !(await takeStock(tx, line.skuId, line.qty))) {
      problems.push({ code: 'not_enough_stock', message: `${line.productName} (${line.skuName}): someone ordered the last units just now`, supplierId: line.supplierId, cartItemId: line.id });
    }
  }
  if (problems.length > 0) throw refused(problems);

  const planned = [...groups].map(([supplierId, group]) => {
    const orderLines = group.map((line) =>
      orderLineOf({ id: line.skuId, productId: line.productId, code: line.skuCode, name: line.skuName, unitPriceCents: line.unitPriceCents, taxRateBasisPoints: line.taxRateBasisPoints }, line.productName, line.qty),
    );
    return { supplierId, orderLines, ...totalsOf(orderLines) };
  });
  const subtotalCents = planned.reduce((sum, group) => sum + group.subtotalCents, 0);
  const taxCents = planned.reduce((sum, group) => sum + group.taxCents, 0);
  const earliest = [...dates.values()].sort()[0] ?? null;
  const order = await insertOrder(tx, {
    venueId: venue.id,
    placedBy: user.id,
    requestedDeliveryDate: earliest,
    purchaseOrderNumber: input.purchaseOrderNumber || null,
    currency: venue.currency,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    createdAt: now,
  });
  const created = await insertSupplierOrders(
    tx,
    planned.map((group) => ({
      orderId: order.id,
      supplierId: group.supplierId,
      requestedDeliveryDate: dates.get(group.supplierId)!,
      venueNote: input.notes?.[group.supplierId]?.trim() ?? '',
      subtotalCents: group.subtotalCents,
      taxCents: group.taxCents,
      totalCents: group.subtotalCents + group.taxCents,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const idOf = new Map(created.map((row) => [row.supplierId, row.id]));
  await insertOrderLines(tx, planned.flatMap((group) => group.orderLines.map((line) => ({ ...line, supplierOrderId: idOf.get(group.supplierId)! }))));
  await insertOrderEvents(tx, created.map((row) => ({ supplierOrderId: row.id, fromStatus: null, toStatus: 'submitted' as const, actorId: user.id, at: now })));
  await deleteCartItems(tx, lines.map((line) => line.id));
  return loadOrder(tx, order.id, 'venue');
}

/** Mail to each supplier's members: a new order waits for them. */
async function mailSuppliers(deps: OrderMailDeps, tx: Database, order: Order) {
  for (const supplierOrder of order.supplierOrders) {
    const body = [
      `${order.venue.name} sent order ${order.number}: ${supplierOrder.lines.length} ${supplierOrder.lines.length === 1 ? 'line' : 'lines'}, $${(supplierOrder.subtotalCents / 100).toFixed(2)} ex GST, for delivery on ${supplierOrder.requestedDeliveryDate}.`,
      supplierOrder.venueNote ? `Note: ${supplierOrder.venueNote}` : '',
      `Accept or reject it: ${deps.appOrigin}/dash/suppliers/${supplierOrder.supplier.id}/orders/${supplierOrder.id}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    for (const member of await listMemberEmails(tx, supplierOrder.supplier.id, null)) {
      await deps.outbox.email(tx, { to: member.email, subject: `New order ${order.number} from ${order.venue.name}`, body, template: 'order_new', secrets: [] });
    }
  }
}

/**
 * POST /api/users/{userId}/cart/checkout with an Idempotency-Key, as Stripe keeps them: the same key and body
 * answer the first answer (stored with the order, in its transaction); the same key with another body is 422;
 * while the first still runs, 409. A refused checkout changed nothing and releases its key.
 */
export async function checkout(deps: OrderMailDeps, user: ApiUser, userId: string, input: CheckoutInput, idempotencyKey: string | undefined): Promise<CheckoutAnswer> {
  const now = deps.clock();
  requireSelf(user, userId);
  if (input.userId !== userId) throw AppError.validation([{ field: 'userId', message: 'must be the user in the path' }], 'body');
  if (!idempotencyKey || idempotencyKey.length > 255 || !/^[\x21-\x7e]+$/.test(idempotencyKey)) {
    throw AppError.validation([{ field: 'Idempotency-Key', message: 'the header is required: 1–255 visible ASCII characters, a new one for each checkout attempt' }], 'headers');
  }
  const venue = await requireVenueMember(deps.db, user, input.venueId);
  const requestHash = createHash('sha256').update(canonicalJson({ path: `/api/users/${userId}/cart/checkout`, body: input })).digest('hex');

  const existing = await claimIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash);
  if (existing) {
    const expired = now.getTime() - existing.createdAt.getTime() > IDEMPOTENCY_KEY_TTL_MS;
    const abandoned = existing.state === 'running' && now.getTime() - existing.lockedAt.getTime() > IDEMPOTENCY_ABANDONED_MS;
    if (!expired && existing.requestHash !== requestHash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another checkout: send a new key for a new request');
    }
    if (!expired && existing.state === 'done') return { body: existing.responseBody as Order, replayed: true };
    if ((!expired && !abandoned) || !(await takeOverIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash, existing.lockedAt))) {
      throw new AppError('conflict', 'A checkout with this Idempotency-Key is still being sent: wait for its answer', { status: 'running' });
    }
  }
  try {
    const order = await withRetryingTransaction(deps.db, async (tx) => {
      const placed = await placeOrder(tx, user, venue, input, now);
      await mailSuppliers(deps, tx, placed);
      await completeIdempotencyKey(tx, user.id, idempotencyKey, 201, placed);
      return placed;
    });
    deps.outbox.wake();
    return { body: order, replayed: false };
  } catch (error) {
    await releaseIdempotencyKey(deps.db, user.id, idempotencyKey);
    throw error;
  }
}
