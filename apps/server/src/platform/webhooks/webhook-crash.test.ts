import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookDeliveryList, WebhookEndpointCreated } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG } from '@tapline/db';
import { freePort } from '../../../test/support/test-app';
import { engines, Server } from '../../../test/support/crash-server';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

/**
 * `kill -9` right after a change that writes a webhook event committed, a restart, and the event reaches the receiver
 * exactly once (decision 0197): the event, its delivery and its job were written in the change's transaction.
 */
const running: Server[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const cleanUp of cleanUps) await cleanUp();
});

describe.each(engines)('a webhook survives kill -9 on $engine', ({ make }) => {
  it('is delivered exactly once after the server is killed right after the commit and started again', { timeout: 480_000 }, async () => {
    const engine = await make();
    cleanUps.push(() => engine.cleanUp());
    // the receiver is down at first: the event can't be delivered before the crash
    const receiverPort = await freePort();
    const port = await freePort();
    const env = { WEBHOOKS_ALLOW_LOOPBACK: '1' };
    const first = await Server.start(engine, port, `smtp://127.0.0.1:${await freePort()}`, env);
    running.push(first);
    const owner = await first.signIn(DEMO_PEOPLE.supplierOwner.email);
    const base = `/api/suppliers/${DEMO_SUPPLIER_SLUG}/webhooks/endpoints`;
    const created = await first.api(base, owner, {
      method: 'POST',
      body: { url: `http://127.0.0.1:${receiverPort}/crash`, eventTypes: ['webhook.test'] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const endpoint = WebhookEndpointCreated.parse(await created.json());
    const sent = await first.api(`${base}/${endpoint.id}/test`, owner, { method: 'POST' });
    expect(sent.status, await sent.clone().text()).toBe(204);
    await first.kill('SIGKILL');

    const receiver = await WebhookReceiver.start(receiverPort);
    cleanUps.push(() => receiver.close());
    const second = await Server.start(engine, port, `smtp://127.0.0.1:${await freePort()}`, env);
    running.push(second);
    // a refused first attempt is retried 5 s later; one cut off by the kill, once its job and lease expire (60 s)
    await expect.poll(() => receiver.received.length, { timeout: 150_000, interval: 250 }).toBe(1);
    const [request] = receiver.received;
    expect(new Webhook(endpoint.secret).verify(request!.body, request!.headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
    });
    // a while later, still once, and the log says so
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.received).toHaveLength(1);
    const again = await second.signIn(DEMO_PEOPLE.supplierOwner.email);
    const log = WebhookDeliveryList.parse(await (await second.api(`${base}/${endpoint.id}/deliveries`, again)).json());
    expect(log.items).toHaveLength(1);
    expect(log.items[0]!.status).toBe('succeeded');
    expect(await second.kill('SIGTERM')).toBe(0);
  });
});
