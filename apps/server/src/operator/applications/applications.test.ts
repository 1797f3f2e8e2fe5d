import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationCreated, ApplicationFormToken, ApplicationVerified } from '@tapline/contracts';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';
import { countApplications, findApplication } from './applications.queries';
import { loadFormTokenKey } from './applications.service';

let t: TestApp;
/** the app's clock runs this far ahead of the real one (tests move it) */
let offsetMs = 0;
let ipCounter = 10;

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** a fresh address per test, so the per-address limit of one test doesn't reach another */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function application(overrides: Record<string, unknown> = {}) {
  return {
    type: 'supplier',
    businessName: 'Hop Creek Brewing',
    kind: 'brewery',
    abn: '51 824 753 556',
    address: { line1: '1 Mill Lane', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
    contactName: 'Sam Brewer',
    email: `sam-${Math.random().toString(36).slice(2)}@hopcreek.example`,
    phone: '+61 412 345 678',
    deliveryAreas: ['Sydney metro', 'Blue Mountains'],
    website: '',
    ...overrides,
  };
}

async function formToken(): Promise<string> {
  return parseAnswer(await t.api('/api/applications/form-token'), 200, ApplicationFormToken).formToken;
}

/** a token opened `ageMs` ago (by the app's clock) */
async function tokenAged(ageMs: number): Promise<string> {
  const token = await formToken();
  offsetMs += ageMs;
  return token;
}

function send(body: Record<string, unknown>, ip: string) {
  return t.api({ method: 'POST', url: '/api/applications', payload: body, remoteAddress: ip });
}

function verify(token: string) {
  return t.api({ method: 'POST', url: '/api/applications/verify', payload: { token } });
}

async function apply(overrides: Record<string, unknown> = {}, ip = freshIp()) {
  const body = application({ formToken: await tokenAged(4 * SECOND), ...overrides });
  return { response: await send(body, ip), body };
}

async function linkTokenFor(email: string): Promise<{ link: string; token: string }> {
  const mail = await latestOutboxMessage(t.database.db, email);
  const link = /https?:\/\/\S+\/join\/verify\?token=(\S+)/.exec(mail?.body ?? '');
  expect(link, 'the verification link in the mail').not.toBeNull();
  return { link: link![0], token: decodeURIComponent(link![1]!) };
}

/** sends `body` and expects a 400 naming `field`, with nothing stored */
async function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string, before: number) {
  const error = parseError(response, 400);
  expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(await countApplications(t.database.db)).toBe(before);
  return error;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  await t.close();
});

describe('applying to join', () => {
  it('stores the application unverified, mails a working link, and the link makes it new (once)', async () => {
    const { response, body } = await apply({ email: '  Sam@HopCreek.Example ' });
    const created = parseAnswer(response, 201, ApplicationCreated);
    expect(created.email).toBe('sam@hopcreek.example');
    expect(JSON.stringify(created)).not.toContain('token');

    const stored = await findApplication(t.database.db, created.id);
    expect(stored).toMatchObject({
      status: 'unverified',
      type: 'supplier',
      businessName: 'Hop Creek Brewing',
      abn: '51824753556',
      email: 'sam@hopcreek.example',
      deliveryAreas: body.deliveryAreas,
      verifiedAt: null,
    });
    expect(stored!.address).toMatchObject({ line1: '1 Mill Lane', suburb: 'Marrickville', state: 'NSW', postcode: '2204' });

    const { link, token } = await linkTokenFor('sam@hopcreek.example');
    expect(link.startsWith(`${new URL(link).origin}/join/verify?token=`)).toBe(true);
    // the database keeps only the token's sha-256, never the token
    expect(stored!.verifyTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.verifyTokenHash).not.toBe(token);
    expect(stored!.verifyExpiresAt!.getTime() - stored!.createdAt.getTime()).toBe(48 * HOUR);

    const verified = parseAnswer(await verify(token), 200, ApplicationVerified);
    expect(verified).toEqual({ id: created.id, type: 'supplier', businessName: 'Hop Creek Brewing', status: 'new' });
    const after = await findApplication(t.database.db, created.id);
    expect(after).toMatchObject({ status: 'new', verifyTokenHash: null });
    expect(after!.verifiedAt).toBeInstanceOf(Date);
    expect((await latestOutboxMessage(t.database.db, 'sam@hopcreek.example'))?.subject).toBe(
      'We got your Tapline application for Hop Creek Brewing',
    );

    const again = parseError(await verify(token), 400);
    expect(again.message).toContain('already used');
    expect(again.details).toEqual([expect.objectContaining({ field: 'token' })]);
    expect((await findApplication(t.database.db, created.id))!.verifiedAt).toEqual(after!.verifiedAt);
  });

  it('takes a venue without delivery areas', async () => {
    const { deliveryAreas: _areas, ...venue } = application({ type: 'venue', kind: 'pub', businessName: 'The Corner Pub' });
    const response = await send({ ...venue, formToken: await tokenAged(4 * SECOND) }, freshIp());
    const created = parseAnswer(response, 201, ApplicationCreated);
    expect(await findApplication(t.database.db, created.id)).toMatchObject({ type: 'venue', kind: 'pub', deliveryAreas: [] });
  });

  it('refuses an expired link and an unknown one', async () => {
    const { response, body } = await apply();
    parseAnswer(response, 201, ApplicationCreated);
    const { token } = await linkTokenFor(body.email);
    offsetMs += 48 * HOUR + SECOND;
    const expired = parseError(await verify(token), 400);
    expect(expired.message).toContain('expired');
    expect(parseError(await verify('not-a-real-token'), 400).details).toEqual([expect.objectContaining({ field: 'token' })]);
    expect(parseError(await verify(''), 400).details).toEqual([expect.objectContaining({ field: 'token' })]);
  });
});

