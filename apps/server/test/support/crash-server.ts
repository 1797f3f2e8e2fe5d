import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createEmptyPostgresDatabase } from '@tapline/db/testing';

/** The real server (apps/server/src/main.ts) as a child process on its own database, for the kill -9 tests. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const FUNCTIONS_KEY = 'crash-test-functions-key-0123456789';
const DEMO_PASSWORD = 'tapline-demo';

export interface Engine {
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapline-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'auto' },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapline-crash-'));
  const database = await createEmptyPostgresDatabase(serverUrl);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO_DATA: 'always' },
    async cleanUp() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** the crash tests' limit on one mail attempt (production: 90 s); its SMTP timeouts shrink with it */
export const ATTEMPT_SECONDS = 30;

export class Server {
  private exited: Promise<number | null>;
  output = '';

  constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  static async start(engine: Engine, port: number, smtpUrl: string, moreEnv: Record<string, string> = {}): Promise<Server> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...engine.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        FUNCTIONS_KEY,
        SMTP_URL: smtpUrl,
        MAIL_RETRY_DELAY: '1',
        // an attempt cut off by a kill is retried after ATTEMPT_SECONDS plus up to the maintenance interval
        MAIL_ATTEMPT_SECONDS: String(ATTEMPT_SECONDS),
        JOB_MAINTENANCE_SECONDS: '2',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(engine.env.DATA_DIR!, 'no-web-app'),
        ...moreEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new Server(child, `http://127.0.0.1:${port}`);
    const health = () =>
      fetch(`${server.baseUrl}/api/health`, { headers: { 'x-functions-key': FUNCTIONS_KEY } }).then(
        (r) => r.status,
        () => 0,
      );
    // the first start migrates and loads the demo data (memory-hard password hashes): seconds when quiet, minutes on a loaded 2-core machine
    await expect
      .poll(health, { timeout: 180_000, interval: 250 })
      .toBe(200)
      .catch(async (error: unknown) => {
        // no test holds it to stop it: a server still starting would go on writing into its directory
        await server.kill('SIGKILL');
        throw new Error(`the server did not start:\n${server.output}`, { cause: error });
      });
    return server;
  }

  async signIn(email: string): Promise<string> {
    const { supabaseAnonKey } = (await (await fetch(`${this.baseUrl}/config.json`)).json()) as { supabaseAnonKey: string };
    const response = await fetch(`${this.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  api(pathname: string, token: string, init: { method?: string; body?: unknown } = {}) {
    return fetch(`${this.baseUrl}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-functions-key': FUNCTIONS_KEY,
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    this.child.kill(signal);
    return this.exited;
  }

  /** sends the signal and answers at once; `exit` settles when the process ends */
  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  get exit(): Promise<number | null> {
    return this.exited;
  }
}

export const engines: { engine: string; make: () => Promise<Engine> }[] = [{ engine: 'the embedded database', make: pgliteEngine }];
const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (serverUrl) engines.push({ engine: 'PostgreSQL', make: () => postgresEngine(serverUrl) });
