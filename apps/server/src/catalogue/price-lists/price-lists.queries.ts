import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PriceListItemInput, PriceListKind } from '@tapline/contracts';
import { priceListItems, priceLists, products, skus, tradeAccounts, type Database } from '@tapline/db';

// A supplier's price lists and their items (docs/domain.md, Price lists). How a list prices a venue's line is
// shared/venue-price.queries.ts; here are the lists as the supplier keeps them.

/**
 * How many trade accounts name the list (closed ones too: their row still points at it). The outer row is named in
 * full: drizzle leaves a column of a query without joins unqualified, which inside here would be the account's.
 */
const accountCount = sql<number>`(select count(*) from ${tradeAccounts} a where a.price_list_id = price_lists.id)`.mapWith(Number);

const listColumns = {
  id: priceLists.id,
  supplierId: priceLists.supplierId,
  name: priceLists.name,
  kind: priceLists.kind,
  percentOffBasisPoints: priceLists.percentOffBasisPoints,
  accountCount,
  updatedAt: priceLists.updatedAt,
};

export type PriceListRow = Awaited<ReturnType<typeof listPriceLists>>[number];

/** The supplier's lists by name (or the one list `id`), with how many accounts name each. */
export async function listPriceLists(db: Database, where: { supplierId: string } | { id: string }) {
  return db
    .select(listColumns)
    .from(priceLists)
    .where('id' in where ? eq(priceLists.id, where.id) : eq(priceLists.supplierId, where.supplierId))
    .orderBy(asc(priceLists.name), asc(priceLists.id));
}

/** The lists' items with their SKU's names and list price: by product, pack, then quantity. */
export async function listPriceListItems(db: Database, priceListIds: readonly string[]) {
  if (priceListIds.length === 0) return [];
  return db
    .select({
      priceListId: priceListItems.priceListId,
      skuId: skus.id,
      skuCode: skus.code,
      skuName: skus.name,
      productName: products.name,
      listPriceCents: skus.unitPriceCents,
      minQty: priceListItems.minQty,
      unitPriceCents: priceListItems.unitPriceCents,
    })
    .from(priceListItems)
    .innerJoin(skus, eq(skus.id, priceListItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(priceListItems.priceListId, [...priceListIds]))
    .orderBy(asc(products.name), asc(skus.sortOrder), asc(skus.code), asc(priceListItems.minQty));
}

/** The list's supplier, to check who asks (null: no such list). */
export async function findPriceListSupplier(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ supplierId: priceLists.supplierId }).from(priceLists).where(eq(priceLists.id, id));
  return row?.supplierId ?? null;
}

/** Locks the list's row: an account naming it meanwhile waits (its foreign key shares the row) until this commits. */
export async function lockPriceList(db: Database, id: string) {
  const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id)).for('update');
  return row;
}

/** Which of these SKUs belong to the supplier. */
export async function listSupplierSkuIds(db: Database, supplierId: string, skuIds: readonly string[]): Promise<Set<string>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(inArray(skus.id, [...new Set(skuIds)]), eq(skus.supplierId, supplierId)));
  return new Set(rows.map((row) => row.id));
}

export interface PriceListValues {
  name: string;
  kind: PriceListKind;
  percentOffBasisPoints: number | null;
}

export async function insertPriceList(db: Database, supplierId: string, values: PriceListValues): Promise<string> {
  const [row] = await db
    .insert(priceLists)
    .values({ supplierId, ...values })
    .returning({ id: priceLists.id });
  return row!.id;
}

export async function updatePriceList(db: Database, id: string, values: PriceListValues) {
  await db
    .update(priceLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(priceLists.id, id));
}

/** The list's items become exactly these (a SKU and minQty at most once: the contract checks it). */
export async function replacePriceListItems(db: Database, priceListId: string, items: readonly PriceListItemInput[]) {
  await db.delete(priceListItems).where(eq(priceListItems.priceListId, priceListId));
  if (items.length > 0) await db.insert(priceListItems).values(items.map((item) => ({ priceListId, ...item })));
}

export async function countAccountsNaming(db: Database, priceListId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(tradeAccounts)
    .where(eq(tradeAccounts.priceListId, priceListId));
  return row!.count;
}

/** Deletes the list and its items (they go with it). */
export async function deletePriceList(db: Database, id: string) {
  await db.delete(priceLists).where(eq(priceLists.id, id));
}
