import { eq } from 'drizzle-orm';
import { kegCollections, supplierOrders, type Database } from '@tapline/db';

// What the pick lists' and exports' tests set straight in the database.

/** The zone a supplier order is delivered in (checkout sets it from the venue's address; here, by hand). */
export async function setSupplierOrderZoneTesting(db: Database, supplierOrderId: string, zoneId: string | null) {
  await db.update(supplierOrders).set({ zoneId }).where(eq(supplierOrders.id, supplierOrderId));
}

/** An open collection request of the pair for a day. */
export async function insertCollectionForDayTesting(
  db: Database,
  pair: { supplierId: string; venueId: string },
  values: { kegTypeId: string; qty: number; requestedFor: string },
) {
  await db.insert(kegCollections).values({
    ...pair,
    status: 'requested',
    requestedFor: values.requestedFor,
    requested: [{ kegTypeId: values.kegTypeId, qty: values.qty }],
    requestedAt: new Date(),
  });
}
