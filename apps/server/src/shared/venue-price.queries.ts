import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PriceListKind, PriceSource } from '@tapline/contracts';
import { priceListItems, priceLists, skus, tradeAccounts, venuePrices } from '@tapline/db';

// The price a venue pays for a SKU at a quantity, and why (docs/domain.md, Price lists; decision 0171): one SQL
// building block for every read that prices for a venue (cart, checkout, standing orders, guides, the catalogue), so
// what a page shows is what checkout charges. In order:
//   1. the venue's own price for the SKU (venue_prices)                                          → 'venue'
//   2. the price list its trade account with the SKU's supplier names (account active or on hold):
//      its item for the SKU with the greatest min_qty ≤ qty                  → 'price_break' (min_qty > 1), 'price_list'
//   3. that list's percentage off: round(list × (1 − bp / 10000)) half up, per unit, in integers         → 'price_list'
//   4. the list price                                                                                    → 'list'
// A closed account's list no longer applies. A line's total is this unit price × qty.

type Operand = AnyColumn | SQL;

/** The SKU as the outer query names it: its id, its supplier and its list price. */
export interface PricedSku {
  id: Operand;
  supplierId: Operand;
  listPriceCents: Operand;
}

/** The SKU of a query that reads `from skus`. */
export const skusTable: PricedSku = { id: skus.id, supplierId: skus.supplierId, listPriceCents: skus.unitPriceCents };

/** The SKU of raw SQL that reads `skus` under `alias` (`from skus s`). */
export function skusAliased(alias: string): PricedSku {
  return { id: sql.raw(`${alias}.id`), supplierId: sql.raw(`${alias}.supplier_id`), listPriceCents: sql.raw(`${alias}.unit_price_cents`) };
}

export interface VenuePricing {
  /** the venue: its id, or the outer query's column holding it */
  venueId: string | Operand;
  sku: PricedSku;
  /** the line's quantity; 1 where there is none (a product page, a guide's pack) */
  qty: number | Operand;
}

/**
 * One row: the unit price, its source and what names it (the list's name, kind and percentage, the break's minimum).
 * Its own aliases start `vp_`, so no outer alias the operands name is hidden.
 */
function pricingRow({ venueId, sku, qty }: VenuePricing): SQL {
  const venue = typeof venueId === 'string' ? sql`${venueId}::uuid` : venueId;
  const quantity = typeof qty === 'number' ? sql`${qty}::integer` : qty;
  return sql`select
      case when vp_own.unit_price_cents is not null then vp_own.unit_price_cents
        when vp_item.unit_price_cents is not null then vp_item.unit_price_cents
        when vp_list.kind = 'percent_off'
          then ((${sku.listPriceCents}::bigint * (10000 - vp_list.percent_off_basis_points) + 5000) / 10000)::integer
        else ${sku.listPriceCents} end as unit_price_cents,
      case when vp_own.unit_price_cents is not null then 'venue'
        when vp_item.min_qty > 1 then 'price_break'
        when vp_item.min_qty is not null or vp_list.kind = 'percent_off' then 'price_list'
        else 'list' end as source,
      vp_list.name as price_list_name,
      vp_list.kind as price_list_kind,
      vp_list.percent_off_basis_points,
      vp_item.min_qty as break_min_qty
    from (values (1)) as vp_one (one)
    left join ${venuePrices} vp_own on vp_own.venue_id = ${venue} and vp_own.sku_id = ${sku.id}
    left join ${tradeAccounts} vp_account on vp_account.supplier_id = ${sku.supplierId} and vp_account.venue_id = ${venue}
      and vp_account.status in ('active', 'on_hold')
    left join ${priceLists} vp_list on vp_list.id = vp_account.price_list_id
    left join lateral (select i.min_qty, i.unit_price_cents from ${priceListItems} i
      where i.price_list_id = vp_list.id and i.sku_id = ${sku.id} and i.min_qty <= ${quantity}
      order by i.min_qty desc limit 1) vp_item on true`;
}

/**
 * The venue's price of the SKU as a lateral subquery named `venue_price`, exactly one row per outer row: join it
 * `on true` (`.innerJoin(venuePriceJoin(…), sql\`true\`)`, or `cross join ${venuePriceJoin(…)}` in raw SQL) and read
 * `venuePriceColumns` (or `venue_price.unit_price_cents`).
 */
export function venuePriceJoin(pricing: VenuePricing): SQL {
  return sql`lateral (${pricingRow(pricing)}) as venue_price`;
}

/** What `venuePriceJoin` gives: the unit price, its source and what names it (`priceLabel` words it). */
export const venuePriceColumns = {
  unitPriceCents: sql<number>`venue_price.unit_price_cents`.mapWith(Number),
  priceSource: sql<PriceSource>`venue_price.source`,
  priceListName: sql<string | null>`venue_price.price_list_name`,
  priceListKind: sql<PriceListKind | null>`venue_price.price_list_kind`,
  percentOffBasisPoints: sql<number | null>`venue_price.percent_off_basis_points`,
  breakMinQty: sql<number | null>`venue_price.break_min_qty`,
};
