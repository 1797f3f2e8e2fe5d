import { and, asc, eq, isNull } from 'drizzle-orm';
import { onTapEntries, products, supplierOrders, type Database } from '@tapline/db';

// Test set-up the API has no call for: an order delivered long ago, a product that left the catalogue.

export async function backdateSupplierOrder(db: Database, supplierOrderId: string, at: Date) {
  await db.update(supplierOrders).set({ createdAt: at, updatedAt: at }).where(eq(supplierOrders.id, supplierOrderId));
}

export async function setProductStatus(db: Database, productId: string, status: 'active' | 'archived' | 'draft') {
  await db.update(products).set({ status }).where(eq(products.id, productId));
}

/** The venue's current entries as PUT …/available-at/order wants them (for the authorization matrix). */
export async function currentOnTapOrder(db: Database, venueId: string) {
  const rows = await db
    .select({ id: onTapEntries.id, status: onTapEntries.status })
    .from(onTapEntries)
    .where(and(eq(onTapEntries.venueId, venueId), isNull(onTapEntries.kickedAt)))
    .orderBy(asc(onTapEntries.position), asc(onTapEntries.id));
  return {
    pouring: rows.filter((row) => row.status === 'pouring').map((row) => row.id),
    next: rows.filter((row) => row.status === 'next').map((row) => row.id),
  };
}
