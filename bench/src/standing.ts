// npm run bench -- standing: BENCH_STANDING (1,000) standing orders of as many venues, each with one occurrence due at
// the same cut-off (a minute boundary a little after the server starts), written into the stopped server's database on
// the demo data (three of the demo brewery's packs each, untracked stock). The server's own scheduler (its per-minute
// tick) places them through checkout. Measured: from the cut-off until every occurrence is placed; then checked that
// each made exactly one order (one key, one supplier order, one idempotency key). PostgreSQL only (BENCH_DATABASE_URL).
import os from 'node:os';
import { createDatabase, sqlClientOf } from '@tapline/db';
import { databaseConfigOf, startServer } from './server';

interface StandingBenchOptions {
  port: number;
  key: string;
  occurrences: number;
  /** PostgreSQL (the only one it runs on) or PGlite */
  label: string;
  database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

/** The next Tuesday or Thursday (the demo brewery's delivery days) after `date`. */
function nextDeliveryDay(after: Date): string {
  for (let days = 1; ; days += 1) {
    const day = new Date(after.getTime() + days * 86_400_000);
    if (day.getUTCDay() === 2 || day.getUTCDay() === 4) return day.toISOString().slice(0, 10);
  }
}

/** The venues, their standing orders (3 lines each) and one occurrence each due at `cutOff`, in a few statements. */
async function writeStandingOrders(env: Record<string, string>, count: number, cutOff: Date): Promise<void> {
  const handle = await createDatabase(databaseConfigOf(env));
  const sql = (text: string, params: unknown[] = []) => sqlClientOf(handle.db).executeSql(text, params);
  try {
    const supplier = String((await sql(`select id from organisations where slug = 'saltwater-brewing'`)).rows[0]!.id);
    const owner = String((await sql(`select id from profiles where email = 'venue@tapline.test'`)).rows[0]!.id);
    const deliveryDate = nextDeliveryDay(cutOff);
    await sql(
      `insert into organisations (type, slug, name, venue_kind)
       select 'venue', 'bench-standing-' || n, 'Bench Standing Venue ' || n, 'bar' from generate_series(1, $1::int) as n`,
      [count],
    );
    await sql(
      `insert into memberships (organisation_id, user_id, organisation_role)
       select id, $1::uuid, 'owner' from organisations where slug like 'bench-standing-%'`,
      [owner],
    );
    await sql(
      `insert into standing_orders (venue_id, supplier_id, owner_id, delivery_weekdays, starts_on, planned_through, note)
       select id, $1::uuid, $2::uuid, array[extract(dow from $3::date)::smallint], $3::date, '2999-01-01', 'Bench'
       from organisations where slug like 'bench-standing-%'`,
      [supplier, owner, deliveryDate],
    );
    await sql(
      `insert into standing_order_lines (standing_order_id, sku_id, qty, last_unit_price_cents)
       select so.id, k.id, 2, k.unit_price_cents from standing_orders so
       cross join (select k.id, k.unit_price_cents from skus k join products p on p.id = k.product_id
         where k.supplier_id = $1::uuid and k.status = 'active' and p.status = 'active' and k.stock_on_hand is null order by k.id limit 3) k
       where so.note = 'Bench'`,
      [supplier],
    );
    // reminded already: the run times the placements alone
    await sql(
      `insert into standing_occurrences (standing_order_id, scheduled_date, delivery_date, place_at, remind_at, reminded_at)
       select id, $1::date, $1::date, $2::timestamptz, $2::timestamptz - interval '24 hours', now() from standing_orders where note = 'Bench'`,
      [deliveryDate, cutOff.toISOString()],
    );
  } finally {
    await handle.close();
  }
}

async function countsOf(env: Record<string, string>) {
  const handle = await createDatabase(databaseConfigOf(env));
  try {
    const { rows } = await sqlClientOf(handle.db).executeSql(
      `select
        (select count(*) from standing_occurrences o join standing_orders so on so.id = o.standing_order_id where so.note = 'Bench' and o.status = 'placed') as placed,
        (select count(*) from standing_occurrences o join standing_orders so on so.id = o.standing_order_id where so.note = 'Bench' and o.status <> 'placed') as other,
        (select count(*) from orders where idempotency_key like 'standing:%') as orders,
        (select count(distinct idempotency_key) from orders where idempotency_key like 'standing:%') as keys,
        (select count(*) from supplier_orders so join orders o on o.id = so.order_id where o.idempotency_key like 'standing:%') as supplier_orders,
        (select count(*) from idempotency_keys where key like 'standing:%' and state = 'done') as idempotency_keys`,
      [],
    );
    return Object.fromEntries(Object.entries(rows[0]!).map(([name, value]) => [name, Number(value)])) as Record<string, number>;
  } finally {
    await handle.close();
  }
}

export async function runStandingBench(options: StandingBenchOptions): Promise<void> {
  // the bench reads the database while the server runs: the embedded one is the server's alone
  if (options.label !== 'PostgreSQL') {
    console.log('\nStanding bench: skipped, it runs on PostgreSQL only (set BENCH_DATABASE_URL)');
    return;
  }
  const database = await options.database();
  const env = { ...database.env };
  try {
    // the first start migrates, loads the demo data and creates the queues
    await (await startServer(options.port, options.key, env)).stop();
    // the cut-off: the minute boundary at least 40 s ahead, so the server is up and its start-up tick done by then
    const cutOff = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    await writeStandingOrders(env, options.occurrences, cutOff);
    const server = await startServer(options.port, options.key, env);
    let doneAt = Number.NaN;
    let firstAt = Number.NaN;
    try {
      const deadline = cutOff.getTime() + 180_000;
      while (Date.now() < deadline) {
        const placed = Date.now() >= cutOff.getTime() ? ((await countsOf(env)).placed ?? 0) : 0;
        if (placed > 0 && Number.isNaN(firstAt)) firstAt = Date.now();
        if (placed >= options.occurrences) {
          doneAt = Date.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await server.stop();
    }
    const counts = await countsOf(env);
    const exactlyOnce =
      counts.placed === options.occurrences &&
      counts.other === 0 &&
      counts.orders === options.occurrences &&
      counts.keys === options.occurrences &&
      counts.supplier_orders === options.occurrences &&
      counts.idempotency_keys === options.occurrences;
    if (!exactlyOnce) process.exitCode = 1;
    console.log(
      `\nStanding bench: ${options.label}, ${options.occurrences} occurrences due at ${cutOff.toISOString()} placed by the server's tick, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    console.log(
      '| occurrences | placed | other states | orders (distinct keys) | supplier orders | idempotency keys | cut-off to the first placed, s | to the last, s |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    const since = (at: number) => (Number.isNaN(at) ? 'n/a' : ((at - cutOff.getTime()) / 1000).toFixed(1));
    console.log(
      `| ${options.occurrences} | ${counts.placed} | ${counts.other} | ${counts.orders} (${counts.keys}) | ${counts.supplier_orders} | ${counts.idempotency_keys} | ${since(firstAt)} | ${since(doneAt)} |`,
    );
    if (!exactlyOnce) console.log('Bench invalid: not every occurrence made exactly one order');
  } finally {
    await database.drop();
  }
}
