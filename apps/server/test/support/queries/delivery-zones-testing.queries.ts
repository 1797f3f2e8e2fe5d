import { and, eq } from 'drizzle-orm';
import { deliveryZoneLocalities, deliveryZones, supplierOrders, tradeAccounts, type Database } from '@tapline/db';

// What the delivery zones' tests set and read straight in the database.

let zonesMade = 0;

/** A zone of the supplier with a name and a postcode of its own (8000 on: no real venue's), delivering on Mondays. */
export async function insertZoneTesting(db: Database, supplierId: string) {
  zonesMade += 1;
  const name = `Zone ${zonesMade}`;
  const postcode = String(8000 + (zonesMade % 1000));
  const [row] = await db
    .insert(deliveryZones)
    .values({ supplierId, name, deliveryWeekdays: [1] })
    .returning({ id: deliveryZones.id });
  await db.insert(deliveryZoneLocalities).values({ zoneId: row!.id, supplierId, postcode });
  return { id: row!.id, name, postcode };
}

/** An active trade account of the venue with the supplier, naming `zoneId` over its address's zone. */
export async function insertTradeAccountTesting(db: Database, values: { supplierId: string; venueId: string; zoneId: string | null }) {
  const [row] = await db.insert(tradeAccounts).values(values).returning({ id: tradeAccounts.id });
  return row!.id;
}

export async function tradeAccountZoneTesting(db: Database, supplierId: string, venueId: string) {
  const [row] = await db
    .select({ zoneId: tradeAccounts.zoneId })
    .from(tradeAccounts)
    .where(and(eq(tradeAccounts.supplierId, supplierId), eq(tradeAccounts.venueId, venueId)));
  return row?.zoneId;
}

/** The zone a supplier order was placed in, and its fee, as stored. */
export async function supplierOrderZoneTesting(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select({ zoneId: supplierOrders.zoneId, deliveryFeeCents: supplierOrders.deliveryFeeCents })
    .from(supplierOrders)
    .where(eq(supplierOrders.id, supplierOrderId));
  return row;
}
