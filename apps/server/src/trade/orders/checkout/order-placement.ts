import { randomUUID } from 'node:crypto';
import type { CheckoutProblem, Order, RealtimeEvent, SupplierOrder } from '@tapline/contracts';
import { formatMoney } from '@tapline/contracts';
import { orderLineOf, totalsOf, type Database } from '@tapline/db';
import { notifyMembers, orderPlacedNotice } from '../../../identity';
import { eventVersion, publishRealtime } from '../../../platform';
import { emitOrderWebhooks } from '../order-webhooks.service';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { actionsFor } from '../order-transitions';
import { listMemberEmailsOf } from '../order-reads.service';
import { orderStatusOf } from '../../../shared/order-status';
import { linePriceOf } from '../../../shared/price-label';
import type { CartLineRow, VenueRef } from '../../cart/cart.service';
import { kegDepositsOf, kegOfLine } from '../../cart/checkout-rules';
import { deliveryTermsFor } from '../../delivery-zones/delivery-terms.service';
import { insertOrder, insertOrderLines, insertSubmittedEvents, insertSupplierOrders, takeStock } from './checkout.queries';
import { accountProblems, readCreditTerms, settleCredit } from '../../accounts/credit.service';
import { heldMail, orderHeldNotices } from './held-orders';
import { checkoutRefused, checkRules, lineProblemOf, orderableLines } from './order-rules';

// Placing an order (docs/domain.md, Checkout rules; decisions 0106 and 0166): one transaction reads its lines from a
// source (a person's cart, or a standing order's occurrence), priced now, checks every rule, and writes the order,
// its supplier orders, lines and first events, takes the stock, mails and tells the suppliers and both sides' screens;
// or it refuses with every problem and changes nothing. Both sources go through here: the same rules, mails,
// notifications, events and totals.

/** Where an order's lines come from, and what the source does with a line that can't be ordered. */
export interface OrderSource {
  venue: VenueRef;
  /** who places it: the person at the cart, or the standing order's owner */
  placedBy: { id: string; name: string };
  /** its lines in `tx`, priced now, each with the first rule it breaks (the cart's are locked) */
  readLines(tx: Database): Promise<CartLineRow[]>;
  /**
   * `refuse`: a line that breaks a rule refuses the whole order (the cart: the person fixes it first); `leave_out`: it
   * is left out and reported, and the rest goes when its group's rules still hold (a standing order, decision 0166)
   */
  brokenLines: 'refuse' | 'leave_out';
  /** the suppliers asked for (the cart's "send these groups"): one without lines is a problem */
  supplierIds?: string[];
  /** what the problem says when no line is left (default: the cart's words) */
  emptyMessage?: string;
  /** the delivery day per supplier (else the earliest it can) */
  deliveryDates?: Record<string, string>;
  /** the source's own delivery-day rule instead of checkout's cut-off rule (a standing occurrence keeps its day) */
  deliveryDateProblem?: (date: string, group: readonly CartLineRow[]) => string | null;
  notes?: Record<string, string>;
  purchaseOrderNumber?: string;
  /** kept on the order: one order per key and venue (a standing occurrence's key) */
  orderKey?: string;
  /** the standing order's occurrence it comes from, as the order's answer names it */
  standing?: SupplierOrder['standing'];
  /** the source's own writes in the order's transaction (the cart's items removed), given the lines that went */
  afterWrite?(tx: Database, order: Order, lines: readonly CartLineRow[]): Promise<void>;
  /** the source's own realtime events, sent with the order's */
  events?: readonly RealtimeEvent[];
}

