import { asc, inArray } from 'drizzle-orm';
import { products, skus, type Database } from '@tapline/db';

/** The products with their SKUs at list price, as a product.changed event shows them (two statements). */
export async function listProductSnapshots(tx: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  const heads = await tx
    .select({ productId: products.id, supplierId: products.supplierId, name: products.name, slug: products.slug, status: products.status })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const packs = await tx
    .select({
      productId: skus.productId,
      skuId: skus.id,
      code: skus.code,
      name: skus.name,
      listPriceCents: skus.unitPriceCents,
      status: skus.status,
    })
    .from(skus)
    .where(inArray(skus.productId, [...productIds]))
    .orderBy(asc(skus.sortOrder), asc(skus.id));
  return heads.map((head) => ({
    ...head,
    skus: packs.filter((pack) => pack.productId === head.productId).map(({ productId: _, ...pack }) => pack),
  }));
}
