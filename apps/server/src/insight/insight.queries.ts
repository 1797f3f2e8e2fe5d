import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';

// The figures behind supplier analytics and venue spend (decision 0185): supplier orders the supplier accepted (and
// those gone further: dispatched, delivered), by the day they were placed in the organisation's time zone; each line
// at what is supplied (its qty: less what was sent or delivered short, after any accepted change), ex GST as its
// line total, inc GST with the line's own rate. Delivery fees and keg deposits are not sales of a product: left out.

/** the statuses that count as sales (decision 0185) */
const COUNTED = sql`('accepted', 'dispatched', 'delivered')`;

export type InsightSide = 'supplier' | 'venue';

export interface InsightWindow {
  organisationId: string;
  timeZone: string;
  /** the previous period's first instant, the current period's first instant, the instant after its last day */
  previousStart: Date;
  start: Date;
  end: Date;
}

/** whose orders: the supplier's own, or the venue's with every supplier */
const ownerOf = (side: InsightSide, organisationId: string) =>
  side === 'supplier' ? sql`so.supplier_id = ${organisationId}` : sql`o.venue_id = ${organisationId}`;
/** the other party of each order: the venue for a supplier, the supplier for a venue */
const partyOf = (side: InsightSide) => (side === 'supplier' ? sql`o.venue_id` : sql`so.supplier_id`);

const localDay = (timeZone: string) => sql`(so.created_at at time zone ${timeZone})::date`;

/** the counted supplier orders of the side between two instants */
function countedOrders(side: InsightSide, window: InsightWindow, from: Date, columns: SQL, more: SQL = sql``): SQL {
  return sql`select ${columns}
    from supplier_orders so
    join orders o on o.id = so.order_id
    ${more}
    where ${ownerOf(side, window.organisationId)} and so.status in ${COUNTED}
      and so.created_at >= ${from.toISOString()} and so.created_at < ${window.end.toISOString()}`;
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
}

/**
 * Both periods' lines in one pass, summed three ways (grouping sets): by day, by product, by the other party; `current`
 * tells the two periods apart. A product's style (today's) is joined to its sums, not to each line: styles are summed
 * from the products' rows (insight-figures), which spares a lookup per line.
 */
export async function sumSales(db: Database, side: InsightSide, window: InsightWindow): Promise<SalesRow[]> {
  const lines = countedOrders(
    side,
    window,
    window.previousStart,
    sql`${localDay(window.timeZone)} as day, so.created_at >= ${window.start.toISOString()} as current,
      ol.product_id, ol.product_name, ${partyOf(side)} as party_id,
      ol.qty, ol.line_total_cents as ex,
      ol.line_total_cents + round(ol.line_total_cents * ol.tax_rate_basis_points / 10000.0)::bigint as inc`,
    sql`join order_lines ol on ol.supplier_order_id = so.id`,
  );
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with lines as (${lines}),
    sums as (
      select case when grouping(day) = 0 then 'day' when grouping(product_id) = 0 then 'product' else 'party' end as kind,
        current, day::text as day, product_id, max(product_name) as product_name,
        max(party_id::text) as product_party_id, party_id,
        sum(qty)::bigint as qty, sum(ex)::bigint as ex, sum(inc)::bigint as inc
      from lines
      group by grouping sets ((current, day), (current, product_id), (current, party_id))
    )
    select sums.*, org.name as party_name, org.slug as party_slug, p.style as product_style
    from sums left join organisations org on org.id = sums.party_id left join products p on p.id = sums.product_id`,
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
  }));
}

export interface OrderCountRow {
  day: string | null;
  partyId: string | null;
  current: boolean;
  orders: number;
}

/** How many supplier orders: by day (both periods), and by the other party in each period. */
export async function countSalesOrders(db: Database, side: InsightSide, window: InsightWindow): Promise<OrderCountRow[]> {
  const orders = countedOrders(
    side,
    window,
    window.previousStart,
    sql`${localDay(window.timeZone)} as day, so.created_at >= ${window.start.toISOString()} as current, ${partyOf(side)} as party_id`,
  );
  const rows = await executeRows<{ day: string | null; party_id: string | null; current: boolean | null; orders: number }>(
    db,
    sql`with counted as (${orders})
    select day::text as day, party_id, current, count(*)::int as orders from counted
    group by grouping sets ((day), (party_id, current))`,
  );
  return rows.map((row) => ({ day: row.day, partyId: row.party_id, current: row.current === true, orders: Number(row.orders) }));
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
  const days = countedOrders('supplier', window, new Date(0), sql`o.venue_id, ${localDay(window.timeZone)} as day`, sql``);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with days as (select distinct venue_id, day from (${days}) counted),
    gaps as (select venue_id, day, day - lag(day) over (partition by venue_id order by day) as gap from days)
    select gaps.venue_id, org.name, org.slug, count(*)::int as order_days, min(day)::text as first_day, max(day)::text as last_day,
      percentile_cont(0.5) within group (order by gap) as median_gap
    from gaps join organisations org on org.id = gaps.venue_id
    group by gaps.venue_id, org.name, org.slug`,
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

/** The products sold in the period that no venue ordered in two different orders of it (decision 0186). */
export async function listProductsNotReordered(db: Database, window: InsightWindow, limit: number): Promise<OnceOnlyRow[]> {
  const lines = countedOrders(
    'supplier',
    window,
    window.start,
    sql`ol.product_id, ol.product_name, o.venue_id, so.id as supplier_order_id, ol.qty`,
    sql`join order_lines ol on ol.supplier_order_id = so.id`,
  );
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with per_venue as (
      select product_id, venue_id, max(product_name) as name, count(distinct supplier_order_id) as orders, sum(qty) as qty
      from (${lines}) counted group by product_id, venue_id
    )
    select product_id, max(name) as name, count(*)::int as venues, sum(qty)::bigint as qty
    from per_venue group by product_id having max(orders) = 1
    order by sum(qty) desc, max(name) limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: (row.product_id as string | null) ?? null,
    name: row.name as string,
    venues: Number(row.venues),
    qty: Number(row.qty),
  }));
}
