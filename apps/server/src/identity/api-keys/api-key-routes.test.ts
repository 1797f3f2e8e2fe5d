import { API_KEY_SCOPES_OF, type ApiKeyScope } from '@tapline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createSupplier } from '@tapline/db/testing';
import { callWithKey, createApiKeyThrough } from '../../../test/support/api-keys-kit';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Safe by default (decision 0195): every /api route the app registers that states no scope refuses a key holding every
// scope (403), and every route that states one refuses a key without it. Nothing here lists the routes by hand.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const routes: { method: Method; url: string; scope: ApiKeyScope | undefined }[] = [];
let t: TestApp;
let everything: string;
let ordersOnly: string;

/** a path of the route: each parameter a uuid (the key is refused before any is looked up) */
const pathOf = (url: string) => url.replaceAll(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replaceAll('*', 'x');

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || !route.url.startsWith('/api')) continue;
        routes.push({ method: method as Method, url: route.url, scope: route.config?.apiKeyScope });
      }
    },
  });
  const brewery = await createSupplier(t.database.db, { name: 'Harbour Brewing' });
  const owner = await signedInUser(t);
  await apiCaller(() => t)(owner, 'GET', '/api/me');
  await createMembership(t.database.db, { organisationId: brewery.id, userId: owner.userId, organisationRole: 'owner' });
  const organisation = { type: 'supplier' as const, id: brewery.id };
  everything = (await createApiKeyThrough(t, owner, organisation, { name: 'All', scopes: [...API_KEY_SCOPES_OF.supplier] })).secret;
  ordersOnly = (await createApiKeyThrough(t, owner, organisation, { name: 'Orders', scopes: ['orders:read'] })).secret;
});
afterAll(async () => {
  await t?.close();
});

describe('routes and keys', () => {
  it('refuses a key with every scope on every route that states none, public ones included', async () => {
    const unscoped = routes.filter((route) => route.scope === undefined && !route.url.startsWith('/api/health/'));
    expect(unscoped.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const route of unscoped) {
      const status = (await callWithKey(t, everything, route.method, pathOf(route.url), route.method === 'GET' ? undefined : {}))
        .statusCode;
      if (status !== 403) answered.push(`${route.method} ${route.url}: ${status}`);
    }
    expect(answered).toEqual([]);
  });

  it('refuses a key without the scope a route states', async () => {
    const others = routes.filter((route) => route.scope !== undefined && route.scope !== 'orders:read');
    expect(others.length).toBeGreaterThan(20);
    const answered: string[] = [];
    for (const route of others) {
      const status = (await callWithKey(t, ordersOnly, route.method, pathOf(route.url), route.method === 'GET' ? undefined : {}))
        .statusCode;
      if (status !== 403) answered.push(`${route.method} ${route.url}: ${status}`);
    }
    expect(answered).toEqual([]);
  });
});