describe('bad input stores nothing', () => {
  it.each([
    ['an invalid ABN', { abn: '51 824 753 557' }, 'abn'],
    ['a malformed email', { email: 'sam@' }, 'email'],
    ['a phone without enough digits', { phone: '1234' }, 'phone'],
    ['a venue kind for a supplier', { kind: 'pub' }, 'kind'],
    ['a supplier without delivery areas', { deliveryAreas: [] }, 'deliveryAreas'],
    ['a venue with delivery areas', { type: 'venue', kind: 'bar' }, 'deliveryAreas'],
    ['a bad postcode', { address: { line1: '1 Mill Lane', suburb: 'Marrickville', state: 'NSW', postcode: '22' } }, 'address.postcode'],
  ])('%s: 400 naming the field', async (_what, change, field) => {
    const before = await countApplications(t.database.db);
    const { response } = await apply(change);
    await expectRefused(response, field, before);
  });

  it('the honeypot filled: 400 naming website', async () => {
    const before = await countApplications(t.database.db);
    const { response } = await apply({ website: 'https://spam.example' });
    expect((await expectRefused(response, 'website', before)).message).toContain('could not be sent');
  });

  it('sent less than 3 s after the form opened: 400 naming formToken', async () => {
    const before = await countApplications(t.database.db);
    const response = await send(application({ formToken: await tokenAged(SECOND) }), freshIp());
    expect((await expectRefused(response, 'formToken', before)).message).toContain('Sent too fast');
  });

  it('a form token older than 24 hours: 400 asking to reload', async () => {
    const before = await countApplications(t.database.db);
    const response = await send(application({ formToken: await tokenAged(24 * HOUR + SECOND) }), freshIp());
    expect((await expectRefused(response, 'formToken', before)).message).toContain('The form expired; reload the page');
  });

  it('a missing, malformed or forged form token: 400 naming formToken', async () => {
    const before = await countApplications(t.database.db);
    const real = await tokenAged(4 * SECOND);
    const [issuedAt, nonce, mac] = real.split('.') as [string, string, string];
    // claims the form was opened a minute earlier, with the real signature: the signature no longer matches
    const backdated = `${Number(issuedAt) - 60 * SECOND}.${nonce}.${mac}`;
    const flipped = `${issuedAt}.${nonce}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const formToken of [undefined, '', 'hello', backdated, flipped]) {
      await expectRefused(await send(application({ formToken }), freshIp()), 'formToken', before);
    }
    parseAnswer(await send(application({ formToken: real }), freshIp()), 201, ApplicationCreated);
  });

  it('a token signed with what a browser can know (the public app key) is refused: the key is a secret of the database', async () => {
    const before = await countApplications(t.database.db);
    const payload = `${Date.now() - 60 * SECOND}.bot-nonce`;
    for (const key of [
      Buffer.from(TEST_FUNCTIONS_KEY),
      createHash('sha256').update(`tapline application form token\0${TEST_FUNCTIONS_KEY}`).digest(),
    ]) {
      const formToken = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
      await expectRefused(await send(application({ formToken }), freshIp()), 'formToken', before);
    }
    // made once, the same for every instance on this database
    expect((await loadFormTokenKey(t.database.db)).equals(await loadFormTokenKey(t.database.db))).toBe(true);
    expect((await loadFormTokenKey(t.database.db)).length).toBe(32);
  });
});

describe('rate limits', () => {
  it('at most 5 applications from one address an hour: the 6th gets 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) parseAnswer((await apply({}, ip)).response, 201, ApplicationCreated);
    const before = await countApplications(t.database.db);
    const { response } = await apply({}, ip);
    const error = parseError(response, 429);
    expect(error.message).toContain('at most 5 an hour');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await countApplications(t.database.db)).toBe(before);
    // another address is not held back, and an hour later this one may send again
    parseAnswer((await apply({}, freshIp())).response, 201, ApplicationCreated);
    offsetMs += HOUR;
    parseAnswer((await apply({}, ip)).response, 201, ApplicationCreated);
  });

  it('at most 3 applications for one email a day: the 4th gets 429 with Retry-After', async () => {
    const email = 'busy@applicant.example';
    for (let index = 0; index < 3; index += 1) parseAnswer((await apply({ email })).response, 201, ApplicationCreated);
    const before = await countApplications(t.database.db);
    const { response } = await apply({ email: 'Busy@Applicant.example' });
    expect(parseError(response, 429).message).toContain('at most 3 a day');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await countApplications(t.database.db)).toBe(before);
  });
});
