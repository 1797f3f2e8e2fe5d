// The server as `npm start` runs it, in its own process, for the bench's scenarios.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '@tapline/db';

/** How a bench part reaches its server's database from outside it (while no server holds an embedded one). */
export function databaseConfigOf(env: Record<string, string>): DatabaseConfig {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: `${env.DATA_DIR}/pglite` };
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  address: string;
  /** the server's process, e.g. to read its memory */
  pid: number;
  stop(): Promise<void>;
}

async function waitForServer(address: string, headers: Record<string, string>, deadline: number, exited: () => boolean) {
  // a server that exited (BENCH_PORT taken, a bad setting) is not waited for: whatever answers there is not ours
  while (Date.now() < deadline && !exited()) {
    try {
      if ((await fetch(`${address}/api/health`, { headers, signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet (or something there that does not answer)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    exited() ? `the server exited before it answered on ${address} (is the port taken?)` : 'the server did not start within 60 s',
  );
}

/** Starts the server on `port` with the database settings in `env`; resolves once it answers /api/health. */
export async function startServer(port: number, key: string, env: Record<string, string>): Promise<BenchServer> {
  const address = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FUNCTIONS_KEY: key,
      LOG_LEVEL: 'warn',
      // one client on loopback would meet the per-IP limits at once; the bench measures the work behind them
      RATE_LIMIT_API: '100000000',
      RATE_LIMIT_AUTH: '100000000',
    },
  });
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const stop = async () => {
    if (exited()) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await waitForServer(address, { 'x-functions-key': key }, Date.now() + 60_000, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, pid: server.pid!, stop };
}

/** The server's resident memory in MB (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples the server's resident memory every 100 ms until the returned function is called, which gives the peak. */
export function watchResident(pid: number): () => number {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}
