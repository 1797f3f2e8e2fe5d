import { type AnyColumn, type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartProblemReason, SubstitutionPreference } from '@tapline/contracts';
import { cartItems, kegTypes, organisations, products, skus, type Database } from '@tapline/db';
import { coverImageUrl } from '../../shared/product-images.queries';
import { deliveryRuleColumns } from '../../shared/organisation-conditions.queries';
import { skusTable, venuePriceColumns, venuePriceJoin } from '../../shared/venue-price.queries';

// A person's cart for the venue they act for (docs/domain.md, Cart).

/**
 * A SKU as an order line takes it, priced for the venue at the line's qty (`venuePriceJoin`: its own price, else its
 * price list's, else list) with where the price comes from, and its supplier's ordering rules.
 */
const pricedSkuColumns = {
  skuId: skus.id,
  skuCode: skus.code,
  skuName: skus.name,
  supplierId: skus.supplierId,
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
  imageUrl: coverImageUrl('thumbnail'),
  ...venuePriceColumns,
  listPriceCents: skus.unitPriceCents,
  taxRateBasisPoints: skus.taxRateBasisPoints,
  stockOnHand: skus.stockOnHand,
  supplierName: organisations.name,
  supplierSlug: organisations.slug,
  supplierLogoUrl: organisations.logoUrl,
  minimumOrderCents: organisations.minimumOrderCents,
  ...deliveryRuleColumns,
  // the keg each unit comes in (issue 37): the deposit line and the keg ledger follow it
  unitsPerPack: skus.unitsPerPack,
  kegTypeId: kegTypes.id,
  kegTypeName: kegTypes.name,
  kegLitres: kegTypes.litres,
  kegOwnerKind: kegTypes.ownerKind,
  kegDepositCents: kegTypes.depositCents,
  kegDepositTaxable: kegTypes.depositTaxable,
};

/** The first checkout rule a line of `qty` breaks (null: none): the supplier, the product, the SKU, then the stock. */
function lineProblem(qty: SQL | AnyColumn) {
  return sql<CartProblemReason | null>`case
    when ${organisations.status} <> 'active' then 'supplier_suspended'
    when ${products.status} <> 'active' then 'product_unavailable'
    when ${skus.status} <> 'active' then 'sku_archived'
    when ${skus.stockOnHand} is not null and ${skus.stockOnHand} < ${qty} then 'not_enough_stock'
  end`;
}

/** a fixed order, so two checkouts lock rows in the same order and can't deadlock */
const lineOrder = [asc(organisations.name), asc(organisations.id), asc(products.name), asc(skus.name), asc(skus.id)];

/**
 * One user's cart at one venue, line by line, priced as checkout would (at each line's qty), each line
 * with the first checkout rule it breaks, or null when it could be checked out. `lock` takes the cart items' rows
 * for update (checkout removes them in the same transaction); `supplierIds` limits it to those suppliers' lines.
 */
export async function listCartLines(
  db: Database,
  userId: string,
  venueId: string,
  options: { lock?: boolean; supplierIds?: string[] } = {},
) {
  const query = db
    .select({
      id: cartItems.id,
      ...pricedSkuColumns,
      qty: cartItems.qty,
      substitutionPreference: cartItems.substitutionPreference,
      problem: lineProblem(cartItems.qty),
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(organisations, eq(organisations.id, skus.supplierId))
    .leftJoin(kegTypes, eq(kegTypes.id, skus.kegTypeId))
    .innerJoin(venuePriceJoin({ venueId: cartItems.venueId, sku: skusTable, qty: cartItems.qty }), sql`true`)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.venueId, venueId),
        options.supplierIds ? inArray(skus.supplierId, options.supplierIds) : undefined,
      ),
    )
    .orderBy(...lineOrder);
  // the cart items only (decision 0106): a SKU is not locked, or every checkout of a popular keg would wait for the
  // one before it to commit (it did: 61 checkouts/s of one cart each, the same as one at a time); a tracked stock is
  // taken by a conditional update, and a price or status changed meanwhile changed after the order
  return options.lock ? query.for('update', { of: [cartItems] }) : query;
}

/**
 * Lines that are not a cart's (a standing order's), priced and checked as the cart's are, in the cart's order: each
 * line's id is its SKU's. A SKU that no longer exists is left out.
 */
