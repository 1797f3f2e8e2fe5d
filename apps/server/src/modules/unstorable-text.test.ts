import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteOptions } from 'fastify';
import { createMembership, createProduct, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { ErrorBody, FieldIssue, isStorableText, UNSTORABLE_TEXT_MESSAGE, VenueDetail } from '@tapline/contracts';
import { authFetch, projectKeys, signedInUser } from '../../test/support/auth-kit';
import { castToInteger } from '../../test/support/failing-statement.queries';
import { parseAnswer, parseError } from '../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../test/support/test-app';

// NUL and lone surrogates reached PostgreSQL (500, with the statement and its values in the log).
type Person = Awaited<ReturnType<typeof signedInUser>>;
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const routes: RouteOptions[] = [];
const logLines: string[] = [];
let t: TestApp;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    onRoute: (route) => void routes.push(route),
    log: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    routes: (app) => {
      app.get('/api/test-only/failing-statement', async (request) =>
        castToInteger(t.database.db, (request.query as { value: string }).value),
      );
    },
  });
  [owner, admin] = [await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, admin]) await t.api({ url: '/api/me', headers: { authorization: `Bearer ${person.session.access_token}` } });
  await makePlatformAdmin(t.database.db, admin.userId);
  const venue = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
  const supplier = await createSupplier(t.database.db, { slug: 'harbour-brewing' });
  await createProduct(t.database.db, { supplierId: supplier.id, slug: 'harbour-pale' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

/** every string a schema reads (object fields, arrays, records, optional/nullable/default, pipes' input) */
function stringLeaves(schema: z.ZodType, path: string, found: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at: string) => stringLeaves(inner as z.ZodType, at, found);
  switch (def.type) {
    case 'string':
      if (!def.format) found.push([path, schema]);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, `${path}.${key}`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path);
      break;
  }
  return found;
}

describe('the contracts of /api requests', () => {
  it('refuse NUL and lone surrogates in every string field of every query, path and body, with the shared rule', () => {
    const leaves = routes
      .filter((route) => String(route.url).startsWith('/api/'))
      .flatMap((route) =>
        (['querystring', 'params', 'body'] as const).flatMap((part) => {
          const schema = route.schema?.[part];
          return schema ? stringLeaves(schema as z.ZodType, `${String(route.method)} ${route.url} ${part}`) : [];
        }),
      );
    expect(leaves.length).toBeGreaterThan(40);
    const missing = leaves.filter(([, leaf]) =>
      [`a${NUL}b`, `a${LONE_SURROGATE}b`].some(
        (value) => !leaf.safeParse(value).error?.issues.some((issue) => issue.message === UNSTORABLE_TEXT_MESSAGE),
      ),
    );
    expect(missing.map(([where]) => where)).toEqual([]);
  });

  it('keep emoji and other text (surrogate pairs are not lone)', () => {
    expect(isStorableText('Pilsner 🍺 Café – 東京')).toBe(true);
    expect(isStorableText(`a${NUL}`)).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
  });
});

type Caller = 'anonymous' | 'owner' | 'admin';
interface Operation {
  name: string;
  caller: Caller;
  method: 'GET' | 'POST' | 'PATCH';
  /** the request for a bad value, and the field its 400 must name */
  request: (bad: string) => { url: string; payload?: unknown };
  field: string;
  /** in a query string or a path, a lone surrogate can't be sent: its percent-encoding is not UTF-8 */
  inUrl?: boolean;
}

