import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Health, RuntimeConfig } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok after asking the database', async () => {
    expect(parseAnswer(await t.api('/api/health'), 200, Health)).toEqual({ status: 'ok' });
  });
});

describe('the app key', () => {
  it('refuses a call without x-functions-key with a JSON 401', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-type']).toContain('application/json');
    expect(parseError(response, 401)).toEqual({ code: 'unauthorized', message: 'Missing x-functions-key header' });
  });

  it('refuses a wrong key', async () => {
    const response = await t.app.inject({ url: '/api/products', headers: { 'x-functions-key': 'nope' } });
    expect(parseError(response, 401).message).toBe('Invalid x-functions-key header');
  });

  it('guards unknown /api paths too, before saying they do not exist', async () => {
    expect((await t.app.inject('/api/no-such')).statusCode).toBe(401);
  });
});

describe('the error model', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    expect(parseError(await t.api('/api/no-such'), 404)).toEqual({ code: 'not_found', message: 'No route for GET /api/no-such' });
  });

  it('answers a wrong method with a JSON 404, never HTML', async () => {
    const response = await t.api({ method: 'DELETE', url: '/api/products' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('names the field of a bad query value', async () => {
    const error = parseError(await t.api('/api/products?pageSize=abc'), 400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain('pageSize');
    expect(error.details).toEqual([{ field: 'pageSize', message: expect.stringContaining('pageSize') }]);
  });

  it('answers a path outside the API without a built web app with JSON, not a stack trace', async () => {
    expect(parseError(await t.app.inject('/no/such/page'), 404).code).toBe('not_found');
  });
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy', async () => {
    const response = await t.api('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("lets any site frame a venue's tap list embed, and nothing else", async () => {
    for (const url of [
      '/venues/crown-and-anchor/menu/embed',
      '/venues/crown-and-anchor/menu/embed/',
      '/Venues/x/Menu/Embed?theme=dark&accent=b45309',
    ]) {
      const response = await t.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain('frame-ancestors *');
      expect(csp, url).not.toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      // the rest of the policy is the same
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
    }
    for (const url of [
      '/venues/crown-and-anchor',
      '/venues/crown-and-anchor/menu/board',
      '/venues/crown-and-anchor/menu/print',
      '/venues/crown-and-anchor/menu/embed/more',
      '/venues/a/b/menu/embed',
      '/dash/venues/x/menu/embed',
      '/api/venues/crown-and-anchor/menu',
      '/x/venues/crown-and-anchor/menu/embed',
      '/venues/crown-and-anchor/menu/embedded',
    ]) {
      const response = await t.app.inject(url);
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('runtime config and API description', () => {
  it('gives the web app its settings at /config.json without the key', async () => {
    // no PUBLIC_URL here: the auth URL is the page's origin when the server was started for it, else the fixed
    // one (fixed-origin.test.ts); the anon key is a JWT (auth/auth.test.ts)
    expect(parseAnswer(await t.app.inject({ url: '/config.json', headers: { host: '127.0.0.1:3000' } }), 200, RuntimeConfig)).toEqual({
      functionsKey: TEST_FUNCTIONS_KEY,
      supabaseUrl: 'http://127.0.0.1:3000',
      supabaseAnonKey: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/),
    });
  });

  it('describes every public route in OpenAPI 3, with their error answers', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/products',
      '/api/products/{id}',
      '/api/products/{id}/venues',
      '/api/venues',
      '/api/venues/{id}',
      '/api/venues/{id}/menu',
      '/api/venues/{id}/products',
      '/api/suppliers',
      '/api/suppliers/{id}',
      '/api/suppliers/{id}/products',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    const productList = document.paths['/api/products'].get;
    expect(Object.keys(productList.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '500']));
    expect(productList.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'tags', 'page', 'pageSize', 'sort']),
    );
  });

  it('serves a readable reference page at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
