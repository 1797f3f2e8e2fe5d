import { asc, eq } from 'drizzle-orm';
import { orderLines, organisations, products, skus, supplierOrders, type Database } from '@tapline/db';

/** An order's lines with whether their SKU can be ordered today (reorder). */
export async function listReorderLines(db: Database, orderId: string) {
  return db
    .select({
      skuId: orderLines.skuId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      orderedQty: orderLines.orderedQty,
      substitutionPreference: orderLines.substitutionPreference,
      skuStatus: skus.status,
      productStatus: products.status,
      supplierStatus: organisations.status,
      supplierName: organisations.name,
    })
    .from(orderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
    .leftJoin(skus, eq(skus.id, orderLines.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .leftJoin(organisations, eq(organisations.id, skus.supplierId))
    .where(eq(supplierOrders.orderId, orderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.skuName));
}