const address = (line1: string) => ({ kind: 'physical', line1, suburb: 'Newtown', state: 'NSW', postcode: '2042' });
const apiOperations: Operation[] = [
  {
    name: 'public product search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'public product tags',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products?tags=hazy,${encodeURIComponent(bad)}` }),
    field: 'tags',
    inUrl: true,
  },
  {
    name: 'public venue search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'public supplier search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: "a venue's products",
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues/the-local/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: "a supplier's products",
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers/harbour-brewing/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'product by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products/harbour${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'venue by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues/the${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'supplier by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers/harbour${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'invite preview',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/invites/${'a'.repeat(20)}${encodeURIComponent(bad)}` }),
    field: 'token',
    inUrl: true,
  },
  {
    name: 'admin venue search',
    caller: 'admin',
    method: 'GET',
    request: (bad) => ({ url: `/api/admin/venues?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'settings PATCH name',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { name: `The ${bad}Local` } }),
    field: 'name',
  },
  {
    name: 'settings PATCH description',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { description: bad } }),
    field: 'description',
  },
  {
    name: 'settings PATCH venue kind',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { venueKind: `pub${bad}` } }),
    field: 'venueKind',
  },
  {
    name: 'settings PATCH time zone',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { timeZone: `Australia/Sydney${bad}` } }),
    field: 'timeZone',
  },
  {
    name: 'settings PATCH address',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { addresses: [address(`1 King${bad} St`)] } }),
    field: 'addresses.0.line1',
  },
  {
    name: 'settings PATCH opening hours key',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { openingHours: { [`1${bad}`]: { opens: '11:00', closes: '23:00' } } } }),
    field: 'openingHours',
  },
  {
    name: 'invite create',
    caller: 'owner',
    method: 'POST',
    request: (bad) => ({ url: '/api/venues/the-local/invites', payload: { email: `new${bad}@example.test`, organisationRole: 'member' } }),
    field: 'email',
  },
  {
    name: 'admin create',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: '/api/admin/venues', payload: { name: `New ${bad}Bar`, ownerEmail: 'boss@example.test' } }),
    field: 'name',
  },
  {
    name: 'admin suspend',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: '/api/admin/venues/the-local/suspend', payload: { reason: `unpaid ${bad}` } }),
    field: 'reason',
  },
  {
    name: 'admin application search',
    caller: 'admin',
    method: 'GET',
    request: (bad) => ({ url: `/api/admin/applications?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'admin application approve',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({
      url: `/api/admin/applications/${randomUUID()}/approve`,
      payload: { name: `Mash ${bad}Tun`, ownerEmail: 'boss@example.test' },
    }),
    field: 'name',
  },
  {
    name: 'admin application decline',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: `/api/admin/applications/${randomUUID()}/decline`, payload: { reason: `no ${bad}` } }),
    field: 'reason',
  },
];

function callApi(caller: Caller, method: Operation['method'], url: string, payload?: unknown) {
  const person = caller === 'owner' ? owner : caller === 'admin' ? admin : undefined;
  return t.api({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    ...(person
      ? {
          headers: {
            authorization: `Bearer ${person.session.access_token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        }
      : {}),
  });
}

describe('NUL and lone surrogates in /api input', () => {
  const cases = apiOperations.flatMap((operation) =>
    [
      ['NUL', NUL],
      ['a lone surrogate', LONE_SURROGATE],
    ]
      .filter(([kind]) => kind === 'NUL' || !operation.inUrl)
      .map(([kind, bad]) => ({ ...operation, kind: kind!, bad: bad! })),
  );

  it.each(cases)('$name with $kind: 400 validation_failed naming $field', async ({ caller, method, request, bad, field }) => {
    const { url, payload } = request(bad);
    const error = parseError(await callApi(caller, method, url, payload), 400);
    expect(error.code).toBe('validation_failed');
    expect(
      z
        .array(FieldIssue)
        .parse(error.details)
        .map((issue) => issue.field),
    ).toContain(field);
  });

  it('changed nothing and logged no error', async () => {
    const venue = parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail);
    expect(venue).toMatchObject({ name: 'The Local', description: expect.not.stringContaining(NUL) });
    expect(venue.addresses).toEqual([]);
    expect(logLines).toEqual([]);
  });

  it('a lone surrogate percent-encoded in a query string arrives as the text it was sent as, and is searched', async () => {
    // %ED%A0%80 is not UTF-8: the query parser keeps it as it came, which the database stores
    expect((await t.api('/api/products?q=%ED%A0%80')).statusCode).toBe(200);
  });
});

interface AuthOperation {
  name: string;
  path: string;
  method: 'POST' | 'PUT';
  body: (bad: string) => unknown;
  field: string;
  as?: 'user' | 'service_role';
}

const authOperations: AuthOperation[] = [
  {
    name: 'sign-in email',
    path: '/token?grant_type=password',
    method: 'POST',
    body: (bad) => ({ email: `a${bad}@example.test`, password: 'correct-horse' }),
    field: 'email',
  },
  {
    name: 'sign-in password',
    path: '/token?grant_type=password',
    method: 'POST',
    body: (bad) => ({ email: 'a@example.test', password: `correct${bad}horse` }),
    field: 'password',
  },
  {
    name: 'refresh',
    path: '/token?grant_type=refresh_token',
    method: 'POST',
    body: (bad) => ({ refresh_token: `abcdefghijklmnop${bad}` }),
    field: 'refresh_token',
  },
  { name: 'recover', path: '/recover', method: 'POST', body: (bad) => ({ email: `a${bad}@example.test` }), field: 'email' },
  {
    name: 'signup password',
    path: '/signup',
    method: 'POST',
    body: (bad) => ({ email: 'new@example.test', password: `long-enough${bad}` }),
    field: 'password',
  },
  {
    name: 'signup metadata',
    path: '/signup',
    method: 'POST',
    body: (bad) => ({ email: 'new@example.test', password: 'long-enough', data: { name: `Ann${bad}` } }),
    field: 'data.name',
  },
  {
    name: 'verify code',
    path: '/verify',
    method: 'POST',
    body: (bad) => ({ type: 'email', email: `a${bad}@example.test`, token: '123456' }),
    field: 'email',
  },
  {
    name: 'user metadata',
    path: '/user',
    method: 'PUT',
    body: (bad) => ({ data: { [`nick${bad}`]: 'x' } }),
    field: 'data.nick',
    as: 'user',
  },
  {
    name: 'factor name',
    path: '/factors',
    method: 'POST',
    body: (bad) => ({ factor_type: 'totp', friendly_name: `phone${bad}` }),
    field: 'friendly_name',
    as: 'user',
  },
  {
    name: 'admin create user',
    path: '/admin/users',
    method: 'POST',
    body: (bad) => ({ email: 'made@example.test', user_metadata: { name: `Ann${bad}` } }),
    field: 'user_metadata.name',
    as: 'service_role',
  },
];

describe('NUL and lone surrogates in /auth/v1 input', () => {
  const cases = authOperations.flatMap((operation) => [
    { ...operation, kind: 'NUL', bad: NUL },
    { ...operation, kind: 'a lone surrogate', bad: LONE_SURROGATE },
  ]);

  it.each(cases)(
    "$name with $kind: 400 validation_failed naming $field, in Supabase's shape",
    async ({ path, method, body, field, as, bad }) => {
      const keys = await projectKeys(t);
      const bearer = as === 'user' ? owner.session.access_token : as === 'service_role' ? keys.serviceRole : undefined;
      const response = await authFetch(t, path, { method, body: JSON.stringify(body(bad)), ...(bearer ? { bearer } : {}) });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe('validation_failed');
      expect(answer.message.startsWith(field)).toBe(true);
    },
  );

  it('logged no error', () => {
    expect(logLines).toEqual([]);
  });
});

describe('an unexpected failure', () => {
  it('is logged without the statement or the values the request carried', async () => {
    const secret = `secret-${Math.random().toString(36).slice(2)}`;
    const response = await t.api(`/api/test-only/failing-statement?value=${secret}`);
    expect(ErrorBody.parse(response.json()).error.code).toBe('internal');
    expect(response.statusCode).toBe(500);
    const logged = logLines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/select|::integer|params/i);
    logLines.length = 0;
  });
});
