// npm run bench -- insight: supplier analytics and venue spend on the 100,000-product bench catalogue with a year of
// generated orders (bench/src/insight-orders.ts; over 500,000 lines). The server runs on BENCH_INSIGHT_DATABASE_URL
// (PostgreSQL: an empty database of its own, made ready on the first run and kept) or else a fresh PGlite made here.
// Each endpoint and period is asked for BENCH_SECONDS at 8 connections and at 1, signed in as the big brewery's
// owner (bench-supplier-1) and the busiest venue's (bench-venue-1); the table gives p50/p95/p99 of every response.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, seedBenchCatalogue, sqlClientOf } from '@tapline/db';
import { seedInsightOrders } from './insight-orders';
import { percentile } from './search';
import { databaseConfigOf, startServer } from './server';

interface InsightBenchOptions {
  port: number;
  key: string;
  durationSeconds: number;
}

/** the budgets of issue 39: p95 at 8 users on PostgreSQL, and one user on PGlite */
const BUDGET_MS = { PostgreSQL: 300, PGlite: 1000 } as const;
const DEMO_SUPPLIER_OWNER = '00000000-0000-4000-a000-000000000003';
const DEMO_VENUE_OWNER = '00000000-0000-4000-a000-000000000002';

async function benchDatabase(): Promise<{ env: Record<string, string>; label: 'PostgreSQL' | 'PGlite'; drop: () => Promise<void> }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tapline-insight-bench-'));
  const drop = async () => rmSync(scratch, { recursive: true, force: true });
  const url = process.env.BENCH_INSIGHT_DATABASE_URL?.trim();
  return url
    ? { env: { DATABASE_URL: url, DATA_DIR: scratch }, label: 'PostgreSQL', drop }
    : { env: { DATA_DIR: scratch }, label: 'PGlite', drop };
}

/** The demo people (to sign in as), the catalogue and the year of orders, once per database; the two owners made members. */
async function prepare(port: number, key: string, env: Record<string, string>) {
  // the server migrates the database and, when it is empty (the first run), adds the demo data: its people, with the
  // demo password, are who the bench signs in as
  await (await startServer(port, key, { ...env, SEED_DEMO_DATA: 'always' })).stop();
  const handle = await createDatabase(databaseConfigOf(env));
  try {
    const sql = sqlClientOf(handle.db);
    const has = async (pattern: string) =>
      Number((await sql.executeSql(`select count(*)::int as n from organisations where slug like $1`, [pattern])).rows[0]?.n) > 0;
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
    if (!(await has('bench-supplier-%'))) {
      await seedBenchCatalogue(sql, Number(process.env.BENCH_PRODUCTS ?? 100_000), 500);
      console.log(`Seeded the bench catalogue in ${seconds()} s`);
    }
    if (!(await has('bench-venue-%'))) {
      const made = await seedInsightOrders(sql, (line) => console.log(`${line} (${seconds()} s)`));
      console.log(`Seeded ${made.supplierOrders} supplier orders, ${made.lines} lines in ${seconds()} s`);
    }
    await sql.executeSql(
      `insert into memberships (organisation_id, user_id, organisation_role)
       select id, $1::uuid, 'owner'::organisation_role from organisations where slug = 'bench-supplier-1'
       union all select id, $2::uuid, 'owner'::organisation_role from organisations where slug = 'bench-venue-1'
       on conflict do nothing`,
      [DEMO_SUPPLIER_OWNER, DEMO_VENUE_OWNER],
    );
    const counted = await sql.executeSql(`select (select count(*)::int from order_lines) as lines,
        (select count(*)::int from order_lines ol join supplier_orders so on so.id = ol.supplier_order_id
           join organisations s on s.id = so.supplier_id where s.slug = 'bench-supplier-1') as supplier_lines`);
    return counted.rows[0] as { lines: number; supplier_lines: number };
  } finally {
    await handle.close();
  }
}