export async function listPricedLines(db: Database, venueId: string, wanted: readonly { skuId: string; qty: number }[]) {
  if (wanted.length === 0) return [];
  const json = JSON.stringify(wanted.map((line) => ({ sku_id: line.skuId, qty: line.qty })));
  const asked = sql`(select sku_id, qty from jsonb_to_recordset(${json}::jsonb) as asked(sku_id uuid, qty integer))`;
  const wantedQty = sql<number>`asked.qty`.mapWith(Number);
  return db
    .select({
      id: skus.id,
      ...pricedSkuColumns,
      qty: wantedQty,
      // a standing order's lines ask, as a cart line does unless told otherwise (decision 0182)
      substitutionPreference: sql<SubstitutionPreference>`'ask'::substitution_preference`,
      problem: lineProblem(sql`asked.qty`),
    })
    .from(skus)
    .innerJoin(sql`${asked} as asked`, sql`asked.sku_id = ${skus.id}`)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(organisations, eq(organisations.id, skus.supplierId))
    .leftJoin(kegTypes, eq(kegTypes.id, skus.kegTypeId))
    .innerJoin(venuePriceJoin({ venueId, sku: skusTable, qty: sql`asked.qty` }), sql`true`)
    .orderBy(...lineOrder);
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The SKU as a cart takes it: whether anyone may order it, and its supplier. */
export async function findOrderableSku(db: Database, skuId: string) {
  const [row] = await db
    .select({ id: skus.id, status: skus.status, productStatus: products.status, supplierStatus: organisations.status })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(organisations, eq(organisations.id, skus.supplierId))
    .where(eq(skus.id, skuId));
  return row;
}

/**
 * Adds `qty` to the line of this SKU (or makes it) in one statement, so two adds at once both count; answers
 * the line's qty after it, or nothing when it would pass `max` (the cart is unchanged).
 */
export async function addToCartItem(
  db: Database,
  item: { userId: string; venueId: string; skuId: string; qty: number; substitutionPreference?: SubstitutionPreference },
  max: number,
) {
  const [row] = await db
    .insert(cartItems)
    .values(item)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.venueId, cartItems.skuId],
      set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.qty} + excluded.qty <= ${max}`,
    })
    .returning({ id: cartItems.id, qty: cartItems.qty });
  return row;
}

export async function findCartItemQty(db: Database, item: { userId: string; venueId: string; skuId: string }) {
  const [row] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.userId, item.userId), eq(cartItems.venueId, item.venueId), eq(cartItems.skuId, item.skuId)));
  return row?.qty;
}

/** Whether the SKU may go into the cart: its line is there already, or the cart has fewer than `maxLines` lines. */
export async function hasRoomForLine(
  db: Database,
  item: { userId: string; venueId: string; skuId: string },
  maxLines: number,
): Promise<boolean> {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)`.mapWith(Number),
      hasSku: sql<boolean>`coalesce(bool_or(${cartItems.skuId} = ${item.skuId}), false)`,
    })
    .from(cartItems)
    .where(and(eq(cartItems.userId, item.userId), eq(cartItems.venueId, item.venueId)));
  return row!.hasSku || row!.lines < maxLines;
}

/** The item, only when it is this user's. */
export async function findOwnCartItem(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ id: cartItems.id, venueId: cartItems.venueId })
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return row;
}

/**
 * Sets the line's qty; false when the line is gone. A checkout holding the line (locked for update) makes this wait
 * for it, and when the checkout took the line there is nothing left to set.
 */
export async function setCartItemQty(db: Database, id: string, qty: number): Promise<boolean> {
  return setCartItem(db, id, { qty });
}

/** Sets the line's qty or substitution preference (decision 0182), or both. */
export async function setCartItem(
  db: Database,
  id: string,
  update: { qty?: number | undefined; substitutionPreference?: SubstitutionPreference | undefined },
) {
  const rows = await db
    .update(cartItems)
    .set({
      ...(update.qty !== undefined ? { qty: update.qty } : {}),
      ...(update.substitutionPreference !== undefined ? { substitutionPreference: update.substitutionPreference } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(cartItems.id, id))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes the line; false when it is gone already (a checkout took it meanwhile: it waited for that checkout's lock). */
export async function deleteCartItem(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(cartItems).where(eq(cartItems.id, id)).returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartItems(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(inArray(cartItems.id, ids));
}

/** Empties the user's cart at one venue, or at all of them. */
export async function deleteCart(db: Database, userId: string, venueId?: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), venueId ? eq(cartItems.venueId, venueId) : undefined));
}
