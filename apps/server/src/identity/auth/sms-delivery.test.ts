import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { authFetch, signedInUser } from '../../../test/support/auth-kit';
import { authSnapshot, countOutboxMessages } from '../../../test/support/queries/auth-testing.queries';
import { insertFactor, markFactorVerified } from './mfa.queries';

/**
 * Tapline has no SMS provider: a text reaches someone only through SMS_DEV_FILE (development and the journeys).
 * Without it phone MFA is off, GoTrue-style (decision 0056): the settings name no SMS provider, and enrolling or
 * challenging a phone factor is refused, so nobody waits for a code that never comes.
 */
let withoutSms: TestApp;
let withSms: TestApp;

beforeAll(async () => {
  withoutSms = await createTestApp({ listen: true });
  withSms = await createTestApp({ listen: true, mail: { smsDevFile: join(tmpdir(), `tapline-sms-${randomUUID()}.jsonl`) } });
});
afterAll(async () => {
  await withoutSms?.close();
  await withSms?.close();
});

function randomPhone(): string {
  return `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function settings(app: TestApp) {
  const answer = await authFetch(app, '/settings');
  expect(answer.status).toBe(200);
  return (await answer.json()) as { external: Record<string, boolean>; sms_provider: string; phone_autoconfirm: boolean };
}

describe('/auth/v1/settings', () => {
  it('names no SMS provider when nothing can deliver a text', async () => {
    expect(await settings(withoutSms)).toMatchObject({
      sms_provider: '',
      phone_autoconfirm: false,
      external: { email: true, phone: false },
    });
  });

  it('names the SMS provider when texts are delivered (SMS_DEV_FILE); phone sign-in stays off', async () => {
    expect(await settings(withSms)).toMatchObject({ sms_provider: 'dev-file', external: { email: true, phone: false } });
  });
});

describe('phone factors without SMS delivery', () => {
  it('refuses to enrol one (422 mfa_phone_enroll_not_enabled) and creates nothing', async () => {
    const { client } = await signedInUser(withoutSms);
    const phone = randomPhone();
    const before = await authSnapshot(withoutSms.database.db);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'phone', phone });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    expect(await authSnapshot(withoutSms.database.db)).toEqual(before);
    expect(await countOutboxMessages(withoutSms.database.db, phone)).toBe(0);
  });

  it('refuses to challenge a verified one (422 mfa_phone_verify_not_enabled), sends nothing, and a TOTP factor still works', async () => {
    const person = await signedInUser(withoutSms);
    const phone = randomPhone();
    const now = new Date();
    const factor = await insertFactor(withoutSms.database.db, {
      userId: person.userId,
      factorType: 'phone',
      friendlyName: 'Mobile',
      secret: null,
      phone,
      now,
    });
    await markFactorVerified(withoutSms.database.db, factor.id, null, now);

    const before = await authSnapshot(withoutSms.database.db);
    const refused = await person.client.auth.mfa.challenge({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_phone_verify_not_enabled' });
    expect(await authSnapshot(withoutSms.database.db)).toEqual(before);
    expect(await countOutboxMessages(withoutSms.database.db, phone)).toBe(0);

    // the same person's authenticator app needs no delivery: it still takes them to aal2
    const secret = new Secret({ size: 20 });
    const totp = await insertFactor(withoutSms.database.db, {
      userId: person.userId,
      factorType: 'totp',
      friendlyName: 'App',
      secret: secret.base32,
      phone: null,
      now,
    });
    await markFactorVerified(withoutSms.database.db, totp.id, null, now);
    const challenge = await person.client.auth.mfa.challenge({ factorId: totp.id });
    expect(challenge.error).toBeNull();
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    expect((await person.client.auth.mfa.verify({ factorId: totp.id, challengeId: challenge.data!.id, code })).error).toBeNull();
    expect((await person.client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });
});

describe('phone factors with SMS delivery', () => {
  it('enrol and challenge, and the code is written to the outbox', async () => {
    const { client } = await signedInUser(withSms);
    const phone = randomPhone();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'phone', phone });
    expect(enrolled.error).toBeNull();
    expect((await client.auth.mfa.challenge({ factorId: enrolled.data!.id })).error).toBeNull();
    expect(await countOutboxMessages(withSms.database.db, phone)).toBe(1);
  });
});
