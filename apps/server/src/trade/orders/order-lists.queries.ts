import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderEnding, OrderStatus, SupplierOrderStatus } from '@tapline/contracts';
import { orderEvents, orderLines, orders, organisations, profiles, supplierOrders, type Database } from '@tapline/db';
import { unreadMessagesOf } from '../../shared/order-message-conditions.queries';
import { joinOrderVenue, orderVenues } from '../../shared/supplier-order-joins.queries';

// The order lists: a venue's orders with their supplier orders, Orders In with its tabs' counts, and the
// venues a supplier serves. A supplier order rejected or cancelled carries how it ended.

/** An order number as typed: "TL-001234", "tl-1234" or "1234" all find TL-001234. */
function orderNumberCondition(q: string) {
  const digits = /^(?:tl-?)?0*(\d{1,9})$/i.exec(q.trim())?.[1];
  return digits ? eq(orders.number, `TL-${digits.padStart(6, '0')}`) : undefined;
}

function localDayRange(column: typeof orders.createdAt | typeof supplierOrders.createdAt, timeZone: string, from?: string, to?: string) {
  const day = sql`(${column} at time zone ${timeZone})::date`;
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}

/**
 * An order's derived status (docs/domain.md, Order status; decision 0128) as a condition over its supplier orders, for
 * HAVING; a held one reads as submitted (shared/order-status.ts).
 */
function derivedStatusCondition(status: OrderStatus) {
  const allSubmitted = sql`bool_and(${supplierOrders.status} in ('held', 'submitted'))`;
  const allRejected = sql`bool_and(${supplierOrders.status} = 'rejected')`;
  const allRefused = sql`bool_and(${supplierOrders.status} in ('rejected', 'cancelled'))`;
  const allEnded = sql`bool_and(${supplierOrders.status} in ('delivered', 'rejected', 'cancelled'))`;
  switch (status) {
    case 'submitted':
      return allSubmitted;
    case 'rejected':
      return allRejected;
    case 'cancelled':
      return sql`${allRefused} and not ${allRejected}`;
    case 'completed':
      return sql`${allEnded} and not ${allRefused}`;
    case 'in_progress':
      return sql`not ${allSubmitted} and not ${allEnded}`;
  }
}

const isoTime = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * How the row's supplier order ended, when it was rejected or cancelled: the step that ended it (its side, its
 * person's name, its reason) as JSON; null otherwise. Aliased inside, so it sits in a query that joins profiles too.
 */
const endingOfSupplierOrder = sql<OrderEnding | null>`(
  select json_build_object('by', e.actor_side, 'person', coalesce(nullif(p.name, ''), p.email), 'reason', e.note, 'at', ${isoTime(sql`e.at`)})
  from ${orderEvents} e left join ${profiles} p on p.id = e.actor_id
  where e.supplier_order_id = ${supplierOrders.id} and e.to_status = ${supplierOrders.status} and ${supplierOrders.status} in ('rejected', 'cancelled')
  order by e.at desc, e.id desc limit 1)`;

/** How both sides' lists search: a number or the other side's name, the days placed (the asker's), unread messages only. */
interface OrderListFilter {
  q?: string;
  from?: string;
  to?: string;
  unread?: boolean;
  timeZone: string;
}
interface Page {
  limit: number;
  offset: number;
}

/** What names an order in a venue's lists: its number, when it was placed, its total. */
export const venueOrderHeadColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  currency: orders.currency,
};

