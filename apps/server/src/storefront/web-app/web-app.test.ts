import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tapline-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tapline</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(distDir, 'demo'));
  writeFileSync(path.join(distDir, 'demo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it.each(['/', '/products', '/products/?q=hazy', '/privacy-policy', '/dash/admin/'])(
    'answers the page %s with index.html',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<script id="tapline-config" type="application/json">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/no/such/page', '/venues/the-local', '/demo/', '/index'])(
    'answers %s, no page of the app, with 404 and index.html (the app shows Not Found)',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<title>Page not found · Tapline</title>');
    },
  );

  it('answers a HEAD of a page like its GET, without the body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('lists only the list, joining and legal pages in the sitemap of an empty catalogue, in one urlset', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)).toEqual([
      '/',
      '/products/',
      '/venues/',
      '/suppliers/',
      '/for-venues',
      '/for-suppliers',
      '/privacy-policy',
      '/terms-of-service',
    ]);
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

describe('a page whose record cannot be read', () => {
  it('answers 500 with the bare app (it shows its own error), not a JSON error or a 404', async () => {
    const broken = await createTestApp({ webDistDir: distDir });
    // the database goes away under the running app
    await broken.database.close();
    try {
      const response = await broken.app.inject('/products/hazy-days/');
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root">');
    } finally {
      await broken.app.close().catch(() => undefined);
    }
  });
});
