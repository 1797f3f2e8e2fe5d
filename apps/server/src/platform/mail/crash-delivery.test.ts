import { afterAll, describe, expect, it } from 'vitest';
import { InviteIssued, OutboxMessageList } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_VENUE_SLUG } from '@tapline/db';
import { freePort } from '../../../test/support/test-app';
import { ATTEMPT_SECONDS, engines, Server } from '../../../test/support/crash-server';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';

/** `kill -9` right after an invite is created, a restart, and the invite mail arrives exactly once (decision 0037). */
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
    const created = await first.api(`/api/venues/${DEMO_VENUE_SLUG}/invites`, owner, {
      method: 'POST',
      body: { email, organisationRole: 'buyer' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(InviteIssued.parse(await created.json()).mailState).toBe('queued');
    await first.kill('SIGKILL');

    const sink: SmtpSink = await startSmtpSink(smtpPort);
    cleanUps.push(() => sink.close());
    const second = await Server.start(engine, port, sink.url);
    running.push(second);
    const delivered = () => sink.messages.filter((message) => message.to.includes(email)).length;
    // the first server retries the refused connection every second or so: when the kill lands during such an
    // attempt, the job stays active until the attempt expires (ATTEMPT_SECONDS) and the queue's maintenance sees it
    await expect.poll(delivered, { timeout: (ATTEMPT_SECONDS + 40) * 1000, interval: 250 }).toBe(1);
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
