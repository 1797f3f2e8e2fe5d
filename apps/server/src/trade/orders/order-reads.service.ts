import {
  DELIVERY_DATES_OFFERED,
  type Order,
  type OrderEnding,
  type OrderEvent,
  type OrderLine,
  type OrderPayment,
  type ServedVenueList,
  type SupplierOrder,
  type SupplierOrderList,
  type SupplierOrderQuery,
  type SupplierOrderStatus,
  type VenueOrderList,
  type VenueOrderQuery,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, findOrganisationWithRole, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { nextDeliveryDates } from '../../shared/delivery-dates';
import { deliveryTermsFor } from '../delivery-zones/delivery-terms.service';
import { localDate } from '../../shared/calendar';
import { orderStatusOf } from '../../shared/order-status';
import { storedLinePrice } from '../../shared/price-label';
import { countSupplierOrdersByStatus, listServedVenues, listSupplierOrders, listVenueOrders } from './order-lists.queries';
import { actionsFor, type Side } from './order-transitions';
import {
  findOrderVenue,
  findSupplierOrderParties,
  findVenueDeliveryPoint,
  listOrderEventsOf,
  listOrderLinesOf,
  listSupplierOrdersOf,
  type SupplierOrderRow,
} from './orders.queries';
import { listMemberEmailsOf } from './order-recipients.queries';
import { kegDepositsOf } from '../cart/checkout-rules';

export { findOrderVenue, findSupplierOrderParties, listMemberEmailsOf, listOrderLinesOf };

// Reading orders: a venue reads its orders whole; a supplier reads its own part of each (its supplier
// order); anyone else gets 404, as for no order at all (docs/domain.md, Roles and permissions). Platform admins read everything.

function personOf(id: string | null, name: string | null, email: string | null) {
  return id === null ? null : { id, name: name || email || 'Someone' };
}

/** Which side the user acts for on this supplier order: a member of its supplier or its venue; null = neither. */
async function sideOf(db: Database, user: ApiUser, parties: { supplierId: string; venueId: string }) {
  const [supplier, venue] = await Promise.all([
    findOrganisationWithRole(db, 'supplier', parties.supplierId, user),
    findOrganisationWithRole(db, 'venue', parties.venueId, user),
  ]);
  if (supplier?.organisationRole) return { side: 'supplier' as const, role: supplier.organisationRole };
  if (venue?.organisationRole) return { side: 'venue' as const, role: venue.organisationRole };
  return { side: null, role: null };
}

/**
 * Whom a supplier order offers `release` to: its supplier's owners and admins (letting a held order through is a
 * credit decision, decision 0170); a member reads a held order and may decline it.
 */
export function mayRelease(role: string | null): boolean {
  return role === 'owner' || role === 'admin';
}

/** How a rejected or cancelled supplier order ended: the step that ended it, from its events. */
function endingOf(status: SupplierOrderStatus, events: readonly OrderEvent[]): OrderEnding | null {
  if (status !== 'rejected' && status !== 'cancelled') return null;
  const last = events.findLast((event) => event.toStatus === status);
  if (!last) return null;
  return {
    by: last.side ?? (status === 'rejected' ? 'supplier' : 'venue'),
    person: last.actor?.name ?? null,
    reason: last.note,
    at: last.at,
  };
}

/** An order line as the order's answer gives it: its keg columns make the order's deposit lines instead. */
function orderLineOf(row: Awaited<ReturnType<typeof listOrderLinesOf>>[number]): OrderLine {
  return {
    id: row.id,
    skuId: row.skuId,
    productId: row.productId,
    productName: row.productName,
    skuName: row.skuName,
    skuCode: row.skuCode,
    unitPriceCents: row.unitPriceCents,
    taxRateBasisPoints: row.taxRateBasisPoints,
    qty: row.qty,
    orderedQty: row.orderedQty,
    lineTotalCents: row.lineTotalCents,
    price: storedLinePrice(row.priceSource, row.priceLabel),
    ordered:
      row.orderedProductName !== null && row.qtyBeforeChange !== null && row.orderedUnitPriceCents !== null
        ? {
            skuId: row.orderedSkuId,
            productName: row.orderedProductName,
            skuName: row.orderedSkuName ?? '',
            skuCode: row.orderedSkuCode ?? '',
            unitPriceCents: row.orderedUnitPriceCents,
            qty: row.qtyBeforeChange,
          }
        : null,
    addedByChange: row.addedByChange,
    substitutionPreference: row.substitutionPreference,
  };
}

function paymentOf(row: { paidAt: Date | null; partPaidAt: Date | null }): OrderPayment {
  return row.paidAt ? 'paid' : row.partPaidAt ? 'part_paid' : 'unpaid';
}

/**
 * The days a supplier may accept each of its orders on, by supplier order (those it can still accept): as the cart
 * offers them, in the zone the order was placed in, without the venue's public holidays and the supplier's closures
 * (decision 0172). Only a supplier's own order is read so, one at a time.
 */
async function daysToAcceptOn(db: Database, rows: SupplierOrderRow[], now: Date): Promise<Map<string, string[]>> {
  const days = new Map<string, string[]>();
  for (const row of rows) {
    if (!actionsFor('supplier', row.status).includes('accept')) continue;
    const venue = { id: row.venueId, name: row.venueName, timeZone: row.venueTimeZone };
    const terms = (await deliveryTermsFor(db, venue, [row.supplierId], now, row.zoneId)).get(row.supplierId);
    days.set(row.id, nextDeliveryDates(now, row.venueTimeZone, terms?.rules ?? row.deliveryRules, DELIVERY_DATES_OFFERED));
  }
  return days;
}

/**
 * The supplier orders with their lines and events; `side` decides the actions offered. A paid or part-paid order
 * without a tax invoice from Tapline offers no cancel (decision 0130): with one, cancelling makes its adjustment note
 * (decision 0161). `now` decides whether the delivery day has passed and the days offered.
 */
async function buildSupplierOrders(
  db: Database,
  rows: SupplierOrderRow[],
  side: Side | null,
  now: Date,
  releases = true,
): Promise<SupplierOrder[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events, offeredDays] = await Promise.all([
    listOrderLinesOf(db, ids),
    listOrderEventsOf(db, ids),
    side === 'supplier' ? daysToAcceptOn(db, rows, now) : new Map<string, string[]>(),
  ]);
  return rows.map((row) => {
    const ownEvents = events
      .filter((event) => event.supplierOrderId === row.id)
      .map((event) => ({
        id: event.id,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: personOf(event.actorId, event.actorName, event.actorEmail),
        side: event.actorSide,
        note: event.note,
        at: event.at.toISOString(),
      }));
    const payment = paymentOf(row);
    const possible = actionsFor(side, row.status).filter((action) => releases || action !== 'release');
    const cancelBlocked = payment !== 'unpaid' && !row.invoiced && possible.includes('cancel');
    const actions = cancelBlocked ? possible.filter((action) => action !== 'cancel') : possible;
    const today = localDate(now, row.venueTimeZone);
    const ownLines = lines.filter((line) => line.supplierOrderId === row.id);
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      purchaseOrderNumber: row.purchaseOrderNumber,
      supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName, logoUrl: row.supplierLogoUrl },
      venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
      placedBy: personOf(row.placedById, row.placedByName, row.placedByEmail),
      status: row.status,
      ending: endingOf(row.status, ownEvents),
      requestedDeliveryDate: row.requestedDeliveryDate,
      askedDeliveryDate: row.askedDeliveryDate,
      deliveryOverdue: row.status === 'submitted' && row.requestedDeliveryDate !== null && row.requestedDeliveryDate < today,
      ...(side === 'supplier' && actions.includes('accept') ? { deliveryDates: offeredDays.get(row.id) ?? [] } : {}),
      venueNote: row.venueNote,
      supplierNote: row.supplierNote,
      heldReason: row.heldReason,
      paidAt: row.paidAt?.toISOString() ?? null,
      payment,
      currency: row.currency,
      subtotalCents: row.subtotalCents,
      deliveryFeeCents: row.deliveryFeeCents,
      deposits: kegDepositsOf(ownLines),
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lines: ownLines.map(orderLineOf),
      version: row.version,
      openChanges: row.openChanges,
      changeable: side === 'supplier' && (row.status === 'submitted' || row.status === 'accepted') && !row.invoiced,
      events: ownEvents,
      actions,
      cancelBlockedBy: cancelBlocked ? (payment as 'paid' | 'part_paid') : null,
      standing:
        row.standingOrderId && row.standingOccurrenceId && row.standingScheduledDate
          ? { standingOrderId: row.standingOrderId, occurrenceId: row.standingOccurrenceId, scheduledDate: row.standingScheduledDate }
          : null,
    };
  });
}

