import { eq, sql } from 'drizzle-orm';
import { kegTypes, orderLines, type Database } from '@tapline/db';

// What the keg types' tests read straight in the database.

/** How many keg types there are, and how many archived: a refusal changes neither. */
export async function kegTypeCountTesting(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      archived: sql<number>`count(${kegTypes.archivedAt})`.mapWith(Number),
    })
    .from(kegTypes);
  return row!;
}

/** What a supplier order's lines snapshot of their kegs, by SKU code. */
export async function orderLineKegsTesting(db: Database, supplierOrderId: string) {
  const rows = await db
    .select({
      skuCode: orderLines.skuCode,
      kegTypeId: orderLines.kegTypeId,
      kegsPerUnit: orderLines.kegsPerUnit,
      depositCents: orderLines.depositCents,
      depositTaxRateBasisPoints: orderLines.depositTaxRateBasisPoints,
    })
    .from(orderLines)
    .where(eq(orderLines.supplierOrderId, supplierOrderId));
  return Object.fromEntries(rows.map(({ skuCode, ...keg }) => [skuCode, keg]));
}

let kegTypesMade = 0;

/** A keg type of the supplier with a name of its own. */
export async function insertKegTypeTesting(db: Database, supplierId: string) {
  kegTypesMade += 1;
  const name = `Keg type ${kegTypesMade}`;
  const [row] = await db.insert(kegTypes).values({ supplierId, name, litres: 50 }).returning({ id: kegTypes.id });
  return { id: row!.id, name };
}
