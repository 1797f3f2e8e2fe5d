import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, organisations, supplierOrders, type Database } from '@tapline/db';
import { deliveryRuleColumns } from '../../shared/organisation-conditions.queries';

// A supplier order's delivery day when its supplier accepts it on another day (decision 0129).

const venues = alias(organisations, 'venue');

/** What decides the days a supplier order can be delivered on: its supplier's rules, in its venue's time zone. */
export async function findDeliveryRulesOf(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select({
      rules: deliveryRuleColumns,
      venueTimeZone: venues.timeZone,
      venueName: venues.name,
    })
    .from(supplierOrders)
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

/** The new day, keeping the one the venue asked for (the caller holds the row's lock). */
export async function moveDeliveryDate(db: Database, supplierOrderId: string, date: string, askedDate: string | null) {
  await db
    .update(supplierOrders)
    .set({ requestedDeliveryDate: date, askedDeliveryDate: askedDate })
    .where(eq(supplierOrders.id, supplierOrderId));
}
