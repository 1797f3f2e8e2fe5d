import { createHash, randomUUID } from 'node:crypto';
import type { CheckoutInput, CheckoutProblem, Order, SupplierOrder } from '@tapline/contracts';
import { orderLineOf, totalsOf, type Database } from '@tapline/db';
import { type ApiUser, notifyMembers, orderPlacedNotice } from '../../../identity';
import { AppError, eventVersion, publishRealtime } from '../../../platform';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { actionsFor } from '../order-transitions';
import { listMemberEmailsOf } from '../order-reads.service';
import { orderStatusOf } from '../../../shared/order-status';
import { withRetryingTransaction } from '../../../shared/transactions';
import { deleteCartItems, listCartLines, requireSelf, requireVenueMember, type CartLineRow } from '../../cart/cart.service';
import { formatMoney } from '@tapline/contracts';
import { bySupplier, groupRules, venueProblem, type VenueRef } from '../../cart/checkout-rules';
import { insertOrder, insertOrderLines, insertSubmittedEvents, insertSupplierOrders, takeStock } from './checkout.queries';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, takeOverIdempotencyKey } from './idempotency.queries';

// Checkout (docs/domain.md, Checkout rules; decision 0106): one transaction re-reads and locks exactly the
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

/** What a key remembers of its request: the same path and body (in any key order) hash the same. */
export function checkoutRequestHash(userId: string, input: CheckoutInput): string {
  return createHash('sha256')
    .update(canonicalJson({ path: `/api/users/${userId}/cart/checkout`, body: input }))
    .digest('hex');
}

function refused(problems: CheckoutProblem[]): AppError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new AppError(
    'checkout_refused',
    `The order wasn’t sent: ${count} to fix first (${problems.map((problem) => problem.message).join('; ')})`,
    { problems },
  );
}

/** Every rule each group and line breaks (checkout-rules, as the cart asks them), with the delivery date each group will get. */
function checkRules(lines: CartLineRow[], venue: VenueRef, input: CheckoutInput, now: Date) {
  const problems: CheckoutProblem[] = [];
  const suspended = venueProblem(venue);
  if (suspended) problems.push(suspended);
  const groups = bySupplier(lines);
  for (const supplierId of input.supplierIds ?? []) {
    if (!groups.has(supplierId))
      problems.push({ code: 'empty', message: 'Nothing in the cart from this supplier', supplierId, cartItemId: null });
  }
  if (groups.size === 0 && !input.supplierIds)
    problems.push({ code: 'empty', message: 'The cart is empty', supplierId: null, cartItemId: null });
  const dates = new Map<string, string>();
  for (const [supplierId, group] of groups) {
    const rules = groupRules(group, venue, input.deliveryDates?.[supplierId], now);
    problems.push(...rules.problems);
    if (rules.date) dates.set(supplierId, rules.date);
  }
  return { problems, groups, dates };
}

