import { createServer } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { InviteIssued } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_VENUE_SLUG } from '@tapline/db';
import { freePort } from '../../../test/support/test-app';
import { ATTEMPT_SECONDS, engines, Server } from '../../../test/support/crash-server';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';

const running: Server[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const cleanUp of cleanUps) await cleanUp();
});

// The queue is the same on both engines (pg-boss in the application's database); the embedded one is enough here.
it('a mail whose attempt the crash cut off is sent once, after that attempt expires', { timeout: 480_000 }, async () => {
  const engine = await engines[0]!.make();
  cleanUps.push(() => engine.cleanUp());
  // a mail server that takes the connection and never greets: the attempt hangs (for the greeting timeout, 3.3 s
  // at ATTEMPT_SECONDS), past the invite answer's 2 s wait
  const smtpPort = await freePort();
  const silent = createServer(() => undefined).listen(smtpPort, '127.0.0.1');
  const port = await freePort();
  const first = await Server.start(engine, port, `smtp://127.0.0.1:${smtpPort}`);
  running.push(first);
  const owner = await first.signIn(DEMO_PEOPLE.venueOwner.email);
  const email = `mid-attempt-${Date.now().toString(36)}@example.test`;
  const created = await first.api(`/api/venues/${DEMO_VENUE_SLUG}/invites`, owner, {
    method: 'POST',
    body: { email, organisationRole: 'buyer' },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  // the answer waited a little for the attempt, which is still hanging: the job is active when the process dies
  expect(InviteIssued.parse(await created.json()).mailState).toBe('queued');
  await first.kill('SIGKILL');
  await new Promise((resolve) => silent.close(resolve));

  const sink: SmtpSink = await startSmtpSink(smtpPort);
  cleanUps.push(() => sink.close());
  const second = await Server.start(engine, port, sink.url);
  running.push(second);
  const delivered = () => sink.messages.filter((message) => message.to.includes(email)).length;
  // the cut-off attempt expires after ATTEMPT_SECONDS and the queue's maintenance (every 2 s here) retries it
  await expect.poll(delivered, { timeout: (ATTEMPT_SECONDS + 40) * 1000, interval: 500 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(delivered()).toBe(1);
  expect(await second.kill('SIGTERM')).toBe(0);
});
