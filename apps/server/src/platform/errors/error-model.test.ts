import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FUNCTIONS_KEY_HEADER, OrganisationSettings } from '@tapline/contracts';
import { createMembership, createVenue } from '@tapline/db/testing';
import { projectKeys, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { rawRequest, type RawAnswer } from '../../../test/support/raw-http';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';

// Every refusal Fastify or Node make on their own (before a route runs, or while reading the body) leaves in the
// error model with a 4xx: `{error:{code,message,details?}}` under /api, Supabase's shape under /auth/v1.
let t: TestApp;
let bearer: string;
let anonKey: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const owner = await signedInUser(t);
  bearer = `Bearer ${owner.session.access_token}`;
  anonKey = (await projectKeys(t)).anon;
  await t.api({ url: `/api/users/${owner.userId}/venues`, headers: { authorization: bearer } });
  const venue = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

function modelError(answer: RawAnswer, status: number) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  return ErrorBody.strict().parse(JSON.parse(answer.body)).error;
}

function supabaseError(answer: RawAnswer, status: number) {
  expect(answer.status, answer.body).toBe(status);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  return body as { code: string; message: string };
}

async function settings() {
  return parseAnswer(await t.api({ url: '/api/venues/the-local/settings', headers: { authorization: bearer } }), 200, OrganisationSettings);
}

const api = (path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
  rawRequest(t.baseUrl!, {
    method: init.method ?? 'GET',
    path,
    body: init.body,
    headers: { [FUNCTIONS_KEY_HEADER]: TEST_FUNCTIONS_KEY, ...init.headers },
  });
const auth = (path: string, method = 'GET') =>
  rawRequest(t.baseUrl!, {
    method,
    path: `/auth/v1${path}`,
    headers: { apikey: anonKey, authorization: bearer, 'x-supabase-api-version': '2024-01-01' },
  });

describe('paths the router refuses', () => {
  it('a malformed percent-encoding is 400 in the error model (/api, the site) and in Supabase’s shape (/auth/v1)', async () => {
    for (const path of ['/api/venues/%FF', '/api/venues/%E0%A4%A', '/api/suppliers/%C0/products', '/%FF']) {
      expect(modelError(await api(path), 400)).toMatchObject({ code: 'bad_request', message: expect.stringContaining('percent-encoding') });
    }
    expect(supabaseError(await auth('/factors/%FF', 'DELETE'), 400)).toMatchObject({ code: 'validation_failed' });
  });

  it('ids of 101–120 characters are looked up (404); longer ones are 400 naming id, never 414', async () => {
    for (const length of [101, 110, 120]) {
      expect(modelError(await api(`/api/venues/${'a'.repeat(length)}`), 404).code).toBe('not_found');
    }
    const tooLong = modelError(await api(`/api/venues/${'a'.repeat(121)}`), 400);
    expect(tooLong).toMatchObject({ code: 'validation_failed', details: [{ field: 'id', message: expect.stringContaining('120') }] });
    expect(modelError(await api(`/api/venues/${'a'.repeat(5000)}/settings`), 400).code).toBe('bad_request');
    const factor = await auth(`/factors/${'f'.repeat(110)}`, 'DELETE');
    expect(factor.status).toBeGreaterThanOrEqual(400);
    expect(factor.status).toBeLessThan(500);
    expect(JSON.parse(factor.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(supabaseError(await auth(`/factors/${'f'.repeat(5000)}`, 'DELETE'), 400).code).toBe('validation_failed');
  });
});

describe('bodies Fastify refuses', () => {
  const patch = (body: string | Buffer, contentType = 'application/json') =>
    api('/api/venues/the-local', {
      method: 'PATCH',
      headers: { authorization: bearer, 'content-type': contentType },
      body: Buffer.from(body),
    });

  it('a JSON body over 1 MB is 413 naming the limit, and changes nothing', async () => {
    const before = await settings();
    const error = modelError(await patch(JSON.stringify({ description: 'x'.repeat(1024 * 1024) })), 413);
    expect(error).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('1 MB') });
    // a declared length over the limit is refused before the body is read
    const declared = await api('/api/venues/the-local', {
      method: 'PATCH',
      headers: { authorization: bearer, 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: Buffer.from('{}'),
    });
    expect(modelError(declared, 413).code).toBe('payload_too_large');
    expect(await settings()).toEqual(before);
  });

  it('invalid JSON, an empty JSON body, a poisoned prototype, an unknown or malformed content type: 4xx in the error model', async () => {
    const before = await settings();
    expect(modelError(await patch('{"name":'), 400).code).toBe('bad_request');
    expect(modelError(await patch(''), 400).code).toBe('bad_request');
    expect(modelError(await patch('{"__proto__":{"admin":true}}'), 400).code).toBe('bad_request');
    expect(modelError(await patch('{"constructor":{"prototype":{"admin":true}}}'), 400).code).toBe('bad_request');
    expect(modelError(await patch('<venue/>', 'application/xml'), 415)).toMatchObject({
      code: 'unsupported_media_type',
      message: expect.stringContaining('application/json'),
    });
    expect(modelError(await patch('{}', ';;;'), 415).code).toBe('unsupported_media_type');
    expect(modelError(await patch('--x--', 'multipart/form-data; boundary=x'), 415).code).toBe('unsupported_media_type');
    expect(await settings()).toEqual(before);
  });

  it('inject sees the same model (light-my-request goes through the router too)', async () => {
    expect(parseError(await t.api('/api/venues/%FF'), 400).code).toBe('bad_request');
    expect(parseError(await t.api(`/api/venues/${'b'.repeat(110)}`), 404).code).toBe('not_found');
  });
});

describe('requests Node’s HTTP parser refuses', () => {
  it('malformed framing is a 400 in the error model, not Fastify’s own shape', async () => {
    const answer = await rawRequest(t.baseUrl!, { method: 'GET', path: '/api/venues', headers: { 'content-length': 'twelve' } });
    expect(modelError(answer, 400).code).toBe('bad_request');
    const authAnswer = await rawRequest(t.baseUrl!, {
      method: 'POST',
      path: '/auth/v1/token',
      headers: { 'transfer-encoding': 'chunked, gzip', 'content-length': '3' },
    });
    expect(authAnswer.status).toBe(400);
    expect(JSON.parse(authAnswer.body)).toMatchObject({ code: 400, error_code: 'validation_failed', msg: expect.any(String) });
  });

  it('headers over Node’s limit are 431 in the error model', async () => {
    const answer = await rawRequest(t.baseUrl!, { method: 'GET', path: '/api/venues', headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(modelError(answer, 431).code).toBe('bad_request');
  });
});
