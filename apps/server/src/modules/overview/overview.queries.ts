import { and, asc, between, count, desc, eq, gte, inArray, min, notInArray, sql } from 'drizzle-orm';
import {
  cartItems,
  memberships,
  onTapEntries,
  orderLines,
  orders,
  organisations,
  products,
  skus,
  supplierOrders,
  venuePrices,
  type Database,
} from '@tapline/db';

const OPEN_STATUSES = ['submitted', 'accepted', 'dispatched'] as const;
const REFUSED_STATUSES = ['rejected', 'cancelled'] as const;

export async function countTeam(db: Database, organisationId: string) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organisationId, organisationId));
  return row?.total ?? 0;
}

// ---- venue ----

export async function countOpenSupplierOrdersOfVenue(db: Database, venueId: string) {
  return db
    .select({ status: supplierOrders.status, total: count() })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(and(eq(orders.venueId, venueId), inArray(supplierOrders.status, [...OPEN_STATUSES])))
    .groupBy(supplierOrders.status);
}

/** Open supplier orders to be delivered between two dates (inclusive), soonest first; `total` counts them all. */
export async function listDeliveriesDue(db: Database, venueId: string, from: string, to: string, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      supplierOrderId: supplierOrders.id,
      supplierName: organisations.name,
      requestedDeliveryDate: orders.requestedDeliveryDate,
      status: supplierOrders.status,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .where(
      and(eq(orders.venueId, venueId), inArray(supplierOrders.status, [...OPEN_STATUSES]), between(orders.requestedDeliveryDate, from, to)),
    )
    .orderBy(asc(orders.requestedDeliveryDate), asc(orders.number), asc(organisations.name))
    .limit(limit);
}

/** One user's cart at one venue, priced as checkout would (the venue's own price first). */
export async function summariseCart(db: Database, userId: string, venueId: string) {
  const [row] = await db
    .select({
      lineCount: count(),
      unitCount: sql<number>`coalesce(sum(${cartItems.qty}), 0)`.mapWith(Number),
      supplierCount: sql<number>`count(distinct ${skus.supplierId})`.mapWith(Number),
      subtotalCents: sql<number>`coalesce(sum(coalesce(${venuePrices.unitPriceCents}, ${skus.unitPriceCents}) * ${cartItems.qty}), 0)`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .leftJoin(venuePrices, and(eq(venuePrices.venueId, cartItems.venueId), eq(venuePrices.skuId, cartItems.skuId)))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.venueId, venueId)));
  return row ?? { lineCount: 0, unitCount: 0, supplierCount: 0, subtotalCents: 0 };
}

/** The venue's taps, most recently changed first; `total` counts them all. */
export async function listRecentTaps(db: Database, venueId: string, limit: number) {
  return db
    .select({
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      tapNumber: onTapEntries.tapNumber,
      since: onTapEntries.since,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(onTapEntries)
    .innerJoin(products, eq(products.id, onTapEntries.productId))
    .where(eq(onTapEntries.venueId, venueId))
    .orderBy(desc(onTapEntries.since), asc(onTapEntries.tapNumber))
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

// ---- supplier ----

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

export async function countProductsByStatus(db: Database, supplierId: string) {
  return db.select({ status: products.status, total: count() }).from(products).where(eq(products.supplierId, supplierId)).groupBy(products.status);
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

