import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  onTapEntries,
  orderLines,
  orders,
  organisations,
  products,
  skus,
  supplierOrders,
  type Database,
  type ServingSize,
} from '@tapline/db';
import { coverImageUrl } from '../../shared/product-images.queries';

export type OnTapEntryInsert = typeof onTapEntries.$inferInsert;
export type OnTapEntryChange = Partial<
  Pick<
    OnTapEntryInsert,
    'status' | 'tapNumber' | 'servingSizes' | 'note' | 'guestName' | 'guestBrewery' | 'guestStyle' | 'guestAbv' | 'since'
  >
>;

const supplier = alias(organisations, 'on_tap_supplier');
const current = isNull(onTapEntries.kickedAt);

const entryColumns = {
  id: onTapEntries.id,
  status: onTapEntries.status,
  position: onTapEntries.position,
  tapNumber: onTapEntries.tapNumber,
  servingSizes: onTapEntries.servingSizes,
  note: onTapEntries.note,
  since: onTapEntries.since,
  kickedAt: onTapEntries.kickedAt,
  updatedAt: onTapEntries.updatedAt,
  productId: onTapEntries.productId,
  guestName: onTapEntries.guestName,
  guestBrewery: onTapEntries.guestBrewery,
  guestStyle: onTapEntries.guestStyle,
  guestAbv: onTapEntries.guestAbv,
  productSlug: products.slug,
  productName: products.name,
  productStyle: products.style,
  productAbv: products.abv,
  productStatus: products.status,
  imageUrl: coverImageUrl('card'),
  supplierId: supplier.id,
  supplierSlug: supplier.slug,
  supplierName: supplier.name,
  supplierStatus: supplier.status,
  skuId: skus.id,
  skuName: skus.name,
  skuVolumeMl: skus.volumeMl,
  skuStatus: skus.status,
  supplierOrderId: supplierOrders.id,
  orderId: orders.id,
  orderNumber: orders.number,
};

export type OnTapEntryRow = Awaited<ReturnType<typeof listCurrentEntries>>[number];

function selectEntries(db: Database) {
  return db
    .select(entryColumns)
    .from(onTapEntries)
    .leftJoin(products, eq(products.id, onTapEntries.productId))
    .leftJoin(supplier, eq(supplier.id, products.supplierId))
    .leftJoin(skus, eq(skus.id, onTapEntries.skuId))
    .leftJoin(supplierOrders, eq(supplierOrders.id, onTapEntries.supplierOrderId))
    .leftJoin(orders, eq(orders.id, supplierOrders.orderId));
}

/** The venue's current entries: pouring first, each list in the venue's order. */
export async function listCurrentEntries(db: Database, venueId: string) {
  return selectEntries(db)
    .where(and(eq(onTapEntries.venueId, venueId), current))
    .orderBy(desc(onTapEntries.status), asc(onTapEntries.position), asc(onTapEntries.since), asc(onTapEntries.id));
}

/** Kicked entries, the last kicked first. */
export async function listKickedEntries(db: Database, venueId: string, limit: number) {
  return selectEntries(db)
    .where(and(eq(onTapEntries.venueId, venueId), isNotNull(onTapEntries.kickedAt)))
    .orderBy(desc(onTapEntries.kickedAt), desc(onTapEntries.id))
    .limit(limit);
}

export async function findEntry(db: Database, venueId: string, entryId: string) {
  const [row] = await selectEntries(db).where(and(eq(onTapEntries.venueId, venueId), eq(onTapEntries.id, entryId)));
  return row;
}

