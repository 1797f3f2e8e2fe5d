import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseError } from '../testing/parse-answer';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tapline-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tapline</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that are not hashed', async () => {
    const response = await t.app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/products', '/venues/the-local', '/no/such/page'])('answers the client route %s with index.html', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a JSON 404, not the page', async () => {
    expect(parseError(await t.app.inject('/assets/missing-123.js'), 404).code).toBe('not_found');
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await t.api('/api/no-such');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