/** What a new order's mail tells a supplier's members. */
function newOrderMail(deps: OrderMailDeps, order: Order, supplierOrder: SupplierOrder) {
  return {
    subject: `New order ${order.number} from ${order.venue.name}`,
    body: [
      `${order.venue.name} sent order ${order.number}: ${supplierOrder.lines.length} ${supplierOrder.lines.length === 1 ? 'line' : 'lines'}, ${formatMoney(supplierOrder.subtotalCents, order.currency)} ex GST, for delivery on ${supplierOrder.requestedDeliveryDate}.`,
      supplierOrder.venueNote ? `Note: ${supplierOrder.venueNote}` : '',
      `Accept or reject it: ${deps.appOrigin}/dash/suppliers/${supplierOrder.supplier.id}/orders/${supplierOrder.id}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * `items` come sorted by name from the cart's read (in the database's collation); the order's reads (orders.queries)
 * sort equal names by id, so each run of equal names is put in id order (a uuid's order is its lowercase text's).
 */
function sortTiesById<T extends { id: string }>(items: T[], nameOf: (item: T) => string): T[] {
  const sorted: T[] = [];
  for (let start = 0; start < items.length;) {
    let end = start + 1;
    while (end < items.length && nameOf(items[end]!) === nameOf(items[start]!)) end += 1;
    sorted.push(...items.slice(start, end).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
    start = end;
  }
  return sorted;
}

/**
 * Places the order in `tx` and answers it as GET /api/orders/{id} would, built from what was written rather than
 * read back. The statements go in three steps, the statements of each sent together: the locked cart; the stock, the order's number and the suppliers' members; then every other write.
 * The ids are made here, so no step waits for another's RETURNING.
 */
async function placeOrder(
  deps: OrderMailDeps,
  tx: Database,
  user: ApiUser,
  venue: VenueRef,
  input: CheckoutInput,
  now: Date,
): Promise<Order> {
  // the venue's status is the one its membership check read a moment before: like the suppliers' and products'
  // (read, not locked), a suspension committed meanwhile is one after the order (decision 0106)
  const lines = await listCartLines(tx, user.id, venue.id, { lock: true, supplierIds: input.supplierIds });
  const { problems, groups, dates } = checkRules(lines, venue, input, now);
  if (problems.length > 0) throw refused(problems);

  const planned = [...groups].map(([supplierId, group]) => {
    const orderLines = group.map((line) => ({
      id: randomUUID(),
      ...orderLineOf(
        {
          id: line.skuId,
          productId: line.productId,
          code: line.skuCode,
          name: line.skuName,
          unitPriceCents: line.unitPriceCents,
          taxRateBasisPoints: line.taxRateBasisPoints,
        },
        line.productName,
        line.qty,
      ),
    }));
    const first = group[0]!;
    return {
      id: randomUUID(),
      supplier: { id: supplierId, slug: first.supplierSlug, name: first.supplierName, logoUrl: first.supplierLogoUrl },
      orderLines,
      ...totalsOf(orderLines),
    };
  });
  const subtotalCents = planned.reduce((sum, group) => sum + group.subtotalCents, 0);
  const taxCents = planned.reduce((sum, group) => sum + group.taxCents, 0);
  const orderId = randomUUID();
  // the stock is taken by one conditional statement per tracked SKU (its row is locked above), so two checkouts for
  // the last units can't both succeed; a refusal then rolls the order's number back with the rest
  const tracked = lines.filter((line) => line.stockOnHand !== null);
  const [taken, numbered, members] = await Promise.all([
    Promise.all(tracked.map((line) => takeStock(tx, line.skuId, line.qty))),
    insertOrder(tx, {
      id: orderId,
      venueId: venue.id,
      placedBy: user.id,
      requestedDeliveryDate: [...dates.values()].sort()[0] ?? null,
      purchaseOrderNumber: input.purchaseOrderNumber || null,
      currency: venue.currency,
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
      createdAt: now,
    }),
    listMemberEmailsOf(
      tx,
      planned.map((group) => group.supplier.id),
    ),
  ]);
  tracked.forEach((line, index) => {
    if (!taken[index]) {
      problems.push({
        code: 'not_enough_stock',
        message: `${line.productName} (${line.skuName}): someone ordered the last units just now`,
        supplierId: line.supplierId,
        cartItemId: line.id,
      });
    }
  });
  if (problems.length > 0) throw refused(problems);

  const placedBy = { id: user.id, name: user.name || user.email || 'Someone' };
  const at = now.toISOString();
  const unsorted: SupplierOrder[] = planned.map((group) => ({
    id: group.id,
    orderId,
    orderNumber: numbered.number,
    purchaseOrderNumber: input.purchaseOrderNumber || null,
    supplier: group.supplier,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    placedBy,
    status: 'submitted',
    ending: null,
    requestedDeliveryDate: dates.get(group.supplier.id)!,
    askedDeliveryDate: null,
    deliveryOverdue: false,
    venueNote: input.notes?.[group.supplier.id]?.trim() ?? '',
    supplierNote: null,
    paidAt: null,
    payment: 'unpaid',
    currency: venue.currency,
    subtotalCents: group.subtotalCents,
    taxCents: group.taxCents,
    totalCents: group.subtotalCents + group.taxCents,
    createdAt: at,
    updatedAt: at,
    lines: sortTiesById(
      group.orderLines.map((line) => ({ ...line })),
      (line) => `${line.productName}\u0000${line.skuName}`,
    ),
    events: [{ id: randomUUID(), fromStatus: null, toStatus: 'submitted', actor: placedBy, side: 'venue', note: null, at }],
    actions: actionsFor('venue', 'submitted'),
    cancelBlockedBy: null,
  }));
  const supplierOrders = sortTiesById(unsorted, (supplierOrder) => supplierOrder.supplier.name);
  const order: Order = {
    id: orderId,
    number: numbered.number,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    placedBy,
    purchaseOrderNumber: input.purchaseOrderNumber || null,
    status: orderStatusOf(supplierOrders.map((supplierOrder) => supplierOrder.status)),
    currency: venue.currency,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    createdAt: at,
    supplierOrders,
  };

  const mails = supplierOrders.flatMap((supplierOrder) => {
    const { subject, body } = newOrderMail(deps, order, supplierOrder);
    return members
      .filter((member) => member.organisationId === supplierOrder.supplier.id)
      .map((member) => ({ to: member.email, subject, body, template: 'order_new', secrets: [] }));
  });
  await Promise.all([
    insertSupplierOrders(
      tx,
      supplierOrders.map((supplierOrder) => ({
        id: supplierOrder.id,
        orderId,
        supplierId: supplierOrder.supplier.id,
        requestedDeliveryDate: supplierOrder.requestedDeliveryDate!,
        venueNote: supplierOrder.venueNote,
        subtotalCents: supplierOrder.subtotalCents,
        taxCents: supplierOrder.taxCents,
        totalCents: supplierOrder.totalCents,
        at: now,
      })),
    ),
    insertOrderLines(
      tx,
      planned.flatMap((group) => group.orderLines.map((line) => ({ ...line, supplierOrderId: group.id }))),
    ),
    insertSubmittedEvents(
      tx,
      supplierOrders.map((supplierOrder) => ({
        id: supplierOrder.events[0]!.id,
        supplierOrderId: supplierOrder.id,
        actorId: user.id,
        at: now,
      })),
    ),
    deleteCartItems(
      tx,
      lines.map((line) => line.id),
    ),
    deps.outbox.emails(tx, mails),
    // every member of each supplier, whatever they chose for mail: one statement for all the suppliers
    notifyMembers(
      tx,
      supplierOrders.map((supplierOrder) =>
        orderPlacedNotice({
          supplierId: supplierOrder.supplier.id,
          supplierOrderId: supplierOrder.id,
          orderNumber: order.number,
          venueName: order.venue.name,
          lineCount: supplierOrder.lines.length,
          subtotalCents: supplierOrder.subtotalCents,
          currency: supplierOrder.currency,
          deliveryDate: supplierOrder.requestedDeliveryDate,
          venueNote: supplierOrder.venueNote,
          placedBy: user.id,
        }),
      ),
    ),
    // both sides' open screens (Orders In, the venue's orders) and the person's other tabs (their cart)
    publishRealtime(tx, [
      ...supplierOrders.map((supplierOrder) => ({
        type: 'order.placed' as const,
        organisationIds: [venue.id, supplierOrder.supplier.id],
        venueId: venue.id,
        supplierId: supplierOrder.supplier.id,
        orderId,
        supplierOrderId: supplierOrder.id,
        version: eventVersion(),
      })),
      { type: 'cart.changed' as const, userId: user.id, venueId: venue.id, version: eventVersion() },
    ]),
  ]);
  return order;
}

/**
 * POST /api/users/{userId}/cart/checkout with an Idempotency-Key, as Stripe keeps them: the same key and body
 * answer the first answer (stored with the order, in its transaction); the same key with another body is 422;
 * while the first still runs, 409. A refused checkout changed nothing and releases its key.
 */
export async function checkout(
  deps: OrderMailDeps,
  user: ApiUser,
  userId: string,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutAnswer> {
  const now = deps.clock();
  requireSelf(user, userId);
  if (input.userId !== userId) throw AppError.validation([{ field: 'userId', message: 'must be the user in the path' }], 'body');
  if (!idempotencyKey || idempotencyKey.length > 255 || !/^[\x21-\x7e]+$/.test(idempotencyKey)) {
    throw AppError.validation(
      [
        {
          field: 'Idempotency-Key',
          message: 'the header is required: 1–255 visible ASCII characters, a new one for each checkout attempt',
        },
      ],
      'headers',
    );
  }
  const venue = await requireVenueMember(deps.db, user, input.venueId);
  const requestHash = checkoutRequestHash(userId, input);

  const existing = await claimIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash, now);
  if (existing) {
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const abandonedBefore = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    const expired = existing.createdAt < expiredBefore;
    const abandoned = existing.state === 'running' && existing.lockedAt < abandonedBefore;
    if (!expired && existing.requestHash !== requestHash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another checkout: send a new key for a new request');
    }
    if (!expired && existing.state === 'done') return { body: existing.responseBody as Order, replayed: true };
    // a retry that lost the take-over to another one waits for that one's answer, as for a live request
    if (
      (!expired && !abandoned) ||
      !(await takeOverIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash, { now, abandonedBefore, expiredBefore }))
    ) {
      throw new AppError('conflict', 'A checkout with this Idempotency-Key is still being sent: wait for its answer', {
        status: 'running',
      });
    }
  }
  try {
    const order = await withRetryingTransaction(deps.db, async (tx) => {
      const placed = await placeOrder(deps, tx, user, venue, input, now);
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
