import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';

// The figures behind supplier analytics and venue spend (decision 0185), read from the sales rollups (decision 0193):
// the supplier orders the supplier accepted (and those gone further: dispatched, delivered), summed per supplier,
// venue and local day (the supplier's day for analytics, the venue's for spend) by the database's own triggers in
// the transaction of each change; each line at what is supplied, ex GST as its line total, inc GST with the line's
// own rate. Delivery fees and keg deposits are not sales of a product: left out. The products' sums are
// insight-products.queries'.

export type InsightSide = 'supplier' | 'venue';

export interface InsightWindow {
  organisationId: string;
  /** the previous period's first day, the current period's first day and its last (local days, both included) */
  previousFrom: string;
  from: string;
  to: string;
}

/** the side's own rows of the orders' rollup in both periods: the supplier's days for a supplier, the venue's for a venue */
function ownRows(side: InsightSide, window: InsightWindow): SQL {
  const [owner, day, party] = side === 'supplier' ? ['supplier_id', 'supplier_day', 'venue_id'] : ['venue_id', 'venue_day', 'supplier_id'];
  return sql`select r.*, r.${sql.raw(day)} as day, r.${sql.raw(party)} as party_id, r.${sql.raw(day)} >= ${window.from}::date as current
    from sales_daily_orders r
    where r.${sql.raw(owner)} = ${window.organisationId}
      and r.${sql.raw(day)} >= ${window.previousFrom}::date and r.${sql.raw(day)} <= ${window.to}::date`;
}

export interface SalesRow {
  kind: 'day' | 'party';
  current: boolean;
  day: string | null;
  partyId: string | null;
  partyName: string | null;
  partySlug: string | null;
  qty: number;
  exCents: number;
  incCents: number;
  /** counted supplier orders */
  orders: number;
}

/**
 * Both periods at once from the orders' rollup, summed by day and by the other party (grouping sets); `current`
 * tells the two periods apart. The products are insight-products.queries'.
 */
export async function sumSales(db: Database, side: InsightSide, window: InsightWindow): Promise<SalesRow[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with days as (${ownRows(side, window)}),
    sums as (
      select case when grouping(day) = 0 then 'day' else 'party' end as kind, current, day::text as day, party_id,
        sum(qty)::bigint as qty, sum(ex_cents)::bigint as ex, sum(inc_cents)::bigint as inc, sum(orders)::bigint as orders
      from days group by grouping sets ((current, day), (current, party_id))
    )
    select sums.*, org.name as party_name, org.slug as party_slug from sums left join organisations org on org.id = sums.party_id`,
  );
  return rows.map((row) => ({
    kind: row.kind as SalesRow['kind'],
    current: row.current === true,
    day: (row.day as string | null) ?? null,
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

/** each venue's rhythm computed from its order days up to the period's end */
function rhythmsUpTo(window: InsightWindow): SQL {
  return sql`with days as (
      select distinct venue_id, supplier_day as day from sales_daily_orders
      where supplier_id = ${window.organisationId} and supplier_day <= ${window.to}::date
    ),
    gaps as (select venue_id, day, day - lag(day) over (partition by venue_id order by day) as gap from days)
    select venue_id, count(*)::int as order_days, min(day) as first_day, max(day) as last_day,
      percentile_cont(0.5) within group (order by gap) as median_gap
    from gaps group by venue_id`;
}

/**
 * Each venue's rhythm with the supplier up to the period's end (decision 0186): the days it ordered on, its first
 * and last, and the median number of days between two of them. A period ending today (`kept`: no order is on a later
 * day) reads the rhythms the rollup keeps (decision 0194); an earlier one computes them up to its end.
 */
export async function listVenueRhythms(db: Database, window: InsightWindow, kept: boolean): Promise<VenueRhythmRow[]> {
  const rhythms = kept
    ? sql`select venue_id, order_days, first_day, last_day, median_gap from sales_rhythms where supplier_id = ${window.organisationId}`
    : rhythmsUpTo(window);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select r.venue_id, r.order_days, r.first_day::text as first_day, r.last_day::text as last_day, r.median_gap,
      org.name, org.slug
    from (${rhythms}) r join organisations org on org.id = r.venue_id`,
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