async function signIn(address: string, email: string): Promise<string> {
  const { supabaseAnonKey } = (await (await fetch(`${address}/config.json`)).json()) as { supabaseAnonKey: string };
  const response = await fetch(`${address}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'tapline-demo' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return body.access_token;
}

/**
 * The periods a person picks: ending today, as the page's picker gives them; and 12 months ending mid-month (the
 * latest 15th), whose ends are half months read by day (decision 0194), where a period ending on a month's last day
 * is whole months only.
 */
function periods(): { name: string; query: string }[] {
  const today = new Date();
  const day = (back: number, from = today) => new Date(from.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const fifteenth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (today.getUTCDate() < 15 ? 1 : 0), 15));
  return [
    { name: '4 weeks', query: `from=${day(27)}&to=${day(0)}` },
    { name: '13 weeks', query: `from=${day(90)}&to=${day(0)}` },
    { name: '12 months', query: `from=${day(364)}&to=${day(0)}` },
    { name: '12 months to the 15th', query: `from=${day(364, fifteenth)}&to=${day(0, fifteenth)}` },
  ];
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

async function load(url: string, connections: number, durationSeconds: number, headers: Record<string, string>) {
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections, duration: durationSeconds, timeout: 10, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  instance!.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await finished;
  times.sort((a, b) => a - b);
  return { result, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

export async function runInsightBench({ port, key, durationSeconds }: InsightBenchOptions) {
  const database = await benchDatabase();
  const failures: string[] = [];
  try {
    const counts = await prepare(port, key, database.env);
    const server = await startServer(port, key, { ...database.env, SEED_DEMO_DATA: 'never' });
    try {
      const supplierToken = await signIn(server.address, 'supplier@tapline.test');
      const venueToken = await signIn(server.address, 'venue@tapline.test');
      const [load1, load5] = os.loadavg();
      console.log(
        `\nInsight bench: ${database.label}, ${counts.lines} order lines (${counts.supplier_lines} of bench-supplier-1), ${durationSeconds} s each, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} at the start, ${new Date().toISOString().slice(0, 10)}`,
      );
      console.log('| endpoint | period | connections | req/s (mean) | p50 ms | p95 ms | p99 ms | non-2xx | budget (p95) |');
      console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
      const endpoints = [
        { name: 'GET /api/suppliers/:id/analytics', path: '/api/suppliers/bench-supplier-1/analytics', token: supplierToken },
        { name: 'GET /api/venues/:id/spend', path: '/api/venues/bench-venue-1/spend', token: venueToken },
      ];
      const connectionCounts = database.label === 'PostgreSQL' ? [8, 1] : [1];
      for (const endpoint of endpoints) {
        for (const period of periods()) {
          for (const connections of connectionCounts) {
            const url = `${server.address}${endpoint.path}?${period.query}`;
            const measured = await load(url, connections, durationSeconds, {
              'x-functions-key': key,
              authorization: `Bearer ${endpoint.token}`,
            });
            const budget = connections === 8 || database.label === 'PGlite' ? BUDGET_MS[database.label] : undefined;
            const within = budget === undefined ? '–' : measured.p95 <= budget ? `≤ ${budget} ms: met` : `≤ ${budget} ms: MISSED`;
            console.log(
              `| ${endpoint.name} | ${period.name} | ${connections} | ${Math.round(measured.result.requests.average)} | ${ms(measured.p50)} | ${ms(measured.p95)} | ${ms(measured.p99)} | ${measured.result.non2xx} | ${within} |`,
            );
            if (measured.result.non2xx > 0 || measured.result.errors > 0)
              failures.push(`${endpoint.name} ${period.name}: ${measured.result.non2xx} non-2xx, ${measured.result.errors} errors`);
            if (budget !== undefined && measured.p95 > budget) failures.push(`${endpoint.name} ${period.name}: p95 ${ms(measured.p95)} ms`);
          }
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  if (failures.length > 0) {
    console.error(`Insight bench over budget or failing:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}
