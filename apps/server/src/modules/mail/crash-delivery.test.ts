import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { InviteIssued, OutboxMessageList } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_VENUE_SLUG } from '@tapline/db';
import { createEmptyPostgresDatabase } from '@tapline/db/testing';
import { freePort } from '../../testing/test-app';
import { startSmtpSink, type SmtpSink } from './smtp-test-sink';

/**
 * Issue 8's done-when: `kill -9` right after an invite is created, a restart, and the invite mail arrives
 * exactly once. The real server (apps/server/src/main.ts) runs as a child process on its own database.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FUNCTIONS_KEY = 'crash-test-functions-key-0123456789';
const DEMO_PASSWORD = 'tapline-demo';

interface Engine {
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

class Server {
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

  static async start(engine: Engine, port: number, smtpUrl: string): Promise<Server> {
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
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(engine.env.DATA_DIR!, 'no-web-app'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new Server(child, `http://127.0.0.1:${port}`);
    const health = () => fetch(`${server.baseUrl}/api/health`, { headers: { 'x-functions-key': FUNCTIONS_KEY } }).then((r) => r.status, () => 0);
    // the first start migrates and loads the demo data (memory-hard password hashes): seconds when quiet, minutes on a loaded 2-core machine
    await expect.poll(health, { timeout: 180_000, interval: 250 }).toBe(200).catch((error: unknown) => {
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
      headers: { 'x-functions-key': FUNCTIONS_KEY, authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    this.child.kill(signal);
    return this.exited;
  }
}

const engines: { engine: string; make: () => Promise<Engine> }[] = [{ engine: 'the embedded database', make: pgliteEngine }];
const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (serverUrl) engines.push({ engine: 'PostgreSQL', make: () => postgresEngine(serverUrl) });

const running: Server[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const cleanUp of cleanUps) await cleanUp();
});

describe.each(engines)('an invite mail survives kill -9 on $engine', ({ make }) => {
  it('is delivered exactly once after the server is killed right after the invite and started again', { timeout: 480_000 }, async () => {
    const engine = await make();
    cleanUps.push(() => engine.cleanUp());
    // the mail server is down at first: the invite's mail can't go before the crash
    const smtpPort = await freePort();
    const port = await freePort();
    const first = await Server.start(engine, port, `smtp://127.0.0.1:${smtpPort}`);
    running.push(first);
    const owner = await first.signIn(DEMO_PEOPLE.venueOwner.email);
    const email = `crash-${Date.now().toString(36)}@example.test`;
    const created = await first.api(`/api/venues/${DEMO_VENUE_SLUG}/invites`, owner, { method: 'POST', body: { email, organisationRole: 'member' } });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(InviteIssued.parse(await created.json()).mailState).toBe('queued');
    await first.kill('SIGKILL');

    const sink: SmtpSink = await startSmtpSink(smtpPort);
    cleanUps.push(() => sink.close());
    const second = await Server.start(engine, port, sink.url);
    running.push(second);
    const delivered = () => sink.messages.filter((message) => message.to.includes(email)).length;
    await expect.poll(delivered, { timeout: 60_000, interval: 250 }).toBe(1);
    expect(sink.messages.find((message) => message.to.includes(email))?.text).toMatch(/\/auth\/invite\?token=[A-Za-z0-9_-]+/);

    const admin = await second.signIn(DEMO_PEOPLE.admin.email);
    const outbox = OutboxMessageList.parse(await (await second.api('/api/admin/outbox?channel=email&pageSize=100', admin)).json());
    const row = outbox.items.filter((item) => item.to === email);
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ state: 'sent', error: null });
    // a while later, still once
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(delivered()).toBe(1);

    // SIGTERM: the worker stops and the process ends by itself
    expect(await second.kill('SIGTERM')).toBe(0);
  });
});
