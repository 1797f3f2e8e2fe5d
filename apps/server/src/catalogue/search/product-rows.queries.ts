import { sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { orderLines, orders, products, skus, supplierOrders } from '@tapline/db';
import { PACKS_ON_CARD } from '@tapline/contracts';
import { coverImageUrl } from '../../shared/product-images.queries';
import { supplierColumns } from '../../shared/product-conditions.queries';
import { skusAliased, venuePriceJoin } from '../../shared/venue-price.queries';

/**
 * `skus s` priced: without a venue at the list price; with one at the price the venue pays for one
 * (venuePriceJoin: its own, else its price list's, else list), read as `price`.
 */
function pricedSkus(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) return { from: sql`${skus} s`, price: sql`s.unit_price_cents` };
  return {
    from: sql`${skus} s cross join ${venuePriceJoin({ venueId: pricingVenueId, sku: skusAliased('s'), qty: 1 })}`,
    price: sql`venue_price.unit_price_cents`,
  };
}

/**
 * The cheapest active SKU's price: kept on the product (migration 0013), or with a venue the price it pays,
 * computed for the rows it is asked for.
 */
export function fromPrice(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) return sql<number | null>`${products.fromPriceCents}`;
  const priced = pricedSkus(pricingVenueId);
  return sql<number | null>`(select min(${priced.price}) from ${priced.from} where s.product_id = ${products.id} and s.status = 'active')`;
}

/**
 * Its cheapest active packs, at most PACKS_ON_CARD, each `{ skuId, name, unitPriceCents, inStock }` at the price the venue pays
 * for one or the list price: computed for a page's rows only.
 */
function packSummary(pricingVenueId: string | undefined) {
  const priced = pricedSkus(pricingVenueId);
  return sql<
    { skuId: string; name: string; unitPriceCents: number; inStock: boolean }[]
  >`(select coalesce(json_agg(json_build_object('skuId', p.id, 'name', p.name, 'unitPriceCents', p.price, 'inStock', p.in_stock) order by p.price, p.name), '[]'::json)
    from (select s.id, s.name, ${priced.price} as price, (s.stock_on_hand is null or s.stock_on_hand > 0) as in_stock
      from ${priced.from} where s.product_id = ${products.id} and s.status = 'active' order by 3, s.name limit ${PACKS_ON_CARD}) p)`;
}

/** With a venue: whether it has ordered the product before (any order line of it, whatever became of the order). */
function orderedBefore(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) return sql<null>`null`;
  return sql<boolean>`exists (select 1 from ${orderLines} ol join ${supplierOrders} so on so.id = ol.supplier_order_id
    join ${orders} o on o.id = so.order_id where ol.product_id = ${products.id} and o.venue_id = ${pricingVenueId})`;
}

/** A page's product as the list answers it, with its picture and prices: the rows statement's and the sample's. */
function productRowFields(pricingVenueId: string | undefined) {
  return {
    id: products.id,
    slug: products.slug,
    name: products.name,
    style: products.style,
    abv: products.abv,
    tags: products.tags,
    packFormats: products.packFormats,
    imageUrl: coverImageUrl('card'),
    ...supplierColumns,
    fromPriceCents: fromPrice(pricingVenueId),
    packs: packSummary(pricingVenueId),
    orderedBefore: orderedBefore(pricingVenueId),
  };
}

/** A page's product as the sample answers it (`productRowJson`), each field as `productRowFields` types it. */
export type ProductRow = SelectResultFields<ReturnType<typeof productRowFields>>;

/**
 * The same fields as one JSON object a row (keys as `productRowFields` names them), for the sample statement to
 * answer the page's products with the rest (decision 0122): one statement a list instead of two.
 */
export function productRowJson(pricingVenueId: string | undefined): SQL {
  const fields = Object.entries(productRowFields(pricingVenueId)).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`);
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}
