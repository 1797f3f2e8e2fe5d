import { eq } from 'drizzle-orm';
import { supplierOrders, type Database } from '@tapline/db';
import { deliveryRuleColumns } from '../../shared/organisation-conditions.queries';
import { joinOrderParties, orderVenues } from '../../shared/supplier-order-joins.queries';

// A supplier order's delivery day when its supplier accepts it on another day (decision 0129).

/** What decides the days a supplier order can be delivered on: its supplier's rules, in its venue's time zone. */
export async function findDeliveryRulesOf(db: Database, supplierOrderId: string) {
  const query = db
    .select({
      rules: deliveryRuleColumns,
      venueTimeZone: orderVenues.timeZone,
      venueName: orderVenues.name,
    })
    .from(supplierOrders)
    .$dynamic();
  const [row] = await joinOrderParties(query).where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

/** The new day, keeping the one the venue asked for (the caller holds the row's lock). */
export async function moveDeliveryDate(db: Database, supplierOrderId: string, date: string, askedDate: string | null) {
  await db
    .update(supplierOrders)
    .set({ requestedDeliveryDate: date, askedDeliveryDate: askedDate })
    .where(eq(supplierOrders.id, supplierOrderId));
}
