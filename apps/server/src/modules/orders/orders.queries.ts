import { and, asc, count, desc, eq, gte, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SupplierOrderStatus } from '@tapline/contracts';
import {
  addresses,
  memberships,
  notificationPreferences,
  orderEvents,
  orderLines,
  orders,
  organisations,
  profiles,
  skus,
  supplierOrders,
  type Database,
} from '@tapline/db';
import { addressColumns } from '../shared/organisation-conditions.queries';

// Reads of orders and supplier orders (docs/domain.md, Order lifecycle). The dashboards' overviews compose them through orders.service.

const OPEN_STATUSES = ['submitted', 'accepted', 'dispatched'] as const;
const REFUSED_STATUSES = ['rejected', 'cancelled'] as const;

// ---- a venue's orders ----

export async function countOpenSupplierOrdersOfVenue(db: Database, venueId: string) {
  return db
    .select({ status: supplierOrders.status, total: count() })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(and(eq(orders.venueId, venueId), inArray(supplierOrders.status, [...OPEN_STATUSES])))
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
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      currency: orders.currency,
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
    .where(
      and(
        eq(supplierOrders.supplierId, supplierId),
        gte(supplierOrders.createdAt, since),
        notInArray(supplierOrders.status, [...REFUSED_STATUSES]),
      ),
    )
    .groupBy(orderLines.productId, orderLines.productName)
    .orderBy(desc(qty), asc(orderLines.productName))
    .limit(limit);
}

export async function listTopVenues(db: Database, supplierId: string, since: Date, limit: number) {
  const spend = sql<number>`sum(${supplierOrders.subtotalCents})`.mapWith(Number);
  return db
    .select({ venueId: organisations.id, slug: organisations.slug, name: organisations.name, spendCents: spend, orderCount: count() })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, orders.venueId))
    .where(
      and(
        eq(supplierOrders.supplierId, supplierId),
        gte(supplierOrders.createdAt, since),
        notInArray(supplierOrders.status, [...REFUSED_STATUSES]),
      ),
    )
    .groupBy(organisations.id, organisations.slug, organisations.name)
    .orderBy(desc(spend), asc(organisations.name))
    .limit(limit);
}

export async function listRecentSupplierOrders(db: Database, supplierId: string, limit: number) {
  return db
    .select({
      supplierOrderId: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      venueName: organisations.name,
      createdAt: supplierOrders.createdAt,
      status: supplierOrders.status,
      totalCents: supplierOrders.totalCents,
      currency: orders.currency,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, orders.venueId))
    .where(eq(supplierOrders.supplierId, supplierId))
    .orderBy(desc(supplierOrders.createdAt), desc(orders.number))
    .limit(limit);
}

// ---- one order ----

const venues = alias(organisations, 'venue');
const placedByProfile = alias(profiles, 'placed_by_profile');

/** The supplier orders of an order (`orderId`), or one supplier order (`supplierOrderId`), with their order's fields. */
export async function listSupplierOrdersOf(db: Database, where: { orderId: string } | { supplierOrderId: string }) {
  return db
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
      venueId: venues.id,
      venueSlug: venues.slug,
      venueName: venues.name,
      placedById: placedByProfile.id,
      placedByName: placedByProfile.name,
      placedByEmail: placedByProfile.email,
      status: supplierOrders.status,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      askedDeliveryDate: supplierOrders.askedDeliveryDate,
      // the days it could be delivered on (the supplier's rules, the venue's days)
      deliveryRules: {
        deliveryWeekdays: organisations.deliveryWeekdays,
        orderCutoffTime: organisations.orderCutoffTime,
        leadDays: organisations.leadDays,
      },
      venueTimeZone: venues.timeZone,
      venueNote: supplierOrders.venueNote,
      supplierNote: supplierOrders.supplierNote,
      paidAt: supplierOrders.paidAt,
      partPaidAt: supplierOrders.partPaidAt,
      subtotalCents: supplierOrders.subtotalCents,
      taxCents: supplierOrders.taxCents,
      totalCents: supplierOrders.totalCents,
      createdAt: supplierOrders.createdAt,
      updatedAt: supplierOrders.updatedAt,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .leftJoin(placedByProfile, eq(placedByProfile.id, orders.placedBy))
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
    })
    .from(orderLines)
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

