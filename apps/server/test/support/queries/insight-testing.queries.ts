import { TZDate } from '@date-fns/tz';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database } from '@tapline/db';

// Supplier analytics and venue spend computed directly from the order lines, as insight read them before the sales
// rollups (decision 0193): the consistency test's truth. And the writes the test makes to orders and lines, the way
// the order paths do (a status, a short, a change, a removed line, a deleted product, a zone).

const COUNTED = sql`('accepted', 'dispatched', 'delivered')`;

function startOfLocalDay(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, timeZone).getTime()).toISOString();
}

function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

export interface DirectWindow {
  side: 'supplier' | 'venue';
  organisationId: string;
  timeZone: string;
  previousFrom: string;
  from: string;
  to: string;
}

function counted(window: DirectWindow, fromDay: string | null, columns: SQL, more: SQL = sql``): SQL {
  const owner = window.side === 'supplier' ? sql`so.supplier_id` : sql`o.venue_id`;
  const from = fromDay === null ? new Date(0).toISOString() : startOfLocalDay(fromDay, window.timeZone);
  return sql`select ${columns} from supplier_orders so join orders o on o.id = so.order_id ${more}
    where ${owner} = ${window.organisationId} and so.status in ${COUNTED}
      and so.created_at >= ${from} and so.created_at < ${startOfLocalDay(nextDay(window.to), window.timeZone)}`;
}

const localDay = (window: DirectWindow) => sql`(so.created_at at time zone ${window.timeZone})::date`;
const partyOf = (window: DirectWindow) => (window.side === 'supplier' ? sql`o.venue_id` : sql`so.supplier_id`);
const current = (window: DirectWindow) => sql`so.created_at >= ${startOfLocalDay(window.from, window.timeZone)}`;

function linesOf(window: DirectWindow): SQL {
  return counted(
    window,
    window.previousFrom,
    sql`${localDay(window)} as day, ${current(window)} as current, ol.product_id, ol.product_name, ${partyOf(window)} as party_id,
      so.id as supplier_order_id, ol.qty, ol.line_total_cents as ex,
      ol.line_total_cents + round(ol.line_total_cents * ol.tax_rate_basis_points / 10000.0)::bigint as inc`,
    sql`join order_lines ol on ol.supplier_order_id = so.id`,
  );
}

const textRows = async (db: Database, query: SQL) => (await executeRows<{ row: string }>(db, query)).map((row) => row.row).sort();

/** the sums and order counts by day and by party of both periods, as text rows */
export async function directSales(db: Database, window: DirectWindow): Promise<string[]> {
  return textRows(
    db,
    sql`with lines as (${linesOf(window)})
    select concat_ws('|', case when grouping(day) = 0 then 'day' else 'party' end, current, day, party_id, sum(qty), sum(ex),
      sum(inc), count(distinct supplier_order_id)) as row
    from lines group by grouping sets ((current, day), (current, party_id))`,
  );
}

/** each product sold in the period (its name, its supplier on a venue's side, its sums, the period before's ex GST), and each style's */
export async function directProducts(db: Database, window: DirectWindow): Promise<string[]> {
  const party = window.side === 'venue' ? sql`max(party_id::text)` : sql`null`;
  return textRows(
    db,
    sql`with lines as (${linesOf(window)}),
    per_product as (
      select product_id, max(product_name) filter (where current) as name, ${party} as party_id, sum(qty) filter (where current) as qty,
        sum(ex) filter (where current) as ex, sum(inc) filter (where current) as inc,
        coalesce(sum(ex) filter (where not current), 0) as previous_ex
      from lines group by product_id
    ),
    styled as (select x.*, coalesce(p.style, '') as style from per_product x left join products p on p.id = x.product_id)
    select concat_ws('|', 'product', product_id, name, party_id, qty, ex, inc, previous_ex) as row from styled where qty is not null
    union all
    select concat_ws('|', 'style', style, coalesce(sum(qty), 0), coalesce(sum(ex), 0), coalesce(sum(inc), 0), sum(previous_ex))
    from styled group by style`,
  );
}

/** sales_monthly against sales_daily summed by month: the rows of either that the other lacks (none when they agree) */
export async function monthlyMismatches(db: Database): Promise<string[]> {
  const summed = sql`select supplier_id, date_trunc('month', supplier_day)::date as month, product_id, max(product_name) as product_name,
    count(*)::int as day_rows, sum(orders)::int as orders, sum(qty)::bigint as qty, sum(ex_cents)::bigint as ex_cents,
    sum(inc_cents)::bigint as inc_cents from sales_daily group by 1, 2, 3`;
  const kept = sql`select supplier_id, month, product_id, product_name, day_rows, orders, qty, ex_cents, inc_cents from sales_monthly`;
  return textRows(
    db,
    sql`select concat_ws('|', 'missing', x.*) as row from ((${summed}) except (${kept})) x
    union all select concat_ws('|', 'extra', y.*) from ((${kept}) except (${summed})) y`,
  );
}

