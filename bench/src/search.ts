// npm run bench -- search: the product search at marketplace scale. The server runs on a database holding
// a generated catalogue (npm run bench:seed): BENCH_SEARCH_DATABASE_URL (PostgreSQL, seeded beforehand) or
// BENCH_SEARCH_DATA_DIR (PGlite, seeded beforehand), else a fresh PGlite seeded here with BENCH_PRODUCTS products
// (100,000 unless told); BENCH_SCENARIOS=word,… runs only the scenarios naming one of them. Each scenario runs
// BENCH_SECONDS at the given connections with a 10 s client timeout; the table gives req/s and p50/p95/p99 from
// every response's own time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, seedBenchCatalogue, sqlClientOf } from '@tapline/db';
import { recordStatements, startBareServer } from './bare';
import { startServer, watchResident } from './server';

interface SearchBenchOptions {
  port: number;
  key: string;
  connections: number;
  durationSeconds: number;
}

/** The nearest-rank percentile of sorted times. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * 500 distinct searches as buyers make them: words, starts of words and typos of the catalogue's vocabulary, alone
 * or with filters, sorts and later pages. `next()` asks for them skewed, a few often and most rarely (Zipf-like).
 */
function searchMix(): () => string {
  const words = [
    'hazy',
    'ipa',
    'stout',
    'lager',
    'pale',
    'sour',
    'cider',
    'porter',
    'pilsner',
    'saison',
    'coastal',
    'golden',
    'midnight',
    'fox',
    'anchor',
    'reef',
    'pelican',
    'lighthouse',
    'citrus',
    'mango',
    'coffee',
    'chocolate',
    'barrel',
    'harbour',
    'wild',
  ];
  const filters = [
    '',
    '&pack=can',
    '&pack=keg',
    '&inStock=true',
    '&abvMin=4&abvMax=6',
    '&priceMax=10000',
    '&tags=citrus',
    '&sort=price-asc',
    '&sort=newest',
    '&page=2',
    '&page=5',
  ];
  const searches = new Set<string>();
  for (let index = 0; searches.size < 500; index += 1) {
    const word = words[index % words.length]!;
    const form = [word, word.slice(0, Math.max(3, word.length - 2)), `${word}${word.at(-1)}`][Math.floor(index / words.length) % 3]!;
    searches.add(`/api/products?q=${form}${filters[Math.floor(index / (words.length * 3)) % filters.length]!}`);
  }
  const list = [...searches];
  let step = 0;
  return () => {
    step += 1;
    // a stable skew: (step × golden ratio) mod 1, cubed, makes low ranks frequent and high ranks rare
    const uniform = (step * 0.6180339887) % 1;
    return list[Math.floor(uniform ** 3 * list.length)]!;
  };
}

