// npm run bench: load scenarios against the app on loopback, on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL).
// Each scenario is bounded in time; results print as a table for the README.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { createDatabase, seedDemoData } from '@tapline/db';
import { buildApp } from '@tapline/server';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
const key = randomBytes(16).toString('hex');

async function openDatabase() {
  if (!serverUrl) return { handle: await createDatabase({ kind: 'pglite', dataDir: 'memory' }), drop: async () => {} };
  const name = `tapline_bench_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 10 });
  return {
    handle,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const scenarios: { name: string; path: string }[] = [
  { name: 'health (DB round trip)', path: '/api/health' },
  { name: 'product search q=ipa&tags=hazy', path: '/api/products?q=ipa&tags=hazy&pageSize=24' },
  { name: 'product list page 2, sort price', path: '/api/products?page=2&pageSize=24&sort=price-asc' },
  { name: 'product detail by slug', path: '' },
  { name: 'venue On Tap menu', path: '' },
];

const { handle, drop } = await openDatabase();
await handle.migrate();
await seedDemoData(handle.db);
const app = await buildApp({ functionsKey: key, logLevel: 'silent', webDistDir: undefined, trustProxy: false }, handle.db);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'x-functions-key': key };
const firstProduct = (await (await fetch(`${address}/api/products?pageSize=1`, { headers })).json()) as { items: { slug: string }[] };
const firstVenue = (await (await fetch(`${address}/api/venues?pageSize=1`, { headers })).json()) as { items: { slug: string }[] };
scenarios[3]!.path = `/api/products/${firstProduct.items[0]!.slug}`;
scenarios[4]!.path = `/api/venues/${firstVenue.items[0]!.slug}/menu`;

console.log(
  `Tapline bench: ${handle.kind}, ${connections} connections, ${durationSeconds} s each, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`,
);
console.log('| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|');
for (const scenario of scenarios) {
  const result = await autocannon({ url: `${address}${scenario.path}`, connections, duration: durationSeconds, headers });
  console.log(
    `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}
await app.close();
await handle.close();
await drop();
