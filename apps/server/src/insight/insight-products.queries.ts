import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';
import { addDays } from '../shared/calendar';
import type { InsightSide, InsightWindow } from './insight.queries';

// The products of a period and its previous one, their styles and (for a supplier) the products no venue reordered,
// summed in the database so only the rows a page shows travel (decision 0194). A supplier's whole months are read
// from sales_monthly and only the days at a period's ends from sales_daily; a venue reads its own few rows of
// sales_daily, by its days.

/** the first day of the month a day is in, `by` months on */
function monthStart(day: string, by = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + by, 1)).toISOString().slice(0, 10);
}

export interface MonthSplit {
  /** the first and the last of the whole months inside the range (their first days), if any */
  months: [string, string] | null;
  /** the days of the range outside those months, as ranges of days (both ends included) */
  days: [string, string][];
}

/** A range of days (both ends included) cut into the whole calendar months inside it and the days at its ends. */
export function splitByMonths(from: string, to: string): MonthSplit {
  const first = from === monthStart(from) ? from : monthStart(from, 1);
  const last = addDays(to, 1) === monthStart(to, 1) ? monthStart(to) : monthStart(to, -1);
  if (first > last) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  if (monthStart(last, 1) <= to) days.push([monthStart(last, 1), to]);
  return { months: [first, last], days };
}

const COLUMNS = sql`product_id, product_name, orders, qty, ex_cents, inc_cents`;

/** the supplier's rows of a range: whole months from sales_monthly, the rest from sales_daily; `current` as given */
function supplierRange(supplierId: string, from: string, to: string, current: boolean): SQL[] {
  const split = splitByMonths(from, to);
  const flag = current ? sql`true` : sql`false`;
  const parts = split.days.map(
    ([first, last]) => sql`select ${COLUMNS}, null::uuid as party_id, ${flag} as current, 1 as day_rows from sales_daily
      where supplier_id = ${supplierId} and supplier_day >= ${first}::date and supplier_day <= ${last}::date`,
  );
  if (split.months)
    parts.push(sql`select ${COLUMNS}, null::uuid as party_id, ${flag} as current, day_rows from sales_monthly
      where supplier_id = ${supplierId} and month >= ${split.months[0]}::date and month <= ${split.months[1]}::date`);
  return parts;
}

function productRows(side: InsightSide, window: InsightWindow): SQL {
  if (side === 'venue')
    return sql`select ${COLUMNS}, supplier_id as party_id, venue_day >= ${window.from}::date as current, 1 as day_rows
      from sales_daily where venue_id = ${window.organisationId}
        and venue_day >= ${window.previousFrom}::date and venue_day <= ${window.to}::date`;
  const parts = [
    ...supplierRange(window.organisationId, window.previousFrom, addDays(window.from, -1), false),
    ...supplierRange(window.organisationId, window.from, window.to, true),
  ];
  return sql.join(parts, sql` union all `);
}

/**
 * A product a venue reordered in the period: a row of it in the period with two orders, or with the venue's previous
 * row in the period too. Looked for from the period's end back (the latest rows are the likeliest), by the product's
 * index, so a product many venues reorder is settled in a row or two.
 */
function reordered(window: InsightWindow): SQL {
  const within = sql`d.supplier_id = ${window.organisationId} and d.supplier_day >= ${window.from}::date
    and d.supplier_day <= ${window.to}::date and (d.orders > 1 or d.previous_day >= ${window.from}::date)`;
  return sql`case when x.product_id is null
    then exists (select 1 from sales_daily d where d.product_id is null and ${within})
    else exists (select 1 from sales_daily d where d.product_id = x.product_id and ${within} order by d.supplier_day desc limit 1) end`;
}

export interface ProductSums {
  kind: 'product' | 'style' | 'once';
  productId: string | null;
  name: string;
  style: string;
  /** the product's other party (a venue's supplier), on a venue's product rows */
  partyId: string | null;
  qty: number;
  exCents: number;
  incCents: number;
  previousExCents: number;
  /** on a product not reordered: its venues (each has one row of it in the period) */
  venues: number;
}

/**
 * The period's products (the `limit` largest by ex GST, with the period before's ex GST), every style's sums, and
 * for a supplier the `limit` products not reordered (decision 0186), the most sold first. A product's style is
 * today's, looked up by key for each product (the planner, expecting many, would hash the whole catalogue).
 */
export async function sumProducts(db: Database, side: InsightSide, window: InsightWindow, limit: number): Promise<ProductSums[]> {
  const once =
    side === 'supplier'
      ? sql`union all (select 'once', product_id, name, style, null, qty, ex, inc, previous_ex, day_rows from styled x
          where qty is not null and not ${reordered(window)} order by qty desc, name limit ${limit})`
      : sql``;
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with product_rows as (${productRows(side, window)}),
    per_product as (
      select product_id, coalesce(max(product_name) filter (where current), max(product_name)) as name, max(party_id::text) as party_id,
        sum(qty) filter (where current) as qty, sum(ex_cents) filter (where current) as ex,
        sum(inc_cents) filter (where current) as inc, coalesce(sum(ex_cents) filter (where not current), 0) as previous_ex,
        sum(day_rows) filter (where current) as day_rows
      from product_rows group by product_id
    ),
    styled as (
      select per_product.*, coalesce((select p.style from products p where p.id = per_product.product_id), '') as style
      from per_product
    )
    (select 'product' as kind, product_id, name, style, party_id, qty, ex, inc, previous_ex, day_rows from styled
      where qty is not null order by ex desc, product_id nulls last limit ${limit})
    union all
    select 'style', null, null, style, null, sum(qty), sum(ex), sum(inc), sum(previous_ex), null from styled group by style
    ${once}`,
  );
  return rows.map((row) => ({
    kind: row.kind as ProductSums['kind'],
    productId: (row.product_id as string | null) ?? null,
    name: (row.name as string | null) ?? '',
    style: row.style as string,
    partyId: (row.party_id as string | null) ?? null,
    qty: Number(row.qty ?? 0),
    exCents: Number(row.ex ?? 0),
    incCents: Number(row.inc ?? 0),
    previousExCents: Number(row.previous_ex),
    venues: Number(row.day_rows ?? 0),
  }));
}