async function benchDatabase(): Promise<{ env: Record<string, string>; label: string; drop: () => Promise<void> }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tapline-search-bench-'));
  const drop = async () => rmSync(scratch, { recursive: true, force: true });
  const url = process.env.BENCH_SEARCH_DATABASE_URL?.trim();
  if (url) return { env: { DATABASE_URL: url, DATA_DIR: scratch, SEED_DEMO_DATA: 'never' }, label: 'PostgreSQL', drop };
  const dataDir = process.env.BENCH_SEARCH_DATA_DIR?.trim();
  if (dataDir) return { env: { DATA_DIR: dataDir, SEED_DEMO_DATA: 'never' }, label: 'PGlite', drop };
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const handle = await createDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'pglite') });
  try {
    await handle.migrate();
    const started = Date.now();
    await seedBenchCatalogue(sqlClientOf(handle.db), products, 500);
    console.log(`Seeded ${products} products into a fresh PGlite in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await handle.close();
  }
  return { env: { DATA_DIR: scratch, SEED_DEMO_DATA: 'never' }, label: 'PGlite', drop };
}

interface Scenario {
  name: string;
  path: string;
  connections?: number;
  mix?: () => string;
}

/** The scenarios, each run with the server's answer cache on and then off (PUBLIC_CACHE_SECONDS=0). */
function scenariosFor(cache: 'on' | 'off', productSlug: string): Scenario[] {
  const common: Scenario[] = [
    { name: 'one user: word q=hazy', path: '/api/products?q=hazy', connections: 1 },
    { name: 'one user: typo q=hazzy', path: '/api/products?q=hazzy', connections: 1 },
    { name: 'one user: first page', path: '/api/products', connections: 1 },
    { name: 'word q=hazy', path: '/api/products?q=hazy' },
    { name: 'prefix q=haz', path: '/api/products?q=haz' },
    { name: 'typo q=hazzy', path: '/api/products?q=hazzy' },
    { name: 'word with pack and stock filters q=hazy&pack=can&inStock=true', path: '/api/products?q=hazy&pack=can&inStock=true' },
    { name: 'tag tags=citrus', path: '/api/products?tags=citrus' },
    { name: 'filters combined', path: '/api/products?q=ipa&pack=can&abvMin=5&abvMax=7&priceMax=12000&inStock=true&sort=price-asc' },
    { name: 'first page (no search)', path: '/api/products' },
    { name: 'deep page (page=1000)', path: '/api/products?page=1000' },
    { name: 'suggest q=haz', path: '/api/search/suggest?q=haz' },
    { name: 'one user: suggest inside names q=pel', path: '/api/search/suggest?q=pel', connections: 1 },
    { name: 'suggest inside names q=pel', path: '/api/search/suggest?q=pel' },
    { name: 'mix of 500 searches', path: '/api/products', mix: searchMix() },
    { name: 'product detail', path: `/api/products/${productSlug}` },
  ];
  // with the cache on, one URL asked again and again is a hit after the first: the single-user rows say nothing new
  const chosen = cache === 'on' ? common.filter((scenario) => scenario.connections === undefined) : common;
  // BENCH_SCENARIOS: only the scenarios whose names hold one of these comma-separated words
  const only = (process.env.BENCH_SCENARIOS ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return only.length === 0 ? chosen : chosen.filter((scenario) => only.some((word) => scenario.name.includes(word)));
}

/** A time in the table: tenths below 10 ms, whole milliseconds above. */
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

/** The rows the bare server runs beside the app: one search and the first page, at one connection and at many. */
const BARE_PATHS = ['/api/products?q=hazy', '/api/products'];

async function startBare(databaseUrl: string, port: number, key: string) {
  const routes = await recordStatements(databaseUrl, key, BARE_PATHS);
  for (const [url, statements] of routes) console.log(`(the bare server runs the app's ${statements.length} statements for ${url})`);
  const server = await startBareServer(databaseUrl, port, routes);
  return { ...server, routes };
}

/** One scenario's load: autocannon for the bench's seconds, and the table row's figures from every response's time. */
async function load(address: string, scenario: Scenario, connections: number, durationSeconds: number, headers: Record<string, string>) {
  const times: number[] = [];
  const nextPath = scenario.mix;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${address}${scenario.path}`,
        connections: scenario.connections ?? connections,
        duration: durationSeconds,
        timeout: 10,
        headers,
        ...(nextPath ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // every response's own time, for the p95 autocannon's histogram does not give
  instance!.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await finished;
  times.sort((a, b) => a - b);
  const row = `${Math.round(result.requests.average)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${result.timeouts} | ${result.non2xx}`;
  return { result, row };
}

export async function runSearchBench({ port, key, connections, durationSeconds }: SearchBenchOptions) {
  const database = await benchDatabase();
  const headers = { 'x-functions-key': key };
  const failures: string[] = [];
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 10)}`;
  let headed = false;
  try {
    for (const cache of ['on', 'off'] as const) {
      const server = await startServer(port, key, { ...database.env, PUBLIC_CACHE_SECONDS: cache === 'on' ? '30' : '0' });
      const databaseUrl = database.env.DATABASE_URL;
      // on PostgreSQL, with the cache off: the bare server beside it for the rows it runs too (BENCH_BARE=0: not)
      const bare =
        cache === 'off' && databaseUrl && process.env.BENCH_BARE !== '0' ? await startBare(databaseUrl, port + 1, key) : undefined;
      try {
        const getJson = async <T>(pathname: string) => (await (await fetch(`${server.address}${pathname}`, { headers })).json()) as T;
        const first = await getJson<{ total: number; totalIsExact: boolean; items: { slug: string }[] }>('/api/products');
        if (!headed) {
          console.log(
            `\nSearch bench: ${database.label}, ${first.totalIsExact ? first.total : `${first.total}+`} public products, ${durationSeconds} s each, 10 s client timeout, ${machine}`,
          );
          console.log(
            '| cache | scenario | connections | req/s (mean) | p50 ms | p95 ms | p99 ms | timeouts | non-2xx | server RSS peak MB |',
          );
          console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
          headed = true;
        }
        for (const scenario of scenariosFor(cache, first.items[0]!.slug)) {
          const peakResident = watchResident(server.pid);
          const measured = await load(server.address, scenario, connections, durationSeconds, headers);
          console.log(`| ${cache} | ${scenario.name} | ${scenario.connections ?? connections} | ${measured.row} | ${peakResident()} |`);
          if (measured.result.non2xx > 0 || measured.result.errors > 0)
            failures.push(
              `${cache} ${scenario.name}: ${measured.result.non2xx} non-2xx, ${measured.result.errors} errors, ${measured.result.timeouts} timeouts`,
            );
          const bareServer = bare?.routes.has(scenario.path) && !scenario.mix ? bare : undefined;
          if (cache === 'off' && bareServer) {
            // the same URL from the bare server running the same statements, straight after (BENCH_BARE)
            const baseline = await load(bareServer.address, scenario, connections, durationSeconds, headers);
            const ratio = measured.result.requests.average / baseline.result.requests.average;
            console.log(
              `| bare | ${scenario.name} (Tapline ÷ bare ${ratio.toFixed(2)}) | ${scenario.connections ?? connections} | ${baseline.row} | – |`,
            );
            if (baseline.result.non2xx > 0 || baseline.result.errors > 0)
              failures.push(`bare ${scenario.name}: ${baseline.result.non2xx} non-2xx`);
          }
        }
        if (cache === 'off') {
          // "a detail page stays ≤ 50 ms while searches run": one person opening a product again and
          // again while 32 connections search (the skewed mix, uncached); the row is the detail's own figures
          const detailTimes: number[] = [];
          const peakResident = watchResident(server.pid);
          let searching = true;
          const searches = new Promise<autocannon.Result>((resolve, reject) => {
            const mix = searchMix();
            autocannon(
              {
                url: `${server.address}/api/products`,
                connections,
                duration: durationSeconds,
                timeout: 10,
                headers,
                requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: mix() }) }],
              },
              (error, result) => (error ? reject(error) : resolve(result)),
            );
          }).finally(() => (searching = false));
          const detailPath = `/api/products/${first.items[0]!.slug}`;
          let detailErrors = 0;
          // what each failure was (a status and the answer's start, or the request's error), for the failures list
          const detailFailures = new Set<string>();
          while (searching) {
            const sent = performance.now();
            const response = await fetch(`${server.address}${detailPath}`, { headers, signal: AbortSignal.timeout(10_000) }).catch(
              (error: unknown) => {
                detailFailures.add(
                  `request failed after ${Math.round(performance.now() - sent)} ms: ${String(error)} (${String((error as { cause?: unknown }).cause)})`,
                );
                return undefined;
              },
            );
            const body = await response?.text();
            if (!response?.ok) detailErrors += 1;
            if (response && !response.ok) detailFailures.add(`${response.status}: ${body?.slice(0, 200)}`);
            detailTimes.push(performance.now() - sent);
          }
          const searched = await searches;
          detailTimes.sort((a, b) => a - b);
          console.log(
            `| off | product detail, one user, while ${connections} connections search (${Math.round(searched.requests.average)} searches/s) | 1 | ${Math.round(detailTimes.length / durationSeconds)} | ${ms(percentile(detailTimes, 50))} | ${ms(percentile(detailTimes, 95))} | ${ms(percentile(detailTimes, 99))} | 0 | ${detailErrors} | ${peakResident()} |`,
          );
          if (detailErrors > 0) failures.push(`product detail while searching: ${detailErrors} failed (${[...detailFailures].join('; ')})`);
        }
      } finally {
        await bare?.stop();
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
  if (failures.length > 0) {
    console.error(`Search bench invalid:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}
