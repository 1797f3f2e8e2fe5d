import type { SqlClient } from '@tapline/db';

// A year of generated orders on the bench catalogue (npm run bench -- insight): 1,000 venues in Sydney, each ordering
// from about eight of the 500 bench suppliers on a rhythm of its own (every 7 to 28 days), and 300 of them from
// bench-supplier-1, the big brewery the analytics are measured on (every 3 to 21 days, four to eight lines an order;
// one in ten stopped a month or two ago: lapsed). Each order is one supplier order; most were delivered, the last
// week's accepted, a few cancelled or rejected. Stable: the same orders every time (hashtext, not random()).

/** a stable whole number 0..n-1 for a value and a salt */
const h = (value: string, salt: number, n: number | string) => `(abs(hashtext((${value})::text || ':${salt}')) % ${n})`;

const INSIGHT_VENUES = 1_000;

export async function seedInsightOrders(sql: SqlClient, log: (line: string) => void): Promise<{ supplierOrders: number; lines: number }> {
  const existing = await sql.executeSql(`select count(*)::int as n from organisations where slug like 'bench-venue-%'`);
  if (Number(existing.rows[0]?.n) > 0) throw new Error('This database already has the insight bench orders');
  await sql.executeSql(
    `insert into organisations (type, slug, name, description, status, time_zone)
     select 'venue', 'bench-venue-' || i, 'Bench Venue ' || i, 'A bench venue', 'active', 'Australia/Sydney'
     from generate_series(1, $1::integer) as i`,
    [INSIGHT_VENUES],
  );
  await sql.executeSql(`create unlogged table bench_venue as
    select substr(slug, 13)::int as n, id from organisations where slug like 'bench-venue-%'`);
  await sql.executeSql(`create unlogged table bench_supplier as
    select substr(slug, 16)::int as n, id from organisations where slug like 'bench-supplier-%'`);
  await sql.executeSql(`create unlogged table bench_sku as
    select s.supplier_id, row_number() over (partition by s.supplier_id order by s.code) as n, s.id as sku_id, s.product_id,
      p.name as product_name, s.name as sku_name, s.code, s.unit_price_cents, s.tax_rate_basis_points
    from skus s join products p on p.id = s.product_id where s.code like 'B-%'`);
  await sql.executeSql(`create index on bench_sku (supplier_id, n)`);
  await sql.executeSql(
    `create unlogged table bench_sku_count as select supplier_id, count(*)::int as skus from bench_sku group by supplier_id`,
  );
  // who orders from whom, how often, how many lines, and how many days before today it stopped (0: still ordering)
  await sql.executeSql(`create unlogged table bench_pair as
    select distinct on (venue_id, supplier_id) * from (
      select v.id as venue_id, s.id as supplier_id,
        (array[3, 7, 7, 7, 7, 14, 14, 21])[1 + ${h('v.n', 1, 8)}] as every,
        4 + ${h('v.n', 5, 5)} as lines,
        case when ${h('v.n', 3, 10)} = 0 then 30 + ${h('v.n', 4, 40)} else 0 end as stopped,
        v.n as salt
      from bench_venue v join bench_supplier s on s.n = 1 where v.n <= 300
      union all
      select v.id, s.id, 7 + ${h('v.n * 10 + k', 11, 22)}, 2 + ${h('v.n * 10 + k', 12, 3)},
        case when ${h('v.n * 10 + k', 13, 10)} = 0 then 30 + ${h('v.n * 10 + k', 14, 60)} else 0 end, v.n * 10 + k
      from bench_venue v cross join generate_series(1, 8) as k
      join bench_supplier s on s.n = 2 + ${h('v.n * 10 + k', 15, 499)}
    ) pairs order by venue_id, supplier_id`);
  await sql.executeSql(`create unlogged table bench_plan as
    select gen_random_uuid() as order_id, gen_random_uuid() as supplier_order_id, p.venue_id, p.supplier_id, p.lines,
      date_trunc('day', now()) - make_interval(days => 365 - day) + make_interval(mins => 60 * 7 + ${h('p.salt * 1000 + day', 21, 600)}) as placed_at,
      case when day >= 358 then 'accepted' when ${h('p.salt * 1000 + day', 22, 100)} < 3 then 'cancelled'
           when ${h('p.salt * 1000 + day', 23, 100)} < 2 then 'rejected' else 'delivered' end as status
    from bench_pair p cross join lateral generate_series(${h('p.salt', 24, 'p.every')}, 364 - p.stopped, p.every) as day`);
  log('planned the supplier orders');
  await sql.executeSql(`insert into orders (id, number, venue_id, subtotal_cents, tax_cents, total_cents, created_at)
    select order_id, 'BI-' || row_number() over (order by placed_at, order_id), venue_id, 0, 0, 0, placed_at from bench_plan`);
  await sql.executeSql(`insert into supplier_orders (id, order_id, supplier_id, status, subtotal_cents, tax_cents, total_cents, created_at, updated_at)
    select supplier_order_id, order_id, supplier_id, status::supplier_order_status, 0, 0, 0, placed_at, placed_at from bench_plan`);
  log('wrote the orders; writing their lines');
  // the lines: a skewed pick of the supplier's SKUs (a few sell most), 1 to 6 of each
  await sql.executeSql(`insert into order_lines (supplier_order_id, sku_id, product_id, product_name, sku_name, sku_code,
      unit_price_cents, tax_rate_basis_points, qty, ordered_qty, line_total_cents)
    select distinct on (pl.supplier_order_id, k.sku_id) pl.supplier_order_id, k.sku_id, k.product_id, k.product_name, k.sku_name, k.code,
      k.unit_price_cents, k.tax_rate_basis_points, q.qty, q.qty, q.qty * k.unit_price_cents
    from bench_plan pl
    join bench_sku_count c on c.supplier_id = pl.supplier_id
    cross join lateral generate_series(1, pl.lines) as g
    cross join lateral (select 1 + floor(power(${h('pl.supplier_order_id::text || g', 31, 10000)} / 10000.0, 2) * c.skus)::int as n,
      1 + ${h('pl.supplier_order_id::text || g', 32, 6)} as qty) q
    join bench_sku k on k.supplier_id = pl.supplier_id and k.n = q.n`);
  // the supplier orders' totals from their lines, as checkout writes them
  await sql.executeSql(`update supplier_orders so set subtotal_cents = t.ex, tax_cents = t.tax, total_cents = t.ex + t.tax
    from (select supplier_order_id, sum(line_total_cents) as ex, sum(round(line_total_cents * tax_rate_basis_points / 10000.0))::bigint as tax
          from order_lines where sku_code like 'B-%' group by supplier_order_id) t
    where so.id = t.supplier_order_id`);
  await sql.executeSql(`update orders o set subtotal_cents = so.subtotal_cents, tax_cents = so.tax_cents, total_cents = so.total_cents
    from supplier_orders so where so.order_id = o.id and o.number like 'BI-%'`);
  for (const table of ['orders', 'supplier_orders', 'order_lines']) await sql.executeSql(`vacuum analyze ${table}`);
  const totals = await sql.executeSql(`select (select count(*)::int from bench_plan) as supplier_orders,
      (select count(*)::int from order_lines where sku_code like 'B-%') as lines`);
  for (const table of ['bench_plan', 'bench_pair', 'bench_sku_count', 'bench_sku', 'bench_supplier', 'bench_venue'])
    await sql.executeSql(`drop table ${table}`);
  const row = totals.rows[0] as { supplier_orders: number; lines: number };
  return { supplierOrders: row.supplier_orders, lines: row.lines };
}
