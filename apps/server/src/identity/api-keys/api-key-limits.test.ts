import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier } from '@tapline/db/testing';
import { callWithKey, createApiKeyThrough } from '../../../test/support/api-keys-kit';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Each key has its own budget of RATE_LIMIT_API calls a minute, in the counters every instance shares (decision 0196):
// the database's, and Redis's when TEST_REDIS_URL is set.

const PER_MINUTE = 5;
const redisUrl = process.env.TEST_REDIS_URL?.trim();
const stores: [string, { redisUrl?: string }][] = [
  ['the database', {}],
  ...(redisUrl ? [['Redis', { redisUrl }] as [string, { redisUrl: string }]] : []),
];

describe.each(stores)('per-key rate limits in %s', (_store, settings) => {
  let t: TestApp;
  let second: TestApp;
  let brewery: Awaited<ReturnType<typeof createSupplier>>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  const call = apiCaller(() => t);

  beforeAll(async () => {
    const auth = { ...settings, redisKeyPrefix: `tapline-test:${randomBytes(6).toString('hex')}:`, rateLimitApiPerMinute: PER_MINUTE };
    t = await createTestApp({ listen: true, auth });
    second = await createTestApp({ sameDatabaseAs: t, auth });
    brewery = await createSupplier(t.database.db, { name: 'Harbour Brewing' });
    owner = await signedInUser(t);
    await call(owner, 'GET', '/api/me');
    await createMembership(t.database.db, { organisationId: brewery.id, userId: owner.userId, organisationRole: 'owner' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('answers 429 with Retry-After past the key’s budget, counted across instances, while another key goes on', async () => {
    const busy = await createApiKeyThrough(t, owner, { type: 'supplier', id: brewery.id }, { name: 'Busy', scopes: ['orders:read'] });
    const calm = await createApiKeyThrough(t, owner, { type: 'supplier', id: brewery.id }, { name: 'Calm', scopes: ['orders:read'] });
    const url = `/api/suppliers/${brewery.id}/orders`;
    // the first hit of a window on each instance is counted in the shared store at once
    expect((await callWithKey(t, busy.secret, 'GET', url)).statusCode).toBe(200);
    expect((await callWithKey(second, busy.secret, 'GET', url)).statusCode).toBe(200);
    for (let index = 2; index < PER_MINUTE; index += 1) expect((await callWithKey(t, busy.secret, 'GET', url)).statusCode).toBe(200);
    // in the database the later hits are added to the shared row every 250 ms (decision 0038; Redis counts each at
    // once): then the other instance's hit counts here too, and this instance's own four calls have used the budget up
    await new Promise((resolve) => setTimeout(resolve, 400));

    const limited = await callWithKey(t, busy.secret, 'GET', url);
    expect(parseError(limited, 429).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callWithKey(t, calm.secret, 'GET', url)).statusCode).toBe(200);
  });
});
