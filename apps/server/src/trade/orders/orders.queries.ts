import { and, asc, count, desc, eq, gte, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addresses,
  kegTypes,
  orderEvents,
  orderLines,
  orders,
  organisations,
  profiles,
  standingOccurrences,
  supplierOrders,
  orderLineKegColumns,
  type Database,
} from '@tapline/db';
import { addressColumns, deliveryRuleColumns } from '../../shared/organisation-conditions.queries';
import { joinOrderParties, joinOrderVenue, orderVenues } from '../../shared/supplier-order-joins.queries';
import { hasTaxInvoice } from '../../shared/tax-invoice-conditions.queries';
import { openOrderChangeCount } from '../../shared/order-change-conditions.queries';
import { venueOrderHeadColumns } from './order-lists.queries';

// Reads of orders and supplier orders (docs/domain.md, Order lifecycle). The dashboards' overviews compose them through orders.service.

const OPEN_STATUSES = ['submitted', 'accepted', 'dispatched'] as const;
const REFUSED_STATUSES = ['rejected', 'cancelled'] as const;

// ---- a venue's orders ----

export async function countOpenSupplierOrdersOfVenue(db: Database, venueId: string) {
  return db
    .select({ status: supplierOrders.status, total: count() })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(and(eq(orders.venueId, venueId), inArray(supplierOrders.status, ['held', ...OPEN_STATUSES])))
    .groupBy(supplierOrders.status);
}

/**
 * Open supplier orders asked for by `until` (inclusive), overdue ones too (asked for before `today` and still not
 * delivered), soonest first. The counts ride on every row and cover the whole window, not just the page.
 */
export async function listDeliveriesDue(db: Database, venueId: string, today: string, until: string, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      supplierOrderId: supplierOrders.id,
      supplierName: organisations.name,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      status: supplierOrders.status,
      overdue: sql<boolean>`${supplierOrders.requestedDeliveryDate} < ${today}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      dueToday: sql<number>`count(*) filter (where ${supplierOrders.requestedDeliveryDate} = ${today}) over ()`.mapWith(Number),
      overdueCount: sql<number>`count(*) filter (where ${supplierOrders.requestedDeliveryDate} < ${today}) over ()`.mapWith(Number),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .where(
      and(
        eq(orders.venueId, venueId),
        inArray(supplierOrders.status, [...OPEN_STATUSES]),
        lte(supplierOrders.requestedDeliveryDate, until),
      ),
    )
    .orderBy(asc(supplierOrders.requestedDeliveryDate), asc(orders.number), asc(organisations.name))
    .limit(limit);
}

/** The venue's latest orders with their supplier orders' statuses and suppliers' names (one query). */
export async function listRecentVenueOrders(db: Database, venueId: string, limit: number) {
  return db
    .select({
      ...venueOrderHeadColumns,
      statuses: sql<string[]>`json_agg(${supplierOrders.status})`,
      supplierNames: sql<string[]>`json_agg(${organisations.name} order by ${organisations.name})`,
    })
    .from(orders)
    .innerJoin(supplierOrders, eq(supplierOrders.orderId, orders.id))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .where(eq(orders.venueId, venueId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
}

// ---- a supplier's orders ----

export async function summariseNewOrders(db: Database, supplierId: string) {
  const [row] = await db
    .select({ count: count(), oldestSince: min(supplierOrders.createdAt) })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.supplierId, supplierId), eq(supplierOrders.status, 'submitted')));
  return { count: row?.count ?? 0, oldestSince: row?.oldestSince ?? null };
}

/**
 * The supplier's held orders, oldest first (they wait for its credit decision, decision 0170): the first `limit`, the
 * count of all on every row.
 */
export async function listHeldOrders(db: Database, supplierId: string, limit: number) {
  const query = db
    .select({
      supplierOrderId: supplierOrders.id,
      orderNumber: orders.number,
      venueName: orderVenues.name,
      heldReason: sql<string>`coalesce(${supplierOrders.heldReason}, '')`,
      totalCents: supplierOrders.totalCents,
      currency: orders.currency,
      createdAt: supplierOrders.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderVenue(query)
    .where(and(eq(supplierOrders.supplierId, supplierId), eq(supplierOrders.status, 'held')))
    .orderBy(asc(supplierOrders.createdAt), asc(orders.number))
    .limit(limit);
}

/** Accepted supplier orders, and how many of them were asked for by `today` (or earlier). */
export async function summariseToDispatch(db: Database, supplierId: string, today: string) {
  const [row] = await db
    .select({
      acceptedCount: count(),
      dueToday: sql<number>`count(*) filter (where ${supplierOrders.requestedDeliveryDate} <= ${today})`.mapWith(Number),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(and(eq(supplierOrders.supplierId, supplierId), eq(supplierOrders.status, 'accepted')));
  return { acceptedCount: row?.acceptedCount ?? 0, dueToday: row?.dueToday ?? 0 };
}

/** The supplier's sales since `since`: its supplier orders placed since then, neither rejected nor cancelled. */
function salesSince(supplierId: string, since: Date) {
  return and(
    eq(supplierOrders.supplierId, supplierId),
    gte(supplierOrders.createdAt, since),
    notInArray(supplierOrders.status, [...REFUSED_STATUSES]),
  );
}

export async function listTopProducts(db: Database, supplierId: string, since: Date, limit: number) {
  const qty = sql<number>`sum(${orderLines.qty})`.mapWith(Number);
  return db
    .select({
      productId: orderLines.productId,
      name: orderLines.productName,
      qty,
      totalCents: sql<number>`sum(${orderLines.lineTotalCents})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .where(salesSince(supplierId, since))
    .groupBy(orderLines.productId, orderLines.productName)
    .orderBy(desc(qty), asc(orderLines.productName))
    .limit(limit);
}

