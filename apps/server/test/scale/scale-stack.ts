import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { haproxyConfig, type ProxySettings } from './haproxy-config';

// The processes of the scale-out test: `npm run migrate`, the Tapline instances and HAProxy, each a child process
// whose output goes to a file in the run's directory (printed when something fails).

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Polls `probe` every `intervalMs` until it answers true; throws `what` once `timeoutMs` has passed. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
}

/** A child process whose output is appended to `logPath`; `exited` settles with its exit code or signal. */
class Child {
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly log: WriteStream;

  constructor(
    readonly process: ChildProcess,
    readonly logPath: string,
  ) {
    this.log = createWriteStream(logPath, { flags: 'a' });
    process.stdout?.pipe(this.log, { end: false });
    process.stderr?.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }
}

function spawnLogged(command: string, args: string[], env: Record<string, string>, logPath: string): Child {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Child(child, logPath);
}

/** `npm run migrate` against the database: the deploy step before any instance starts (docs/running.md). */
export async function migrate(databaseUrl: string, logPath: string): Promise<void> {
  const child = spawnLogged('npm', ['run', '--silent', 'migrate'], { DATABASE_URL: databaseUrl }, logPath);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`npm run migrate failed (exit ${code}):\n${await readFile(logPath, 'utf8')}`);
}

/** One Tapline instance (apps/server/src/main.ts, the production entry), restartable on its port. */
export class Instance {
  private child: Child | undefined;
  /** every start's log goes to the same file, one after another */
  readonly logPath: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    runDir: string,
  ) {
    this.logPath = path.join(runDir, `instance-${name}.log`);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child?.running ?? false;
  }

  start(): void {
    if (this.running) throw new Error(`instance ${this.name} is already running`);
    this.child = spawnLogged(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      this.logPath,
    );
  }

  /** its readiness probe answers 200 (it listens only once started, so this is also "started"); throws if it exits */
  async waitReady(timeoutMs: number): Promise<void> {
    const child = this.child;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!child?.running) throw new Error(`instance ${this.name} exited while starting\n${await this.logTail()}`);
      const status = await fetch(`${this.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) throw new Error(`instance ${this.name} not ready within ${timeoutMs / 1000} s\n${await this.logTail()}`);
      await sleep(200);
    }
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.process.kill(signal);
  }

  async waitExit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.child) return { code: null, signal: null };
    const timeout = sleep(timeoutMs).then(() => {
      throw new Error(`instance ${this.name} did not exit within ${Math.round(timeoutMs / 1000)} s`);
    });
    return Promise.race([this.child.exited, timeout]);
  }

  /** SIGKILL if still running (clean-up) */
  async stop(): Promise<void> {
    if (!this.child?.running) return;
    this.child.process.kill('SIGKILL');
    await this.child.exited;
  }

  async logTail(lines = 40): Promise<string> {
    const text = await readFile(this.logPath, 'utf8').catch(() => '');
    return `--- last lines of ${this.logPath} ---\n${text.split('\n').slice(-lines).join('\n')}`;
  }
}

/** Debian's HAProxy with the generated configuration, in the foreground. */
export class Proxy {
  private constructor(
    private readonly child: Child,
    readonly settings: ProxySettings,
  ) {}

  static async start(binary: string, settings: ProxySettings, runDir: string): Promise<Proxy> {
    const configPath = path.join(runDir, 'haproxy.cfg');
    await writeFile(configPath, haproxyConfig(settings));
    const child = spawnLogged(binary, ['-f', configPath, '-db'], {}, path.join(runDir, 'haproxy.log'));
    const proxy = new Proxy(child, settings);
    await waitFor(
      'HAProxy answering its statistics page',
      async () => {
        if (!child.running) throw new Error(`HAProxy exited:\n${await readFile(child.logPath, 'utf8')}`);
        return (await fetch(proxy.statsUrl)).ok;
      },
      15_000,
    );
    return proxy;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  private get statsUrl(): string {
    return `http://127.0.0.1:${this.settings.statsPort}/stats;csv`;
  }

  /** each server's state as HAProxy sees it: UP, DOWN, or a transition such as "UP 1/2" */
  async serverStates(): Promise<Map<string, string>> {
    const [header, ...rows] = (await (await fetch(this.statsUrl)).text()).trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [proxyName, serverName, status] = ['pxname', 'svname', 'status'].map((column) => columns.indexOf(column));
    const states = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxyName!] === 'instances' && cells[serverName!] !== 'BACKEND') states.set(cells[serverName!]!, cells[status!]!);
    }
    return states;
  }

  async waitState(server: string, state: 'UP' | 'DOWN', timeoutMs: number): Promise<void> {
    await waitFor(`HAProxy seeing ${server} ${state}`, async () => (await this.serverStates()).get(server) === state, timeoutMs, 100);
  }

  /** the lines HAProxy logged (requests that ended abnormally, servers going up and down) */
  async log(): Promise<string> {
    return readFile(this.child.logPath, 'utf8').catch(() => '');
  }

  async stop(): Promise<void> {
    if (!this.child.running) return;
    this.child.process.kill('SIGTERM');
    await Promise.race([this.child.exited, sleep(5_000)]);
    if (this.child.running) this.child.process.kill('SIGKILL');
  }
}
