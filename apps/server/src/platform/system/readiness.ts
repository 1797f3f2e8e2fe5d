import type { Readiness as ReadinessReport } from '@tapline/contracts';
import { type Database, migrationStateOf } from '@tapline/db';
import type { Storage } from '../storage/storage';
import { pingDatabase } from './system.queries';

/** One thing an instance needs to serve: the database, its migrations, Redis and the file store when configured. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** how long one check may take before it counts as failing: a probe must answer well within the proxy's timeout */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether this instance should get traffic (GET /api/health/ready): every check passes and it is not shutting down.
 * Parts register their checks as they start; SIGTERM marks it shutting down before anything closes, so the load
 * balancer stops sending new requests while in-flight ones finish.
 */
export class Readiness {
  private readonly checks: ReadinessCheck[] = [];
  private shuttingDown = false;

  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  beginShutdown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  async report(onFailure: (name: string, error: unknown) => void): Promise<ReadinessReport> {
    // shutting down is the whole answer: on a busy instance the checks may take seconds, and the load balancer's
    // probe must see it leave within the drain (SHUTDOWN_DRAIN_SECONDS)
    if (this.shuttingDown) return { status: 'not_ready', checks: {}, shuttingDown: true };
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS, name);
          return [name, 'ok'] as const;
        } catch (error) {
          onFailure(name, error);
          return [name, 'failing'] as const;
        }
      }),
    );
    const ready = !this.shuttingDown && results.every(([, state]) => state === 'ok');
    return { status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results), shuttingDown: this.shuttingDown };
  }
}

/** The checks every instance has: its database answers, its migrations are the code's, its file store answers. */
export function instanceReadiness(db: Database, storage: Storage): Readiness {
  const readiness = new Readiness();
  readiness.add({ name: 'database', check: () => pingDatabase(db) });
  readiness.add({
    name: 'migrations',
    check: async () => {
      const { pending, unknown } = await migrationStateOf(db);
      if (pending.length > 0 || unknown > 0) throw new Error(`${pending.length} pending, ${unknown} newer than the code`);
    },
  });
  readiness.add({ name: 'storage', check: () => storage.check() });
  return readiness;
}

async function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's readiness (decorated on the root by buildApp): parts add their checks, shutdown marks it */
    readiness: Readiness;
  }
}