export async function listTopVenues(db: Database, supplierId: string, since: Date, limit: number) {
  const spend = sql<number>`sum(${supplierOrders.subtotalCents})`.mapWith(Number);
  const query = db
    .select({ venueId: orderVenues.id, slug: orderVenues.slug, name: orderVenues.name, spendCents: spend, orderCount: count() })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderVenue(query)
    .where(salesSince(supplierId, since))
    .groupBy(orderVenues.id, orderVenues.slug, orderVenues.name)
    .orderBy(desc(spend), asc(orderVenues.name))
    .limit(limit);
}

export async function listRecentSupplierOrders(db: Database, supplierId: string, limit: number) {
  const query = db
    .select({
      supplierOrderId: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      venueName: orderVenues.name,
      createdAt: supplierOrders.createdAt,
      status: supplierOrders.status,
      totalCents: supplierOrders.totalCents,
      currency: orders.currency,
    })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderVenue(query)
    .where(eq(supplierOrders.supplierId, supplierId))
    .orderBy(desc(supplierOrders.createdAt), desc(orders.number))
    .limit(limit);
}

// ---- one order ----

const placedByProfile = alias(profiles, 'placed_by_profile');

/** The supplier orders of an order (`orderId`), or one supplier order (`supplierOrderId`), with their order's fields. */
export async function listSupplierOrdersOf(db: Database, where: { orderId: string } | { supplierOrderId: string }) {
  const query = db
    .select({
      id: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      orderCreatedAt: orders.createdAt,
      currency: orders.currency,
      orderSubtotalCents: orders.subtotalCents,
      orderTaxCents: orders.taxCents,
      orderTotalCents: orders.totalCents,
      supplierId: organisations.id,
      supplierSlug: organisations.slug,
      supplierName: organisations.name,
      supplierLogoUrl: organisations.logoUrl,
      venueId: orderVenues.id,
      venueSlug: orderVenues.slug,
      venueName: orderVenues.name,
      placedById: placedByProfile.id,
      placedByName: placedByProfile.name,
      placedByEmail: placedByProfile.email,
      status: supplierOrders.status,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      askedDeliveryDate: supplierOrders.askedDeliveryDate,
      // the days it could be delivered on (the supplier's rules, the venue's days)
      deliveryRules: deliveryRuleColumns,
      // and the zone it was placed in, whose rules replace them (decision 0172)
      zoneId: supplierOrders.zoneId,
      venueTimeZone: orderVenues.timeZone,
      venueNote: supplierOrders.venueNote,
      supplierNote: supplierOrders.supplierNote,
      heldReason: supplierOrders.heldReason,
      deliveryFeeCents: supplierOrders.deliveryFeeCents,
      paidAt: supplierOrders.paidAt,
      partPaidAt: supplierOrders.partPaidAt,
      invoiced: hasTaxInvoice(supplierOrders.id),
      version: supplierOrders.version,
      openChanges: openOrderChangeCount(supplierOrders.id),
      subtotalCents: supplierOrders.subtotalCents,
      taxCents: supplierOrders.taxCents,
      totalCents: supplierOrders.totalCents,
      createdAt: supplierOrders.createdAt,
      updatedAt: supplierOrders.updatedAt,
      // the standing order's occurrence that placed it (at most one: a unique index), else nulls
      standingOrderId: standingOccurrences.standingOrderId,
      standingOccurrenceId: standingOccurrences.id,
      standingScheduledDate: standingOccurrences.scheduledDate,
    })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderParties(query)
    .leftJoin(placedByProfile, eq(placedByProfile.id, orders.placedBy))
    .leftJoin(standingOccurrences, eq(standingOccurrences.supplierOrderId, supplierOrders.id))
    .where('orderId' in where ? eq(supplierOrders.orderId, where.orderId) : eq(supplierOrders.id, where.supplierOrderId))
    .orderBy(asc(organisations.name), asc(supplierOrders.id));
}

