import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyList, AuditEntryList, VenueOrderList } from '@tapline/contracts';
import { createMembership, createVenue } from '@tapline/db/testing';
import { callWithKey, createApiKeyThrough } from '../../../test/support/api-keys-kit';
import { apiCaller, fakeClock, projectKeys, signedInUser, supabaseFor } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { apiKeyRowTesting } from '../../../test/support/queries/api-keys-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Making, listing and revoking keys (decision 0195): who may, what is shown once, what is kept.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let staff: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
const time = fakeClock();
const call = apiCaller(() => t);
const keysOf = (id = venue.id) => `/api/venues/${id}/api-keys`;

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: time.clock });
  venue = await createVenue(t.database.db, { name: 'The Local' });
  [owner, admin, staff] = [await signedInUser(t, { name: 'Olive Owner' }), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin, staff]) await call(person, 'GET', '/api/me');
  await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'staff' });
});
afterAll(async () => {
  await t.close();
});

describe('making a key', () => {
  it('lets owners and admins make one, refuses staff (403) and outsiders (404)', async () => {
    const made = await createApiKeyThrough(t, owner, { type: 'venue', id: venue.id }, { name: 'POS', scopes: ['orders:read'] });
    expect(made).toMatchObject({
      name: 'POS',
      scopes: ['orders:read'],
      createdBy: { id: owner.userId, name: 'Olive Owner' },
      expiresAt: null,
    });
    expect((await call(admin, 'POST', keysOf(), { name: 'ERP', scopes: ['menu:read'] })).statusCode).toBe(201);
    expect(parseError(await call(staff, 'POST', keysOf(), { name: 'Mine', scopes: ['orders:read'] }), 403).message).toMatch(
      /owner or admin/,
    );
    expect(parseError(await call(staff, 'GET', keysOf()), 403).code).toBe('forbidden');
    const outsider = await signedInUser(t);
    expect((await call(outsider, 'POST', keysOf(), { name: 'X', scopes: ['orders:read'] })).statusCode).toBe(404);
  });

  it('refuses unknown and repeated scopes, no scope, and an expiry in the past, writing nothing', async () => {
    const before = parseAnswer(await call(owner, 'GET', keysOf()), 200, ApiKeyList).items.length;
    for (const body of [
      { name: 'Bad', scopes: ['team:write'] },
      { name: 'Bad', scopes: ['keys:manage'] },
      { name: 'Bad', scopes: ['catalogue:write'] },
      { name: 'Bad', scopes: [] },
      { name: 'Bad', scopes: ['orders:read', 'orders:read'] },
      { name: '', scopes: ['orders:read'] },
      { name: 'Bad', scopes: ['orders:read'], expiresAt: new Date(time.clock().getTime() - 1000).toISOString() },
    ]) {
      expect(parseError(await call(owner, 'POST', keysOf(), body), 400).code).toBe('validation_failed');
    }
    expect(parseAnswer(await call(owner, 'GET', keysOf()), 200, ApiKeyList).items).toHaveLength(before);
  });

  it('needs aal2 from an owner who has a verified second factor', async () => {
    const mfaOwner = await signedInUser(t);
    await call(mfaOwner, 'GET', '/api/me');
    await createMembership(t.database.db, { organisationId: venue.id, userId: mfaOwner.userId, organisationRole: 'owner' });
    const { data: factor } = await mfaOwner.client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = (factor as { totp: { secret: string } }).totp.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time.clock().getTime() });
    const verified = await mfaOwner.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(verified.error).toBeNull();

    const aal1 = supabaseFor(t.baseUrl!, (await projectKeys(t)).anon);
    const signIn = await aal1.auth.signInWithPassword({ email: mfaOwner.email, password: mfaOwner.password });
    const refused = await call(signIn.data.session!.access_token, 'POST', keysOf(), { name: 'Later', scopes: ['orders:read'] });
    expect(parseError(refused, 401).code).toBe('mfa_required');
    const made = await call(verified.data!.access_token, 'POST', keysOf(), { name: 'With MFA', scopes: ['orders:read'] });
    expect(made.statusCode).toBe(201);
  });
});

