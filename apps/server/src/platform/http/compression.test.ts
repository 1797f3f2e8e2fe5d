import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, ProductList } from '@tapline/contracts';
import { seedDemoData } from '@tapline/db';
import { projectKeys, signedInUser } from '../../../test/support/auth-kit';
import { parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

// A built web app as `npm run build` leaves it: each text file with its .br and .gz siblings (decision 0063).
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hazy Days IPA ${i}` })))};\n`;
const page = `<!doctype html><html><head><title>Tapline</title></head><body><div id="root"></div>${'<!-- filler -->'.repeat(100)}</body></html>`;
const image = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let distDir: string;
let bearer: string;

function writeWithSiblings(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tapline-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, 'demo'));
  writeWithSiblings(path.join(distDir, 'index.html'), page);
  writeWithSiblings(path.join(distDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(distDir, 'demo', 'logo.png'), image);
  t = await createTestApp({ webDistDir: distDir, listen: true });
  await seedDemoData(t.database.db);
  bearer = `Bearer ${(await signedInUser(t)).session.access_token}`;
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** the body as the client reads it, after undoing the Content-Encoding the answer names */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

function expectVary(response: LightMyRequestResponse) {
  expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
}

describe('built files, compressed at build time', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    // a browser's list: brotli is preferred
    ['gzip, deflate, br, zstd', 'br'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s answers a hashed script as %s, cached for a year', async (accept, encoding) => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js', headers: accept ? { 'accept-encoding': accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVary(response);
    expect(decoded(response)).toBe(script);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
  });

  it('HEAD names the encoding and the compressed length, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(response.rawPayload.length).toBe(0);
  });

  // pages are made by the server from index.html with their own head (decision 0060), so they are compressed per
  // request like any other answer, a 404 page too
  it.each([
    ['/', 200],
    ['/products', 200],
    ['/no/such/page', 404],
  ] as const)('the page for %s is index.html with its own head, compressed and revalidated', async (url, status) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectVary(response);
      const html = decoded(response);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<!-- filler -->'.repeat(100));
      expect(html).toContain('<script id="tapline-config" type="application/json">');
    }
  });

  it('an image goes as it is: it is compressed already', async () => {
    const response = await t.app.inject({ url: '/demo/logo.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(image)).toBe(true);
  });
});

describe('dynamic answers, compressed per request', () => {
  const list = '/api/products?pageSize=24';

  it.each(['br', 'gzip'])('a JSON list asked with Accept-Encoding %s answers it, the same JSON inside', async (encoding) => {
    const plain = await t.api(list);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await t.api({ url: list, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('application/json');
    expectVary(response);
    expect(ProductList.parse(JSON.parse(decoded(response)))).toEqual(ProductList.parse(plain.json()));
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('a JSON list asked without Accept-Encoding (or with identity) is plain, and says it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await t.api({ url: list, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expectVary(response);
      expect(ProductList.parse(response.json()).items).toHaveLength(24);
    }
  });

  it('a small JSON answer is not compressed', async () => {
    const response = await t.api({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: expect.any(String) });
  });

  it('HEAD of a JSON list answers without a body, its headers those of the plain answer', async () => {
    // Fastify's HEAD route drops the body before @fastify/compress's hook runs: the length is the plain one
    const plain = await t.api(list);
    const response = await t.api({ method: 'HEAD', url: list, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(plain.rawPayload.length);
    expectVary(response);
  });

  it('a private answer stays no-store when compressed (decision 0047)', async () => {
    const response = await t.api({ url: list, headers: { 'accept-encoding': 'gzip', authorization: bearer } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ProductList.parse(JSON.parse(decoded(response))).items).toHaveLength(24);
  });

  it('an answer of no route (the not-found handler) is compressed too when large', async () => {
    const pathname = `/api/${'x'.repeat(COMPRESSION_THRESHOLD_BYTES)}`;
    const response = await t.api({ url: pathname, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expectVary(response);
    expect(ErrorBody.parse(JSON.parse(decoded(response))).error).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining(pathname),
    });
    // small: as it is
    const small = await t.api({ url: '/api/no-such', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(parseError(small, 404).code).toBe('not_found');
  });

  it('refusals keep their status and body: 413 over the body limit, 400 for a bad body or URL', async () => {
    const { anon } = await projectKeys(t);
    const signIn = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: {
          apikey: anon,
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
          'x-supabase-api-version': '2024-01-01',
        },
        payload,
      });
    const tooLarge = await signIn(JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(100 * 1024) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.parse(decoded(tooLarge))).toMatchObject({ code: 'request_entity_too_large', message: expect.any(String) });
    const malformed = await signIn('{"email":');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(decoded(malformed))).toMatchObject({ code: 'bad_json' });
    const overLimit = await t.api({
      method: 'PATCH',
      url: '/api/venues/the-local',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', authorization: bearer },
      payload: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
    });
    expect(overLimit.statusCode).toBe(413);
    expect(ErrorBody.parse(JSON.parse(decoded(overLimit))).error).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringContaining('1 MB'),
    });
    const badUrl = await t.api({ url: '/api/venues/%FF', headers: { 'accept-encoding': 'br' } });
    expect(badUrl.statusCode).toBe(400);
    expect(ErrorBody.parse(JSON.parse(decoded(badUrl))).error.code).toBe('bad_request');
  });

  it('a compressed request body is not inflated: its limits stay those of the bytes sent (decision 0046)', async () => {
    const { anon } = await projectKeys(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: anon, 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-supabase-api-version': '2024-01-01' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.test', password: 'correct-horse-battery' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_json' });
  });
});
