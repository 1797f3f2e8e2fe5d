import { and, asc, count, desc, eq, gte, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import { orderLines, orders, organisations, supplierOrders, type Database } from '@tapline/db';

// Reads of orders and supplier orders (PRODUCT.md §2). The dashboards' overviews compose them through orders.service.

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
      requestedDeliveryDate: orders.requestedDeliveryDate,
      status: supplierOrders.status,
      overdue: sql<boolean>`${orders.requestedDeliveryDate} < ${today}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      dueToday: sql<number>`count(*) filter (where ${orders.requestedDeliveryDate} = ${today}) over ()`.mapWith(Number),
      overdueCount: sql<number>`count(*) filter (where ${orders.requestedDeliveryDate} < ${today}) over ()`.mapWith(Number),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .where(and(eq(orders.venueId, venueId), inArray(supplierOrders.status, [...OPEN_STATUSES]), lte(orders.requestedDeliveryDate, until)))
    .orderBy(asc(orders.requestedDeliveryDate), asc(orders.number), asc(organisations.name))
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
      dueToday: sql<number>`count(*) filter (where ${orders.requestedDeliveryDate} <= ${today})`.mapWith(Number),
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
    .where(and(eq(supplierOrders.supplierId, supplierId), gte(supplierOrders.createdAt, since), notInArray(supplierOrders.status, [...REFUSED_STATUSES])))
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
    .where(and(eq(supplierOrders.supplierId, supplierId), gte(supplierOrders.createdAt, since), notInArray(supplierOrders.status, [...REFUSED_STATUSES])))
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