describe('a key’s secret', () => {
  it('is shown once, in the scanner-readable format, kept only as a sha256 of its secret part', async () => {
    const made = await createApiKeyThrough(t, owner, { type: 'venue', id: venue.id }, { name: 'Shown once', scopes: ['orders:read'] });
    expect(made.secret).toMatch(/^tl_live_[0-9a-f]{32}_[0-9A-Za-z]{38}$/);
    expect(made.secret.slice(8, 40)).toBe(made.id.replaceAll('-', ''));

    const listed = parseAnswer(await call(owner, 'GET', keysOf()), 200, ApiKeyList).items.find((key) => key.id === made.id)!;
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(41, 73));
    expect(listed.hint).toBe(`tl_live_${made.id.replaceAll('-', '')}_…${made.secret.slice(-4)}`);

    const row = (await apiKeyRowTesting(t.database.db, made.id))!;
    const secretPart = made.secret.slice(41, 73);
    expect(row.secretHash).toBe(createHash('sha256').update(secretPart).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secretPart);

    parseAnswer(await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`), 200, VenueOrderList);
  });

  it('is refused (401) when mistyped: the checksum catches one changed character before any lookup', async () => {
    const made = await createApiKeyThrough(t, owner, { type: 'venue', id: venue.id }, { name: 'Typo', scopes: ['orders:read'] });
    const at = 50;
    const swapped = made.secret[at] === 'a' ? 'b' : 'a';
    const mistyped = `${made.secret.slice(0, at)}${swapped}${made.secret.slice(at + 1)}`;
    for (const text of [mistyped, made.secret.slice(0, -1), `${made.secret}x`, 'tl_live_nonsense']) {
      expect(parseError(await callWithKey(t, text, 'GET', `/api/venues/${venue.id}/orders`), 401).message).toMatch(/API key is invalid/);
    }
    expect((await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`)).statusCode).toBe(200);
  });
});

describe('last used', () => {
  it('shows the key’s last call, moved at most once a minute', async () => {
    const made = await createApiKeyThrough(t, owner, { type: 'venue', id: venue.id }, { name: 'Busy', scopes: ['orders:read'] });
    const lastUsed = async () =>
      parseAnswer(await call(owner, 'GET', keysOf()), 200, ApiKeyList).items.find((key) => key.id === made.id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`);
    const first = await lastUsed();
    expect(first).toBe(time.clock().toISOString());
    time.advance(30_000);
    await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`);
    expect(await lastUsed()).toBe(first);
    time.advance(31_000);
    await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`);
    expect(await lastUsed()).toBe(time.clock().toISOString());
  });
});

describe('revoking', () => {
  it('refuses the key from its next call (401), drops it from the list, and is 404 for another organisation’s key', async () => {
    const made = await createApiKeyThrough(t, owner, { type: 'venue', id: venue.id }, { name: 'Going', scopes: ['orders:read'] });
    const other = await createVenue(t.database.db, { name: 'Elsewhere' });
    await createMembership(t.database.db, { organisationId: other.id, userId: owner.userId, organisationRole: 'owner' });
    expect((await call(owner, 'DELETE', `${keysOf(other.id)}/${made.id}`)).statusCode).toBe(404);
    expect((await call(staff, 'DELETE', `${keysOf()}/${made.id}`)).statusCode).toBe(403);
    expect((await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `${keysOf()}/${made.id}`)).statusCode).toBe(204);
    expect(parseError(await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`), 401).code).toBe('unauthorized');
    expect(parseAnswer(await call(owner, 'GET', keysOf()), 200, ApiKeyList).items.map((key) => key.id)).not.toContain(made.id);
    expect((await call(owner, 'DELETE', `${keysOf()}/${made.id}`)).statusCode).toBe(404);
    expect((await apiKeyRowTesting(t.database.db, made.id))?.revokedBy).toBe(admin.userId);
  });

  it('records who made and revoked each key in the organisation’s audit log, never its secret', async () => {
    const made = await createApiKeyThrough(
      t,
      owner,
      { type: 'venue', id: venue.id },
      { name: 'Audited', scopes: ['orders:read', 'menu:read'] },
    );
    expect((await call(owner, 'DELETE', `${keysOf()}/${made.id}`)).statusCode).toBe(204);
    const log = parseAnswer(await call(owner, 'GET', `/api/venues/${venue.id}/audit`), 200, AuditEntryList);
    const entries = log.items.filter((entry) => entry.targetId === made.id);
    expect(entries.map((entry) => [entry.action, entry.actor?.id, entry.summary]).sort()).toEqual([
      ['api_key.created', owner.userId, 'Olive Owner made the API key “Audited” for The Local (orders:read, menu:read)'],
      ['api_key.revoked', owner.userId, 'Olive Owner revoked the API key “Audited” of The Local'],
    ]);
    expect(JSON.stringify(log)).not.toContain(made.secret.slice(41, 73));
  });

  it('refuses an expired key (401)', async () => {
    const expiresAt = new Date(time.clock().getTime() + 60_000).toISOString();
    const made = await createApiKeyThrough(
      t,
      owner,
      { type: 'venue', id: venue.id },
      { name: 'Brief', scopes: ['orders:read'], expiresAt },
    );
    expect((await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`)).statusCode).toBe(200);
    time.advance(61_000);
    expect(parseError(await callWithKey(t, made.secret, 'GET', `/api/venues/${venue.id}/orders`), 401).message).toMatch(/expired/);
  });
});
