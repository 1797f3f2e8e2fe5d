import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  DataDirInUseError,
  ensureMigrations,
  isDatabaseEmpty,
  MigrationsError,
  seedDemoData,
  serveDataDirDumps,
} from '@tapline/db';
import { buildApp } from './app';
import { findDemoAccounts, seedDemoAccounts } from './identity';
import { ConfigError, type EnvConfig, readEnvConfig } from './config';
import { createStorage, type MetricsListener, resolveFunctionsKey, startMetricsListener } from './platform';
import type { XeroSettings } from './money';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A stand-in Xero in the server's process, for `npm run dev` and the journeys: the dev entry
 * (apps/server/test/dev-server.ts) passes one; the production entry (main.ts) never loads it.
 */
interface DevXero {
  /** config.xero pointing at the stand-in */
  settings: XeroSettings;
  /** once the server listens: the stand-in's webhooks go to it */
  sendWebhooksTo(serverOrigin: string): void;
  /** a line for the start-up log: where it runs and what it offers */
  describe(): string;
  close(): Promise<void>;
}

export type DevXeroStarter = (options: NonNullable<EnvConfig['xeroFake']>) => Promise<DevXero>;

/** Settings, migrations, demo data, then listen; SIGINT and SIGTERM close it all. */
async function startServer(devXeroStarter: DevXeroStarter | undefined) {
  const started = Date.now();
  const env = readEnvConfig(process.env, repoRoot);
  if (env.xeroFake && !devXeroStarter) {
    throw new ConfigError(
      'XERO_FAKE=1 runs a fake Xero only from the development entry (npm run dev); unset it, or set XERO_CLIENT_ID for the real Xero',
    );
  }
  if (env.standingTestClock && !devXeroStarter) {
    throw new ConfigError(
      "STANDING_TEST_CLOCK=1 moves the standing orders' clock for the journeys: it works only from the development entry (npm run dev); unset it",
    );
  }
  if (env.webhooksAllowLoopback && process.env.NODE_ENV === 'production') {
    throw new ConfigError('WEBHOOKS_ALLOW_LOOPBACK=1 lets webhooks reach loopback addresses, for tests only: unset it in production');
  }
  const functionsKey = resolveFunctionsKey(env.functionsKey, env.dataDir);
  const pgliteDir = path.join(env.dataDir, 'pglite');
  const database = await createDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, maxConnections: env.databasePoolMax, preparedStatements: env.databasePreparedStatements }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  await ensureMigrations(database, { migrate: env.migrateOnStart });
  // `npm run backup` can't open the embedded database this process holds: it asks this process for a copy
  const dumps = database.kind === 'pglite' ? await serveDataDirDumps(database, pgliteDir) : undefined;

  // Demo data goes only into an empty embedded database, unless asked for (SEED_DEMO_DATA=always).
  const seedWanted = env.seedDemoData === 'always' || (env.seedDemoData === 'auto' && database.kind === 'pglite');
  if (seedWanted && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db);
    await seedDemoAccounts(database.db, env.auth.demoPassword);
    console.log(`Loaded demo data: ${JSON.stringify(summary)}`);
  }
  const demoAccounts = seedWanted ? await findDemoAccounts(database.db) : [];

  const storage = createStorage(env);
  // XERO_FAKE=1 (npm run dev, the journeys): the dev entry's fake Xero in this process
  const devFakeXero = env.xeroFake && devXeroStarter ? await devXeroStarter(env.xeroFake) : undefined;
  if (devFakeXero) env.xero = devFakeXero.settings;
  // the heavy public reads (searches) take at most half the pool, and one at a time on the embedded database, where
  // every statement waits for the one before (decision 0103, amended)
  const heavyReadConcurrency = database.kind === 'pglite' ? 1 : Math.max(1, Math.floor(env.databasePoolMax / 2));
  const app = await buildApp(
    { ...env, functionsKey, storage, publicCache: { ...env.publicCache, heavyReadConcurrency }, metricsToken: env.metrics.token },
    database.db,
  );
  let metricsListener: MetricsListener | undefined;
  const shutdown = async (signal: 'SIGINT' | 'SIGTERM') => {
    app.log.info({ signal }, 'shutting down');
    app.readiness.beginShutdown();
    const cutOff = setTimeout(() => {
      app.log.error({ graceSeconds: env.shutdown.graceSeconds }, 'shutdown: the grace period ran out, exiting with work unfinished');
      process.exit(1);
    }, env.shutdown.graceSeconds * 1000);
    cutOff.unref();
    // behind a load balancer (SIGTERM), keep serving while its probes see "not ready"; Ctrl-C stops at once
    if (signal === 'SIGTERM' && env.shutdown.drainSeconds > 0) await delay(env.shutdown.drainSeconds * 1000);
    await app.close();
    await metricsListener?.close();
    await devFakeXero?.close();
    storage.close?.();
    await dumps?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  if (env.metrics.port !== undefined) metricsListener = await startMetricsListener(app.metrics, env.metrics.port);
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  if (devFakeXero) {
    const { port } = app.server.address() as AddressInfo;
    const ownHost = env.host === '0.0.0.0' || env.host === '::' ? '127.0.0.1' : env.host.includes(':') ? `[${env.host}]` : env.host;
    devFakeXero.sendWebhooksTo(`http://${ownHost}:${port}`);
  }
  console.log(
    `\nTapline is running at http://${shownHost}:${env.port}  (${database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'}, files in ${storage.description}, ready in ${Date.now() - started} ms)`,
  );
  if (demoAccounts.length > 0) {
    console.log(
      `Demo accounts (password "${env.auth.demoPassword}", DEMO_PASSWORD when they were made): ${demoAccounts.map((account) => account.email).join(', ')}`,
    );
  }
  if (metricsListener) console.log(`Metrics at http://127.0.0.1:${metricsListener.port}/metrics`);
  if (!env.functionsKey) console.log(`API key (x-functions-key) kept in ${path.join(env.dataDir, 'functions-key')}`);
  if (devFakeXero) console.log(devFakeXero.describe());
}

/** Starts the server, or prints why not (a bad setting, a DATA_DIR in use, migrations not the code's: one line) and exits 1. */
export function runServer(devXeroStarter?: DevXeroStarter): void {
  startServer(devXeroStarter).catch((error: unknown) => {
    const oneLine = error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof MigrationsError;
    console.error(oneLine ? error.message : error);
    process.exit(1);
  });
}