export interface PlacedOrder {
  order: Order;
  /** the lines a `leave_out` source left out, and why */
  leftOut: CheckoutProblem[];
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
 * read back. The statements go in three steps, the statements of each sent together: the source's lines; the stock,
 * the order's number and the suppliers' members; then every other write. The ids are made here, so no step waits for
 * another's RETURNING. A `leave_out` source takes its stock line by line first, so a line short meanwhile is left out too.
 */
export async function placeOrder(deps: OrderMailDeps, tx: Database, source: OrderSource, now: Date): Promise<PlacedOrder> {
  const { venue } = source;
  // the venue's status is the one its membership check read a moment before: like the suppliers' and products'
  // (read, not locked), a suspension committed meanwhile is one after the order (decision 0106)
  const read = await source.readLines(tx);
  const { kept: lines, leftOut } = source.brokenLines === 'leave_out' ? await orderableLines(tx, read) : { kept: read, leftOut: [] };
  const delivery = await deliveryTermsFor(
    tx,
    venue,
    lines.map((line) => line.supplierId),
    now,
  );
  const { problems, groups, dates } = checkRules(lines, source, delivery, now);
  // a supplier that sells only to venues with an account, or closed this one's, refuses with the other rules (decision 0170)
  const creditTerms = await readCreditTerms(tx, venue.id, [...groups.keys()], { exposures: false });
  const groupSuppliers = [...groups.values()].map((group) => ({ id: group[0]!.supplierId, name: group[0]!.supplierName }));
  problems.push(...accountProblems(creditTerms, groupSuppliers));
  if (problems.length > 0) throw checkoutRefused([...problems, ...leftOut]);

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
          keg: kegOfLine(line),
        },
        line.productName,
        line.qty,
      ),
      price: linePriceOf(line),
      substitutionPreference: line.substitutionPreference,
    }));
    // a deposit line per keg type, in the subtotal and GST as the fee is, never in the minimum (issue 37)
    const deposits = kegDepositsOf(
      orderLines.map((line, index) => ({ ...line, kegTypeName: group[index]!.kegTypeName, kegLitres: group[index]!.kegLitres })),
    );
    const first = group[0]!;
    // the zone's fee is the order's own line: in its subtotal and GST (decision 0172)
    const terms = delivery.get(supplierId);
    const deliveryFeeCents = terms?.deliveryFeeCents ?? 0;
    return {
      id: randomUUID(),
      supplier: { id: supplierId, slug: first.supplierSlug, name: first.supplierName, logoUrl: first.supplierLogoUrl },
      orderLines,
      deliveryFeeCents,
      deposits,
      zoneId: terms?.zone?.id ?? null,
      ...totalsOf(orderLines, deliveryFeeCents),
    };
  });
  const subtotalCents = planned.reduce((sum, group) => sum + group.subtotalCents, 0);
  const taxCents = planned.reduce((sum, group) => sum + group.taxCents, 0);
  const orderId = randomUUID();
  // the stock is taken by one conditional statement per tracked SKU (its row is locked above), so two checkouts for
  // the last units can't both succeed; a refusal then rolls the order's number back with the rest
  const tracked = source.brokenLines === 'refuse' ? lines.filter((line) => line.stockOnHand !== null) : [];
  const [taken, numbered, members] = await Promise.all([
    Promise.all(tracked.map((line) => takeStock(tx, line.skuId, line.qty))),
    insertOrder(tx, {
      id: orderId,
      venueId: venue.id,
      placedBy: source.placedBy.id,
      requestedDeliveryDate: [...dates.values()].sort()[0] ?? null,
      purchaseOrderNumber: source.purchaseOrderNumber || null,
      idempotencyKey: source.orderKey ?? null,
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
    if (!taken[index]) problems.push(lineProblemOf(line, 'someone ordered the last units just now'));
  });
  if (problems.length > 0) throw checkoutRefused(problems);
  // the accounts locked after the stock (every placement takes its locks in that order), each exposure counted
  // under its lock: over the limit or on hold, the supplier order is placed held, never refused (decision 0170)
  const credit = await settleCredit(
    tx,
    venue,
    planned.map((group) => ({ supplier: group.supplier, totalCents: group.subtotalCents + group.taxCents })),
    creditTerms,
  );
  if (credit.problems.length > 0) throw checkoutRefused(credit.problems);
  const heldReasonOf = (supplierId: string) => credit.holds.get(supplierId) ?? null;
  const statusOf = (supplierId: string) => (heldReasonOf(supplierId) === null ? ('submitted' as const) : ('held' as const));

  const placedBy = source.placedBy;
  const at = now.toISOString();
  const unsorted: SupplierOrder[] = planned.map((group) => ({
    id: group.id,
    orderId,
    orderNumber: numbered.number,
    purchaseOrderNumber: source.purchaseOrderNumber || null,
    supplier: group.supplier,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    placedBy,
    status: statusOf(group.supplier.id),
    ending: null,
    requestedDeliveryDate: dates.get(group.supplier.id)!,
    askedDeliveryDate: null,
    deliveryOverdue: false,
    venueNote: source.notes?.[group.supplier.id]?.trim() ?? '',
    supplierNote: null,
    heldReason: heldReasonOf(group.supplier.id),
    paidAt: null,
    payment: 'unpaid',
    currency: venue.currency,
    subtotalCents: group.subtotalCents,
    deliveryFeeCents: group.deliveryFeeCents,
    deposits: group.deposits,
    taxCents: group.taxCents,
    totalCents: group.subtotalCents + group.taxCents,
    createdAt: at,
    updatedAt: at,
    lines: sortTiesById(
      group.orderLines.map(
        ({ kegTypeId: _keg, kegsPerUnit: _kegs, depositCents: _deposit, depositTaxRateBasisPoints: _rate, ...line }) => ({
          ...line,
          // as the order reads it back: no change yet (decision 0181)
          ordered: null,
          addedByChange: false,
        }),
      ),
      (line) => `${line.productName}\u0000${line.skuName}`,
    ),
    events: [
      {
        id: randomUUID(),
        fromStatus: null,
        toStatus: statusOf(group.supplier.id),
        actor: placedBy,
        side: 'venue',
        note: heldReasonOf(group.supplier.id),
        at,
      },
    ],
    actions: actionsFor('venue', statusOf(group.supplier.id)),
    cancelBlockedBy: null,
    version: 0,
    openChanges: 0,
    changeable: false,
    standing: source.standing ?? null,
  }));
  const supplierOrders = sortTiesById(unsorted, (supplierOrder) => supplierOrder.supplier.name);
  const zoneIds = new Map<string, string | null>(planned.map((group) => [group.id, group.zoneId]));
  const order: Order = {
    id: orderId,
    number: numbered.number,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    placedBy,
    purchaseOrderNumber: source.purchaseOrderNumber || null,
    status: orderStatusOf(supplierOrders.map((supplierOrder) => supplierOrder.status)),
    currency: venue.currency,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    createdAt: at,
    supplierOrders,
  };

  const mails = supplierOrders.flatMap((supplierOrder) => {
    const { subject, body } =
      supplierOrder.status === 'held' ? heldMail(deps, order, supplierOrder) : newOrderMail(deps, order, supplierOrder);
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
        status: statusOf(supplierOrder.supplier.id),
        heldReason: supplierOrder.heldReason,
        subtotalCents: supplierOrder.subtotalCents,
        taxCents: supplierOrder.taxCents,
        totalCents: supplierOrder.totalCents,
        deliveryFeeCents: supplierOrder.deliveryFeeCents,
        zoneId: zoneIds.get(supplierOrder.id) ?? null,
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
        toStatus: statusOf(supplierOrder.supplier.id),
        note: supplierOrder.heldReason,
        actorId: placedBy.id,
        at: now,
      })),
    ),
    deps.outbox.emails(tx, mails),
    // every member of each supplier, whatever they chose for mail: one statement for all the suppliers
    // (a held one tells its supplier instead that it waits for a credit decision, and the venue that it waits)
    notifyMembers(tx, [
      ...orderHeldNotices(order, supplierOrders),
      ...supplierOrders
        .filter((supplierOrder) => supplierOrder.status !== 'held')
        .map((supplierOrder) =>
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
            placedBy: placedBy.id,
          }),
        ),
    ]),
    // both sides' open screens (Orders In, the venue's orders) and the source's own (the person's other tabs: their cart)
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
      ...(source.events ?? []),
    ]),
    source.afterWrite?.(tx, order, lines),
  ]);
  await emitOrderWebhooks(
    deps.webhooks,
    tx,
    supplierOrders.map((supplierOrder) => supplierOrder.id),
    { type: 'order.placed', previousStatus: null, note: null },
  );
  return { order, leftOut };
}
