import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, TIMEOUT_MESSAGE, toSearchParams } from './api-client';
import { loadRuntimeConfig } from './runtime-config';

const config = { functionsKey: 'test-key', supabaseUrl: 'http://localhost', supabaseAnonKey: 'anon' };
const Thing = z.object({ name: z.string() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal('fetch', vi.fn(async () => json(config)));
  await loadRuntimeConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toSearchParams', () => {
  it('leaves out empty values and joins lists with commas', () => {
    expect(toSearchParams({ q: 'ipa', tags: ['hazy', 'hoppy'], page: 2, sort: undefined, x: '', y: [] })).toBe(
      '?q=ipa&tags=hazy%2Choppy&page=2',
    );
    expect(toSearchParams({})).toBe('');
  });
});

describe('apiGet', () => {
  it('sends the app key and parses the answer with the contract', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ name: 'Pale', extra: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/api/things', Thing, { query: { q: 'pale' } })).resolves.toEqual({ name: 'Pale' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things?q=pale');
    expect((init?.headers as Record<string, string>)['x-functions-key']).toBe('test-key');
  });

  it('turns an error body into a typed ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      json({ error: { code: 'validation_failed', message: 'Bad query', details: [{ field: 'pageSize', message: 'too big' }] } }, 400),
    );
    const error = await apiGet('/api/things', Thing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad query', details: [{ field: 'pageSize', message: 'too big' }] });
  });

  it('names a status without an error body', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('refuses an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', async () => json({ name: 42 }));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('gives up with a clear message when the server does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(apiGet('/api/things', Thing, { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      message: TIMEOUT_MESSAGE,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ code: 'network' });
  });

  it("passes the caller's own abort through untouched", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = apiGet('/api/things', Thing, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
