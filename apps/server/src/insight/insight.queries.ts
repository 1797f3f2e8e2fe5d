import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';

// The figures behind supplier analytics and venue spend (decision 0185), read from the sales rollups (decision 0193):
// the supplier orders the supplier accepted (and those gone further: dispatched, delivered), summed per supplier,
// venue and local day (the supplier's day for analytics, the venue's for spend) by the database's own triggers in
// the transaction of each change; each line at what is supplied, ex GST as its line total, inc GST with the line's
// own rate. Delivery fees and keg deposits are not sales of a product: left out.

export type InsightSide = 'supplier' | 'venue';

export interface InsightWindow {
  organisationId: string;
  /** the previous period's first day, the current period's first day and its last (local days, both included) */
  previousFrom: string;
  from: string;
  to: string;
}

/** the side's own rows of a rollup between two days: the supplier's days for a supplier, the venue's for a venue */
function ownRows(side: InsightSide, table: 'sales_daily' | 'sales_daily_orders', window: InsightWindow, from: string): SQL {
  const [owner, day, party] = side === 'supplier' ? ['supplier_id', 'supplier_day', 'venue_id'] : ['venue_id', 'venue_day', 'supplier_id'];
  return sql`select r.*, r.${sql.raw(day)} as day, r.${sql.raw(party)} as party_id, r.${sql.raw(day)} >= ${window.from}::date as current
    from ${sql.raw(table)} r
    where r.${sql.raw(owner)} = ${window.organisationId}
      and r.${sql.raw(day)} >= ${from}::date and r.${sql.raw(day)} <= ${window.to}::date`;
}

export interface SalesRow {
  kind: 'day' | 'product' | 'party';
  current: boolean;
  day: string | null;
  productId: string | null;
  productName: string | null;
  productStyle: string | null;
  productPartyId: string | null;
  partyId: string | null;
  partyName: string | null;
  partySlug: string | null;
  qty: number;
  exCents: number;
  incCents: number;
  /** counted supplier orders: by day (both periods) and by party; 0 on a product's row */
  orders: number;
}

/**
 * Both periods at once, summed three ways: by day and by the other party from the orders' rollup (grouping sets),
 * by product from the products' rollup; `current` tells the two periods apart. A product's style (today's) is
 * looked up for each of its sums (by key: the planner, expecting many sums, would hash the whole catalogue):
 * styles are summed from the products' rows (insight-figures).
 */
export async function sumSales(db: Database, side: InsightSide, window: InsightWindow): Promise<SalesRow[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with days as (${ownRows(side, 'sales_daily_orders', window, window.previousFrom)}),
    product_rows as (${ownRows(side, 'sales_daily', window, window.previousFrom)}),
    sums as (
      select case when grouping(day) = 0 then 'day' else 'party' end as kind, current, day::text as day,
        null::uuid as product_id, null::text as product_name, null::text as product_party_id, party_id,
        sum(qty)::bigint as qty, sum(ex_cents)::bigint as ex, sum(inc_cents)::bigint as inc, sum(orders)::bigint as orders
      from days group by grouping sets ((current, day), (current, party_id))
      union all
      select 'product', current, null, product_id, max(product_name), max(party_id::text), null,
        sum(qty)::bigint, sum(ex_cents)::bigint, sum(inc_cents)::bigint, 0
      from product_rows group by current, product_id
    )
    select sums.*, org.name as party_name, org.slug as party_slug,
      (select p.style from products p where p.id = sums.product_id) as product_style
    from sums left join organisations org on org.id = sums.party_id`,
  );
  return rows.map((row) => ({
    kind: row.kind as SalesRow['kind'],
    current: row.current === true,
    day: (row.day as string | null) ?? null,
    productId: (row.product_id as string | null) ?? null,
    productName: (row.product_name as string | null) ?? null,
    productStyle: (row.product_style as string | null) ?? null,
    productPartyId: (row.product_party_id as string | null) ?? null,
    partyId: (row.party_id as string | null) ?? null,
    partyName: (row.party_name as string | null) ?? null,
    partySlug: (row.party_slug as string | null) ?? null,
    qty: Number(row.qty),
    exCents: Number(row.ex),
    incCents: Number(row.inc),
    orders: Number(row.orders),
  }));
}

export interface VenueRhythmRow {
  venueId: string;
  name: string;
  slug: string;
  orderDays: number;
  firstDay: string;
  lastDay: string;
  medianGap: number | null;
}

/**
 * Each venue's rhythm with the supplier up to the period's end (decision 0186): the days it ordered on, its first
 * and last, and the median number of days between two of them.
 */
export async function listVenueRhythms(db: Database, window: InsightWindow): Promise<VenueRhythmRow[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with days as (
      select distinct venue_id, supplier_day as day from sales_daily_orders
      where supplier_id = ${window.organisationId} and supplier_day <= ${window.to}::date
    ),
    gaps as (select venue_id, day, day - lag(day) over (partition by venue_id order by day) as gap from days),
    rhythms as (
      select venue_id, count(*)::int as order_days, min(day)::text as first_day, max(day)::text as last_day,
        percentile_cont(0.5) within group (order by gap) as median_gap
      from gaps group by venue_id
    )
    select rhythms.*, org.name, org.slug from rhythms join organisations org on org.id = rhythms.venue_id`,
  );
  return rows.map((row) => ({
    venueId: row.venue_id as string,
    name: row.name as string,
    slug: row.slug as string,
    orderDays: Number(row.order_days),
    firstDay: row.first_day as string,
    lastDay: row.last_day as string,
    medianGap: row.median_gap === null ? null : Number(row.median_gap),
  }));
}

export interface OnceOnlyRow {
  productId: string | null;
  name: string;
  venues: number;
  qty: number;
}

/**
 * The products sold in the period that no venue ordered in two different orders of it (decision 0186): a venue did
 * when one of its rows of the product holds two orders, or follows another of its rows in the period. Each venue
 * of a product that none reordered has one row in the period.
 */
export async function listProductsNotReordered(db: Database, window: InsightWindow, limit: number): Promise<OnceOnlyRow[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select product_id, max(product_name) as name, count(*)::int as venues, sum(qty)::bigint as qty
    from (${ownRows('supplier', 'sales_daily', window, window.from)}) counted group by product_id
    having bool_and(orders = 1 and (previous_day is null or previous_day < ${window.from}::date))
    order by sum(qty) desc, max(product_name) limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: (row.product_id as string | null) ?? null,
    name: row.name as string,
    venues: Number(row.venues),
    qty: Number(row.qty),
  }));
}
