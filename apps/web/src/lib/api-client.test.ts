import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiCommand,
  apiGet,
  apiRequest,
  fieldErrors,
  setAccessTokenSource,
  setMfaRequiredHandler,
  TIMEOUT_MESSAGE,
  toSearchParams,
} from './api-client';
import { EMBEDDED_DATA_ID, resetEmbeddedAnswers } from './embedded-answers';
import { loadRuntimeConfig } from './runtime-config';

const config = { functionsKey: 'test-key', supabaseUrl: 'http://localhost', supabaseAnonKey: 'anon' };
const Thing = z.object({ name: z.string() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(config)),
  );
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

describe('apiGet with answers embedded in the page (decision 0090)', () => {
  afterEach(() => {
    resetEmbeddedAnswers();
    vi.restoreAllMocks();
  });

  function embed(answers: Record<string, unknown>) {
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === EMBEDDED_DATA_ID ? { textContent: JSON.stringify(answers) } : null),
    });
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  }

  it('answers the first GET of the embedded URL from the page, with no request, then asks the API', async () => {
    embed({ '/api/things/1?page=1': { name: 'From the page' } });
    const fetchMock = vi.fn(async () => json({ name: 'From the API' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiGet('/api/things/1', Thing, { query: { page: 1 } })).toEqual({ name: 'From the page' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiGet('/api/things/1', Thing, { query: { page: 1 } })).toEqual({ name: 'From the API' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the embedded answer with the contract like any other', async () => {
    embed({ '/api/things/1': { name: 42 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ name: 'unused' })),
    );
    await expect(apiGet('/api/things/1', Thing)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('apiGet', () => {
  it('lets the browser answer a first ask from its cache, and makes it check with the server on every later one', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ name: 'Pale' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/things/fresh', Thing, { query: { page: 2 } });
    await apiGet('/api/things/fresh', Thing, { query: { page: 2 } });
    await apiGet('/api/things/fresh', Thing, { query: { page: 3 } });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.cache])).toEqual([
      ['/api/things/fresh?page=2', undefined],
      ['/api/things/fresh?page=2', 'no-cache'],
      ['/api/things/fresh?page=3', undefined],
    ]);
  });

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
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad query',
      details: [{ field: 'pageSize', message: 'too big' }],
    });
  });

  it('names a status without an error body', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('refuses an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', async () => json({ name: 42 }));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('takes a JSON answer as it comes when the build checks no contracts (production), but not a body that is no JSON', async () => {
    vi.stubGlobal('fetch', async () => json({ name: 42 }));
    await expect(apiGet('/api/things', false as false | typeof Thing)).resolves.toEqual({ name: 42 });
    vi.stubGlobal('fetch', async () => new Response('<html>oops</html>', { status: 200 }));
    await expect(apiGet('/api/things', false as false | typeof Thing)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reads only an error body with a known code and a message as an ApiError', async () => {
    vi.stubGlobal('fetch', async () => json({ error: { code: 'made_up', message: 'Nope' } }, 400));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 400, code: 'http_error' });
    vi.stubGlobal('fetch', async () => json({ error: { code: 'not_found', message: 7 } }, 404));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 404, code: 'http_error' });
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

describe('apiRequest', () => {
  afterEach(() => {
    setAccessTokenSource(async () => null);
    setMfaRequiredHandler(() => {});
  });

  it('sends the bearer token of the current session and a JSON body', async () => {
    setAccessTokenSource(async () => 'token-123');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ name: 'Renamed' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('PATCH', '/api/things/1', Thing, { body: { name: 'Renamed' } })).resolves.toEqual({ name: 'Renamed' });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('PATCH');
    expect(headers.authorization).toBe('Bearer token-123');
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Renamed"}');
  });

  it('sends no authorization header when signed out, and accepts a 204', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiCommand('DELETE', '/api/things/1')).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('calls the MFA handler on 401 mfa_required, and only then', async () => {
    const handler = vi.fn();
    setMfaRequiredHandler(handler);
    vi.stubGlobal('fetch', async () => json({ error: { code: 'unauthorized', message: 'Sign in' } }, 401));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(handler).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', async () => json({ error: { code: 'mfa_required', message: 'Verify your second factor' } }, 401));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ status: 401, code: 'mfa_required' });
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('fieldErrors', () => {
  it('reads the field details of an ApiError and ignores anything else', () => {
    const error = new ApiError(400, 'validation_failed', 'Bad', [{ field: 'slug', message: 'is taken' }, { nope: 1 }, 'x']);
    expect(fieldErrors(error)).toEqual([{ field: 'slug', message: 'is taken' }]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});
