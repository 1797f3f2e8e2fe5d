// npm run bench: load scenarios against the API on loopback, then Lighthouse on the public pages of the production
// build. The server runs in its own process, as `npm start` runs it, on a fresh database with the demo data: PGlite
// by default, PostgreSQL with BENCH_DATABASE_URL. Every scenario is bounded in time; the tables printed are
// docs/performance.md's. `npm run bench -- api` (or lighthouse, search, checkout, realtime, mail, standing, insight, webhooks) runs one part only;
// several may be named.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { runCheckoutBench } from './checkout';
import { runInsightBench } from './insight';
import { runMailBench } from './mail';
import { runRealtimeBench } from './realtime';
import { lighthouseTable, measurePages } from './lighthouse';
import { runSearchBench } from './search';
import { runStandingBench } from './standing';
import { runWebhookBench } from './webhooks';
import { root, startServer } from './server';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
const port = Number(process.env.BENCH_PORT ?? 3300);
const key = randomBytes(16).toString('hex');
const address = `http://127.0.0.1:${port}`;
const headers = { 'x-functions-key': key };
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const PARTS = ['api', 'lighthouse', 'search', 'checkout', 'realtime', 'mail', 'standing', 'insight', 'webhooks'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length > 0) {
  console.error(`Unknown bench part ${unknown.join(', ')}: choose from ${PARTS.join(', ')} (none: all)`);
  process.exit(2);
}
const parts = new Set<string>(asked.length > 0 ? asked : PARTS);

if (parts.has('search')) {
  // its own server, on a database holding a generated catalogue of BENCH_PRODUCTS products (bench/src/search.ts)
  await runSearchBench({ port, key, connections: Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 32), durationSeconds });
  parts.delete('search');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

