import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { products, productSlugHistory, skus, type Database } from '@tapline/db';

// Set-based reads and writes for the CSV import and export (decision 0082): a few statements per file, not per row.

/** Rows one insert statement carries (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** Every product and SKU of the supplier, one row per SKU (products without SKUs have one row with no SKU). */
export async function exportCatalogueRows(db: Database, supplierId: string) {
  return db
    .select({
      slug: products.slug,
      name: products.name,
      style: products.style,
      description: products.description,
      tags: products.tags,
      abv: products.abv,
      ibu: products.ibu,
      origin: products.origin,
      productStatus: products.status,
      code: skus.code,
      skuName: skus.name,
      unitsPerPack: skus.unitsPerPack,
      volumeMl: skus.volumeMl,
      unitPriceCents: skus.unitPriceCents,
      taxRateBasisPoints: skus.taxRateBasisPoints,
      skuStatus: skus.status,
      stockOnHand: skus.stockOnHand,
    })
    .from(products)
    .leftJoin(skus, eq(skus.productId, products.id))
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(products.name), asc(products.id), asc(skus.sortOrder), asc(skus.code));
}

/** Who holds each slug, now or as a former slug. */
export async function findSlugHolders(db: Database, slugs: string[]) {
  if (slugs.length === 0) return [];
  const current = await db
    .select({
      slug: products.slug,
      productId: products.id,
      supplierId: products.supplierId,
      currentSlug: products.slug,
      status: products.status,
    })
    .from(products)
    .where(inArray(products.slug, slugs));
  const former = await db
    .select({
      slug: productSlugHistory.slug,
      productId: products.id,
      supplierId: products.supplierId,
      currentSlug: products.slug,
      status: products.status,
    })
    .from(productSlugHistory)
    .innerJoin(products, eq(products.id, productSlugHistory.productId))
    .where(inArray(productSlugHistory.slug, slugs));
  return [...current, ...former];
}

/** The supplier's products by lower-cased name (the oldest first), for rows that give a name and no slug. */
export async function findProductsByName(db: Database, supplierId: string, lowerNames: string[]) {
  if (lowerNames.length === 0) return [];
  return db
    .select({ lowerName: sql<string>`lower(${products.name})`, slug: products.slug, status: products.status })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), inArray(sql`lower(${products.name})`, lowerNames)))
    .orderBy(asc(products.createdAt), asc(products.id));
}

export async function findSkusByCode(db: Database, supplierId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: skus.code, id: skus.id, status: skus.status })
    .from(skus)
    .where(and(eq(skus.supplierId, supplierId), inArray(skus.code, codes)));
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Inserts the new products and changes the stored ones (matched by slug, only the supplier's own): only the
 * `columns` the file has are changed on a stored product. Returns each product's id by slug.
 */
export async function upsertProducts(
  db: Database,
  supplierId: string,
  values: (typeof products.$inferInsert)[],
  columns: string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const set: Record<string, SQL> = { version: sql`${products.version} + 1`, updatedAt: sql`now()` };
  for (const column of columns) set[column] = excluded(toSnake(column));
  for (const chunk of chunks(values)) {
    const rows = await db
      .insert(products)
      .values(chunk)
      .onConflictDoUpdate({ target: products.slug, set, setWhere: sql`${products.supplierId} = ${supplierId}` })
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Inserts the new SKUs and changes the stored ones (matched by code within the supplier). */
export async function upsertSkus(db: Database, values: (typeof skus.$inferInsert)[], columns: string[]): Promise<number> {
  const set: Record<string, SQL> = { productId: excluded('product_id'), version: sql`${skus.version} + 1`, updatedAt: sql`now()` };
  for (const column of columns) set[column] = excluded(toSnake(column));
  let written = 0;
  for (const chunk of chunks(values)) {
    const rows = await db
      .insert(skus)
      .values(chunk)
      .onConflictDoUpdate({ target: [skus.supplierId, skus.code], set })
      .returning({ id: skus.id });
    written += rows.length;
  }
  return written;
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
