import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { orders, organisations, supplierOrders } from '@tapline/db';

// A supplier order with its parties, as the orders, their lists, delivery days, the daily digest and Xero's
// invoices read it: its order, the venue the order is for (`orderVenues`) and its supplier (the organisations
// table itself). The queries are made with `$dynamic()` so that these joins can be added to them.

/** The organisations table again, as the venue of a supplier order's order. */
export const orderVenues = alias(organisations, 'venue');

/** Joins a query over supplier orders to their order and its venue. */
export function joinOrderVenue<Query extends PgSelect>(query: Query) {
  return query.innerJoin(orders, eq(orders.id, supplierOrders.orderId)).innerJoin(orderVenues, eq(orderVenues.id, orders.venueId));
}

/** Joins a query over supplier orders to their order, its venue and their supplier. */
export function joinOrderParties<Query extends PgSelect>(query: Query) {
  return joinOrderVenue(query).innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId));
}
