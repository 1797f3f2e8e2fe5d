import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { authFetch, fakeClock, projectKeys, signedInUser, supabaseFor } from '../../../test/support/auth-kit';
import { authSnapshot, latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';

let testApp: TestApp;
const time = fakeClock();

beforeAll(async () => {
  testApp = await createTestApp({
    listen: true,
    clock: time.clock,
    mail: { smsDevFile: join(tmpdir(), `tapline-sms-${randomUUID()}.jsonl`) },
  });
});
afterAll(async () => {
  await testApp?.close();
});

/** the code an authenticator app shows, at the server's (fake) time, `steps` periods away */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: time.clock().getTime() + steps * 30_000 });
}

async function enrolTotp(client: Awaited<ReturnType<typeof signedInUser>>['client'], friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (error) throw error;
  return data as { id: string; totp: { qr_code: string; secret: string; uri: string } };
}

describe('TOTP', () => {
  it('enrols, challenges, verifies to aal2, lists and unenrols', async () => {
    const { client, email, password } = await signedInUser(testApp);
    const factor = await enrolTotp(client, 'Phone app');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toContain('otpauth://totp/');
    expect(factor.totp.uri).toContain(encodeURIComponent(email));
    expect(factor.totp.uri).toContain('algorithm=SHA1&digits=6&period=30');

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' })]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'totp',
      'password',
    ]);
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims).toMatchObject({ aal: 'aal2' });

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((entry) => entry.id)).toEqual([factor.id]);

    // a fresh sign-in is aal1 and is told it can go to aal2
    const other = supabaseFor(testApp.baseUrl!, (await projectKeys(testApp)).anon);
    await other.auth.signInWithPassword({ email, password });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // … and can't remove the factor, or change the password, from aal1
    const refused = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect((await other.auth.updateUser({ password: 'another-password-1' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.auth.getUser()).data.user?.factors).toBeUndefined();
  });

  it('accepts each code once', async () => {
    const { client } = await signedInUser(testApp);
    const factor = await enrolTotp(client);
    const code = codeFor(factor.totp.secret);
    const first = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(first.error).toBeNull();
    const replay = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    time.advance(30_000);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) })).error).toBeNull();
  });

  it('refuses an expired challenge, and changes nothing', async () => {
    const { client } = await signedInUser(testApp);
    const factor = await enrolTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    time.advance(301_000);
    const before = await authSnapshot(testApp.database.db);
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: codeFor(factor.totp.secret) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const after = await authSnapshot(testApp.database.db);
    expect(after.factorStates).toEqual(before.factorStates);
    expect(after.sessionLevels).toEqual(before.sessionLevels);
    expect(after.challenges).toBe(before.challenges - 1); // the expired challenge is spent
  });

  it("treats someone else's factor as not found, and changes nothing", async () => {
    const owner = await signedInUser(testApp);
    const factor = await enrolTotp(owner.client);
    const intruder = await signedInUser(testApp);
    const before = await authSnapshot(testApp.database.db);
    const challenge = await intruder.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const removal = await intruder.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removal.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const ownChallenge = await owner.client.auth.mfa.challenge({ factorId: factor.id });
    const snapshot = await authSnapshot(testApp.database.db);
    const verify = await intruder.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ownChallenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(verify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(await authSnapshot(testApp.database.db)).toEqual(snapshot);
    expect(snapshot.factorStates).toEqual(before.factorStates);
  });

  it('rate-limits wrong codes: ten are answered, the eleventh gets 429, and nothing changed', async () => {
    const { client } = await signedInUser(testApp);
    const factor = await enrolTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const right = codeFor(factor.totp.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const before = await authSnapshot(testApp.database.db);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: wrong });
      expect(result.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const limited = await authFetch(testApp, `/factors/${factor.id}/verify`, {
      method: 'POST',
      bearer: (await client.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ challenge_id: challenge.data!.id, code: right }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(await authSnapshot(testApp.database.db)).toEqual(before);
  });

  it('allows at most ten factors', async () => {
    const { client } = await signedInUser(testApp);
    for (let index = 1; index <= 10; index += 1) await enrolTotp(client, `Device ${index}`);
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 11' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });
});

describe('phone factor', () => {
  it('sends the code by SMS through the outbox and verifies to aal2', async () => {
    const { client } = await signedInUser(testApp);
    const phone = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const enrolled = await client.auth.mfa.enroll({ factorType: 'phone', phone, friendlyName: 'Mobile' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: 'phone', phone });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.data).toMatchObject({ type: 'phone' });
    const sms = await latestOutboxMessage(testApp.database.db, phone, 'sms');
    const code = /\d{6}/.exec(sms!.body)![0];
    const verified = await client.auth.mfa.verify({ factorId: enrolled.data!.id, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');
    expect(level.data?.currentAuthenticationMethods[0]).toMatchObject({ method: 'mfa/phone' });
  });

  it('refuses a number that is not E.164', async () => {
    const { client } = await signedInUser(testApp);
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: '0400 000 000' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('simultaneous wrong TOTP codes', () => {
  it('are counted before they are checked: of 30 at once, 10 are checked (422) and 20 get 429', async () => {
    const person = await signedInUser(testApp);
    const factor = await enrolTotp(person.client);
    const challenge = await person.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = codeFor(factor.totp.secret, 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        authFetch(testApp, `/factors/${factor.id}/verify`, {
          method: 'POST',
          bearer: person.session.access_token,
          body: JSON.stringify({ challenge_id: challenge.data!.id, code: wrong }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
