import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageList } from '@tapline/contracts';
import { createMembership, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, authFetch, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * A platform admin could ask for a recovery of any account, read its link in the outbox, open it,
 * then read the SMS code of the account's phone factor there too and reach aal2. The outbox shows no usable secret.
 */
type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let platformAdmin: Person;
let victim: Person;
let owner: Person;

const TOKEN_PARAM = /[?&](?:token|token_hash|code)=([^&\s]+)/g;

const call = apiCaller(() => t);

/** the stored message (what is sent) to `to`, once it exists */
async function storedMessage(to: string, channel: 'email' | 'sms' = 'email') {
  let row: Awaited<ReturnType<typeof latestOutboxMessage>>;
  await expect
    .poll(async () => (row = await latestOutboxMessage(t.database.db, to, channel)), { timeout: 15_000, interval: 100 })
    .toBeTruthy();
  return row!;
}

/** the secrets of a stored message: its links' tokens and its 6-digit code */
function secretsOf(body: string): string[] {
  const tokens = [...body.matchAll(TOKEN_PARAM)].map((match) => decodeURIComponent(match[1]!));
  const code = /(?<![\d+])\d{6}(?!\d)/.exec(body)?.[0];
  return [...tokens, ...(code ? [code] : [])];
}

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    auth: { allowSignup: true },
    mail: { smsDevFile: join(tmpdir(), `tapline-sms-${randomUUID()}.jsonl`) },
  });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  victim = await signedInUser(t, { name: 'Vic Victim' });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  for (const person of [platformAdmin, owner]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
  const local = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
  await createMembership(t.database.db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

describe('the outbox platform admins read', () => {
  it('shows no recovery link, sign-up link, invite or MFA code that works, only that the message exists and its state', async () => {
    // every kind of message with a secret: recovery, sign-up confirmation, the Admin API's invite, an organisation
    // invite, and the SMS code of a phone factor
    expect((await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: victim.email }) })).status).toBe(200);
    const newcomer = uniqueEmail('newcomer');
    expect(
      (await authFetch(t, '/signup', { method: 'POST', body: JSON.stringify({ email: newcomer, password: 'a-long-password' }) })).status,
    ).toBe(200);
    const invitee = uniqueEmail('invitee');
    const { serviceRole } = await t.app.supabaseAuth.projectApiKeys();
    expect(
      (
        await authFetch(t, '/invite', {
          method: 'POST',
          bearer: serviceRole,
          apikey: serviceRole,
          body: JSON.stringify({ email: invitee }),
        })
      ).status,
    ).toBe(200);
    const colleague = uniqueEmail('colleague');
    expect((await call(owner, 'POST', '/api/venues/the-local/invites', { email: colleague, organisationRole: 'buyer' })).statusCode).toBe(
      201,
    );
    const phone = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const factor = await victim.client.auth.mfa.enroll({ factorType: 'phone', phone });
    expect(factor.error).toBeNull();
    expect((await victim.client.auth.mfa.challenge({ factorId: factor.data!.id })).error).toBeNull();

    const stored = [
      await storedMessage(victim.email),
      await storedMessage(newcomer),
      await storedMessage(invitee),
      await storedMessage(colleague),
      await storedMessage(phone, 'sms'),
    ];
    const shown = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?pageSize=100'), 200, OutboxMessageList).items;
    for (const row of stored) {
      const secrets = secretsOf(row.body);
      expect(secrets.length, `${row.template} has a secret to hide`).toBeGreaterThan(0);
      const item = shown.find((message) => message.id === row.id);
      expect(item, row.template).toMatchObject({ to: row.to, template: row.template, state: 'stored' });
      for (const secret of secrets) expect(item!.body, row.template).not.toContain(secret);
      expect(item!.body).toContain('[redacted]');
    }
    // the same for the channel filter the SMS list uses
    const texts = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?channel=sms'), 200, OutboxMessageList).items;
    expect(texts.map((message) => message.body).join('\n')).not.toMatch(/\d{6}/);
  });

  it('gives a platform admin no way in: the link read from the outbox opens nothing', async () => {
    expect((await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: owner.email }) })).status).toBe(200);
    const stored = await storedMessage(owner.email);
    const shown = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/outbox?pageSize=100'), 200, OutboxMessageList).items.find(
      (message) => message.id === stored.id,
    )!;
    const link = /https?:\/\/\S+\/auth\/v1\/verify\S*/.exec(shown.body)?.[0];
    expect(link).toBeDefined();
    const opened = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toContain('error_code=otp_expired');
    expect(opened.headers.location).not.toContain('access_token');
  });
});
