import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { organisations, productImages, products, type Database } from '@tapline/db';
import { UPLOADS_PATH } from '../../shared/upload-urls';

export type ProductImageRow = typeof productImages.$inferSelect;

/** the product's supplier, by the product's id */
export async function findProductSupplier(db: Database, productId: string) {
  const [row] = await db.select({ id: products.id, supplierId: products.supplierId }).from(products).where(eq(products.id, productId));
  return row;
}

/** Locks the product's row until the transaction ends: image changes of one product happen one at a time. */
export async function lockProduct(tx: Database, productId: string): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return row !== undefined;
}

export async function countProductImages(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

export async function listProductImageRows(db: Database, productId: string): Promise<ProductImageRow[]> {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
}

export async function insertProductImage(tx: Database, values: Omit<typeof productImages.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await tx.insert(productImages).values(values).returning();
  return row!;
}

export async function updateProductImageAlt(db: Database, productId: string, imageId: string, altText: string) {
  const [row] = await db
    .update(productImages)
    .set({ altText })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row;
}

/** Removes the image and closes the gap it leaves, so positions stay 0…n-1. */
export async function deleteProductImage(tx: Database, productId: string, imageId: string) {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(productImages)
    .set({ position: sql`${productImages.position} - 1` })
    .where(and(eq(productImages.productId, productId), sql`${productImages.position} > ${row.position}`));
  return row;
}

/** Gives each image its index in `imageIds` as its position (the unique position is checked at commit). */
export async function setProductImagePositions(tx: Database, productId: string, imageIds: string[]) {
  const cases = sql.join(
    imageIds.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
    sql` `,
  );
  await tx
    .update(productImages)
    .set({ position: sql`case ${productImages.id} ${cases} end` })
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, imageIds)));
}

/**
 * Holds a lock per storage key until the transaction ends (PostgreSQL advisory locks, taken in one order so two
 * callers can't deadlock): the file of a key is written, referenced or removed by one transaction at a time.
 */
export async function lockStorageKeys(tx: Database, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${key}`}, 0))`);
  }
}

/** The keys some row still refers to: a product image's size, or an organisation's logo. */
export async function referencedStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const urls = keys.map((key) => `${UPLOADS_PATH}${key}`);
  const images = await db
    .select({ thumbnail: productImages.thumbnailKey, card: productImages.cardKey, detail: productImages.detailKey })
    .from(productImages)
    .where(sql`${productImages.thumbnailKey} in ${keys} or ${productImages.cardKey} in ${keys} or ${productImages.detailKey} in ${keys}`);
  const logos = await db.select({ logoUrl: organisations.logoUrl }).from(organisations).where(inArray(organisations.logoUrl, urls));
  const referenced = new Set<string>();
  for (const row of images) for (const key of [row.thumbnail, row.card, row.detail]) referenced.add(key);
  for (const row of logos) referenced.add(row.logoUrl!.slice(UPLOADS_PATH.length));
  return new Set(keys.filter((key) => referenced.has(key)));
}