export type SupplierOrderRow = Awaited<ReturnType<typeof listSupplierOrdersOf>>[number];

/**
 * Where a supplier order goes: the venue's delivery address (its physical one when it set none; the enum orders
 * `delivery` before `physical`) and its phone. Only the supplier order's own answer reads it, not checkout's.
 */
export async function findVenueDeliveryPoint(db: Database, venueId: string) {
  const [row] = await db
    .select({ phone: organisations.contactPhone, address: addressColumns })
    .from(organisations)
    .leftJoin(addresses, and(eq(addresses.organisationId, organisations.id), inArray(addresses.kind, ['delivery', 'physical'])))
    .where(eq(organisations.id, venueId))
    .orderBy(asc(addresses.kind))
    .limit(1);
  return row;
}

export async function listOrderLinesOf(db: Database, supplierOrderIds: string[]) {
  if (supplierOrderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      supplierOrderId: orderLines.supplierOrderId,
      skuId: orderLines.skuId,
      productId: orderLines.productId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      skuCode: orderLines.skuCode,
      unitPriceCents: orderLines.unitPriceCents,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
      qty: orderLines.qty,
      orderedQty: orderLines.orderedQty,
      lineTotalCents: orderLines.lineTotalCents,
      priceSource: orderLines.priceSource,
      priceLabel: orderLines.priceLabel,
      // what was ordered, when an accepted change made the line what is supplied (decision 0181)
      orderedSkuId: orderLines.orderedSkuId,
      orderedProductName: orderLines.orderedProductName,
      orderedSkuName: orderLines.orderedSkuName,
      orderedSkuCode: orderLines.orderedSkuCode,
      orderedUnitPriceCents: orderLines.orderedUnitPriceCents,
      qtyBeforeChange: orderLines.qtyBeforeChange,
      addedByChange: orderLines.addedByChange,
      substitutionPreference: orderLines.substitutionPreference,
      // the keg it was placed with (issue 37): its deposit per keg and rate as they were, its type's name and size now
      ...orderLineKegColumns,
      kegLitres: kegTypes.litres,
    })
    .from(orderLines)
    .leftJoin(kegTypes, eq(kegTypes.id, orderLines.kegTypeId))
    .where(inArray(orderLines.supplierOrderId, supplierOrderIds))
    .orderBy(asc(orderLines.productName), asc(orderLines.skuName), asc(orderLines.id));
}

export async function listOrderEventsOf(db: Database, supplierOrderIds: string[]) {
  if (supplierOrderIds.length === 0) return [];
  return db
    .select({
      id: orderEvents.id,
      supplierOrderId: orderEvents.supplierOrderId,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorId: profiles.id,
      actorName: profiles.name,
      actorEmail: profiles.email,
      actorSide: orderEvents.actorSide,
      note: orderEvents.note,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .leftJoin(profiles, eq(profiles.id, orderEvents.actorId))
    .where(inArray(orderEvents.supplierOrderId, supplierOrderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** Who may see a supplier order (its supplier and its venue), with its order's number (for notices). */
export async function findSupplierOrderParties(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select({
      id: supplierOrders.id,
      supplierOrderId: supplierOrders.id,
      orderId: supplierOrders.orderId,
      orderNumber: orders.number,
      supplierId: supplierOrders.supplierId,
      venueId: orders.venueId,
      status: supplierOrders.status,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

export async function findOrderVenue(db: Database, orderId: string) {
  const [row] = await db.select({ id: orders.id, venueId: orders.venueId }).from(orders).where(eq(orders.id, orderId));
  return row;
}
