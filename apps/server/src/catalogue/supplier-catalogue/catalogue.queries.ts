import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_PACKS, type CatalogueSort, type ProductStatus } from '@tapline/contracts';
import { organisations, products, productSlugHistory, skus, type Database } from '@tapline/db';
import { productIdentified } from '../../shared/product-conditions.queries';
import { containsPattern } from '../../shared/like-pattern';
import { coverImageUrl } from '../../shared/product-images.queries';

// The supplier's own catalogue: every status, every field, written with a version (decision 0066).

const productColumns = {
  id: products.id,
  supplierId: products.supplierId,
  slug: products.slug,
  name: products.name,
  description: products.description,
  style: products.style,
  tags: products.tags,
  abv: products.abv,
  ibu: products.ibu,
  origin: products.origin,
  imageUrl: products.imageUrl,
  status: products.status,
  version: products.version,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  supplierSlug: organisations.slug,
  supplierName: organisations.name,
  currency: organisations.currency,
};

/** A product of any status with its supplier's identity; `supplierId` limits it to one supplier. */
export async function findProduct(db: Database, idOrSlug: string, supplierId?: string) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(productIdentified(idOrSlug), supplierId === undefined ? undefined : eq(products.supplierId, supplierId)));
  return row;
}

/**
 * The product's row locked until the transaction ends: changes to one product (its fields, status, SKUs' statuses)
 * run one after another, so the version check and the "an active product has an active SKU" rule see the truth.
 */
export async function lockProduct(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, status: products.status, version: products.version })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function lockProducts(db: Database, supplierId: string, productIds: string[]) {
  return db
    .select({ id: products.id, name: products.name, status: products.status, version: products.version })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), inArray(products.id, productIds)))
    .orderBy(asc(products.id))
    .for('update');
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Changes the fields given and counts one more version. */
export async function updateProduct(db: Database, productId: string, values: Partial<typeof products.$inferInsert>) {
  await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

export async function setProductsStatus(db: Database, productIds: string[], status: ProductStatus) {
  return db
    .update(products)
    .set({ status, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(products.id, productIds), ne(products.status, status)))
    .returning({ id: products.id, status: products.status, version: products.version });
}

/** Which product holds a slug, now or in the past (old slugs keep redirecting, so they stay taken). */
export async function findProductSlugHolder(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .union(db.select({ id: productSlugHistory.productId }).from(productSlugHistory).where(eq(productSlugHistory.slug, slug)));
  return row?.id;
}

export async function retireProductSlug(db: Database, productId: string, oldSlug: string, newSlug: string) {
  await db.delete(productSlugHistory).where(eq(productSlugHistory.slug, newSlug));
  await db
    .insert(productSlugHistory)
    .values({ slug: oldSlug, productId })
    .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId, retiredAt: sql`now()` } });
}

/** How many active SKUs each of the products has (products without any are missing from the map). */
export async function countActiveSkus(db: Database, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: skus.productId, total: sql<number>`count(*)`.mapWith(Number) })
    .from(skus)
    .where(and(inArray(skus.productId, productIds), eq(skus.status, 'active')))
    .groupBy(skus.productId);
  return new Map(rows.map((row) => [row.productId, row.total]));
}

// ---- SKUs ----

const skuColumns = {
  id: skus.id,
  productId: skus.productId,
  code: skus.code,
  name: skus.name,
  unitsPerPack: skus.unitsPerPack,
  volumeMl: skus.volumeMl,
  unitPriceCents: skus.unitPriceCents,
  taxRateBasisPoints: skus.taxRateBasisPoints,
  status: skus.status,
  stockOnHand: skus.stockOnHand,
  kegTypeId: skus.kegTypeId,
  version: skus.version,
  createdAt: skus.createdAt,
  updatedAt: skus.updatedAt,
};

export type SkuRow = Awaited<ReturnType<typeof listProductSkus>>[number];

/** All of a product's SKUs, archived ones last. */
export async function listProductSkus(db: Database, productId: string) {
  return db
    .select(skuColumns)
    .from(skus)
    .where(eq(skus.productId, productId))
    .orderBy(asc(skus.status), asc(skus.sortOrder), asc(skus.createdAt), asc(skus.code));
}

export async function findSku(db: Database, productId: string, skuId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(skuColumns)
    .from(skus)
    .where(and(eq(skus.productId, productId), eq(skus.id, skuId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertSku(db: Database, values: typeof skus.$inferInsert): Promise<string> {
  const [row] = await db
    .insert(skus)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${skus.sortOrder}) + 1, 0) from ${skus} where ${skus.productId} = ${values.productId})`,
    })
    .returning({ id: skus.id });
  return row!.id;
}

export async function updateSku(db: Database, skuId: string, values: Partial<typeof skus.$inferInsert>) {
  await db
    .update(skus)
    .set({ ...values, version: sql`${skus.version} + 1`, updatedAt: sql`now()` })
    .where(eq(skus.id, skuId));
}

// ---- the Products table ----

export interface CatalogueFilter {
  supplierId: string;
  q?: string | undefined;
}

function catalogueConditions(filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [eq(products.supplierId, filter.supplierId)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(${products.name} ilike ${pattern} or ${products.style} ilike ${pattern} or ${products.slug} ilike ${pattern}
        or ${products.searchVector} @@ websearch_to_tsquery('english', ${filter.q})
        or exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.code ilike ${pattern}))`,
    );
  }
  return conditions;
}

const activeSkus = sql`from ${skus} s where s.product_id = ${products.id} and s.status = 'active'`;
const minPrice = sql<number | null>`(select min(s.unit_price_cents) ${activeSkus})`;
const maxPrice = sql<number | null>`(select max(s.unit_price_cents) ${activeSkus})`;

function catalogueOrder(sort: CatalogueSort): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'updated':
      return [desc(products.updatedAt), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'price-asc':
      return [sql`${minPrice} asc nulls last`, asc(products.name), asc(products.id)];
    case 'price-desc':
      return [sql`${maxPrice} desc nulls last`, asc(products.name), asc(products.id)];
  }
}

export async function listCatalogue(
  db: Database,
  filter: CatalogueFilter & { status?: ProductStatus | undefined; sort: CatalogueSort; limit: number; offset: number },
) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      style: products.style,
      status: products.status,
      // the cover's thumbnail (the table's picture is 40 px), else the product's own picture
      imageUrl: coverImageUrl('thumbnail'),
      version: products.version,
      updatedAt: products.updatedAt,
      skuCount: sql<number>`(select count(*) ${activeSkus})`.mapWith(Number),
      minPriceCents: minPrice.mapWith(Number),
      maxPriceCents: maxPrice.mapWith(Number),
      outOfStock: sql<boolean>`exists (select 1 ${activeSkus} and s.stock_on_hand = 0)`,
      lowStock: sql<boolean>`exists (select 1 ${activeSkus} and s.stock_on_hand <= ${LOW_STOCK_PACKS})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(and(...catalogueConditions(filter), filter.status ? eq(products.status, filter.status) : undefined))
    .orderBy(...catalogueOrder(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countCatalogueByStatus(db: Database, filter: CatalogueFilter) {
  return db
    .select({ status: products.status, total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(...catalogueConditions(filter)))
    .groupBy(products.status);
}
