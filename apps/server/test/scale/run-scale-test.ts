// npm run test:scale (docs/testing.md, Scale-out test; decision 0156): two Tapline instances behind HAProxy on the
// machine's PostgreSQL, Redis and a local S3, a minute of mixed load through the proxy while one instance is restarted
// with SIGTERM and the other killed with SIGKILL; then what was acknowledged is checked. Exits 1 when a check fails.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { realtimeCloseCodes } from '@tapline/contracts';
import { createDatabase } from '@tapline/db';
import { createEmptyPostgresDatabase } from '@tapline/db/testing';
import { startLocalS3 } from '../support/local-s3';
import { picture } from '../support/pictures';
import { freePort } from '../support/test-app';
import { PROBE_FALL, PROBE_INTERVAL_MS } from './haproxy-config';
import { type Check, checkoutChecks, imageChecks, rateLimitCheck, sessionCheck, writeChecks } from './scale-checks';
import { ApiClient, Recorder } from './scale-client';
import { makeFixtures, serviceRoleKey } from './scale-fixtures';
import { Load } from './scale-load';
import { type Subscriber, Subscribers } from './scale-realtime';
import { claimedIdempotencyKeys } from '../support/queries/scale-testing.queries';
import { Instance, migrate, Proxy, waitFor } from './scale-stack';
import { type Restart, summaryLines, windowChecks } from './scale-summary';

const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 60);
const DATABASE_SERVER = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const HAPROXY = process.env.HAPROXY_PATH?.trim() || '/usr/sbin/haproxy';
const FUNCTIONS_KEY = 'scale-test-functions-key-0123456789';
/** SIGTERM's drain: HAProxy takes an instance out after PROBE_FALL failed probes; twice that, and a second for a slow probe */
const DRAIN_SECONDS = Math.ceil((2 * PROBE_FALL * PROBE_INTERVAL_MS) / 1000) + 1;
/** a start on a busy shared 2-core machine (tsx compiling the server) can take a while; the checks never depend on it */
const START_TIMEOUT_MS = 180_000;
/** the issue's promise: a subscriber of a killed instance is subscribed again through the proxy within 5 s */
const RECONNECT_LIMIT_MS = 5_000;
const HEAR_LIMIT_MS = 10_000;

