import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubstitutionPreference } from '@tapline/contracts';
import {
  guideCountLines,
  guideCounts,
  orderGuideItems,
  orderGuides,
  organisations,
  products,
  profiles,
  skus,
  type Database,
} from '@tapline/db';
import { skusTable, venuePriceColumns, venuePriceJoin } from '../../shared/venue-price.queries';

// A venue's order guides (decision 0165): the guides, their items, their counts, and the packs they name as the
// venue would order them today.

const guideSupplier = alias(organisations, 'guide_supplier');

const guideColumns = {
  id: orderGuides.id,
  venueId: orderGuides.venueId,
  name: orderGuides.name,
  supplierId: orderGuides.supplierId,
  version: orderGuides.version,
  createdAt: orderGuides.createdAt,
  updatedAt: orderGuides.updatedAt,
  createdById: orderGuides.createdBy,
  createdByName: profiles.name,
  createdByEmail: profiles.email,
  supplierSlug: guideSupplier.slug,
  supplierName: guideSupplier.name,
  supplierLogoUrl: guideSupplier.logoUrl,
  itemCount: sql<number>`(select count(*) from ${orderGuideItems} where ${orderGuideItems.guideId} = ${orderGuides.id})`.mapWith(Number),
  // each section once, in the place of its first item
  sections: sql<
    string[]
  >`coalesce((select array_agg(s.section order by s.first) from (select ${orderGuideItems.section} as section, min(${orderGuideItems.position}) as first from ${orderGuideItems} where ${orderGuideItems.guideId} = ${orderGuides.id} group by ${orderGuideItems.section}) s), '{}')`,
};

function guideQuery(db: Database) {
  return db
    .select(guideColumns)
    .from(orderGuides)
    .leftJoin(profiles, eq(profiles.id, orderGuides.createdBy))
    .leftJoin(guideSupplier, eq(guideSupplier.id, orderGuides.supplierId));
}

export type GuideRow = Awaited<ReturnType<typeof findGuide>> & {};

/** The venue's guides, by name. */
export async function listGuides(db: Database, venueId: string) {
  return guideQuery(db).where(eq(orderGuides.venueId, venueId)).orderBy(asc(orderGuides.name), asc(orderGuides.id));
}

export async function findGuide(db: Database, guideId: string) {
  const [row] = await guideQuery(db).where(eq(orderGuides.id, guideId));
  return row;
}

export async function countGuides(db: Database, venueId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderGuides).where(eq(orderGuides.venueId, venueId));
  return row?.n ?? 0;
}

/** The guide's row, locked for a change: its venue and version. */
export async function lockGuide(db: Database, guideId: string) {
  const [row] = await db
    .select({ id: orderGuides.id, venueId: orderGuides.venueId, supplierId: orderGuides.supplierId, version: orderGuides.version })
    .from(orderGuides)
    .where(eq(orderGuides.id, guideId))
    .for('update');
  return row;
}

export async function insertGuide(
  db: Database,
  values: { venueId: string; name: string; supplierId: string | null; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(orderGuides).values(values).returning({ id: orderGuides.id });
  return row!.id;
}

/** Sets what is given and adds one to the version. */
export async function touchGuide(db: Database, guideId: string, fields: { name?: string } = {}) {
  await db
    .update(orderGuides)
    .set({ ...fields, version: sql`${orderGuides.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orderGuides.id, guideId));
}

export async function deleteGuide(db: Database, guideId: string) {
  await db.delete(orderGuides).where(eq(orderGuides.id, guideId));
}

export interface GuideItemValues {
  skuId: string;
  section: string;
  position: number;
  parQty: number;
  /** 'ask' unless given (decision 0182) */
  substitutionPreference?: SubstitutionPreference;
}

export async function replaceGuideItems(db: Database, guideId: string, items: readonly GuideItemValues[]) {
  await db.delete(orderGuideItems).where(eq(orderGuideItems.guideId, guideId));
  if (items.length > 0) await db.insert(orderGuideItems).values(items.map((item) => ({ ...item, guideId })));
}

/** The guide's items in order (the packs they name are read with listPacks). */
export async function listGuideItems(db: Database, guideId: string) {
  return db
    .select({
      id: orderGuideItems.id,
      skuId: orderGuideItems.skuId,
      section: orderGuideItems.section,
      position: orderGuideItems.position,
      parQty: orderGuideItems.parQty,
      substitutionPreference: orderGuideItems.substitutionPreference,
    })
    .from(orderGuideItems)
    .where(eq(orderGuideItems.guideId, guideId))
    .orderBy(asc(orderGuideItems.position), asc(orderGuideItems.id));
}

/**
 * The packs as `venueId` would order them today: names, pack size, the venue's price of one (venuePriceJoin), stock, supplier, and the
 * statuses that say whether it can be ordered.
 */
export async function listPacks(db: Database, venueId: string, skuIds: readonly string[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: skus.id,
      skuCode: skus.code,
      skuName: skus.name,
      unitsPerPack: skus.unitsPerPack,
      unitPriceCents: venuePriceColumns.unitPriceCents,
      stockOnHand: skus.stockOnHand,
      skuStatus: skus.status,
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      productStyle: products.style,
      productStatus: products.status,
      supplierId: organisations.id,
      supplierSlug: organisations.slug,
      supplierName: organisations.name,
      supplierStatus: organisations.status,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(organisations, eq(organisations.id, skus.supplierId))
    .innerJoin(venuePriceJoin({ venueId, sku: skusTable, qty: 1 }), sql`true`)
    .where(inArray(skus.id, [...skuIds]));
}

/** The last count of each guide given: who counted and when. */
export async function listLastCounts(db: Database, guideIds: readonly string[]) {
  if (guideIds.length === 0) return [];
  return db
    .selectDistinctOn([guideCounts.guideId], {
      guideId: guideCounts.guideId,
      id: guideCounts.id,
      countedAt: guideCounts.countedAt,
      countedById: guideCounts.countedBy,
      countedByName: profiles.name,
      countedByEmail: profiles.email,
    })
    .from(guideCounts)
    .leftJoin(profiles, eq(profiles.id, guideCounts.countedBy))
    .where(inArray(guideCounts.guideId, [...guideIds]))
    .orderBy(guideCounts.guideId, desc(guideCounts.countedAt), desc(guideCounts.id));
}

export type LastCountRow = Awaited<ReturnType<typeof listLastCounts>>[number];

export async function listCountLines(db: Database, countId: string) {
  return db
    .select({ skuId: guideCountLines.skuId, onHand: guideCountLines.onHand })
    .from(guideCountLines)
    .where(eq(guideCountLines.countId, countId));
}

export async function insertCount(db: Database, guideId: string, countedBy: string, lines: readonly { skuId: string; onHand: number }[]) {
  const [row] = await db
    .insert(guideCounts)
    .values({ guideId, countedBy })
    .returning({ id: guideCounts.id, countedAt: guideCounts.countedAt });
  await db.insert(guideCountLines).values(lines.map((line) => ({ ...line, countId: row!.id })));
  return row!;
}

/** A supplier a guide may be kept to: one that exists and is active. */
export async function findActiveSupplier(db: Database, supplierId: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, supplierId), eq(organisations.type, 'supplier'), eq(organisations.status, 'active')));
  return row;
}
