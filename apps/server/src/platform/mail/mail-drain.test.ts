import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { JobQueue } from '../jobs/job-queue';
import { MailSender, mailQueues } from './mail-sender';
import { defaultMailSettings, type MailSettings } from './mail-settings';
import { Outbox } from './outbox';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';

// A backlog of mail drains as fast as the mail server takes it, a few messages at a time over
// several connections, and the worker fetches the next batch at once while jobs remain (not one a second).

let t: TestApp;
let sink: SmtpSink;
let settings: MailSettings;
let queue: JobQueue;
let outbox: Outbox;

beforeAll(async () => {
  sink = await startSmtpSink();
  settings = { ...defaultMailSettings, smtpUrl: sink.url, retryLimit: 2, retryDelaySeconds: 1 };
  t = await createTestApp({ listen: true, mail: settings });
  // writes only: the app's own worker delivers
  queue = new JobQueue(t.database.db, t.app.log);
  await queue.start(mailQueues(settings));
  outbox = new Outbox(
    t.database.db,
    queue,
    new MailSender(t.database.db, { ...settings, smtpUrl: sink.url }, t.app.log),
    settings.answerWaitMs,
  );
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  await sink?.close();
});

it(
  '50 queued mails (a restart with a backlog) reach the mail server within seconds, over several connections at once',
  { timeout: 120_000 },
  async () => {
    const to = Array.from({ length: 50 }, (_, index) => uniqueEmail(`backlog-${index}`));
    await t.database.db.transaction((tx) =>
      outbox.emails(
        tx,
        to.map((address) => ({ to: address, subject: 'New order', body: `For ${address}`, template: 'test', secrets: [] })),
      ),
    );
    // nobody wakes the worker (as after a restart): it finds the backlog by itself at its next poll
    const started = Date.now();
    const delivered = () => sink.messages.filter((message) => to.some((address) => message.to.includes(address))).length;
    // one a second would take at least 49 s; 20 s leaves a busy machine plenty
    await expect.poll(delivered, { timeout: 20_000, interval: 100 }).toBe(50);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(20);
    // the mechanism: several messages were under way at once
    expect(sink.mostConnectionsAtOnce).toBeGreaterThan(1);
    // each exactly once
    for (const address of to) expect(sink.messages.filter((message) => message.to.includes(address))).toHaveLength(1);
  },
);