export async function listVenueOrders(db: Database, venueId: string, filter: OrderListFilter & { status?: OrderStatus } & Page) {
  const unread = unreadMessagesOf(supplierOrders.id, 'venue');
  const byNumber = filter.q ? orderNumberCondition(filter.q) : undefined;
  const search = filter.q
    ? (byNumber ??
      sql`exists (select 1 from ${supplierOrders} so join ${organisations} s on s.id = so.supplier_id where so.order_id = ${orders.id} and s.name ilike ${`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`})`)
    : undefined;
  return db
    .select({
      ...venueOrderHeadColumns,
      placedById: profiles.id,
      placedByName: profiles.name,
      placedByEmail: profiles.email,
      supplierOrders: sql<
        {
          id: string;
          supplierName: string;
          status: SupplierOrderStatus;
          ending: OrderEnding | null;
          requestedDeliveryDate: string | null;
          paidAt: string | null;
          unreadMessages: number;
        }[]
      >`json_agg(json_build_object(
        'id', ${supplierOrders.id}, 'supplierName', ${organisations.name}, 'status', ${supplierOrders.status}, 'ending', ${endingOfSupplierOrder},
        'requestedDeliveryDate', ${supplierOrders.requestedDeliveryDate}, 'paidAt', ${isoTime(supplierOrders.paidAt)},
        'unreadMessages', ${unread}) order by ${organisations.name})`,
      unreadMessages: sql<number>`sum(${unread})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(supplierOrders, eq(supplierOrders.orderId, orders.id))
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .leftJoin(profiles, eq(profiles.id, orders.placedBy))
    .where(and(eq(orders.venueId, venueId), search, localDayRange(orders.createdAt, filter.timeZone, filter.from, filter.to)))
    .groupBy(orders.id, profiles.id)
    .having(and(filter.status ? derivedStatusCondition(filter.status) : undefined, filter.unread ? sql`sum(${unread}) > 0` : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(filter.limit)
    .offset(filter.offset);
}

function supplierOrderConditions(supplierId: string, filter: OrderListFilter & { venueId?: string }) {
  const byNumber = filter.q ? orderNumberCondition(filter.q) : undefined;
  const search = filter.q ? (byNumber ?? sql`${orderVenues.name} ilike ${`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`}`) : undefined;
  return and(
    eq(supplierOrders.supplierId, supplierId),
    filter.venueId ? eq(orders.venueId, filter.venueId) : undefined,
    search,
    localDayRange(supplierOrders.createdAt, filter.timeZone, filter.from, filter.to),
    filter.unread ? sql`${unreadMessagesOf(supplierOrders.id, 'supplier')} > 0` : undefined,
  );
}

/** Orders In: new and held ones oldest first (the queues), the others newest first. */
export async function listSupplierOrders(
  db: Database,
  supplierId: string,
  filter: OrderListFilter & { status?: SupplierOrderStatus; venueId?: string } & Page,
) {
  const queue = filter.status === 'submitted' || filter.status === 'held';
  const query = db
    .select({
      id: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      venueId: orderVenues.id,
      venueSlug: orderVenues.slug,
      venueName: orderVenues.name,
      status: supplierOrders.status,
      ending: endingOfSupplierOrder,
      createdAt: supplierOrders.createdAt,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      lineCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.supplierOrderId} = ${supplierOrders.id})`.mapWith(
        Number,
      ),
      totalCents: supplierOrders.totalCents,
      currency: orders.currency,
      paidAt: supplierOrders.paidAt,
      unreadMessages: unreadMessagesOf(supplierOrders.id, 'supplier'),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderVenue(query)
    .where(and(supplierOrderConditions(supplierId, filter), filter.status ? eq(supplierOrders.status, filter.status) : undefined))
    .orderBy(queue ? asc(supplierOrders.createdAt) : desc(supplierOrders.createdAt), queue ? asc(orders.number) : desc(orders.number))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countSupplierOrdersByStatus(db: Database, supplierId: string, filter: OrderListFilter & { venueId?: string }) {
  const query = db.select({ status: supplierOrders.status, total: count() }).from(supplierOrders).$dynamic();
  return joinOrderVenue(query).where(supplierOrderConditions(supplierId, filter)).groupBy(supplierOrders.status);
}

/** The venues a supplier has had orders from: count, last order, spend ex GST (refused orders don't count). */
export async function listServedVenues(db: Database, supplierId: string) {
  const spend =
    sql<number>`coalesce(sum(${supplierOrders.subtotalCents}) filter (where ${supplierOrders.status} not in ('rejected', 'cancelled')), 0)`.mapWith(
      Number,
    );
  const query = db
    .select({
      venueId: orderVenues.id,
      venueSlug: orderVenues.slug,
      venueName: orderVenues.name,
      venueLogoUrl: orderVenues.logoUrl,
      orderCount: count(),
      lastOrderAt: sql<Date>`max(${supplierOrders.createdAt})`.mapWith((value: string | Date) => new Date(value)),
      spendCents: spend,
    })
    .from(supplierOrders)
    .$dynamic();
  return joinOrderVenue(query)
    .where(eq(supplierOrders.supplierId, supplierId))
    .groupBy(orderVenues.id)
    .orderBy(desc(sql`max(${supplierOrders.createdAt})`), asc(orderVenues.name));
}