/** The whole order as its venue sees it (read within `db`, so a transaction sees its own writes). */
async function loadOrder(db: Database, orderId: string, side: Side | null, now: Date): Promise<Order> {
  const rows = await listSupplierOrdersOf(db, { orderId });
  const first = rows[0];
  if (!first) throw AppError.notFound('Order');
  const supplierOrders = await buildSupplierOrders(db, rows, side, now);
  return {
    id: first.orderId,
    number: first.orderNumber,
    venue: { id: first.venueId, slug: first.venueSlug, name: first.venueName },
    placedBy: personOf(first.placedById, first.placedByName, first.placedByEmail),
    purchaseOrderNumber: first.purchaseOrderNumber,
    status: orderStatusOf(rows.map((row) => row.status)),
    currency: first.currency,
    subtotalCents: first.orderSubtotalCents,
    taxCents: first.orderTaxCents,
    totalCents: first.orderTotalCents,
    createdAt: first.orderCreatedAt.toISOString(),
    supplierOrders,
  };
}

/** One supplier order, with where it goes (its packing slip's address); `releases`: the reader may release it. */
export async function loadSupplierOrder(
  db: Database,
  supplierOrderId: string,
  side: Side | null,
  now: Date,
  releases = true,
): Promise<SupplierOrder> {
  const rows = await listSupplierOrdersOf(db, { supplierOrderId });
  if (rows.length === 0) throw AppError.notFound('Order');
  const [[order], point] = await Promise.all([
    buildSupplierOrders(db, rows, side, now, releases),
    findVenueDeliveryPoint(db, rows[0]!.venueId),
  ]);
  return { ...order!, deliverTo: { address: point?.address ?? null, phone: point?.phone ?? null } };
}