const cleanUps: { what: string; run: () => Promise<unknown> }[] = [];
/** the run's logs (instances, HAProxy, migrate) are kept when it fails */
let runDir: string | undefined;
let passed = false;
async function cleanUp() {
  for (const { what, run } of cleanUps.splice(0).reverse()) {
    await run().catch((error: unknown) =>
      console.error(`clean-up (${what}) failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
// whatever goes wrong, the instances, HAProxy and the database go
process.once('unhandledRejection', (error) => {
  console.error(`The scale-out test failed unexpectedly: ${error instanceof Error ? error.stack : String(error)}`);
  void cleanUp().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the instances and HAProxy, dropping the database${runDir ? `; logs kept in ${runDir}` : ''}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<boolean> {
  const loadAverageBefore = os.loadavg();
  runDir = await mkdtemp(path.join(os.tmpdir(), 'tapline-scale-'));
  const dir = runDir;
  cleanUps.push({ what: 'run directory', run: () => (passed ? rm(dir, { recursive: true, force: true }) : Promise.resolve()) });

  const database = await createEmptyPostgresDatabase(DATABASE_SERVER, 'tapline_scale');
  cleanUps.push({ what: `database ${database.name}`, run: () => database.drop() });
  const s3 = await startLocalS3('tapline-scale');
  cleanUps.push({ what: 's3rver', run: () => s3.close() });
  const redisKeyPrefix = `tapline-scale:${path.basename(dir)}:`;
  cleanUps.push({ what: 'Redis keys', run: () => deleteRedisKeys(redisKeyPrefix) });
  await migrate(database.url, path.join(dir, 'migrate.log'));

  const [portA, portB, proxyPort, statsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env = (name: string): Record<string, string> => ({
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '8',
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'never',
    FUNCTIONS_KEY,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: 'true',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_REGION: s3.settings.region!,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_GRACE_SECONDS: '30',
    // the load's few addresses and people make far more calls than a person would; the shared budget is checked apart
    RATE_LIMIT_API: '100000',
    RATE_LIMIT_AUTH: '100000',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, `data-${name}`),
    WEB_DIST_DIR: path.join(dir, 'no-web-app'),
  });
  const instances = { a: new Instance('a', portA, env('a'), dir), b: new Instance('b', portB, env('b'), dir) };
  for (const instance of Object.values(instances)) cleanUps.push({ what: `instance ${instance.name}`, run: () => instance.stop() });
  // both at once on a fresh database: the first signing key is made once whoever comes first
  instances.a.start();
  instances.b.start();
  await Promise.all([instances.a.waitReady(START_TIMEOUT_MS), instances.b.waitReady(START_TIMEOUT_MS)]);
  const proxy = await Proxy.start(HAPROXY, { port: proxyPort, statsPort, servers: [instances.a, instances.b] }, dir);
  cleanUps.push({ what: 'HAProxy', run: () => proxy.stop() });
  await Promise.all([proxy.waitState('a', 'UP', 30_000), proxy.waitState('b', 'UP', 30_000)]);

  const handle = await createDatabase({ kind: 'postgres', url: database.url, maxConnections: 2 });
  cleanUps.push({ what: 'database connection', run: () => handle.close() });
  const recorder = new Recorder();
  const client = new ApiClient(proxy.baseUrl, FUNCTIONS_KEY, recorder);
  const direct = {
    a: new ApiClient(instances.a.baseUrl, FUNCTIONS_KEY, recorder, 'a'),
    b: new ApiClient(instances.b.baseUrl, FUNCTIONS_KEY, recorder, 'b'),
  };
  const fixtures = await makeFixtures(handle.db, client, await serviceRoleKey(env('keys')), {
    buyers: 4,
    cartEditors: 2,
    cutOffBuyers: 3,
    imageProducts: 12,
  });
  const pictures = await Promise.all(Array.from({ length: 24 }, (_, index) => picture('png', 64, 48, index + 1)));
  const subscribers = new Subscribers(proxy.baseUrl, FUNCTIONS_KEY, fixtures);
  cleanUps.push({ what: 'realtime sockets', run: async () => subscribers.closeAll() });
  await subscribers.open(4);

  const load = new Load(client, fixtures, pictures);
  const loadStartedAt = Date.now();
  recorder.origin = loadStartedAt;
  const setupRequests = recorder.records.length;
  load.start();
  await sleep(10_000);

  // a rolling deploy's step: SIGTERM, out of rotation, drained, exited; started again and back in rotation
  const onA = subscribers.on('a');
  const rolling: Restart = { instance: 'a', signal: 'SIGTERM', signalledAt: Date.now() };
  instances.a.signal('SIGTERM');
  const outOfRotation = proxy.waitState('a', 'DOWN', 30_000).then(() => (rolling.outAt = Date.now()));
  rolling.exit = await instances.a.waitExit(40_000);
  rolling.exitedAt = Date.now();
  await outOfRotation;
  instances.a.start();
  await instances.a.waitReady(START_TIMEOUT_MS);
  rolling.readyAt = Date.now();
  await proxy.waitState('a', 'UP', 30_000);
  rolling.upAt = Date.now();
  const afterRolling = await subscribers.nextOrderHeard(client, onA, rolling.signalledAt, 20_000, HEAR_LIMIT_MS);
  noteReconnects(rolling, onA);
  rolling.heard = afterRolling;

  await sleep(5_000);
  // a crash: SIGKILL, nothing drained; HAProxy finds out from refused connections and probes
  await subscribers.ensureOneOn('b');
  const onB = subscribers.on('b');
  // checkouts b is answering when it dies: killed once it has claimed their keys (the hardest case, a claim left
  // running with no order), they are retried through the proxy with their keys
  const cutOff = await load.checkoutsToBeCutOff(fixtures.cutOffBuyers, direct.b);
  await waitFor(
    'b claiming the checkouts sent to it',
    async () => (await claimedIdempotencyKeys(handle.db, cutOff.keys)) === cutOff.keys.length,
    15_000,
    20,
  );
  const kill: Restart = { instance: 'b', signal: 'SIGKILL', signalledAt: Date.now() };
  instances.b.signal('SIGKILL');
  const killedOut = proxy.waitState('b', 'DOWN', 30_000).then(() => (kill.outAt = Date.now()));
  kill.exit = await instances.b.waitExit(10_000);
  kill.exitedAt = Date.now();
  instances.b.start();
  const killHeard = subscribers.nextOrderHeard(client, onB, kill.signalledAt, 20_000, HEAR_LIMIT_MS);
  await instances.b.waitReady(START_TIMEOUT_MS);
  kill.readyAt = Date.now();
  await proxy.waitState('b', 'UP', 30_000);
  kill.upAt = Date.now();
  await killedOut;
  kill.heard = await killHeard;
  noteReconnects(kill, onB);

  const loadEndsAt = Math.max(loadStartedAt + LOAD_SECONDS * 1000, Date.now() + 8_000);
  await sleep(loadEndsAt - Date.now());
  await load.stop();
  const loadSeconds = (Date.now() - loadStartedAt) / 1000;
  const loadRecords = recorder.records.slice(setupRequests);

  const checkouts = await checkoutChecks(handle.db, fixtures, load.records);
  const checks: Check[] = [
    ...windowChecks(recorder, rolling, kill),
    ...realtimeChecks(rolling, kill),
    ...checkouts.checks,
    ...(await writeChecks(handle.db, fixtures, load.records)),
    ...(await imageChecks(handle.db, load.records, direct)),
    await rateLimitCheck(fixtures, direct.a, direct.b),
    await sessionCheck(fixtures, direct.a, direct.b),
  ];
  const states = await proxy.serverStates();
  checks.push({
    name: 'both instances in rotation at the end',
    ok: states.get('a') === 'UP' && states.get('b') === 'UP',
    detail: `a ${states.get('a')}, b ${states.get('b')}`,
  });

  passed = checks.every((each) => each.ok);
  const lines = summaryLines({
    recorder,
    loadRecords,
    loadSeconds,
    checkouts,
    rolling,
    kill,
    checks,
    loadAverageBefore,
    loadAverageAfter: os.loadavg(),
  });
  console.log(lines.join('\n'));
  if (!passed) console.log(`\nThe load began at ${new Date(loadStartedAt).toISOString()} (HAProxy logs local time)`);
  return passed;
}

/**
 * Per socket the instance held: how long after the signal its connection dropped (at once for SIGKILL, once a
 * busy machine has ended the process; after the drain for SIGTERM), and how long from that drop until it was
 * subscribed again through the proxy.
 */
function noteReconnects(restart: Restart, sockets: Subscriber[]) {
  const since = restart.signalledAt;
  restart.droppedMs = sockets.map((each) => (each.closedAfter(since)?.at ?? Infinity) - since);
  restart.reconnectMs = sockets.map((each) => (each.subscribedAfter(since) ?? Infinity) - (each.closedAfter(since)?.at ?? Infinity));
  restart.closeCodes = sockets.map((each) => each.closedAfter(since)?.code ?? 0);
}

function realtimeChecks(rolling: Restart, kill: Restart): Check[] {
  const fmt = (values: number[]) => values.map((ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : 'never')).join(', ');
  const check = (restart: Restart, name: string, closeCode?: number): Check => ({
    name,
    ok:
      restart.reconnectMs!.length > 0 &&
      restart.reconnectMs!.every((ms) => ms <= RECONNECT_LIMIT_MS) &&
      (closeCode === undefined || restart.closeCodes!.every((code) => code === closeCode)) &&
      restart.heard!.heardBy === restart.heard!.listeners,
    detail: `${restart.reconnectMs!.length} sockets on ${restart.instance}, dropped ${fmt(restart.droppedMs!)} s after the ${restart.signal} (close codes ${restart.closeCodes!.join(', ')}), subscribed again ${fmt(restart.reconnectMs!)} s after the drop; the next order heard by ${restart.heard!.heardBy}/${restart.heard!.listeners}, ${(restart.heard!.slowestMs / 1000).toFixed(1)} s after it was sent`,
  });
  return [
    check(
      rolling,
      'sockets closed by SIGTERM with 1001 reconnect within 5 s through the proxy and hear the next order',
      realtimeCloseCodes.goingAway,
    ),
    check(kill, 'sockets of the killed instance reconnect within 5 s through the proxy and hear the next order'),
  ];
}

async function deleteRedisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

main()
  .then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error: unknown) => {
      console.error(`The scale-out test could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    },
  )
  .finally(async () => {
    await cleanUp();
    if (!passed && runDir) console.log(`Logs kept in ${runDir}`);
    // s3rver and stray sockets may keep the event loop alive
    process.exit();
  });