/** each venue's order days up to the period's end: count, first, last, median gap */
export async function directRhythms(db: Database, window: DirectWindow): Promise<string[]> {
  const days = counted(window, null, sql`o.venue_id, ${localDay(window)} as day`);
  const rows = await executeRows<{ row: string }>(
    db,
    sql`with days as (select distinct venue_id, day from (${days}) c),
    gaps as (select venue_id, day, day - lag(day) over (partition by venue_id order by day) as gap from days)
    select concat_ws('|', venue_id, count(*), min(day), max(day), percentile_cont(0.5) within group (order by gap)) as row
    from gaps group by venue_id`,
  );
  return rows.map((row) => row.row).sort();
}

/** the products of the period no venue ordered in two of its orders: product, name, venues, qty */
export async function directNotReordered(db: Database, window: DirectWindow): Promise<string[]> {
  const lines = counted(
    window,
    window.from,
    sql`ol.product_id, ol.product_name, o.venue_id, so.id as supplier_order_id, ol.qty`,
    sql`join order_lines ol on ol.supplier_order_id = so.id`,
  );
  const rows = await executeRows<{ row: string }>(
    db,
    sql`with per_venue as (
      select product_id, venue_id, max(product_name) as name, count(distinct supplier_order_id) as orders, sum(qty) as qty
      from (${lines}) c group by product_id, venue_id
    )
    select concat_ws('|', product_id, max(name), count(*), sum(qty)) as row from per_venue group by product_id having max(orders) = 1`,
  );
  return rows.map((row) => row.row).sort();
}

/** One random write to the orders, as an order path makes it; `pick` chooses (0 ≤ pick < 1). */
export async function mutateTestOrders(db: Database, kind: number, pick: () => number): Promise<void> {
  const nth = sql`offset floor(${pick()}::float8 * (select count(*) from order_lines))::int limit 1`;
  const line = sql`(select id from order_lines order by id ${nth})`;
  const order = sql`(select supplier_order_id from order_lines order by id ${nth})`;
  const statuses = ['submitted', 'accepted', 'dispatched', 'delivered', 'cancelled', 'rejected', 'held'];
  const writes: SQL[] = [
    sql`update supplier_orders set status = ${statuses[Math.floor(pick() * statuses.length)]}::supplier_order_status where id = ${order}`,
    // a short (on accepting, on delivery, on a run sheet): fewer supplied, the line total with them
    sql`update order_lines set qty = greatest(0, qty - 1), line_total_cents = greatest(0, qty - 1) * unit_price_cents where id = ${line}`,
    // an accepted change: another product, name and price on the line
    sql`update order_lines l set product_id = p.id, product_name = p.name, unit_price_cents = l.unit_price_cents + 100,
      line_total_cents = l.qty * (l.unit_price_cents + 100), tax_rate_basis_points = 1500
      from (select id, name from products order by id offset floor(${pick()}::float8 * 4)::int limit 1) p where l.id = ${line}`,
    // a line added by a change, and one removed (never an order's last)
    sql`insert into order_lines (supplier_order_id, sku_id, product_id, product_name, sku_name, sku_code, unit_price_cents,
        tax_rate_basis_points, qty, ordered_qty, line_total_cents, added_by_change)
      select supplier_order_id, sku_id, product_id, product_name || ' (added)', sku_name, sku_code, unit_price_cents,
        tax_rate_basis_points, 2, 2, 2 * unit_price_cents, true from order_lines where id = ${line}`,
    sql`delete from order_lines where id = ${line}
      and (select count(*) from order_lines x where x.supplier_order_id = order_lines.supplier_order_id) > 1`,
    // several orders at once: held orders released
    sql`update supplier_orders set status = 'accepted' where status = 'held'`,
  ];
  await db.execute(writes[kind % writes.length]!);
}

/** a product deleted (its lines keep their names, without it), or an organisation moved to another zone */
export async function deleteTestProduct(db: Database, productId: string): Promise<void> {
  await db.execute(sql`delete from products where id = ${productId}`);
}

export async function setTestTimeZone(db: Database, organisationId: string, timeZone: string): Promise<void> {
  await db.execute(sql`update organisations set time_zone = ${timeZone} where id = ${organisationId}`);
}

/** a supplier order accepted in a transaction held open `holdMs` after the change, `changed` called in between */
export async function acceptTestOrderSlowly(db: Database, supplierOrderId: string, holdMs: number, changed: () => void = () => {}) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update supplier_orders set status = 'accepted' where id = ${supplierOrderId}`);
    changed();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  });
}

/** a supplier's rows of sales_monthly: month, product, venues' rows and quantity */
export async function testMonthlyRows(db: Database, supplierId: string): Promise<string[]> {
  return textRows(
    db,
    sql`select concat_ws('|', month, product_id, day_rows, qty) as row from sales_monthly where supplier_id = ${supplierId}`,
  );
}