/** GET /api/orders/{id}: the venue's members (and platform admins). */
export async function getOrder(db: Database, user: ApiUser, orderId: string, now: Date): Promise<Order> {
  const order = await findOrderVenue(db, orderId);
  if (!order) throw AppError.notFound('Order');
  const venue = await findOrganisationWithRole(db, 'venue', order.venueId, user);
  if (!venue?.organisationRole && !user.isPlatformAdmin) throw AppError.notFound('Order');
  return loadOrder(db, order.id, venue?.organisationRole ? 'venue' : null, now);
}

/** A supplier order and the side the user acts for; 404 for anyone who is neither its supplier nor its venue. */
export async function requireSupplierOrderSide(db: Database, user: ApiUser, supplierOrderId: string) {
  const parties = await findSupplierOrderParties(db, supplierOrderId);
  if (!parties) throw AppError.notFound('Order');
  const { side, role } = await sideOf(db, user, parties);
  if (side === null && !user.isPlatformAdmin) throw AppError.notFound('Order');
  return { parties, side, role };
}

/** GET /api/supplier-orders/{id}: its supplier's and its venue's members. */
export async function getSupplierOrder(db: Database, user: ApiUser, supplierOrderId: string, now: Date): Promise<SupplierOrder> {
  const { side, role } = await requireSupplierOrderSide(db, user, supplierOrderId);
  return loadSupplierOrder(db, supplierOrderId, side, now, mayRelease(role));
}

export async function getVenueOrders(db: Database, user: ApiUser, venueIdOrSlug: string, query: VenueOrderQuery): Promise<VenueOrderList> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const rows = await listVenueOrders(db, venue.id, {
    ...query,
    timeZone: venue.timeZone,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      status: orderStatusOf(row.supplierOrders.map((so) => so.status)),
      placedBy: personOf(row.placedById, row.placedByName, row.placedByEmail),
      supplierOrders: row.supplierOrders,
      totalCents: row.totalCents,
      currency: row.currency,
      unreadMessages: row.unreadMessages,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
  };
}

const STATUSES: readonly SupplierOrderStatus[] = ['held', 'submitted', 'accepted', 'dispatched', 'delivered', 'rejected', 'cancelled'];

export async function getSupplierOrders(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: SupplierOrderQuery,
): Promise<SupplierOrderList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const filter = { ...query, timeZone: supplier.timeZone };
  const [rows, counts] = await Promise.all([
    listSupplierOrders(db, supplier.id, { ...filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countSupplierOrdersByStatus(db, supplier.id, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
      status: row.status,
      ending: row.ending,
      createdAt: row.createdAt.toISOString(),
      requestedDeliveryDate: row.requestedDeliveryDate,
      lineCount: row.lineCount,
      totalCents: row.totalCents,
      currency: row.currency,
      paidAt: row.paidAt?.toISOString() ?? null,
      unreadMessages: row.unreadMessages,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
    counts: Object.fromEntries(
      STATUSES.map((status) => [status, counts.find((row) => row.status === status)?.total ?? 0]),
    ) as SupplierOrderList['counts'],
  };
}

export async function getServedVenues(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<ServedVenueList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const rows = await listServedVenues(db, supplier.id);
  return {
    currency: supplier.currency,
    items: rows.map((row) => ({
      venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName, logoUrl: row.venueLogoUrl },
      orderCount: row.orderCount,
      lastOrderAt: row.lastOrderAt.toISOString(),
      spendCents: row.spendCents,
    })),
  };
}
