import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Health, Readiness } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DiskStorage } from '../storage/disk-storage';

/** A file store that can be made unreachable, as an S3 bucket or a mount can become. */
class FlakyStorage extends DiskStorage {
  reachable = true;
  /** how long a check takes (a busy bucket, a slow mount) */
  slowMs = 0;
  override async check(): Promise<void> {
    if (!this.reachable) throw new Error('the store does not answer');
    await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    await super.check();
  }
}

let t: TestApp;
let directory: string;
let storage: FlakyStorage;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'tapline-health-'));
  storage = new FlakyStorage(path.join(directory, 'uploads'));
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the health probes (no app key: load balancers ask them)', () => {
  it('live: the process answers', async () => {
    expect(parseAnswer(await t.app.inject('/api/health/live'), 200, Health)).toEqual({ status: 'ok' });
  });

  it('ready: the database, its migrations and the file store answer', async () => {
    const response = await t.app.inject('/api/health/ready');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseAnswer(response, 200, Readiness)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      shuttingDown: false,
    });
  });

  it('not ready (503) while a part it needs does not answer, and ready again once it does', async () => {
    storage.reachable = false;
    const failing = parseAnswer(await t.app.inject('/api/health/ready'), 503, Readiness);
    expect(failing).toMatchObject({ status: 'not_ready', checks: { database: 'ok', storage: 'failing' } });
    storage.reachable = true;
    expect(parseAnswer(await t.app.inject('/api/health/ready'), 200, Readiness).status).toBe('ready');
  });

  it('not ready once shutting down, at once (without waiting for a slow check), while still live and serving', async () => {
    storage.slowMs = 1_500;
    t.app.readiness.beginShutdown();
    const asked = Date.now();
    expect(parseAnswer(await t.app.inject('/api/health/ready'), 503, Readiness)).toEqual({
      status: 'not_ready',
      checks: {},
      shuttingDown: true,
    });
    expect(Date.now() - asked).toBeLessThan(1_000);
    storage.slowMs = 0;
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    expect((await t.api('/api/health')).statusCode).toBe(200);
  });
});
