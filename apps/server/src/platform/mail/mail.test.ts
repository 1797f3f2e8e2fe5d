import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InviteIssued, OutboxMessage, OutboxMessageList } from '@tapline/contracts';
import { sqlClientOf } from '@tapline/db';
import { createMembership, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { JobQueue } from '../jobs/job-queue';
import { MAIL_QUEUE, MailSender, mailQueues, type MailJob } from './mail-sender';
import { requeueOutboxMessage } from './mail.queries';
import { defaultMailSettings, type MailSettings } from './mail-settings';
import { Outbox } from './outbox';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let sink: SmtpSink;
let settings: MailSettings;
let owner: Person;
let platformAdmin: Person;

const call = apiCaller(() => t);

async function invite(email: string) {
  const response = await call(owner, 'POST', '/api/venues/the-local/invites', { email, organisationRole: 'buyer' });
  expect(response.statusCode, response.body).toBe(201);
  return InviteIssued.parse(response.json());
}

async function outboxRow(email: string): Promise<OutboxMessage | undefined> {
  const response = await call(platformAdmin, 'GET', '/api/admin/outbox?channel=email&pageSize=100');
  expect(response.statusCode).toBe(200);
  return OutboxMessageList.parse(response.json()).items.find((item) => item.to === email);
}

/** waits for the mail to `email` to reach `state` (the worker runs beside the test) */
async function rowInState(email: string, state: OutboxMessage['state']): Promise<OutboxMessage> {
  let row: OutboxMessage | undefined;
  await expect.poll(async () => (row = await outboxRow(email))?.state, { timeout: 30_000, interval: 200 }).toBe(state);
  return row!;
}

async function jobsFor(outboxMessageId: string): Promise<number> {
  const { rows } = await sqlClientOf(t.database.db).executeSql(
    "select count(*)::int as n from pgboss.job where data->>'outboxMessageId' = $1",
    [outboxMessageId],
  );
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  // short back-off so a refused mail fails within seconds; a long answer wait so "sent" doesn't race a busy machine
  settings = { ...defaultMailSettings, smtpUrl: sink.url, retryLimit: 2, retryDelaySeconds: 1, answerWaitMs: 15_000 };
  t = await createTestApp({ listen: true, mail: settings });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  for (const person of [owner, platformAdmin]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
  const local = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
  await createMembership(t.database.db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('mail through SMTP_URL', () => {
  it('sends an invite through the mail server: the answer says sent, the message arrives with its link, the outbox row is sent', async () => {
    const email = uniqueEmail('sent');
    const issued = await invite(email);
    expect(issued.mailState).toBe('sent');

    const received = sink.messages.filter((message) => message.to.includes(email));
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Olive Owner invited you to join The Local on Tapline');
    const link = received[0]!.text.match(/http:\/\/127\.0\.0\.1:\d+\/auth\/invite\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();

    const row = await outboxRow(email);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, error: null, template: 'organisation_invite' });
    expect(row!.sentAt).not.toBeNull();
    // the outbox shows where the link goes, not its token (decision 0053)
    expect(row!.body).toContain(link!.replace(/token=.*/, 'token=[redacted]'));
    expect(row!.body).not.toContain(link);
    // the link works: its preview names the invited address
    const token = new URL(link!).searchParams.get('token')!;
    expect((await t.api(`/api/invites/${token}`)).json()).toMatchObject({ email, status: 'pending' });
  });

  it('retries a refused mail with back-off, then fails it with the reason; a platform admin retries it and it goes', async () => {
    sink.refuse('Mailbox unavailable');
    const email = uniqueEmail('refused');
    const issued = await invite(email);
    // the first attempt was refused while the answer waited: the queue retries it
    expect(issued.mailState).toBe('queued');
    expect(await outboxRow(email)).toMatchObject({ state: 'queued', attempts: 1 });

    const failed = await rowInState(email, 'failed');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/Mailbox unavailable/);
    expect(sink.messages.filter((message) => message.to.includes(email))).toHaveLength(0);
    expect(
      (await call(platformAdmin, 'GET', '/api/admin/outbox?state=failed')).json().items.map((item: OutboxMessage) => item.to),
    ).toContain(email);

    sink.refuse(undefined);
    expect((await call(owner, 'POST', `/api/admin/outbox/${failed.id}/retry`)).statusCode).toBe(403);
    const retried = await call(platformAdmin, 'POST', `/api/admin/outbox/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(OutboxMessage.parse(retried.json())).toMatchObject({ id: failed.id, state: 'queued', error: null });

    const sent = await rowInState(email, 'sent');
    expect(sent.attempts).toBe(4);
    expect(sink.messages.filter((message) => message.to.includes(email))).toHaveLength(1);

    const again = await call(platformAdmin, 'POST', `/api/admin/outbox/${failed.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'conflict', details: { state: 'sent' } } });
    expect((await call(platformAdmin, 'POST', '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
  });
});

describe('mail rides the transaction', () => {
  let queue: JobQueue;
  let outbox: Outbox;

  beforeAll(async () => {
    // a second outbox on the same database whose sender never works: it only writes
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
    await queue.stop();
  });

  it('a message whose secret the outbox could not hide is refused where it is written, before anything is stored', async () => {
    const email = uniqueEmail('unhidden');
    await expect(
      t.database.db.transaction((tx) =>
        outbox.email(tx, {
          to: email,
          subject: 'Your word',
          body: 'Your secret word is swordfish-42.',
          template: 'test',
          secrets: ['swordfish-42'],
        }),
      ),
    ).rejects.toThrow(/would show one of its secrets/);
    expect(await outboxRow(email)).toBeUndefined();
  });

  it('a rolled-back transaction leaves neither the outbox row nor its job; a committed one leaves both', async () => {
    const rolledBack = uniqueEmail('rolled-back');
    let writtenId = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        writtenId = (await outbox.email(tx, { to: rolledBack, subject: 'Never', body: 'Never sent', template: 'test', secrets: [] })).id;
        throw new Error('the change failed after its mail was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(writtenId).not.toBe('');
    expect(await jobsFor(writtenId)).toBe(0);
    expect(await outboxRow(rolledBack)).toBeUndefined();

    const committed = uniqueEmail('committed');
    const written = await t.database.db.transaction((tx) =>
      outbox.email(tx, { to: committed, subject: 'Hello', body: 'Sent', template: 'test', secrets: [] }),
    );
    expect(written.state).toBe('queued');
    expect(await jobsFor(written.id)).toBe(1);
    // the app's own worker delivers it
    await rowInState(committed, 'sent');
    expect(sink.messages.filter((message) => message.to.includes(committed))).toHaveLength(1);
  });

  it('writes several mails and a job for each in one go (a new order’s), each delivered once', async () => {
    const to = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    const written = await t.database.db.transaction((tx) =>
      outbox.emails(
        tx,
        to.map((address) => ({ to: address, subject: 'New order', body: `For ${address}`, template: 'test', secrets: [] })),
      ),
    );
    expect(written.map((message) => message.state)).toEqual(['queued', 'queued', 'queued']);
    for (const message of written) expect(await jobsFor(message.id)).toBe(1);
    for (const address of to) await rowInState(address, 'sent');
    for (const address of to)
      expect(sink.messages.filter((message) => message.to.includes(address)).map((message) => message.text.trim())).toEqual([
        `For ${address}`,
      ]);
  });

  it('a mail sent again after a crash (at least once) carries the same Message-ID, so mail clients drop the copy', async () => {
    const to = uniqueEmail('again');
    const written = await t.database.db.transaction((tx) =>
      outbox.email(tx, { to, subject: 'Your order', body: 'Once', template: 'test', secrets: [] }),
    );
    await rowInState(to, 'sent');
    // the crash window: the mail server took it, the process died before the row said sent, the job runs again
    await requeueOutboxMessage(t.database.db, written.id);
    await t.database.db.transaction((tx) => queue.enqueue<MailJob>(tx, MAIL_QUEUE, { outboxMessageId: written.id }));
    await expect.poll(() => sink.messages.filter((message) => message.to.includes(to)).length, { timeout: 30_000, interval: 200 }).toBe(2);
    const ids = sink.messages.filter((message) => message.to.includes(to)).map((message) => message.messageId);
    expect(ids[0]).toMatch(/^<.+@.+>$/);
    expect(ids[1]).toBe(ids[0]);
    // and it is the row's own: another row's mail has another
    const other = uniqueEmail('other');
    await t.database.db.transaction((tx) =>
      outbox.email(tx, { to: other, subject: 'Your order', body: 'Once', template: 'test', secrets: [] }),
    );
    await rowInState(other, 'sent');
    expect(sink.messages.find((message) => message.to.includes(other))?.messageId).not.toBe(ids[0]);
  });
});
