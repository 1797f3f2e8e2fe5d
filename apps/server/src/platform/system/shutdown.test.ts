import { afterAll, expect, it } from 'vitest';
import { Readiness } from '@tapline/contracts';
import { freePort } from '../../../test/support/test-app';
import { engines, FUNCTIONS_KEY, Server } from '../../../test/support/crash-server';

/** SIGTERM behind a load balancer: not ready at once, still serving through the drain, then a clean exit. */
const running: Server[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const cleanUp of cleanUps) await cleanUp();
});

it('on SIGTERM answers not ready while it drains, keeps serving, then exits 0', { timeout: 300_000 }, async () => {
  const engine = await engines[0]!.make();
  cleanUps.push(() => engine.cleanUp());
  const server = await Server.start(engine, await freePort(), 'smtp://127.0.0.1:9', { SHUTDOWN_DRAIN_SECONDS: '3' });
  running.push(server);
  const ready = async () => {
    const response = await fetch(`${server.baseUrl}/api/health/ready`);
    return { status: response.status, body: Readiness.parse(await response.json()) };
  };
  expect((await ready()).status).toBe(200);

  const signalled = Date.now();
  server.signal('SIGTERM');
  await expect.poll(async () => (await ready()).body.shuttingDown, { timeout: 2_000, interval: 50 }).toBe(true);
  const draining = await ready();
  expect(draining.status).toBe(503);
  expect(draining.body.status).toBe('not_ready');
  // still serving through the drain: requests the load balancer sent before its probe saw it are answered
  const products = await fetch(`${server.baseUrl}/api/products?pageSize=1`, { headers: { 'x-functions-key': FUNCTIONS_KEY } });
  expect(products.status).toBe(200);

  expect(await server.exit).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
});