/** Who may see a supplier order: its supplier and its venue. */
export async function findSupplierOrderParties(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select({
      id: supplierOrders.id,
      orderId: supplierOrders.orderId,
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

// ---- transitions ----

/** Sets the status (the caller holds the row's lock, taken by lockSupplierOrder, and checked the status it had). */
export async function setSupplierOrderStatus(db: Database, id: string, status: SupplierOrderStatus, supplierNote?: string) {
  await db
    .update(supplierOrders)
    .set({ status, updatedAt: sql`now()`, ...(supplierNote !== undefined ? { supplierNote } : {}) })
    .where(eq(supplierOrders.id, id));
}

export async function insertOrderEvent(db: Database, event: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(event);
}

/** The row's lock, and what a step checks under it: its status, its delivery day, whether Xero says it is (part) paid. */
export async function lockSupplierOrder(db: Database, id: string) {
  const [row] = await db
    .select({
      status: supplierOrders.status,
      orderId: supplierOrders.orderId,
      supplierId: supplierOrders.supplierId,
      venueId: orders.venueId,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      askedDeliveryDate: supplierOrders.askedDeliveryDate,
      paidAt: supplierOrders.paidAt,
      partPaidAt: supplierOrders.partPaidAt,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(eq(supplierOrders.id, id))
    .for('update', { of: supplierOrders });
  return row;
}

export async function listLinesForUpdate(db: Database, supplierOrderId: string) {
  return db
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      qty: orderLines.qty,
      unitPriceCents: orderLines.unitPriceCents,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
    })
    .from(orderLines)
    .where(eq(orderLines.supplierOrderId, supplierOrderId))
    .for('update');
}

export async function setLineQty(db: Database, lineId: string, qty: number, lineTotalCents: number) {
  await db.update(orderLines).set({ qty, lineTotalCents }).where(eq(orderLines.id, lineId));
}

/** Puts units back on hand where the SKU tracks stock (a line marked unavailable, a cancelled order). */
export async function returnStock(db: Database, returns: { skuId: string; qty: number }[]) {
  for (const item of returns) {
    if (item.qty > 0)
      await db
        .update(skus)
        .set({ stockOnHand: sql`${skus.stockOnHand} + ${item.qty}` })
        .where(and(eq(skus.id, item.skuId), sql`${skus.stockOnHand} is not null`));
  }
}

export async function setSupplierOrderTotals(db: Database, id: string, totals: { subtotalCents: number; taxCents: number }) {
  await db
    .update(supplierOrders)
    .set({ subtotalCents: totals.subtotalCents, taxCents: totals.taxCents, totalCents: totals.subtotalCents + totals.taxCents })
    .where(eq(supplierOrders.id, id));
}

/** The order's totals are its supplier orders' sums. */
export async function refreshOrderTotals(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({
      subtotalCents: sql`(select coalesce(sum(${supplierOrders.subtotalCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
      taxCents: sql`(select coalesce(sum(${supplierOrders.taxCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
      totalCents: sql`(select coalesce(sum(${supplierOrders.totalCents}), 0) from ${supplierOrders} where ${supplierOrders.orderId} = ${orderId})`,
    })
    .where(eq(orders.id, orderId));
}

/** A member's own preferences row for the organisation (none: every mail on; the notification centre's table). */
const preferencesOfMember = and(
  eq(notificationPreferences.userId, memberships.userId),
  eq(notificationPreferences.organisationId, memberships.organisationId),
);

/**
 * The members of an organisation to tell of an order's status change: their addresses, the one who placed it first;
 * those who turned status-change mail off are left out.
 */
export async function listMemberEmails(db: Database, organisationId: string, firstUserId: string | null) {
  return db
    .select({ email: profiles.email, name: profiles.name })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(eq(memberships.organisationId, organisationId), sql`coalesce(${notificationPreferences.statusChanges}, true)`))
    .orderBy(sql`${profiles.id} = ${firstUserId ?? sql`null`} desc nulls last`, asc(profiles.email));
}

/**
 * The members of several organisations at once (a new order's suppliers), each by email within its organisation;
 * those who turned new-order mail off are left out.
 */
export async function listMemberEmailsOf(db: Database, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({ organisationId: memberships.organisationId, email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .leftJoin(notificationPreferences, preferencesOfMember)
    .where(and(inArray(memberships.organisationId, organisationIds), sql`coalesce(${notificationPreferences.newOrders}, true)`))
    .orderBy(asc(memberships.organisationId), asc(profiles.email));
}