/** When any entry of the venue last changed (a kick too); null when it never had one. */
export async function findLastChange(db: Database, venueId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${onTapEntries.updatedAt})`.mapWith(onTapEntries.updatedAt) })
    .from(onTapEntries)
    .where(eq(onTapEntries.venueId, venueId));
  return row?.at ?? null;
}

/**
 * Writers of one venue's list take turns (decision 0110): positions and the next free tap number are computed on a
 * settled list. NO KEY UPDATE, so orders that reference the venue (FOR KEY SHARE) never wait for it.
 */
export async function lockOnTapList(db: Database, venueId: string) {
  await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, venueId)).for('no key update');
}

/** The current entries in brief, for a writer's checks: tap numbers, products, places. */
export async function listCurrentSlots(db: Database, venueId: string) {
  return db
    .select({
      id: onTapEntries.id,
      status: onTapEntries.status,
      position: onTapEntries.position,
      tapNumber: onTapEntries.tapNumber,
      productId: onTapEntries.productId,
      name: sql<string>`coalesce(${products.name}, ${onTapEntries.guestName})`,
    })
    .from(onTapEntries)
    .leftJoin(products, eq(products.id, onTapEntries.productId))
    .where(and(eq(onTapEntries.venueId, venueId), current))
    .orderBy(asc(onTapEntries.position), asc(onTapEntries.since), asc(onTapEntries.id));
}

export type OnTapSlot = Awaited<ReturnType<typeof listCurrentSlots>>[number];

export async function insertEntry(db: Database, values: OnTapEntryInsert): Promise<string> {
  const [row] = await db.insert(onTapEntries).values(values).returning({ id: onTapEntries.id });
  return row!.id;
}

export async function updateEntry(db: Database, entryId: string, change: OnTapEntryChange) {
  await db
    .update(onTapEntries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(onTapEntries.id, entryId));
}

export async function kickEntry(db: Database, entryId: string) {
  await db
    .update(onTapEntries)
    .set({ kickedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(onTapEntries.id, entryId), current));
}

/** Writes each entry's place in one statement; a row whose place is unchanged is left alone. */
export async function setPositions(db: Database, places: { id: string; position: number }[]) {
  if (places.length === 0) return;
  const values = sql.join(
    places.map((place) => sql`(${place.id}::uuid, ${place.position}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${onTapEntries} set position = v.position, updated_at = now()
    from (values ${values}) as v(id, position)
    where ${onTapEntries.id} = v.id and ${onTapEntries.position} <> v.position`);
}

/**
 * Writes pouring entries' places and tap numbers (a renumbering, decision 0143). Two statements: PostgreSQL checks
 * the unique tap index row by row, so numbers that change hands are first let go (a swap would otherwise meet
 * itself); rows left as they were keep their `updated_at`.
 */
export async function setPlacesAndTaps(db: Database, places: { id: string; position: number; tapNumber: number }[]) {
  if (places.length === 0) return;
  const values = sql.join(
    places.map((place) => sql`(${place.id}::uuid, ${place.position}::int, ${place.tapNumber}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${onTapEntries} set tap_number = null
    from (values ${values}) as v(id, position, tap_number)
    where ${onTapEntries.id} = v.id and ${onTapEntries.tapNumber} is distinct from v.tap_number`);
  await db.execute(sql`
    update ${onTapEntries} set position = v.position, tap_number = v.tap_number, updated_at = now()
    from (values ${values}) as v(id, position, tap_number)
    where ${onTapEntries.id} = v.id and (${onTapEntries.position}, ${onTapEntries.tapNumber}) is distinct from (v.position, v.tap_number)`);
}

/** A product as the editor may pour it: any but a draft (an archived one, or a suspended supplier's, says so). */
export async function findPourableProduct(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, 'draft')));
  return row;
}

export async function findSkuOfProduct(db: Database, skuId: string, productId: string) {
  const [row] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.id, skuId), eq(skus.productId, productId)));
  return row;
}

/** The venue's delivered supplier order holding the product, when `supplierOrderId` is one. */
export async function findDeliveredOrderWithProduct(db: Database, venueId: string, supplierOrderId: string, productId: string) {
  const [row] = await db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(
      and(
        eq(supplierOrders.id, supplierOrderId),
        eq(orders.venueId, venueId),
        eq(supplierOrders.status, 'delivered'),
        sql`exists (select 1 from ${orderLines} where ${orderLines.supplierOrderId} = ${supplierOrders.id} and ${orderLines.productId} = ${productId})`,
      ),
    );
  return row;
}

/**
 * The serving sizes a product last had on the venue's taps (decision 0144): its most recent entry there, current or
 * kicked, that had any; '[]' when it never did. One definition for the offers and for a beer put on without sizes.
 */
function lastServingSizes(venueId: string, productId: SQL | AnyColumn) {
  return sql<ServingSize[]>`coalesce((select e.serving_sizes from ${onTapEntries} e
    where e.venue_id = ${venueId} and e.product_id = ${productId} and jsonb_array_length(e.serving_sizes) > 0
    order by e.since desc, e.id desc limit 1), '[]'::jsonb)`.mapWith(onTapEntries.servingSizes);
}

export async function findLastServingSizes(db: Database, venueId: string, productId: string): Promise<ServingSize[]> {
  const [row] = await db
    .select({ sizes: lastServingSizes(venueId, sql`${productId}::uuid`) })
    .from(organisations)
    .where(eq(organisations.id, venueId));
  return row?.sizes ?? [];
}

/** When a delivered supplier order was delivered: its delivery step, else its last change (orders made by hand). */
const deliveredAt = sql<Date>`coalesce(
  (select max(e.at) from order_events e where e.supplier_order_id = ${supplierOrders.id} and e.to_status = 'delivered'),
  ${supplierOrders.updatedAt})`.mapWith(supplierOrders.updatedAt);

/**
 * Keg products of the venue's supplier orders delivered since `since` that have no current entry and were not
 * poured from that delivery before (its keg was kicked), the newest such delivery of each. A keg is a SKU whose name says so (sku_pack_format, migration 0013: products' pack formats).
 */
export async function listKegOffers(db: Database, venueId: string, since: Date) {
  return db
    .selectDistinctOn([products.id], {
      supplierOrderId: supplierOrders.id,
      orderId: orders.id,
      orderNumber: orders.number,
      deliveredAt,
      productId: products.id,
      productName: products.name,
      supplierName: supplier.name,
      skuId: skus.id,
      skuName: skus.name,
      volumeMl: skus.volumeMl,
      servingSizes: lastServingSizes(venueId, products.id),
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(orderLines, eq(orderLines.supplierOrderId, supplierOrders.id))
    .innerJoin(skus, eq(skus.id, orderLines.skuId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(supplier, eq(supplier.id, products.supplierId))
    .where(
      and(
        eq(orders.venueId, venueId),
        eq(supplierOrders.status, 'delivered'),
        sql`${deliveredAt} >= ${since.toISOString()}::timestamptz`,
        ne(products.status, 'draft'),
        sql`sku_pack_format(${skus.name}) = 'keg'`,
        // not on the list now, and not already poured from this delivery (a kicked keg of it is empty)
        sql`not exists (select 1 from ${onTapEntries} where ${onTapEntries.venueId} = ${venueId} and ${onTapEntries.productId} = ${products.id}
          and (${current} or ${onTapEntries.supplierOrderId} = ${supplierOrders.id}))`,
      ),
    )
    .orderBy(asc(products.id), desc(deliveredAt), desc(skus.volumeMl));
}