if (parts.has('insight')) {
  // its own server on a database holding the bench catalogue and a year of orders (bench/src/insight.ts)
  await runInsightBench({ port, key, durationSeconds });
  parts.delete('insight');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tapline-bench-'));
  if (!serverUrl) {
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `tapline_bench_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'always' },
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (parts.has('checkout')) {
  // its own server on its own fresh database: the venues and orders it makes must not reach the other parts' pages
  await runCheckoutBench({
    port,
    key,
    connections: Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 16),
    carts: Number(process.env.BENCH_CHECKOUT_CARTS ?? 320),
    durationSeconds,
    label: serverUrl ? 'PostgreSQL' : 'PGlite',
    database: freshDatabase,
  });
  parts.delete('checkout');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

if (parts.has('mail')) {
  // its own server on its own fresh database, restarted with a backlog of mail for each concurrency
  await runMailBench({
    port,
    key,
    mails: Number(process.env.BENCH_MAILS ?? 2000),
    concurrencies: (process.env.BENCH_MAIL_CONCURRENCY ?? '1,5,10').split(',').map(Number),
    label: serverUrl ? 'PostgreSQL' : 'PGlite',
    database: freshDatabase,
  });
  parts.delete('mail');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

if (parts.has('webhooks')) {
  // its own server on its own fresh database, restarted with a backlog of pending deliveries for each endpoint count
  await runWebhookBench({
    port,
    key,
    deliveries: Number(process.env.BENCH_WEBHOOKS ?? 1000),
    endpointCounts: (process.env.BENCH_WEBHOOK_ENDPOINTS ?? '1,10').split(',').map(Number),
    label: serverUrl ? 'PostgreSQL' : 'PGlite',
    database: freshDatabase,
  });
  parts.delete('webhooks');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

if (parts.has('standing')) {
  // its own server on its own fresh database: a thousand venues' standing orders due at one cut-off
  await runStandingBench({
    port,
    key,
    occurrences: Number(process.env.BENCH_STANDING ?? 1000),
    label: serverUrl ? 'PostgreSQL' : 'PGlite',
    database: freshDatabase,
  });
  parts.delete('standing');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

if (parts.has('realtime')) {
  // its own server on its own fresh database (the demo venue's cart changes under it)
  await runRealtimeBench({
    port,
    key,
    sockets: Number(process.env.BENCH_SOCKETS ?? 1000),
    durationSeconds: Number(process.env.BENCH_REALTIME_SECONDS ?? 30),
    label: serverUrl ? 'PostgreSQL' : 'PGlite',
    database: freshDatabase,
  });
  parts.delete('realtime');
  if (parts.size === 0) process.exit(process.exitCode ?? 0);
}

async function getJson<T>(pathname: string): Promise<T> {
  return (await (await fetch(`${address}${pathname}`, { headers })).json()) as T;
}

if (parts.has('lighthouse')) {
  // Lighthouse measures the pages as `npm start` serves them: the production build of the code checked out
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const database = await freshDatabase();
const server = await startServer(port, key, database.env).catch(async (error: unknown) => {
  await database.drop();
  throw error;
});
try {
  const product = (await getJson<{ items: { slug: string }[] }>('/api/products?pageSize=1')).items[0]!;
  const venue = (await getJson<{ items: { slug: string; onTapCount: number }[] }>('/api/venues?pageSize=100')).items.find(
    (item) => item.onTapCount > 0,
  )!;
  // a signed-in supplier owner, as the dashboard's landing page asks
  const { supabaseUrl, supabaseAnonKey } = await getJson<{ supabaseUrl: string; supabaseAnonKey: string }>('/config.json');
  const demoPassword = process.env.DEMO_PASSWORD ?? 'tapline-demo';
  const signInBody = JSON.stringify({ email: 'supplier@tapline.test', password: demoPassword });
  const authHeaders = { apikey: supabaseAnonKey, 'content-type': 'application/json' };
  const session = (await (
    await fetch(`${address}/auth/v1/token?grant_type=password`, { method: 'POST', headers: authHeaders, body: signInBody })
  ).json()) as { access_token: string };
  const supplier = (await getJson<{ items: { slug: string }[] }>('/api/suppliers?q=saltwater')).items[0]!;
  const signedIn = { ...headers, authorization: `Bearer ${session.access_token}` };

  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 10)}`;
  const failures: string[] = [];

  if (parts.has('api')) {
    const scenarios: {
      name: string;
      path: string;
      method?: 'GET' | 'POST';
      body?: string;
      headers?: Record<string, string>;
      connections?: number;
    }[] = [
      { name: 'health (database round trip)', path: '/api/health' },
      { name: 'product search q=ipa&tags=hazy', path: '/api/products?q=ipa&tags=hazy&pageSize=24' },
      // the same answer as a browser asks for it: compressed (brotli) on the way out
      {
        name: 'product search, Accept-Encoding as a browser (br)',
        path: '/api/products?q=ipa&tags=hazy&pageSize=24',
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      { name: 'product list page 2, sorted by price', path: '/api/products?page=2&pageSize=24&sort=price-asc' },
      { name: 'product detail by slug', path: `/api/products/${product.slug}` },
      { name: 'venue On Tap menu', path: `/api/venues/${venue.slug}/menu` },
      { name: 'supplier dashboard overview (signed in)', path: `/api/suppliers/${supplier.slug}/overview`, headers: signedIn },
      // a memory-hard password hash per request: this is the sign-in rate a machine can take. One account may have at
      // most 10 attempts under way (each is counted before its password is checked, decision 38), so 10 connections
      {
        name: 'password sign-in (/auth/v1/token)',
        path: '/auth/v1/token?grant_type=password',
        method: 'POST',
        body: signInBody,
        headers: authHeaders,
        connections: Math.min(connections, 10),
      },
    ];

    console.log(
      `Tapline bench: ${serverUrl ? 'PostgreSQL 15' : 'PGlite'}, ${connections} connections, ${durationSeconds} s each, ${machine}`,
    );
    console.log('| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---:|---:|---:|---:|');
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: `${address}${scenario.path}`,
        connections: scenario.connections ?? connections,
        duration: durationSeconds,
        method: scenario.method ?? 'GET',
        headers: scenario.headers ?? headers,
        ...(scenario.body ? { body: scenario.body } : {}),
      });
      console.log(
        `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
      );
      if (result.non2xx > 0 || result.errors > 0) failures.push(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
  }

  if (parts.has('lighthouse')) {
    // a demo product found by the search the table measures, and a venue with an On Tap list
    const hazy = (await getJson<{ items: { slug: string }[] }>('/api/products?q=hazy&pageSize=1')).items[0]!;
    // the demo venue's owner, signed in as supabase-js leaves it (the session in localStorage): the page sign-in
    // opens, /dash, which goes on to the venue's landing page
    const venueSignIn = await fetch(`${address}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: authHeaders,
      body: JSON.stringify({ email: 'venue@tapline.test', password: demoPassword }),
    });
    if (!venueSignIn.ok) throw new Error(`the demo venue owner could not sign in: ${venueSignIn.status} ${await venueSignIn.text()}`);
    const venueSession = (await venueSignIn.json()) as { expires_in: number; expires_at?: number };
    const storedSession = JSON.stringify({
      ...venueSession,
      expires_at: venueSession.expires_at ?? Math.floor(Date.now() / 1000) + venueSession.expires_in,
    });
    const pages = [
      { name: 'home', path: '/' },
      { name: 'products', path: '/products/' },
      { name: 'product', path: `/products/${hazy.slug}` },
      { name: 'venue', path: `/venues/${venue.slug}` },
      // last: the stored session stays in the browser's localStorage
      {
        name: 'venue dashboard, signed in',
        path: '/dash',
        localStorage: { [`sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`]: storedSession },
      },
    ];
    // BENCH_LIGHTHOUSE_PAGES=word,…: only the pages whose names hold one of the words
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const measured = only ? pages.filter((page) => only.some((word) => page.name.includes(word))) : pages;
    const report = await measurePages(address, measured, lighthouseRuns);
    console.log(
      `\nLighthouse ${report.lighthouseVersion} mobile (simulated slow 4G: 150 ms, 1.6 Mbps, CPU ×4), ${report.browser}, median of ${lighthouseRuns} cold loads, ${machine}`,
    );
    for (const row of lighthouseTable(report.pages)) console.log(row);
  }

  if (parts.has('api')) {
    // last: it adds 1,250 products, which the Lighthouse pages above must not see
    // the catalogue CSV import (decision 0082): a generated catalogue of 5,000 SKUs (1,250 products of 4 packs) sent as
    // the browser sends it, in one call; then the same file again (every row an update). Timed end to end, once each.
    const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
    const columns = [
      'product_name',
      'style',
      'tags',
      'abv',
      'product_status',
      'sku_code',
      'sku_name',
      'units_per_pack',
      'volume_ml',
      'price',
      'tax_rate',
      'stock_on_hand',
    ];
    const packs = [
      ['50 L keg', '1', '50000', '289.00'],
      ['20 L keg', '1', '20000', '139.00'],
      ['24 × 375 mL cans', '24', '375', '84.50'],
      ['16 × 440 mL cans', '16', '440', '79.00'],
    ] as const;
    const rows = Array.from({ length: importRows }, (_, index) => {
      const [skuName, units, volume, price] = packs[index % packs.length]!;
      const beer = Math.floor(index / packs.length);
      return {
        product_name: `Bench Ale ${beer}`,
        style: ['Pale Ale', 'IPA', 'Lager', 'Stout'][beer % 4]!,
        tags: 'bench|generated',
        abv: (3.5 + (beer % 40) / 10).toFixed(1),
        product_status: 'active',
        sku_code: `BENCH-${beer}-${index % packs.length}`,
        sku_name: skuName,
        units_per_pack: units,
        volume_ml: volume,
        price,
        tax_rate: '10',
        stock_on_hand: String(index % 50),
      };
    });
    for (const run of ['first import (creates)', 'same file again (updates)']) {
      const started = performance.now();
      const response = await fetch(`${address}/api/suppliers/${supplier.slug}/products/import`, {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: JSON.stringify({ columns, rows, dryRun: false }),
      });
      const report = (await response.json()) as { skus?: { created: number; updated: number } };
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `| CSV import, ${importRows} rows, ${run} | ${seconds.toFixed(2)} s | ${report.skus?.created ?? '?'} created | ${report.skus?.updated ?? '?'} updated | ${response.ok ? 0 : 1} |`,
      );
      if (!response.ok) failures.push(`CSV import (${run}): ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
    }
  }

  // a figure measured on error answers is not a figure
  if (failures.length > 0) {
    console.error(`Bench invalid:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await database.drop();
}
